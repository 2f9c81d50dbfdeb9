import CenterHarness
import Clocks
import Foundation
import PopupKit
import PopupKitTesting
import Testing
import PopupKitPresentation
@_spi(Tools) import PopupKitStage

/// What the app tells the center: screen, keyboard, accessibility, rules; and
/// what the center hands to its display.
@MainActor
@Suite("App input and display")
struct AppInputTests {
    private func frame(of id: NoticeID, in center: PopupCenter) -> Rect? {
        let (screen, layouts) = center.stage.layouts()
        return zip(screen, layouts).first { $0.0.id == id }?.1.frame
    }

    @Test("the keyboard lifts a bottom toast above it; a new container moves it")
    func keyboardAndContainer() async throws {
        let harness = Harness()
        let ticket = harness.center.toast("Draft saved", position: .bottom)
        await harness.settle()
        let before = try #require(frame(of: ticket.id, in: harness.center))
        harness.center.setKeyboardHeight(336)
        await harness.settle()
        let lifted = try #require(frame(of: ticket.id, in: harness.center))
        #expect(lifted.maxY <= 844 - 336)
        #expect(lifted.maxY < before.maxY)
        harness.center.setContainer(Container(size: Size(width: 844, height: 390)))
        await harness.settle()
        let rotated = try #require(frame(of: ticket.id, in: harness.center))
        #expect(rotated.midX == 422)
    }

    @Test("the app's bars move a bottom toast above the tab bar; hiding the tab bar moves it back down")
    func contentInsets() async throws {
        let harness = Harness()
        let ticket = harness.center.toast("Message archived", position: .bottom)
        await harness.settle()
        let plain = try #require(frame(of: ticket.id, in: harness.center))
        harness.center.setContentInsets(Insets(top: 91, bottom: 83))
        await harness.settle()
        let barred = try #require(frame(of: ticket.id, in: harness.center))
        #expect(barred.maxY <= 844 - 83)
        #expect(harness.center.stage.container.contentInsets == Insets(top: 91, bottom: 83))
        harness.center.setContentInsets(Insets(top: 91, bottom: 34))
        await harness.settle()
        #expect(try #require(frame(of: ticket.id, in: harness.center)) == plain)
    }

    @Test("with VoiceOver running a toast stays the configured factor longer")
    func voiceOverLengthens() async {
        let harness = Harness()
        var accessibility = AccessibilityConfiguration()
        accessibility.voiceOver = true
        accessibility.voiceOverDurationFactor = 3
        harness.center.update { [accessibility] in $0.configuration.accessibility = accessibility }
        let ticket = harness.center.toast("Saved", duration: .seconds(2))
        await harness.settle()
        await harness.advance(by: 5.9)
        #expect(ticket.endedOutcome == nil)
        await harness.advance(by: 0.1)
        #expect(ticket.endedOutcome == .dismissed(.timeout))
    }

