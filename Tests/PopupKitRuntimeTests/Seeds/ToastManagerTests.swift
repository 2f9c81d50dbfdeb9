import PopupKit
import Testing

/// Toast-Swift's calls: the shared manager's settings and a view's own toasts
/// (docs/Migrating/Toast-Swift.md). Owners stand for views.
@Suite("Toast-Swift calls", .serialized)
@MainActor
struct ToastManagerTests {
    private let left = Rect(x: 0, y: 100, width: 195, height: 400)
    private let right = Rect(x: 195, y: 100, width: 195, height: 400)

    @Test("the manager's settings are the center's toast defaults")
    func settings() {
        let harness = Harness()
        let manager = ToastManager(center: harness.center)
        manager.duration = .fixed(.seconds(5))
        manager.position = .top
        manager.isQueueEnabled = true
        manager.isTapToDismissEnabled = false
        let defaults = harness.center.toastDefaults
        #expect(defaults.duration == .fixed(.seconds(5)) && defaults.position == .top)
        #expect(defaults.isQueueEnabled && !defaults.isTapToDismissEnabled)
        #expect(harness.center.configuration[.toast].queue)
    }

    @Test("a view's toast shows inside the view's frame")
    func insideTheView() async throws {
        let harness = Harness()
        let manager = ToastManager(center: harness.center)
        let ticket = manager.makeToast("Saved", owner: "left", region: left, position: .bottom)
        await harness.advance(by: 0.5)
        let frame = try #require(harness.center.frame(of: ticket.id))
        #expect(left.contains(frame), "\(frame) inside \(left)")
    }

    @Test("hideToast() hides the view's oldest toast on screen, not another view's")
    func hideOne() async {
        let harness = Harness()
        let manager = ToastManager(center: harness.center)
        let a1 = manager.makeToast("a1", owner: "left", region: left)
        let a2 = manager.makeToast("a2", owner: "left", region: left)
        let b1 = manager.makeToast("b1", owner: "right", region: right)
        await harness.advance(by: 0.5)
        manager.hideToast(owner: "left")
        await harness.advance(by: 0.1)
        #expect(harness.center.phase(of: a1.id) != .visible)
        #expect(harness.center.phase(of: a2.id) == .visible && harness.center.phase(of: b1.id) == .visible)
        #expect(manager.toasts(of: "left", in: .visible) == [a2.id])
    }

    @Test("clearToastQueue() drops the view's waiting toasts only; hideAllToasts also hides its visible ones")
    func queues() async {
        let harness = Harness()
        let manager = ToastManager(center: harness.center)
        manager.isQueueEnabled = true
        let shown = manager.makeToast("a1", owner: "left", region: left)
        let waitingLeft = manager.makeToast("a2", owner: "left", region: left)
        let waitingRight = manager.makeToast("b1", owner: "right", region: right)
        await harness.advance(by: 0.5)
        #expect(harness.center.phase(of: waitingLeft.id) == .waiting && harness.center.phase(of: waitingRight.id) == .waiting)
        manager.clearToastQueue(owner: "left")
        await harness.advance(by: 0.1)
        #expect(waitingLeft.endedOutcome == .discarded(.withdrawn))
        #expect(harness.center.phase(of: waitingRight.id) == .waiting && harness.center.phase(of: shown.id) == .visible)
        manager.hideAllToasts(owner: "left")
        await harness.advance(by: 0.5)
        #expect(shown.endedOutcome == .dismissed(.api))
        #expect(harness.center.phase(of: waitingRight.id) == .visible, "the right view's toast shows next")
    }

    @Test("the activity toast belongs to the view that made it: another view cannot hide it")
    func activity() async {
        let harness = Harness()
        let manager = ToastManager(center: harness.center)
        let activity = manager.makeToastActivity(owner: "left", region: left)
        await harness.advance(by: 0.5)
        manager.hideToastActivity(owner: "right")
        await harness.advance(by: 0.5)
        #expect(harness.center.phase(of: activity.id) == .visible)
        manager.hideAllToasts(owner: "left", includeActivity: true)
        await harness.advance(by: 0.5)
        #expect(activity.endedOutcome == .dismissed(.api))
    }
}
