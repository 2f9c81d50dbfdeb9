import PopupKit
import PopupKitHost

/// A fuzz input read as a program: each operation is one byte (its code) followed
/// by the bytes of its parameters, decoded into ``FuzzStep``s — submit a toast,
/// HUD command, banner, popup or bubble (small id pools, so updates in place,
/// duplicates and ended ids come up often), dismiss, tap, touch, swipe, drag the
/// pointer, let time pass, resize the screen (zero and odd sizes included), change
/// a lane (queue, `maxVisible`), the keyboard, Reduce Motion and VoiceOver, the
/// app's state, conditions and rules.
///
/// The decoding is total: every byte string is a program, so the fuzzer's
/// mutations always reach the engine. Values the API allows but the engine must
/// clamp (negative and non-finite times and sizes) are among the choices.
public struct FuzzProgram: Sendable {
    /// The most steps a program has; longer inputs are cut there.
    public static let maximumSteps = 500

    /// What the program does, in order.
    public private(set) var steps: [FuzzStep] = []
    /// The configuration the stage starts with (later changes are steps).
    public let initialConfiguration: EngineConfiguration

    /// Decodes `bytes`: the first picks the starting configuration, the rest are
    /// operations until the bytes or ``maximumSteps`` run out.
    public init(bytes: some Sequence<UInt8>) {
        var decoder = Decoder(reader: ByteReader(bytes))
        initialConfiguration = decoder.configuration
        while !decoder.reader.isAtEnd && steps.count < Self.maximumSteps {
            steps += decoder.operation()
        }
    }
}

extension FuzzProgram {
    /// The decoder's state: the reader and the configuration so far (a lane change
    /// is the whole configuration with one field changed).
    struct Decoder {
        var reader: ByteReader
        var configuration = EngineConfiguration()

        static let toastIDs: [NoticeID?] = ["t1", "t2", "t3", nil, "x", ""]
        static let bannerIDs: [NoticeID?] = ["b1", "b2", "b3", nil, "x"]
        static let popupIDs: [NoticeID?] = ["p1", "p2", "p3", nil, "x"]
        static let bubbleIDs: [NoticeID?] = ["u1", "u2", nil, "x"]
        static let targets: [NoticeID] = ["t1", "t2", "t3", "b1", "b2", "p1", "p2", "u1", "u2", "x",
                                          NoticeEngine.hudID, "toast#1", "banner#1", "popup#1", "bubble#1", "nope"]
        static let texts: [String?] = ["Saved", "Hello there", nil, "", "A longer message that wraps over lines",
                                       String(repeating: "long ", count: 400), "مرحبا", "🎉🎉"]
        static let seconds: [Double] = [0, 0.1, 0.2, 0.5, 1, 2, 3, 5, 10, 60, -1, .nan, .infinity, 1e12]
        static let coordinates: [Double] = [0, 10, 100, 195, 390, 420, 700, 780, 844, 1000, -50, .nan, .infinity]

        init(reader: ByteReader) {
            self.reader = reader
            // The first byte picks a starting configuration, as the model test's scripts do.
            let setup = self.reader.byte()
            configuration[.toast].queue = setup & 1 == 1
            configuration[.toast].maxVisible = Int(setup >> 1 & 3)
            configuration[.banner].maxVisible = Int(setup >> 3 & 3)
            configuration[.toast].overflow = setup & 0x20 == 0 ? .evictOldest : .wait
            configuration[.popup].strategy = QueueStrategy.allCases[Int(setup >> 6)]
        }

