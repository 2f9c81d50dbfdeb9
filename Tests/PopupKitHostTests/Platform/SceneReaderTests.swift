import PopupKit
import PopupKitHost
import PopupKitTesting
import Testing

/// A scene a test changes by hand, as the platform would without telling anyone
/// (a rotation while no overlay exists, a keyboard already up).
@MainActor
final class FakeScene: HostScene {
    var environment: HostEnvironment? = HostEnvironment(size: Size(width: 390, height: 844),
                                                        safeArea: Insets(top: 47, bottom: 34), displayScale: 3)
    /// What the app window's keyboard layout guide would say.
    var guideKeyboardHeight = 0.0
    private(set) var reads = 0
    private(set) var keyboardReads = 0

    func readEnvironment() -> HostEnvironment? {
        reads += 1
        return environment
    }

    func readKeyboardHeight() -> Double {
        keyboardReads += 1
        return guideKeyboardHeight
    }
}

/// A host's reading of its scene reaches the driver before the first frame that
/// needs it: the keyboard a host starts under, and a screen that changed while
/// nothing showed.
@Suite("Scene reader", .serialized)
@MainActor
struct SceneReaderTests {
    private let keyboard = Rect(x: 0, y: 508, width: 390, height: 336)

    /// The first transaction a driver commits for a bottom toast when it was told
    /// `environment` beforehand: what a host that knew the screen would draw.
    private func firstFrame(knowing environment: HostEnvironment) async throws -> LayerTransaction {
        let harness = DriverHarness()
        harness.driver.environmentChanged(environment)
        harness.center.toast("Saved", position: .bottom, duration: .seconds(5), id: "saved")
        await harness.settle()
        let first = try #require(harness.surface.readTransaction())
        _ = harness.surface.readRequests()
        _ = harness.surface.readAccessibilityChanges()
        return first
    }

    /// The operations without their layers' keys, and their motions timed from
    /// the transaction: the engine numbers showings, so a second notice's layer is
    /// `#1` where a first notice's is `#0`, and a notice shown later begins its
    /// fade later.
    private func unkeyed(_ transaction: LayerTransaction) -> [String] {
        transaction.operations.map { operation in
            switch operation {
            case let .insert(_, parent, index, content, properties):
                return "insert \(parent == nil ? "" : "child ")at \(index): \(properties) \(content)"
            case let .animate(key, motions):
                let timed = motions.map { motion in
                    var motion = motion
                    motion.begin = Instant(microseconds: motion.begin.microseconds - transaction.time.microseconds)
                    return motion
                }
                return "animate \(key.part): \(timed)"
            default:
                return "\(operation)"
            }
        }
    }

    /// A notice's bottom edge as the center's scene draws it now, its motions played.
    private func drawnBottom(of id: NoticeID, _ harness: DriverHarness<RecordingSurface>) throws -> Double {
        let frame = try #require(harness.center.frame(of: id))
        let now = harness.center.now
        for case .group(let group) in harness.center.stage.scene(at: now).nodes where group.key?.part == .body {
            return frame.maxY + group.offset.y
        }
        Issue.record("no body group for \(id)")
        return .nan
    }

    private func finish(_ harness: DriverHarness<RecordingSurface>) throws {
        _ = harness.surface.readTransactions()
        _ = harness.surface.readRequests()
        _ = harness.surface.readAccessibilityChanges()
        try harness.surface.finish()
    }

