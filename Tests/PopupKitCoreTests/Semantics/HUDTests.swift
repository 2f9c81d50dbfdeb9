import PopupKitCore
import PopupKitTesting
import Testing

@Suite("HUD")
struct HUDTests {
    @Test("H1 show counts activities; popActivity to zero dismisses")
    func h1CountedShowAndPop() throws {
        var run = play([
            at(0, .hud(.show(status: nil))),
            at(1, .hud(.show(status: "Still loading"))),
            at(2, .hud(.popActivity)),
            at(3, .hud(.popActivity)),
            at(4, .hud(.popActivity)),
        ])
        try run.expect([
            "0.0 hud received", "0.0 hud queued", "0.0 hud shown",
            "1.0 hud updated",
            "3.0 hud dismissed api",
        ])
        #expect(run.warningMessages == [#"popActivity: no live notice "hud""#])
        try run.finish()
    }

    @Test("H1 dismiss ends the HUD whatever the count, after its delay")
    func h1DismissWithDelay() throws {
        var run = play([
            at(0, .hud(.show(status: nil))),
            at(0, .hud(.show(status: nil))),
            at(1, .hud(.dismiss(delay: .milliseconds(1500)))),
        ])
        // Both shows of one instant count before the HUD shows.
        try run.expect(["0.0 hud received", "0.0 hud queued", "0.0 hud updated", "0.0 hud shown", "2.5 hud dismissed api"])
        try run.finish()
    }

    @Test("H2 progress −1 is SVProgressHUD's undefined progress: the spinner, counting an activity, no clamp")
    func h2UndefinedProgressShowsTheSpinner() throws {
        var spinner = play([
            at(0, .hud(.progress(0.5, status: "Loading"))),
            at(1, .hud(.progress(-1, status: nil))),
        ], until: 1.5)
        try spinner.expect(["0.0 hud received", "0.0 hud queued", "0.0 hud shown", "1.0 hud updated"])
        let content = try #require(Self.hud(in: spinner.engine))
        #expect(content.mode == .spinner)
        #expect(content.activityCount == 1)
        #expect(spinner.warningMessages.isEmpty)
        try spinner.finish(allowing: .liveNotices)
        var run = play([
            at(0, .hud(.progress(-1, status: "Loading"))),
            at(1, .hud(.progress(-1, status: nil))),
            at(2, .hud(.popActivity)),
            at(3, .hud(.popActivity)),
        ])
        // Two activities: the second pop dismisses.
        try run.expect(["0.0 hud received", "0.0 hud queued", "0.0 hud shown", "1.0 hud updated", "3.0 hud dismissed api"])
        #expect(run.warningMessages.isEmpty)
        try run.finish()
    }

    @Test("H1 progress 0 counts an activity as SVProgressHUD does; other progress keeps the count")
    func h1ProgressZeroCounts() throws {
        var run = play([
            at(0, .hud(.show(status: nil))),
            at(1, .hud(.progress(0, status: nil))),
            at(2, .hud(.progress(0.5, status: nil))),
            at(3, .hud(.popActivity)),
            at(4, .hud(.popActivity)),
        ])
        try run.expect([
            "0.0 hud received", "0.0 hud queued", "0.0 hud shown",
            "1.0 hud updated", "2.0 hud updated",
            // show and progress 0 are two activities: the second pop dismisses.
            "4.0 hud dismissed api",
        ])
        try run.finish()
    }

    static func hud(in engine: NoticeEngine) -> HUDContent? {
        for notice in engine.screen {
            if case .hud(let content) = notice.content { return content }
        }
        return nil
    }

    @Test("H2 progress and status changes update in place; progress creates the HUD if needed")
    func h2Progress() throws {
        var run = play([
            at(0, .hud(.progress(0.2, status: "Uploading"))),
            at(1, .hud(.progress(7, status: nil))),
            at(2, .hud(.popActivity)),
        ])
        try run.expect([
            "0.0 hud received", "0.0 hud queued", "0.0 hud shown",
            "1.0 hud updated",
            "2.0 hud dismissed api",
        ])
        try run.finish()
    }

    @Test("H3 success times out after clamp(chars × 0.06 + 0.5, min, max)")
    func h3AutomaticDismissTime() throws {
        // "Uploaded" is 8 characters: 8 × 0.06 + 0.5 = 0.98 s.
        var noMinimum = play(config: .with { $0[.hud].minimumDismissTime = .zero }, [
            at(0, .hud(.show(status: nil))),
            at(1, .hud(.success(status: "Uploaded"))),
        ])
        try noMinimum.expect(["0.0 hud received", "0.0 hud queued", "0.0 hud shown",
                              "1.0 hud updated", "1.98 hud dismissed timeout"])
        try noMinimum.finish()
        // "Failed" is 6 characters: 0.86 s, raised to the default minimum of 5 s.
        var defaults = play([
            at(0, .hud(.error(status: "Failed"))),
        ])
        try defaults.expect(["0.0 hud received", "0.0 hud queued", "0.0 hud shown", "5.0 hud dismissed timeout"])
        try defaults.finish()
        // 100 characters: 6.5 s, capped at 2 s.
        var capped = play(config: .with {
            $0[.hud].minimumDismissTime = .zero
            $0[.hud].maximumDismissTime = .seconds(2)
        }, [
            at(0, .hud(.info(status: String(repeating: "x", count: 100)))),
        ])
        try capped.expect(["0.0 hud received", "0.0 hud queued", "0.0 hud shown", "2.0 hud dismissed timeout"])
        try capped.finish()
    }

    @Test("H4 grace time: dismissed before it shows → withdrawn, never shown")
    func h4GraceTime() throws {
        var run = play(config: .with { $0[.hud].graceTime = .milliseconds(500) }, [
            at(0, .hud(.show(status: nil))),
            at(0.3, .hud(.popActivity)),
            at(1, .hud(.show(status: nil))),
            at(3, .hud(.dismiss(delay: .zero))),
        ])
        try run.expect([
            "0.0 hud received", "0.0 hud queued", "0.3 hud discarded withdrawn",
            "1.0 hud received", "1.0 hud queued", "1.5 hud shown", "3.0 hud dismissed api",
        ])
        try run.finish()
    }

    @Test("H4 minimum show time delays an earlier dismissal")
    func h4MinimumShowTime() throws {
        var run = play(config: .with { $0[.hud].minimumShowTime = .seconds(2) }, [
            at(0, .hud(.show(status: nil))),
            at(0.5, .hud(.dismiss(delay: .zero))),
        ])
        try run.expect(["0.0 hud received", "0.0 hud queued", "0.0 hud shown", "2.0 hud dismissed api"])
        try run.finish()
    }

    /// The HUD lane's transition is SVProgressHUD's 0.15 s each way, so the slot
    /// frees at 1.15 s.
    @Test("A new HUD waits for the previous one's fade-out")
    func newHUDWaitsForFade() throws {
        var run = play([
            at(0, .hud(.show(status: nil))),
            at(1, .hud(.dismiss(delay: .zero))),
            at(1.1, .hud(.show(status: nil))),
        ], until: 2)
        try run.expect([
            "0.0 hud received", "0.0 hud queued", "0.0 hud shown",
            "1.0 hud dismissed api",
            "1.1 hud received", "1.1 hud queued", "1.15 hud shown",
        ])
        // An indeterminate HUD stays until dismissed: no timeout is pending.
        let left = try run.finish(allowing: .liveNotices)
        #expect(left.liveNotices == [Leftovers.LiveNotice(id: "hud", lane: .hud, isVisible: true)])
    }
}
