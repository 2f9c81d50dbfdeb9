import PopupKit
import Testing

@Suite("Everything")
struct GeneralTests {
    @Test("G1 dismiss: visible → api, waiting → withdrawn, unknown or ended → warning only")
    func g1Dismiss() throws {
        let run = try timeline(config: #"{"toast": {"queue": true}}"#, """
            {"at": 0, "toast": {"id": "t1", "message": "1"}},
            {"at": 0, "toast": {"id": "t2", "message": "2"}},
            {"at": 1, "dismiss": {"id": "t2"}},
            {"at": 1, "dismiss": {"id": "t1"}},
            {"at": 1, "dismiss": {"id": "t1"}},
            {"at": 1, "dismiss": {"id": "nobody"}}
            """)
        #expect(run.milestones == ["0.0 t1 shown", "1.0 t2 discarded withdrawn", "1.0 t1 dismissed api"])
        #expect(run.warnings == [#"dismiss: no live notice "t1""#, #"dismiss: no live notice "nobody""#])
    }

    @Test("G2 submitting a live id updates in place; a visible timeout restarts")
    func g2UpdateInPlace() throws {
        let run = try timeline(config: #"{"toast": {"queue": true}}"#, """
            {"at": 0, "toast": {"id": "t1", "message": "Loading", "duration": 2}},
            {"at": 0, "toast": {"id": "t2", "message": "Next", "duration": 1}},
            {"at": 1, "toast": {"id": "t1", "message": "Done", "duration": 2}},
            {"at": 1, "toast": {"id": "t2", "message": "Next, changed", "duration": 1}}
            """)
        #expect(run.milestones == [
            "0.0 t1 shown", "1.0 t1 updated", "1.0 t2 updated",
            "3.0 t1 dismissed timeout", "3.2 t2 shown", "4.2 t2 dismissed timeout",
        ])
    }

    @Test("G2 an updated popup priority moves it in the queue; an invalid update is refused")
    func g2UpdateRequeuesAndRefuses() throws {
        let run = try timeline(config: #"{"popup": {"strategy": "priority"}}"#, """
            {"at": 0, "popup": {"id": "busy", "duration": 1}},
            {"at": 0, "popup": {"id": "a", "priority": 5, "duration": 1}},
            {"at": 0, "popup": {"id": "b", "priority": 1, "duration": 1}},
            {"at": 0.5, "popup": {"id": "b", "priority": 9, "duration": 1}},
            {"at": 0.5, "toast": {"id": "t", "message": "ok", "duration": 1}},
            {"at": 0.6, "toast": {"id": "t", "message": ""}}
            """)
        #expect(run.milestones.filter { !$0.contains(" t ") } == [
            "0.0 busy shown", "0.5 b updated", "1.0 busy dismissed timeout",
            "1.2 b shown", "2.2 b dismissed timeout", "2.4 a shown", "3.4 a dismissed timeout",
        ])
        #expect(run.warnings == ["update of t refused: a toast needs a message, a title or an image"])
        #expect(run.lines.contains("1.5 t dismissed timeout"))
    }

    @Test("G3 background pauses visible timeouts and holds new notices; expiry keeps counting")
    func g3Background() throws {
        let run = try timeline(config: #"{"toast": {"queue": true}}"#, """
            {"at": 0, "toast": {"id": "t1", "message": "1", "duration": 3}},
            {"at": 0, "bubble": {"id": "tip", "text": "forever"}},
            {"at": 1, "background": true},
            {"at": 2, "bubble": {"id": "late", "text": "waits", "expiresAfter": 10}},
            {"at": 2, "banner": {"id": "gone", "title": "expires", "expiresAfter": 1}},
            {"at": 5, "foreground": true}
            """)
        #expect(run.milestones == [
            "0.0 t1 shown", "0.0 tip shown", "1.0 t1 paused", "3.0 gone expired",
            "5.0 t1 resumed", "5.0 late shown", "7.0 t1 dismissed timeout",
        ])
    }

    @Test("G4 touchDown/touchUp pause and resume one timeout; tap taps")
    func g4Touch() throws {
        let run = try timeline("""
            {"at": 0, "toast": {"id": "t1", "message": "1", "duration": 3}},
            {"at": 0, "toast": {"id": "t2", "message": "2", "duration": 3}},
            {"at": 1, "touchDown": {"id": "t1"}},
            {"at": 4, "touchUp": {"id": "t1"}},
            {"at": 4.5, "tap": {"id": "t1"}}
            """)
        #expect(run.milestones == [
            "0.0 t1 shown", "0.0 t2 shown", "1.0 t1 paused",
            "3.0 t2 dismissed timeout", "4.0 t1 resumed", "4.5 t1 dismissed tap",
        ])
    }

    @Test("G4 touchUp in the background does not resume")
    func g4TouchAndBackground() throws {
        let run = try timeline("""
            {"at": 0, "toast": {"id": "t1", "message": "1", "duration": 3}},
            {"at": 1, "touchDown": {"id": "t1"}},
            {"at": 2, "background": true},
            {"at": 3, "touchUp": {"id": "t1"}},
            {"at": 4, "foreground": true}
            """)
        #expect(run.milestones == ["0.0 t1 shown", "1.0 t1 paused", "4.0 t1 resumed", "6.0 t1 dismissed timeout"])
    }

    @Test("G5 endScope ends the scope's live notices")
    func g5Scopes() throws {
        let run = try timeline("""
            {"at": 0, "toast": {"id": "t1", "message": "1", "scope": "checkout", "duration": "forever"}},
            {"at": 0, "popup": {"id": "p1", "scope": "checkout", "condition": "never"}},
            {"at": 0, "bubble": {"id": "other", "text": "stays", "scope": "home"}},
            {"at": 1, "endScope": {"scope": "checkout"}}
            """)
        #expect(run.milestones == ["0.0 t1 shown", "0.0 other shown", "1.0 t1 dismissed scopeEnded",
                                   "1.0 p1 discarded scopeEnded"])
    }

    @Test("G6 expiresAfter: still waiting then → expired")
    func g6ExpiresAfter() throws {
        let run = try timeline(config: #"{"toast": {"queue": true}}"#, """
            {"at": 0, "toast": {"id": "t1", "message": "1", "duration": "forever"}},
            {"at": 0, "toast": {"id": "t2", "message": "2", "expiresAfter": 1}},
            {"at": 0, "toast": {"id": "t3", "message": "3", "expiresAfter": 10}},
            {"at": 2, "dismiss": {"id": "t1"}}
            """)
        #expect(run.milestones == ["0.0 t1 shown", "1.0 t2 expired", "2.0 t1 dismissed api",
                                   "2.2 t3 shown", "5.2 t3 dismissed timeout"])
    }

    @Test("G7 blockedBy: a lane shows nothing new while a popup is visible")
    func g7BlockedBy() throws {
        let run = try timeline(config: #"{"toast": {"blockedBy": ["popup"]}}"#, """
            {"at": 0, "popup": {"id": "p"}},
            {"at": 1, "toast": {"id": "t", "message": "later", "duration": 1}},
            {"at": 2, "dismiss": {"id": "p"}}
            """)
        #expect(run.milestones == ["0.0 p shown", "2.0 p dismissed api", "2.0 t shown", "3.0 t dismissed timeout"])
    }

    @Test("VoiceOver lengthens timeouts by its factor")
    func voiceOverFactor() throws {
        let run = try timeline(config: #"{"accessibility": {"voiceOver": true, "voiceOverDurationFactor": 3}}"#, """
            {"at": 0, "toast": {"id": "t", "message": "slow reader", "duration": 2}}
            """)
        #expect(run.milestones == ["0.0 t shown", "6.0 t dismissed timeout"])
    }
}
