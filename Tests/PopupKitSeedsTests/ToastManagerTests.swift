import CenterHarness
import PopupKitSeeds
import Testing

/// Toast-Swift's calls: the shared manager's settings and a view's own toasts
/// (docs/Migrating/Toast-Swift.md). Owners stand for views.
@Suite("Toast-Swift calls", .serialized)
@MainActor
struct ToastManagerTests {
    private let left = Rect(x: 0, y: 100, width: 195, height: 400)
    private let right = Rect(x: 195, y: 100, width: 195, height: 400)

    @Test("the manager's settings are the center's toast defaults")
    func settings() async {
        let harness = Harness()
        let manager = ToastManager(center: harness.center)
        manager.duration = .fixed(.seconds(5))
        manager.position = .top
        manager.isQueueEnabled = true
        manager.isTapToDismissEnabled = false
        await harness.settle()
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

    @Test("isTapToDismissEnabled: on, a tap dismisses and the completion hears didTap once the toast has gone; off, a tap does nothing")
    func tapToDismiss() async {
        let harness = Harness()
        let manager = ToastManager(center: harness.center)
        let calls = CallCounter()
        let tapped = manager.makeToast("Saved", owner: "left", region: left) { calls.record("didTap \($0)") }
        await harness.advance(by: 0.5)
        harness.center.tap(tapped.id)
        await harness.advance(by: 0.1)
        #expect(tapped.endedOutcome == .dismissed(.tap))
        #expect(calls.all.isEmpty, "still fading out")
        await harness.advance(by: 0.2)
        #expect(calls.all == ["didTap true": 1])
        manager.isTapToDismissEnabled = false
        let kept = manager.makeToast("Kept", owner: "left", region: left) { calls.record("didTap \($0)") }
        await harness.advance(by: 0.5)
        harness.center.tap(kept.id)
        await harness.advance(by: 1)
        #expect(harness.center.phase(of: kept.id) == .visible, "a tap with tap to dismiss off")
        await harness.advance(by: 2)
        #expect(kept.endedOutcome == .dismissed(.timeout))
        #expect(calls.all == ["didTap true": 1, "didTap false": 1])
    }

    @Test("a toast made without a duration, position or style takes the manager's")
    func defaultsReachTheToast() async throws {
        let harness = Harness()
        let manager = ToastManager(center: harness.center)
        let plain = manager.makeToast("Saved", owner: "view", region: nil)
        await harness.advance(by: 0.5)
        let plainFrame = try #require(harness.center.frame(of: plain.id))
        manager.duration = .fixed(.seconds(5))
        manager.position = .top
        var style = ToastStyle()
        style.messageFont = .system(32)
        manager.style = style
        let styled = manager.makeToast("Saved", owner: "view", region: nil)
        await harness.advance(by: 0.5)
        let frame = try #require(harness.center.frame(of: styled.id))
        #expect(frame.maxY < plainFrame.minY, "at the top: \(frame), the first at the bottom: \(plainFrame)")
        #expect(frame.height > plainFrame.height, "in the manager's larger font")
        await harness.advance(by: 4.3)
        #expect(plain.endedOutcome == .dismissed(.timeout), "made with the 3 s default")
        #expect(harness.center.phase(of: styled.id) == .visible, "4.8 s of its 5")
        await harness.advance(by: 0.3)
        #expect(styled.endedOutcome == .dismissed(.timeout))
    }

    @Test("a toast at a point is centred on the point")
    func atAPoint() async throws {
        let harness = Harness()
        let manager = ToastManager(center: harness.center)
        let ticket = manager.makeToast("Here", owner: "left", region: left, position: .point(x: 100, y: 300))
        await harness.advance(by: 0.5)
        let frame = try #require(harness.center.frame(of: ticket.id))
        #expect(abs(frame.midX - 100) < 0.01 && abs(frame.midY - 300) < 0.01, "\(frame)")
    }

    @Test("a toast with no message, title or image is discarded as invalid, and its completion still runs once")
    func missingParameters() async {
        let harness = Harness()
        let manager = ToastManager(center: harness.center)
        let calls = CallCounter()
        let empty = manager.makeToast(nil, owner: "view", region: nil) { calls.record("didTap \($0)") }
        await harness.advance(by: 0.5)
        #expect(empty.endedOutcome == .discarded(.invalid))
        #expect(calls.all == ["didTap false": 1])
        #expect(manager.toasts(of: "view", in: .visible).isEmpty && manager.toasts(of: "view", in: .waiting).isEmpty)
    }

    @Test("showToast shows the app's view as the owner's toast, in a slot of its size, hidden with the owner's toasts")
    func appView() async throws {
        let harness = Harness()
        let manager = ToastManager(center: harness.center)
        let calls = CallCounter()
        var toast = Toast(hosted: HostedContent(name: "card", width: 150, height: 60))
        toast.region = left
        let ticket = manager.showToast(toast, owner: "left") { calls.record("\($0)") }
        await harness.advance(by: 0.5)
        let frame = try #require(harness.center.frame(of: ticket.id))
        #expect(frame.width >= 150 && frame.height >= 60 && left.contains(frame), "\(frame)")
        #expect(manager.toasts(of: "left", in: .visible) == [ticket.id])
        manager.hideAllToasts(owner: "left")
        await harness.advance(by: 0.5)
        #expect(ticket.endedOutcome == .dismissed(.api))
        #expect(calls.all.count == 1)
    }
}
