import CenterHarness
import Clocks
import PopupKit
import Testing

/// Task-bound and loading toasts, and the toast defaults for bursts.
@MainActor
@Suite("Runtime: toasts")
struct ToastRuntimeTests {
    /// What the toast `id` shows now, if it is on screen.
    private func toast(_ harness: Harness, _ id: NoticeID) -> Toast? {
        for item in harness.center.stage.engine.screen where item.id == id {
            if case .toast(let toast) = item.content { return toast }
        }
        return nil
    }

    @Test("a task-bound toast is a spinner while the task runs, then becomes its result in place for its duration")
    func taskBoundToast() async {
        let harness = Harness()
        let clock = harness.clock
        let task = Task { try await clock.sleep(for: .seconds(2)); return 7 }
        let ticket = harness.center.toast(for: task, duration: .seconds(2), success: { "Saved \($0)" },
                                          failure: { _ in "Not saved" })
        await harness.advance(by: 1)
        #expect(toast(harness, ticket.id)?.isActivity == true)
        await harness.advance(by: 1)
        await harness.settle()
        #expect(toast(harness, ticket.id)?.message == "Saved 7")
        #expect(toast(harness, ticket.id)?.isActivity == false)
        #expect(toast(harness, ticket.id)?.position == .center)
        await harness.advance(by: 1.5)
        #expect(ticket.endedOutcome == nil, "2 s from the result, not from the start")
        await harness.advance(by: 1)
        #expect(ticket.endedOutcome == .dismissed(.timeout))
        #expect(harness.lines(ticket.id) == ["0.0 received", "0.0 queued", "0.0 shown", "2.0 updated", "4.0 dismissed timeout"])
    }

    @Test("a task-bound toast whose task fails shows the failure text; one hidden while loading shows no result")
    func taskBoundToastFailureAndHidden() async {
        struct Offline: Error {}
        let harness = Harness()
        // The task fails only once its loading toast is on screen: a task that ends
        // before the loading toast is shown would turn it into its result before it
        // ever held the activity slot, and "slow" below would not wait.
        let (loadingShown, showLoading) = AsyncStream<Void>.makeStream()
        let failing = Task<Int, any Error> {
            for await _ in loadingShown { break }
            throw Offline()
        }
        let failed = harness.center.toast(for: failing, success: "Sent", failure: "Offline")
        await harness.settle()
        showLoading.yield()
        showLoading.finish()
        await harness.settle()
        await harness.advance(by: 0)
        #expect(toast(harness, failed.id)?.message == "Offline")
        let clock = harness.clock
        let slow = Task { try await clock.sleep(for: .seconds(5)) }
        let hidden = harness.center.loadingToast(id: "slow", position: .top)
        Task {
            _ = await slow.result
            harness.center.toastResult("slow", Toast(message: "Done"))
        }
        await harness.advance(by: 1)
        harness.center.hideAllToasts(includeActivity: true)
        await harness.advance(by: 5)
        await harness.settle()
        // It waited for the activity slot, which "Offline" holds until it ends, and
        // was cleared there; the task's result at 5 s brings no new toast.
        #expect(hidden.endedOutcome == .discarded(.cleared))
        #expect(harness.lines("slow") == ["0.0 received", "0.0 queued", "1.0 discarded cleared"])
    }

    @Test("show(toast:) puts a toast without its own position where toastDefaults say; one with a position keeps it")
    func showToastTakesTheDefaultPosition() async {
        struct Badge: NoticeContent {
            func size(fitting maxSize: Size, measurer: any TextMeasuring) -> Size { Size(width: 40, height: 20) }
            func nodes(in frame: Rect, measurer: any TextMeasuring) -> [RenderNode] { [] }
        }
        let harness = Harness()
        harness.center.update { $0.toastDefaults.position = .top }
        let plain = harness.center.show(toast: Toast(message: "Plain"))
        let content = harness.center.show(toast: Toast(content: CustomContent(Badge(), name: "badge")))
        let own = harness.center.show(toast: Toast(message: "Own", position: .bottom))
        await harness.advance(by: 0.5)
        #expect(toast(harness, plain.id)?.position == .top)
        #expect(toast(harness, content.id)?.position == .top)
        #expect(toast(harness, own.id)?.position == .bottom)
        #expect(Toast(message: "Unset").hasOwnPosition == false)
    }

    @Test("toastDefaults carry maxVisible, overflow and minimumShowTime to the toast lane")
    func toastDefaultsForBursts() async {
        let harness = Harness()
        #expect(harness.center.toastDefaults.minimumShowTime == .seconds(1))
        #expect(harness.center.toastDefaults.overflow == .evictOldest)
        harness.center.update { $0.toastDefaults.maxVisible = 1 }
        harness.center.update { $0.toastDefaults.overflow = .wait }
        await harness.settle()
        #expect(harness.center.configuration[.toast].maxVisible == 1)
        #expect(harness.center.configuration[.toast].overflow == .wait)
        let first = harness.center.toast("One", duration: .seconds(1))
        let second = harness.center.toast("Two", duration: .seconds(1))
        await harness.settle()
        #expect(harness.center.phase(of: first.id) == .visible)
        #expect(harness.center.phase(of: second.id) == .waiting, "waits: at most one visible")
        await harness.advance(by: 1)
        #expect(harness.center.phase(of: second.id) == .visible)
    }
}
