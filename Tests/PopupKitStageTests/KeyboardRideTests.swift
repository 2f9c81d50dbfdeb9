import PopupKit
import Testing
@_spi(Tools) import PopupKitStage

/// A bottom toast rides the keyboard: the keyboard's change comes with its
/// animation's duration and curve, and the toast's way to its new place is
/// declared with them, from wherever it is drawn (``ScreenTransition``).
@Suite("Keyboard: notices ride along")
struct KeyboardRideTests {
    static let height = 844.0, keyboard = 336.0
    static let show = Instant(seconds: 1), hide = Instant(seconds: 2)
    static let duration = Duration.milliseconds(250)

    /// A stage with one bottom toast that stays, on a screen with `safeBottom`.
    private func stage(safeBottom: Double) -> Stage {
        var stage = Stage(container: Container(size: Size(width: 390, height: Self.height),
                                               safeArea: Insets(top: 47, left: 0, bottom: safeBottom, right: 0)),
                          measurer: FixedAdvanceTextMeasurer())
        stage.send(.submit(Notice(id: "t", .toast(Toast(message: "Saved", position: .bottom)), duration: .forever)),
                   now: .zero)
        return stage
    }

    /// The toast's bottom edge as drawn at `time`.
    private func drawnBottom(_ stage: Stage, at time: Instant) throws -> Double {
        var stage = stage
        stage.engine.advance(to: time)
        let frame = try #require(stage.frame(of: "t"))
        for case .group(let group) in stage.scene(at: time).nodes where group.key?.part == .body {
            return frame.maxY + group.offset.y
        }
        throw Failure.noBody
    }

    enum Failure: Error { case noBody }

    /// Where the keyboard's top edge is at `time` as it comes up from the bottom
    /// edge at `show` (its own curve) and goes back at `hide`.
    private func keyboardTop(at time: Instant) -> Double {
        let seconds = TimeSpan(Self.duration).seconds
        if time < Self.hide {
            let up = MotionTiming.keyboard.fraction(elapsed: (time - Self.show).seconds, of: seconds)
            return Self.height - Self.keyboard * up
        }
        let down = MotionTiming.keyboard.fraction(elapsed: (time - Self.hide).seconds, of: seconds)
        return Self.height - Self.keyboard * (1 - down)
    }

    @Test("with no safe area below, the toast's bottom keeps its gap to the keyboard's top at every instant, up and down")
    func ridesTheKeyboard() throws {
        var stage = stage(safeBottom: 0)
        let gap = Self.height - (try drawnBottom(stage, at: Self.show))
        #expect(gap > 0 && gap < 60, "the toast rests a padding above the bottom: \(gap)")
        stage.send(.keyboard(height: Self.keyboard, transition: .keyboard(duration: Self.duration)), now: Self.show)
        var sampled = 0
        for step in 0...25 {
            let time = Self.show + TimeSpan(seconds: Double(step) * 0.01)
            let bottom = try drawnBottom(stage, at: time)
            #expect(abs(bottom + gap - keyboardTop(at: time)) <= 1, "at \(time) the toast's bottom \(bottom) is off the keyboard's top \(keyboardTop(at: time))")
            sampled += 1
        }
        stage.send(.keyboard(height: 0, transition: .keyboard(duration: Self.duration)), now: Self.hide)
        for step in 0...25 {
            let time = Self.hide + TimeSpan(seconds: Double(step) * 0.01)
            let bottom = try drawnBottom(stage, at: time)
            #expect(abs(bottom + gap - keyboardTop(at: time)) <= 1, "at \(time) the toast's bottom \(bottom) is off the keyboard's top \(keyboardTop(at: time))")
        }
        #expect(sampled == 26)
        // Declared, not sampled: the scene mid-way names one motion for the toast.
        stage.send(.keyboard(height: Self.keyboard, transition: .keyboard(duration: Self.duration)), now: Instant(seconds: 3))
        let motions = stage.scene(at: Instant(seconds: 3.1)).motions.values.flatMap(\.motions)
        #expect(motions.count == 1 && motions[0].property == .offsetY && motions[0].timing == .keyboard, "\(motions)")
        #expect(!stage.frameNeed(at: Instant(seconds: 3.1)).isAnimating, "the ride takes no frames")
    }