    @Test("a host made while the keyboard is up draws its first bottom toast above it, from a frame heard before it started")
    func keyboardSeededFromTheLastFrame() async throws {
        let harness = DriverHarness()
        let scene = FakeScene()
        let reader = SceneReader(driver: harness.driver, scene: scene, keyboardFrame: keyboard)
        reader.read()
        #expect(harness.driver.environment?.keyboardHeight == 336)
        #expect(scene.keyboardReads == 0, "a frame heard is the keyboard: the guide is not read")
        harness.center.toast("Saved", position: .bottom, duration: .seconds(5), id: "saved")
        await harness.settle()
        let first = try #require(harness.surface.readTransaction())
        #expect(harness.center.stage.container.keyboardHeight == 336)
        var known = try #require(scene.environment)
        known.keyboardHeight = 336
        #expect(first.operations == (try await firstFrame(knowing: known)).operations,
                "the first frame is the one a host that knew the keyboard draws")
        let frame = try #require(harness.center.frame(of: "saved"))
        #expect(frame.maxY <= 508, "above the keyboard's top edge, \(frame)")
        try finish(harness)
    }

    @Test("with no keyboard frame heard yet, the scene's own reading is the keyboard until a notification says otherwise")
    func keyboardFromTheGuideUntilNotified() async throws {
        let harness = DriverHarness()
        let scene = FakeScene()
        scene.guideKeyboardHeight = 336
        let reader = SceneReader(driver: harness.driver, scene: scene)
        reader.read()
        #expect(harness.driver.environment?.keyboardHeight == 336)
        harness.center.toast("Saved", position: .bottom, duration: .seconds(5), id: "saved")
        await harness.settle()
        var known = try #require(scene.environment)
        known.keyboardHeight = 336
        #expect(try #require(harness.surface.readTransaction()).operations == (try await firstFrame(knowing: known)).operations)
        // The keyboard goes down: the notification's frame (below the screen) wins from now on.
        reader.keyboardFrameChanged(Rect(x: 0, y: 844, width: 390, height: 336))
        #expect(harness.driver.environment?.keyboardHeight == 0)
        let guideReads = scene.keyboardReads
        reader.read()
        #expect(harness.driver.environment?.keyboardHeight == 0 && scene.keyboardReads == guideReads)
        await harness.settle()
        try finish(harness)
    }

    @Test("an interactive dismissal is followed frame by frame: between notifications every guide move takes the bottom toast with it at once; inside a notification's animation the guide is left alone")
    func interactiveDismissalFollowedFrameByFrame() async throws {
        let harness = DriverHarness()
        let scene = FakeScene()
        let reader = SceneReader(driver: harness.driver, scene: scene, keyboardFrame: keyboard)
        reader.read()
        harness.center.toast("Saved", position: .bottom, duration: .forever, id: "saved")
        await harness.rest(for: 1)
        let resting = try #require(harness.center.frame(of: "saved"))
        let gap = keyboard.minY - resting.maxY
        #expect(gap > 0 && gap < 60, "the toast rests a padding above the keyboard: \(gap)")

        // A guide that has not shown the keyboard where it is (one that does not
        // track it, resting on the safe area) is never followed.
        #expect(!reader.keyboardGuideMoved(toHeight: 0), "a guide never seen tracking the keyboard is not followed")
        #expect(harness.driver.environment?.keyboardHeight == 336)

        // The keyboard shows again with its animation: the guide jumps to the end
        // inside it, and a guide reading then changes nothing.
        let transition = try #require(KeyboardAnimation.transition(duration: 0.25, curve: 7))
        reader.keyboardFrameChanged(keyboard, transition: transition)
        #expect(!reader.keyboardGuideMoved(toHeight: 200), "inside the keyboard's animation the guide is left alone")
        #expect(!reader.keyboardGuideMoved(toHeight: 336))
        #expect(!reader.keyboardGuideMoved(toHeight: 200), "still inside it, though the guide has now agreed")
        #expect(harness.driver.environment?.keyboardHeight == 336)
        await harness.rest(for: 0.3)

        // The finger drags the keyboard down: a guide height per display frame.
        let drag: [Double] = [336, 320, 290, 250, 205, 160, 120, 90]
        for height in drag {
            let told = reader.keyboardGuideMoved(toHeight: height)
            #expect(told == (height != 336), "a guide at the keyboard's height already changes nothing (\(height))")
            await harness.frame()
            await harness.settle()
            let bottom = try drawnBottom(of: "saved", harness)
            let keyboardTop = 844 - height
            #expect(abs(bottom + gap - keyboardTop) <= 1,
                    "at a guide of \(height) pt the toast's bottom \(bottom) as drawn is not a gap above the keyboard's top \(keyboardTop)")
            #expect(harness.center.stage.container.keyboardHeight == height)
        }
        let moves = harness.surface.readTransactions().flatMap(\.operations).compactMap { operation -> [Motion]? in
            if case .animate(_, let motions) = operation { motions } else { nil }
        }
        #expect(moves.allSatisfy { $0.allSatisfy { $0.property != .offsetY || $0.end.map { $0 <= harness.center.now } ?? false } },
                "no keyboard ride is declared for a move under the finger: \(moves)")

        // The finger lets go: the notification's frame is the keyboard again.
        reader.keyboardFrameChanged(Rect(x: 0, y: 844, width: 390, height: 336),
                                    transition: KeyboardAnimation.transition(duration: 0.2, curve: 7))
        #expect(reader.followedKeyboardHeight == nil && harness.driver.environment?.keyboardHeight == 0)
        await harness.rest(for: 0.5)
        try finish(harness)
    }

    @Test("a rotation while nothing showed: the next notice's first frame is laid out at the new size")
    func screenChangedWhileNothingShowed() async throws {
        let harness = DriverHarness()
        let scene = FakeScene()
        let reader = SceneReader(driver: harness.driver, scene: scene)
        reader.read()
        harness.center.toast("First", position: .bottom, duration: .seconds(1), id: "first")
        await harness.settle()
        for _ in 0..<240 { await harness.frame() }
        await harness.frame(after: 2)
        #expect(harness.surface.tree.nodes.isEmpty, "the first toast has left")
        let readsWhileShowing = scene.reads
        // The device turns; no overlay exists, so no layout pass reports it.
        var turned = try #require(scene.environment)
        turned.size = Size(width: 844, height: 390)
        turned.safeArea = Insets(left: 47, bottom: 21, right: 47)
        scene.environment = turned
        _ = harness.surface.readTransactions()
        harness.center.toast("Saved", position: .bottom, duration: .seconds(5), id: "saved")
        await harness.settle()
        let first = try #require(harness.surface.readTransaction())
        #expect(scene.reads == readsWhileShowing + 1, "read once, before the frame that brings the toast")
        #expect(first.size == turned.size)
        #expect(unkeyed(first) == unkeyed(try await firstFrame(knowing: turned)),
                "the first frame is the one a host that knew the new size draws")
        // Frames while something shows read nothing more.
        for _ in 0..<5 { await harness.frame() }
        #expect(scene.reads == readsWhileShowing + 1)
        try finish(harness)
    }

    @Test("a scene that is gone tells the driver nothing; a stopped reader reads nothing before frames")
    func goneAndStopped() async throws {
        let harness = DriverHarness()
        let scene = FakeScene()
        let reader = SceneReader(driver: harness.driver, scene: scene)
        reader.read()
        let before = harness.driver.environment
        scene.environment = nil
        #expect(reader.read().isEmpty)
        #expect(harness.driver.environment == before)
        reader.stop()
        let reads = scene.reads
        harness.center.toast("Saved", id: "saved")
        await harness.settle()
        #expect(scene.reads == reads)
        try finish(harness)
    }
}
