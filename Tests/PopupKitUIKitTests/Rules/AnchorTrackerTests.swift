import PopupKit
import PopupKitHost
import PopupKitUIKit
import Testing

/// The anchor tracker with fake readings: what the UIKit host sends the center
/// while a bubble points at a view that moves, stays or goes.
@MainActor
@Suite("Anchor tracker")
struct AnchorTrackerTests {
    @MainActor
    final class FakeLink: DisplayLinking {
        var running = false
        var starts = 0
        var onFrame: (@MainActor (Double, Double) -> Void)?
        func start(range: FrameRateRange, _ onFrame: @escaping @MainActor (Double, Double) -> Void) {
            running = true
            starts += 1
            self.onFrame = onFrame
        }
        func setRange(_ range: FrameRateRange) {}
        func stop() {
            running = false
            onFrame = nil
        }
        /// One display frame, as the platform calls it.
        func frame() { onFrame?(0, 0) }
    }

    /// A tracker over readings the test sets, recording what it sends.
    @MainActor
    final class Harness {
        let link = FakeLink()
        var readings: [NoticeID: AnchorReading] = [:]
        var sent: [AnchorChange] = []
        var reads = 0
        lazy var tracker = AnchorTracker(link: link, read: { [unowned self] id in
            self.reads += 1
            return self.readings[id] ?? .gone
        }, send: { [unowned self] change in self.sent.append(change) })
    }

    let a = Rect(x: 10, y: 20, width: 44, height: 44)
    let b = Rect(x: 10, y: 120, width: 44, height: 44)

    @Test("an unchanged frame sends nothing, frame after frame")
    func unchanged() {
        let harness = Harness()
        harness.readings["tip"] = .frame(a)
        harness.tracker.follow("tip", from: a)
        #expect(harness.link.running)
        for _ in 0..<5 { harness.link.frame() }
        #expect(harness.sent.isEmpty)
        #expect(harness.reads == 5 && harness.tracker.ticks == 5)
        #expect(harness.link.running, "still anchored")
    }

    @Test("a change sends one move, then nothing until it changes again")
    func changeSendsOneMove() {
        let harness = Harness()
        harness.readings["tip"] = .frame(a)
        harness.tracker.follow("tip", from: a)
        harness.link.frame()
        harness.readings["tip"] = .frame(b)
        harness.link.frame()
        harness.link.frame()
        #expect(harness.sent == [.move("tip", to: b)])
        harness.readings["tip"] = .frame(a)
        harness.link.frame()
        #expect(harness.sent == [.move("tip", to: b), .move("tip", to: a)])
    }

    @Test("a reading that is not finite is no move: the last frame sent stands")
    func notFinite() {
        let harness = Harness()
        harness.readings["tip"] = .frame(Rect(x: .nan, y: 0, width: 1, height: 1))
        harness.tracker.follow("tip", from: a)
        harness.link.frame()
        harness.readings["tip"] = .frame(a)
        harness.link.frame()
        #expect(harness.sent.isEmpty)
    }

    @Test("a vanished view sends one gone, is forgotten, and the link stops with the last bubble")
    func goneOnce() {
        let harness = Harness()
        harness.readings["one"] = .frame(a)
        harness.readings["two"] = .frame(b)
        harness.tracker.follow("one", from: a)
        harness.tracker.follow("two", from: b)
        #expect(harness.link.starts == 1, "one link for every anchored bubble")
        harness.readings["one"] = .gone
        harness.link.frame()
        harness.link.frame()
        #expect(harness.sent == [.gone("one")])
        #expect(harness.tracker.followedIDs == ["two"] && harness.link.running)
        harness.readings["two"] = .gone
        harness.link.frame()
        #expect(harness.sent == [.gone("one"), .gone("two")])
        #expect(!harness.link.running && !harness.tracker.isRunning)
        #expect(harness.tracker.followedIDs.isEmpty)
    }

    @Test("a bubble that ended sends nothing more; forgetting the last one stops the link at once")
    func endedAndForgotten() {
        let harness = Harness()
        harness.readings["one"] = .frame(a)
        harness.readings["two"] = .frame(a)
        harness.tracker.follow("one", from: a)
        harness.tracker.follow("two", from: a)
        harness.readings["one"] = .ended
        harness.link.frame()
        #expect(harness.sent.isEmpty && harness.tracker.followedIDs == ["two"])
        harness.tracker.forget("two")
        #expect(!harness.link.running, "no anchored bubble, no frames")
        // Following again starts a new link; forgetting everything stops it.
        harness.tracker.follow("three", from: b)
        #expect(harness.link.running && harness.link.starts == 2)
        harness.tracker.forgetAll()
        #expect(!harness.link.running && harness.tracker.followedIDs.isEmpty)
    }

    @Test("a tracker released while it follows a bubble stops its link")
    func releasedTrackerStopsItsLink() {
        let link = FakeLink()
        var tracker: AnchorTracker? = AnchorTracker(link: link, read: { _ in .frame(Rect(x: 0, y: 0, width: 1, height: 1)) },
                                                    send: { _ in })
        tracker?.follow("tip", from: a)
        #expect(link.running)
        tracker = nil
        #expect(!link.running, "a link left running would call back every frame for nothing")
    }

    @Test("following an id again replaces its frame: a view at the new frame sends nothing")
    func followAgain() {
        let harness = Harness()
        harness.readings["tip"] = .frame(b)
        harness.tracker.follow("tip", from: a)
        harness.tracker.follow("tip", from: b)
        harness.link.frame()
        #expect(harness.sent.isEmpty && harness.tracker.followedIDs == ["tip"])
    }
}