    @Test("over a safe area the toast moves as a keyboard layout guide does, and never under the keyboard")
    func followsTheGuide() throws {
        var stage = stage(safeBottom: 34)
        let rest = try drawnBottom(stage, at: Self.show)
        stage.send(.keyboard(height: Self.keyboard, transition: .keyboard(duration: Self.duration)), now: Self.show)
        let raised = try drawnBottom(stage, at: Self.show + TimeSpan(Self.duration))
        #expect(raised < rest - 250, "lifted above the keyboard: \(rest) → \(raised)")
        for step in 0...25 {
            let time = Self.show + TimeSpan(seconds: Double(step) * 0.01)
            let fraction = MotionTiming.keyboard.fraction(elapsed: (time - Self.show).seconds, of: 0.25)
            let guide = rest + (raised - rest) * fraction
            let bottom = try drawnBottom(stage, at: time)
            #expect(abs(bottom - guide) <= 1, "at \(time): \(bottom), the guide \(guide)")
            #expect(bottom <= keyboardTop(at: time) + 1e-9, "at \(time) the toast is under the keyboard")
        }
    }

    @Test("a keyboard that turns back half way takes the toast back from where it is drawn, with no jump")
    func turnsBackSmoothly() throws {
        var stage = stage(safeBottom: 0)
        stage.send(.keyboard(height: Self.keyboard, transition: .keyboard(duration: Self.duration)), now: Self.show)
        let turn = Self.show + TimeSpan(seconds: 0.1)
        let before = try drawnBottom(stage, at: turn)
        stage.send(.keyboard(height: 0, transition: .keyboard(duration: Self.duration)), now: turn)
        let after = try drawnBottom(stage, at: turn)
        #expect(abs(before - after) < 1e-6, "jumped from \(before) to \(after)")
        let end = try drawnBottom(stage, at: turn + TimeSpan(Self.duration))
        #expect(abs(end - (try drawnBottom(self.stage(safeBottom: 0), at: .zero))) < 1e-6, "back at rest")
    }

    @Test("with no duration, or with Reduce Motion, the toast is at its new place at once")
    func jumpsWithoutATransition() throws {
        var plain = stage(safeBottom: 0)
        let rest = try drawnBottom(plain, at: Self.show)
        plain.send(.keyboard(height: Self.keyboard), now: Self.show)
        #expect(abs(try drawnBottom(plain, at: Self.show) - (rest - Self.keyboard)) <= 1)
        var reduced = stage(safeBottom: 0)
        var accessibility = AccessibilityConfiguration()
        accessibility.reduceMotion = true
        reduced.send(.engine(.accessibility(accessibility)), now: .zero)
        reduced.send(.keyboard(height: Self.keyboard, transition: .keyboard(duration: Self.duration)), now: Self.show)
        #expect(abs(try drawnBottom(reduced, at: Self.show) - (rest - Self.keyboard)) <= 1)
    }

    @Test("a rotation's new bars in the same instant as its new size are part of its transition: the toast goes on from where it was drawn before both")
    func sameInstantChangesJoin() throws {
        var stage = stage(safeBottom: 34)
        let before = try #require(stage.frame(of: "t"))
        let turn = ScreenTransition(duration: .milliseconds(300), timing: .easeInOut)
        stage.send(contentsOf: [.container(size: Size(width: 844, height: 390), safeArea: Insets(top: 0, left: 47, bottom: 21, right: 47),
                                           transition: turn),
                                .contentInsets(Insets(top: 32, left: 47, bottom: 21, right: 47))], now: Self.show)
        let after = try #require(stage.frame(of: "t"))
        #expect(after != before, "the rotation moves the toast")
        var drawnTop: Double?
        for case .group(let group) in stage.scene(at: Self.show).nodes where group.key?.part == .body {
            drawnTop = after.minY + group.offset.y
        }
        #expect(abs((drawnTop ?? .nan) - before.minY) < 1e-6, "drawn at \(String(describing: drawnTop)), was at \(before.minY)")
        let end = Self.show + TimeSpan(seconds: 0.3)
        for case .group(let group) in stage.scene(at: end).nodes where group.key?.part == .body {
            #expect(group.offset == .zero, "at its new place once the rotation is over")
        }
    }
}