        mutating func operation() -> [FuzzStep] {
            switch reader.below(24) {
            case 0: return [.send(.submit(notice(Self.toastIDs, .toast(toast()))))]
            case 1: return [.send(.submit(notice(Self.bannerIDs, .banner(banner()))))]
            case 2: return [.send(.submit(notice(Self.popupIDs, .popup(popup()))))]
            case 3: return [.send(.submit(notice(Self.bubbleIDs, .bubble(bubble()))))]
            case 4: return [.send(hud())]
            case 5: return [.send(.dismiss(reader.pick(Self.targets)))]
            case 6: return [.send(.tap(reader.pick(Self.targets)))]
            case 7: return [.send(.tapAt(point()))]
            case 8: return drag()
            case 9, 10, 11: return [.wait(wait())]
            case 12: return [.send(.container(size: Size(width: coordinate(), height: coordinate()),
                                              safeArea: reader.flag() ? Insets(top: 47, bottom: 34) : nil))]
            case 13: return [.send(.keyboard(height: reader.pick([0, 336, 900, -10, .nan])))]
            case 14: return [.send(laneChange())]
            case 15:
                configuration.accessibility.reduceMotion = reader.flag()
                configuration.accessibility.voiceOver = reader.flag()
                return [.send(.accessibility(configuration.accessibility))]
            case 16: return [.send(reader.flag() ? .suspend(lane()) : .resume(lane()))]
            case 17: return [.send(reader.flag() ? .background : .foreground)]
            case 18: return [.send(.hideAll(lane(), clearQueue: reader.flag(), includeActivity: reader.flag()))]
            case 19: return [.send(.endScope(reader.pick(["s1", "s2"])))]
            case 20:
                let id = reader.pick(Self.targets)
                return [.send(reader.flag() ? .touchDown(id) : .touchUp(id))]
            case 21: return [.send(reader.flag() ? .swipe(reader.pick(Self.targets)) : .tapOutsideBubbles)]
            case 22: return [.send(reader.flag() ? .setCondition(reader.pick(["a", "b"]), reader.flag())
                                                 : .action(reader.pick(Self.targets), reader.pick(["ok", "cancel", "no"])))]
            default: return [.send(bubbleOrApp())]
            }
        }

        // MARK: Values

        mutating func lane() -> Lane { reader.pick(Lane.allCases) }

        mutating func span() -> Duration {
            let value = reader.pick(Self.seconds)
            return value.isFinite && abs(value) < 1e10 ? .seconds(value) : .seconds(reader.flag() ? 1e9 : 0)
        }

        /// Virtual time passing: mostly a frame or a few, sometimes seconds or minutes.
        mutating func wait() -> Duration {
            switch reader.below(8) {
            case 0, 1, 2: .milliseconds(16 * (1 + reader.below(8)))
            case 3, 4: .milliseconds(100 * (1 + reader.below(30)))
            case 5: .seconds(1 + reader.below(60))
            case 6: .zero
            default: .seconds(60 * (1 + reader.below(60)))
            }
        }

        mutating func coordinate() -> Double { reader.pick(Self.coordinates) }

        mutating func point() -> Point {
            reader.flag() ? Point(x: Double(reader.below(200) * 2), y: Double(reader.word() % 900))
                          : Point(x: coordinate(), y: coordinate())
        }

        mutating func text() -> String? { reader.pick(Self.texts) }

        mutating func duration() -> DisplayDuration? {
            switch reader.below(6) {
            case 0, 1: nil
            case 2: .automatic
            case 3: .forever
            default: .fixed(reader.flag() ? .seconds(reader.pick(Self.seconds.filter(\.isFinite))) : span())
            }
        }

        mutating func notice(_ ids: [NoticeID?], _ content: Notice.Content) -> Notice {
            let flags = reader.byte()
            return Notice(id: reader.pick(ids), content,
                          scope: flags & 1 == 0 ? nil : reader.pick(["s1", "s2"]),
                          expiresAfter: flags & 2 == 0 ? nil : span(),
                          duration: duration(),
                          tapToDismiss: flags & 4 == 0 ? nil : flags & 8 == 0,
                          transition: flags & 16 == 0 ? nil : NoticeTransition(appear: span(), disappear: span()))
        }

        mutating func toast() -> Toast {
            let position: ToastPosition? = switch reader.below(6) {
            case 0: nil
            case 1: .top
            case 2: .center
            case 3: .bottom
            default: .point(x: coordinate(), y: coordinate())
            }
            return Toast(message: text(), title: reader.flag() ? text() : nil, image: reader.flag() ? "star" : nil,
                         position: position, isActivity: reader.below(5) == 0)
        }

        mutating func banner() -> Banner {
            Banner(type: reader.pick(["news", "promo", "default", "other"]), title: text(),
                   subtitle: reader.flag() ? text() : nil)
        }

