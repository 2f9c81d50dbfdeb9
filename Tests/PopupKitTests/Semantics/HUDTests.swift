import PopupKit
import Testing

@Suite("HUD")
struct HUDTests {
    @Test("H1 show counts activities; popActivity to zero dismisses")
    func h1CountedShowAndPop() throws {
        let run = try timeline("""
            {"at": 0, "hud": {"action": "show"}},
            {"at": 1, "hud": {"action": "show", "status": "Still loading"}},
            {"at": 2, "hud": {"action": "popActivity"}},
            {"at": 3, "hud": {"action": "popActivity"}},
            {"at": 4, "hud": {"action": "popActivity"}}
            """)
        #expect(run.lines == [
            "0.0 hud received", "0.0 hud queued", "0.0 hud shown",
            "1.0 hud updated",
            "3.0 hud dismissed api",
        ])
        #expect(run.warnings == [#"popActivity: no live notice "hud""#])
    }

    @Test("H1 dismiss ends the HUD whatever the count, after its delay")
    func h1DismissWithDelay() throws {
        let run = try timeline("""
            {"at": 0, "hud": {"action": "show"}},
            {"at": 0, "hud": {"action": "show"}},
            {"at": 1, "hud": {"action": "dismiss", "delay": 1.5}}
            """)
        #expect(run.lines.suffix(2) == ["0.0 hud updated", "2.5 hud dismissed api"])
    }

    @Test("H2 progress and status changes update in place; progress creates the HUD if needed")
    func h2Progress() throws {
        let run = try timeline("""
            {"at": 0, "hud": {"action": "progress", "value": 0.2, "status": "Uploading"}},
            {"at": 1, "hud": {"action": "progress", "value": 7}},
            {"at": 2, "hud": {"action": "popActivity"}}
            """)
        #expect(run.lines == [
            "0.0 hud received", "0.0 hud queued", "0.0 hud shown",
            "1.0 hud updated",
            "2.0 hud dismissed api",
        ])
    }

    @Test("H3 success times out after clamp(chars × 0.06 + 0.5, min, max)")
    func h3AutomaticDismissTime() throws {
        // "Uploaded" is 8 characters: 8 × 0.06 + 0.5 = 0.98 s.
        let noMinimum = try timeline(config: #"{"hud": {"minimumDismissTime": 0}}"#, """
            {"at": 0, "hud": {"action": "show"}},
            {"at": 1, "hud": {"action": "success", "status": "Uploaded"}}
            """)
        #expect(noMinimum.lines.suffix(2) == ["1.0 hud updated", "1.98 hud dismissed timeout"])
        let defaults = try timeline("""
            {"at": 0, "hud": {"action": "error", "status": "Failed"}}
            """)
        #expect(defaults.lines.last == "5.0 hud dismissed timeout")
        let capped = try timeline(config: #"{"hud": {"minimumDismissTime": 0, "maximumDismissTime": 2}}"#, """
            {"at": 0, "hud": {"action": "info", "status": "\(String(repeating: "x", count: 100))"}}
            """)
        #expect(capped.lines.last == "2.0 hud dismissed timeout")
    }

    @Test("H4 grace time: dismissed before it shows → withdrawn, never shown")
    func h4GraceTime() throws {
        let run = try timeline(config: #"{"hud": {"graceTime": 0.5}}"#, """
            {"at": 0, "hud": {"action": "show"}},
            {"at": 0.3, "hud": {"action": "popActivity"}},
            {"at": 1, "hud": {"action": "show"}},
            {"at": 3, "hud": {"action": "dismiss"}}
            """)
        #expect(run.lines == [
            "0.0 hud received", "0.0 hud queued", "0.3 hud discarded withdrawn",
            "1.0 hud received", "1.0 hud queued", "1.5 hud shown", "3.0 hud dismissed api",
        ])
    }

    @Test("H4 minimum show time delays an earlier dismissal")
    func h4MinimumShowTime() throws {
        let run = try timeline(config: #"{"hud": {"minimumShowTime": 2}}"#, """
            {"at": 0, "hud": {"action": "show"}},
            {"at": 0.5, "hud": {"action": "dismiss"}}
            """)
        #expect(run.lines == ["0.0 hud received", "0.0 hud queued", "0.0 hud shown", "2.0 hud dismissed api"])
    }

    @Test("A new HUD waits for the previous one's fade-out")
    func newHUDWaitsForFade() throws {
        let run = try timeline("""
            {"at": 0, "hud": {"action": "show"}},
            {"at": 1, "hud": {"action": "dismiss"}},
            {"at": 1.1, "hud": {"action": "show"}}
            """, until: 2)
        #expect(run.lines.suffix(3) == ["1.1 hud received", "1.1 hud queued", "1.2 hud shown"])
    }
}