    @Test("rules load from JSON; bad JSON throws a typed error naming the field and keeps the rules")
    func rulesFromJSON() async throws {
        let harness = Harness(configuration: {
            var configuration = EngineConfiguration()
            configuration[.banner].rejectUnknownTypes = true
            return configuration
        }())
        try harness.center.loadRules(json: Data(#"[{"type": "chat", "priority": 10}]"#.utf8))
        #expect(throws: RuleBookError.self) {
            try harness.center.loadRules(json: Data(#"[{"type": "chat", "priority": "high"}]"#.utf8))
        }
        do {
            try harness.center.loadRules(json: Data(#"[{"type": "chat", "minInterval": -1}]"#.utf8))
            Issue.record("a negative interval was accepted")
        } catch {
            #expect(error.path.contains("minInterval"), "\(error)")
        }
        let chat = harness.center.push(BannerMessage(type: "chat", title: "Ana"))
        let unknown = harness.center.push(BannerMessage(type: "promo", title: "Sale"))
        await harness.settle()
        #expect(harness.center.phase(of: chat.id) == .visible)
        #expect(unknown.endedOutcome == .discarded(.unknownType))
    }

    @Test("a banner's onTap runs once when the user taps it, with the completion")
    func bannerTap() async {
        let harness = Harness()
        let calls = CallCounter()
        let ticket = harness.center.push(BannerMessage(title: "Ana", onTap: { calls.record("tap") })) { outcome in
            calls.record("\(outcome)")
        }
        await harness.settle()
        let frame = harness.center.stage.layouts().layouts.first?.frame ?? .zero
        harness.center.tap(at: frame.center)
        await harness.settle()
        #expect(calls.all == ["tap": 1], "onTap at once; the completion when the banner has left")
        await harness.advance(by: 0.2)
        #expect(calls.all == ["tap": 1, "dismissed(PopupKitCore.DismissReason.tap)": 1])
        #expect(ticket.endedOutcome == .dismissed(.tap))
    }

    @Test("two partial HUD settings writes in a row keep both; the HUD's fades are the lane's transition")
    func settingsWrites() async {
        let harness = Harness()
        #expect(harness.center.hud.settings.fadeOutDuration == harness.center.configuration[.hud].transition.disappear)
        harness.center.update { $0.hud.graceTime = .milliseconds(500) }
        harness.center.update { $0.hud.minimumShowTime = .milliseconds(700) }
        harness.center.update { $0.hud.fadeOutDuration = .milliseconds(400) }
        await harness.settle()
        #expect(harness.center.hud.settings.graceTime == .milliseconds(500))
        #expect(harness.center.hud.settings.minimumShowTime == .milliseconds(700))
        #expect(harness.center.configuration[.hud].transition == NoticeTransition(appear: .milliseconds(150),
                                                                           disappear: .milliseconds(400)))
        #expect(harness.center.configuration[.hud].graceTime == .seconds(0.5))
    }

    @Test("an activity toast shown through show(toast:) stays until hidden")
    func activityThroughShow() async {
        let harness = Harness()
        let ticket = harness.center.show(toast: .activity())
        await harness.settle()
        await harness.advance(by: 60)
        #expect(ticket.endedOutcome == nil)
        harness.center.hideAllToasts(includeActivity: true)
        await harness.settle()
        #expect(ticket.endedOutcome == .dismissed(.cleared))
    }

    @Test("named conditions, touches and lane suspension reach the engine through the center")
    func engineInputs() async {
        let harness = Harness()
        let popup = harness.center.submit(Notice(.popup(Popup(title: "Rate", condition: "loggedIn"))))
        harness.center.setCondition("loggedIn", true)
        harness.center.suspend(.toast)
        let toast = harness.center.toast("Later", duration: .seconds(1))
        await harness.settle()
        #expect(harness.center.phase(of: popup.id) == .visible)
        #expect(harness.center.phase(of: toast.id) == .waiting)
        harness.center.resume(.toast)
        await harness.settle()
        // A touch in the same instant as the resume would find the toast not yet
        // shown: calls of one instant settle together.
        harness.center.touchDown(toast.id)
        await harness.settle()
        await harness.advance(by: 5)
        #expect(harness.center.phase(of: toast.id) == .visible, "held by the finger")
        harness.center.touchUp(toast.id)
        await harness.settle()
        await harness.advance(by: 1)
        #expect(toast.endedOutcome == .dismissed(.timeout))
        harness.center.tap(popup.id)
        await harness.settle()
        #expect(harness.warnings.contains("tap: \(popup.id) does not dismiss on tap"), "popups do not dismiss on tap by default")
        #expect(harness.center.phase(of: popup.id) == .visible)
    }

    @Test("custom content goes through the center like any toast, popup or bubble")
    func customContent() async {
        struct Badge: NoticeContent {
            func size(fitting maxSize: Size, measurer: any TextMeasuring) -> Size { Size(width: 40, height: 20) }
            func nodes(in frame: Rect, measurer: any TextMeasuring) -> [RenderNode] {
                [.box(BoxNode(rect: frame, fill: NoticeColor(hex: "#FF3B30")!))]
            }
        }
        let harness = Harness()
        let badge = CustomContent(Badge(), name: "badge")
        harness.center.show(toast: Toast(content: badge, position: .top))
        harness.center.popups.add(Popup(content: badge))
        harness.center.show(bubble: Bubble(content: badge, target: Rect(x: 100, y: 300, width: 40, height: 40)))
        await harness.settle()
        let dump = harness.center.scene.dump()
        #expect(dump.components(separatedBy: "content \"badge\"").count - 1 == 3, "\(dump)")
    }

    @Test("the display gets a scene after every change only, in time order: a fade is declared, not drawn frame by frame")
    func displayGetsScenes() async {
        let clock = TestClock()
        let ticker = ManualFrameTicker()
        var scenes: [RenderScene] = []
        let center = PopupCenter(clock: clock, frameTicker: ticker, display: { scenes.append($0) })
        let ticket = center.toast("Saved", duration: .seconds(1))
        await center.flush()
        for _ in 0..<90 {
            await clock.advance(by: .microseconds(16_667))
            await center.flush()
            ticker.tick()
        }
        let opacities = scenes.map { scene in
            scene.nodes.compactMap { node -> Double? in
                guard case .group(let group) = node, group.name == "toast \"\(ticket.id.rawValue)\"" else { return nil }
                return group.opacity
            }.first
        }
        // The show (its fade in declared, at 0), the dismissal (its fade out
        // declared, from 1), the removal: flushes and ticks mid-fade draw nothing.
        #expect(opacities.count == 3, "a scene per change only: \(opacities)")
        #expect(opacities.first == 0 && opacities.dropFirst().first == 1, "\(opacities)")
        #expect(scenes.first?.motions.isEmpty == false && scenes.dropFirst().first?.motions.isEmpty == false)
        #expect(scenes.last.map { $0.nodes.isEmpty } == true, "the toast has gone by the last scene")
        #expect(scenes.map(\.time) == scenes.map(\.time).sorted())
    }

    @Test("a renderer draws each scene; its output or error reaches onFrame")
    func rendererFrames() async {
        struct Counter: Rendering {
            func render(_ scene: RenderScene) throws -> Int {
                guard scene.nodes.count < 100 else { throw CancellationError() }
                return scene.nodes.count
            }
        }
        var frames: [Int] = []
        let center = PopupCenter(measurer: FixedAdvanceTextMeasurer(), clock: TestClock(), renderer: Counter()) { result in
            if case .success(let count) = result { frames.append(count) }
        }
        center.toast("Saved")
        await center.flush()
        #expect(frames.last == 1)
    }
}