        mutating func popup() -> Popup {
            let actions: [PopupAction] = switch reader.below(3) {
            case 0: []
            case 1: [PopupAction(id: "ok", title: "OK")]
            default: [PopupAction(id: "ok", title: "OK"), PopupAction(id: "cancel", title: "Cancel", role: .cancel)]
            }
            return Popup(title: text(), message: reader.flag() ? text() : nil, priority: reader.below(4) - 1,
                         condition: reader.pick([nil, nil, "a", "b"]),
                         untriggered: reader.flag() ? .await : .discard,
                         switchBehavior: reader.pick([.await, .latent, .discard]),
                         scheduler: reader.pick([nil, nil, "ads"]), actions: actions)
        }

        mutating func bubble() -> Bubble {
            let target: Rect? = reader.below(4) == 0 ? nil
                : Rect(x: coordinate(), y: coordinate(), width: reader.pick([44, 0, 300, -5]), height: 44)
            return Bubble(text: text() ?? "Tip", pointer: reader.flag() ? .triangle : .dotLine,
                          edge: reader.pick(BubbleEdge.allCases), target: target,
                          maxWidth: reader.pick([nil, 200, 0, -5, .infinity]), dismissesOnTapOutside: reader.flag())
        }

        mutating func hud() -> NoticeEngine.Input {
            let status = reader.flag() ? text() : nil
            let command: HUDCommand = switch reader.below(9) {
            case 0, 1: .show(status: status)
            case 2: .progress(reader.pick([0, 0.5, 1, -1, 2, .nan]), status: status)
            case 3: .success(status: status)
            case 4: .error(status: status)
            case 5: .info(status: status)
            case 6: .popActivity
            case 7: .image("star", status: status)
            default: .dismiss(delay: span())
            }
            return .hud(command, id: reader.flag() ? NoticeEngine.hudID : "h2", scope: reader.pick([nil, "s1"]),
                        expiresAfter: reader.flag() ? nil : span(), duration: duration())
        }

        /// A drag: down, a few moves, then up or cancel.
        mutating func drag() -> [FuzzStep] {
            var steps: [FuzzStep] = [.send(.pointer(.down, at: point()))]
            let start = point()
            for move in 0..<reader.below(6) {
                let step = Double(reader.below(64)) - 32
                steps.append(.wait(.milliseconds(16)))
                steps.append(.send(.pointer(.move, at: Point(x: start.x + step * Double(move), y: start.y + step))))
            }
            steps.append(.send(.pointer(reader.below(4) == 0 ? .cancel : .up, at: point())))
            return steps
        }

        /// A lane's queue or `maxVisible` changed (0 and negative are clamped with a warning).
        mutating func laneChange() -> NoticeEngine.Input {
            switch reader.below(4) {
            case 0: configuration[.toast].queue.toggle()
            case 1: configuration[.toast].maxVisible = reader.below(5) - 1
            case 2: configuration[.banner].maxVisible = reader.below(5) - 1
            default: configuration[.banner].minGap = span()
            }
            return .configuration(configuration)
        }

        mutating func bubbleOrApp() -> Stage.Input {
            switch reader.below(7) {
            case 0: .engine(.moveBubble(reader.pick(Self.targets), to: Rect(x: coordinate(), y: coordinate(), width: 44, height: 44)))
            case 1: .engine(.bubbleTargetGone(reader.pick(Self.targets)))
            case 5: .engine(.moveRegion(reader.pick(Self.targets), to: Rect(x: coordinate(), y: coordinate(), width: 200, height: 300)))
            case 6: .engine(.regionGone(reader.pick(Self.targets)))
            case 2: .appearance(reader.flag() ? .dark : .light)
            case 3: .engine(reader.flag() ? .suspendScheduler(reader.pick([nil, "ads"])) : .resumeScheduler(reader.pick([nil, "ads"])))
            default: .engine(.rules(RuleBook([FrequencyRule(type: "promo", priority: reader.below(3), minInterval: span(),
                                                    expiration: reader.flag() ? span() : nil,
                                                    maxCount: reader.flag() ? 1 + reader.below(3) : nil,
                                                    window: .seconds(1 + reader.below(20)),
                                                    onLimit: reader.flag() ? .wait : .discard)])))
            }
        }
    }
}
