import PopupKit
import PopupKitHost
import PopupKitTesting
import Testing

/// A keyboard notification's duration and curve as the transition the notices
/// ride along with (``KeyboardAnimation``).
@Suite("Keyboard animation")
struct KeyboardAnimationTests {
    @Test("each UIView.AnimationCurve raw value is its timing; the system keyboard's 7, and any other, is the keyboard's curve",
          arguments: [(0, MotionTiming.easeInOut), (1, .easeIn), (2, .easeOut), (3, .linear), (7, .keyboard),
                      (4, .keyboard), (-1, .keyboard)])
    func curves(curve: Int, timing: MotionTiming) throws {
        let transition = try #require(KeyboardAnimation.transition(duration: 0.25, curve: curve))
        #expect(transition == ScreenTransition(duration: .milliseconds(250), timing: timing))
    }

    @Test("a duration and no curve is the keyboard's curve")
    func noCurve() {
        #expect(KeyboardAnimation.transition(duration: 0.25, curve: nil) == .keyboard(duration: .milliseconds(250)))
    }

    @Test("a missing, zero, negative or not finite duration is no animation: the notices move at once",
          arguments: [nil, 0, -0.25, Double.nan, .infinity, -.infinity] as [Double?])
    func noAnimation(duration: Double?) {
        #expect(KeyboardAnimation.transition(duration: duration, curve: 7) == nil)
    }

    @Test("a duration longer than the longest transition is clamped to it")
    func clamped() throws {
        let transition = try #require(KeyboardAnimation.transition(duration: 5, curve: 7))
        #expect(transition.duration == .seconds(2) && transition.duration == ScreenTransition.longest)
        #expect(transition.timing == .keyboard)
        #expect(KeyboardAnimation.transition(duration: 2, curve: 7)?.duration == .seconds(2))
    }

    @Test("microseconds are kept: 0.3333335 s is 333 334 µs")
    func microseconds() {
        #expect(KeyboardAnimation.transition(duration: 0.3333335, curve: 0)?.duration == .microseconds(333_334))
    }
}

/// A keyboard frame the scene reader hears with the keyboard's animation reaches
/// the center as a declared ride: a bottom toast's body moves up with the
/// keyboard's curve, in one motion, not frame by frame; without an animation it
/// is at its new place at once.
@Suite("Keyboard animation: the driver", .serialized)
@MainActor
struct KeyboardRideDriverTests {
    /// A phone-sized scene with no safe area below, so the toast's gap to the
    /// bottom edge is its gap to the keyboard.
    @MainActor
    final class Scene: HostScene {
        var environment = HostEnvironment(size: Size(width: 390, height: 844), safeArea: Insets(top: 47),
                                          displayScale: 3)
        func readEnvironment() -> HostEnvironment? { environment }
        func readKeyboardHeight() -> Double { 0 }
    }

    private let keyboard = Rect(x: 0, y: 508, width: 390, height: 336)
    private let duration = Duration.milliseconds(250)

    /// A driver with a bottom toast fully shown, its scene read.
    private func shown() async throws -> (DriverHarness<RecordingSurface>, SceneReader, Rect) {
        let harness = DriverHarness()
        let reader = SceneReader(driver: harness.driver, scene: Scene())
        reader.read()
        harness.center.toast("Saved", position: .bottom, duration: .forever, id: "saved")
        await harness.settle()
        for _ in 0..<30 { await harness.frame() }
        #expect(harness.center.scene.motions.isEmpty, "the toast has come in: \(harness.center.scene.motions)")
        let frame = try #require(harness.center.frame(of: "saved"))
        #expect(frame.maxY > 508, "the toast rests where the keyboard will be: \(frame)")
        return (harness, reader, frame)
    }

    /// The toast's body group in the center's scene now, and its running motions.
    private func body(_ harness: DriverHarness<RecordingSurface>) throws -> (RenderGroup, [Motion]) {
        let scene = harness.center.scene
        for case .group(let group) in scene.nodes where group.key?.part == .body {
            let key = try #require(group.key)
            return (group, scene.motions[key]?.motions ?? [])
        }
        throw Failure.noBody
    }

    enum Failure: Error { case noBody }

    private func finish(_ harness: DriverHarness<RecordingSurface>) throws {
        _ = harness.surface.readTransactions()
        _ = harness.surface.readRequests()
        _ = harness.surface.readAccessibilityChanges()
        try harness.surface.finish()
    }

    @Test("with the keyboard's animation, mid-way the toast's body runs one offsetY motion with the keyboard's timing and duration")
    func ridesWithTheTransition() async throws {
        let (harness, reader, rest) = try await shown()
        reader.keyboardFrameChanged(keyboard, transition: .keyboard(duration: duration))
        await harness.settle()
        #expect(harness.driver.environment?.keyboardHeight == 336)
        await harness.rest(for: 0.1)
        let (group, motions) = try body(harness)
        #expect(motions.count == 1, "\(motions)")
        let motion = try #require(motions.first)
        #expect(motion.property == .offsetY && motion.timing == .keyboard && motion.duration == duration, "\(motion)")
        #expect(motion.to == 0 && motion.from > 0, "from where the toast was drawn down to its new place: \(motion)")
        let raised = try #require(harness.center.frame(of: "saved"))
        #expect(raised.maxY <= 508, "laid out above the keyboard: \(raised)")
        #expect(abs(raised.maxY + motion.from - rest.maxY) < 1e-6, "the ride starts where the toast rested")
        #expect(group.offset.y > 0 && group.offset.y < motion.from, "mid-way, drawn between: \(group.offset)")
        try finish(harness)
    }

    @Test("without an animation, the toast is at its new place at once")
    func jumpsWithoutATransition() async throws {
        let (harness, reader, _) = try await shown()
        reader.keyboardFrameChanged(keyboard)
        await harness.settle()
        await harness.frame()
        let (group, motions) = try body(harness)
        #expect(motions.isEmpty, "\(motions)")
        #expect(group.offset == .zero)
        let raised = try #require(harness.center.frame(of: "saved"))
        #expect(raised.maxY <= 508, "laid out above the keyboard: \(raised)")
        try finish(harness)
    }
}
