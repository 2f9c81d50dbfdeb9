import PopupKitCore
import PopupKitTesting
import Testing

/// T6: regions share the toast lane; only layout tells them apart.
@Suite("Toast regions share the lane")
struct ToastRegionSemanticsTests {
    private let left = Rect(x: 0, y: 100, width: 190, height: 300)
    private let right = Rect(x: 200, y: 100, width: 190, height: 300)

    @Test("T6 with the queue, a toast in another region waits for the one showing")
    func queueIsShared() throws {
        var run = play(config: .with { $0[.toast].queue = true }, [
            at(0, .submit(Notice(id: "a", .toast(Toast(message: "A", region: left)), duration: .seconds(2)))),
            at(0.5, .submit(Notice(id: "b", .toast(Toast(message: "B", region: right)), duration: .seconds(2)))),
        ])
        try run.expect(["0.0 a received", "0.0 a queued", "0.0 a shown",
                        "0.5 b received", "0.5 b queued",
                        "2.0 a dismissed timeout", "2.2 b shown", "4.2 b dismissed timeout"])
        try run.finish()
    }

    @Test("T6 without the queue, maxVisible counts every region and evicts the earliest shown in any")
    func maxVisibleIsShared() throws {
        var run = play(config: .with {
            $0[.toast].maxVisible = 2
            $0[.toast].minimumShowTime = .zero
        }, [
            at(0, .submit(Notice(id: "a", .toast(Toast(message: "A", region: left)), duration: .seconds(5)))),
            at(0.1, .submit(Notice(id: "b", .toast(Toast(message: "B", region: right)), duration: .seconds(5)))),
            at(0.2, .submit(Notice(id: "c", .toast(Toast(message: "C", region: right)), duration: .seconds(5)))),
        ])
        try run.expect(["0.0 a received", "0.0 a queued", "0.0 a shown",
                        "0.1 b received", "0.1 b queued", "0.1 b shown",
                        "0.2 c received", "0.2 c queued", "0.2 a dismissed evicted", "0.2 c shown",
                        "5.1 b dismissed timeout", "5.2 c dismissed timeout"])
        expectEachEndsOnce(run.log)
        try run.finish()
    }

    @Test("T6 an update in place may move a toast to another region")
    func updateMovesIt() throws {
        var run = play([
            at(0, .submit(Notice(id: "a", .toast(Toast(message: "A", region: left)), duration: .seconds(2)))),
            at(1, .submit(Notice(id: "a", .toast(Toast(message: "A", region: right)), duration: .seconds(2)))),
        ], until: 1.5)
        try run.expect(["0.0 a received", "0.0 a queued", "0.0 a shown", "1.0 a updated"])
        let region = run.engine.screen.compactMap { notice -> Rect? in
            if case .toast(let toast) = notice.content { toast.region } else { nil }
        }
        #expect(region == [Rect(x: 200, y: 100, width: 190, height: 300)])
        try run.finish(allowing: [.liveNotices, .pendingDeadlines])
    }

    @Test("A region that is not finite or has a negative size is invalid",
          arguments: [Rect(x: .nan, y: 0, width: 10, height: 10), Rect(x: 0, y: 0, width: .infinity, height: 10),
                      Rect(x: 0, y: 0, width: -1, height: 10), Rect(x: 0, y: 0, width: 10, height: -0.5)])
    func invalidRegion(region: Rect) throws {
        var timeline = VirtualTimeline()
        timeline.at(0) { engine, now in
            engine.send(.submit(Notice(id: "t", .toast(Toast(message: "Saved", region: region)))), now: now)
        }
        let ended = timeline.log.last
        #expect(ended?.kind == .discarded(.invalid))
        #expect(ended?.detail?.contains("toast region") == true, "\(String(describing: ended?.detail))")
        try timeline.finish(allowing: .events)
    }

    @Test("A zero-size or off-screen region is valid (layout treats it as no region)")
    func zeroSizeIsValid() throws {
        var run = play([
            at(0, .submit(Notice(id: "a", .toast(Toast(message: "A", region: Rect(x: 5000, y: 0, width: 0, height: 0))),
                                 duration: .seconds(1)))),
        ])
        try run.expect(["0.0 a received", "0.0 a queued", "0.0 a shown", "1.0 a dismissed timeout"])
        try run.finish()
    }
}
