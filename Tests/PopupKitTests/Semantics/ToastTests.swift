import PopupKit
import Testing

@Suite("Toasts")
struct ToastTests {
    @Test("T1 without queue toasts show at once; one more than maxVisible evicts the oldest")
    func t1ShowAtOnceAndEvict() throws {
        let run = try timeline("""
            {"at": 0, "toast": {"id": "t1", "message": "1"}},
            {"at": 0.1, "toast": {"id": "t2", "message": "2"}},
            {"at": 0.2, "toast": {"id": "t3", "message": "3"}},
            {"at": 0.3, "toast": {"id": "t4", "message": "4"}}
            """, until: 0.5)
        #expect(run.lines == [
            "0.0 t1 received", "0.0 t1 queued", "0.0 t1 shown",
            "0.1 t2 received", "0.1 t2 queued", "0.1 t2 shown",
            "0.2 t3 received", "0.2 t3 queued", "0.2 t3 shown",
            "0.3 t4 received", "0.3 t4 queued", "0.3 t1 dismissed evicted", "0.3 t4 shown",
        ])
    }

    @Test("T1 with queue toasts show one at a time in FIFO order")
    func t1Queue() throws {
        let run = try timeline(config: #"{"toast": {"queue": true}}"#, """
            {"at": 0, "toast": {"id": "t1", "message": "1", "duration": 1}},
            {"at": 0.1, "toast": {"id": "t2", "message": "2", "duration": 1}},
            {"at": 0.2, "toast": {"id": "t3", "message": "3", "duration": 1}}
            """)
        #expect(run.lines.filter { $0.contains("shown") || $0.contains("dismissed") } == [
            "0.0 t1 shown", "1.0 t1 dismissed timeout",
            "1.2 t2 shown", "2.2 t2 dismissed timeout",
            "2.4 t3 shown", "3.4 t3 dismissed timeout",
        ])
    }

    @Test("T2 default duration 3 s, forever never times out, tapToDismiss")
    func t2DurationAndTap() throws {
        let run = try timeline("""
            {"at": 0, "toast": {"id": "default", "message": "3 s"}},
            {"at": 0, "toast": {"id": "forever", "message": "stays", "duration": "forever"}},
            {"at": 0, "toast": {"id": "sticky", "message": "no tap", "duration": "forever", "tapToDismiss": false}},
            {"at": 5, "tap": {"id": "sticky"}},
            {"at": 10, "tap": {"id": "forever"}}
            """)
        #expect(run.milestones == [
            "0.0 default shown", "0.0 forever shown", "0.0 sticky shown",
            "3.0 default dismissed timeout",
            "10.0 forever dismissed tap",
        ])
        #expect(run.warnings == ["tap: sticky does not dismiss on tap"])
    }

    @Test("T3 the activity toast ignores the queue, shows one at a time and stays until dismissed")
    func t3Activity() throws {
        let run = try timeline(config: #"{"toast": {"queue": true}}"#, """
            {"at": 0, "toast": {"id": "t1", "message": "queued toast", "duration": 2}},
            {"at": 0.5, "toast": {"id": "a1", "activity": true}},
            {"at": 0.6, "toast": {"id": "a2", "activity": true}},
            {"at": 100, "dismiss": {"id": "a1"}},
            {"at": 101, "dismiss": {"id": "a2"}}
            """)
        #expect(run.milestones == [
            "0.0 t1 shown", "0.5 a1 shown", "2.0 t1 dismissed timeout",
            "100.0 a1 dismissed api", "100.2 a2 shown", "101.0 a2 dismissed api",
        ])
    }

    @Test("T4 hideAll clears visible toasts and, with clearQueue, the queue; activity stays")
    func t4HideAll() throws {
        let run = try timeline(config: #"{"toast": {"queue": true}}"#, """
            {"at": 0, "toast": {"id": "a", "activity": true}},
            {"at": 0, "toast": {"id": "t1", "message": "1"}},
            {"at": 0, "toast": {"id": "t2", "message": "2"}},
            {"at": 0, "toast": {"id": "t3", "message": "3"}},
            {"at": 1, "hideAll": {"lane": "toast", "clearQueue": true}},
            {"at": 2, "hideAll": {"lane": "toast", "includeActivity": true}}
            """)
        #expect(run.lines.filter { $0.hasPrefix("1.0") || $0.hasPrefix("2.0") } == [
            "1.0 t1 dismissed cleared", "1.0 t2 discarded cleared", "1.0 t3 discarded cleared",
            "2.0 a dismissed cleared",
        ])
    }

    @Test("T4 hideAll without clearQueue keeps the queue, which goes on after the fade")
    func t4HideAllKeepingQueue() throws {
        let run = try timeline(config: #"{"toast": {"queue": true}}"#, """
            {"at": 0, "toast": {"id": "t1", "message": "1"}},
            {"at": 0, "toast": {"id": "t2", "message": "2", "duration": 1}},
            {"at": 1, "hideAll": {"lane": "toast", "clearQueue": false}}
            """)
        #expect(run.milestones == [
            "0.0 t1 shown", "1.0 t1 dismissed cleared", "1.2 t2 shown", "2.2 t2 dismissed timeout",
        ])
    }
}
