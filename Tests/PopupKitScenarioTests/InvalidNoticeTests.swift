import PopupKit
import PopupKitScenario
import Testing

/// A notice the reader accepts but the engine must refuse: `received`, then
/// `discarded`/`invalid` with a detail, and nothing else.
struct InvalidNotice: Sendable, CustomTestStringConvertible {
    let name: String
    /// One event object, applied at 0.5 s.
    let event: String
    let id: NoticeID
    let lane: Lane
    /// Text the event's detail must contain.
    let detail: String

    var testDescription: String { name }

    static let table: [InvalidNotice] = [
        InvalidNotice(name: "empty toast", event: #"{"at": 0.5, "toast": {"id": "t"}}"#,
                      id: "t", lane: .toast, detail: "a toast needs a message, a title or an image"),
        InvalidNotice(name: "toast with empty texts", event: #"{"at": 0.5, "toast": {"id": "t", "message": "", "title": ""}}"#,
                      id: "t", lane: .toast, detail: "a toast needs a message, a title or an image"),
        InvalidNotice(name: "toast with only a position", event: #"{"at": 0.5, "toast": {"position": "top"}}"#,
                      id: "toast#1", lane: .toast, detail: "a toast needs a message, a title or an image"),
        InvalidNotice(name: "banner without title and subtitle",
                      event: #"{"at": 0.5, "banner": {"id": "b", "type": "promo", "image": "gift"}}"#,
                      id: "b", lane: .banner, detail: "a banner needs a title or a subtitle"),
        InvalidNotice(name: "banner with empty title and subtitle",
                      event: #"{"at": 0.5, "banner": {"id": "b", "title": "", "subtitle": ""}}"#,
                      id: "b", lane: .banner, detail: "a banner needs a title or a subtitle"),
        InvalidNotice(name: "bubble without text",
                      event: #"{"at": 0.5, "bubble": {"id": "u", "target": {"x": 10, "y": 10}}}"#,
                      id: "u", lane: .bubble, detail: "a bubble needs text"),
        InvalidNotice(name: "bubble with empty text", event: #"{"at": 0.5, "bubble": {"id": "u", "text": ""}}"#,
                      id: "u", lane: .bubble, detail: "a bubble needs text"),
        InvalidNotice(name: "toast with an empty id", event: #"{"at": 0.5, "toast": {"id": "", "message": "Hi"}}"#,
                      id: "", lane: .toast, detail: "id must not be empty"),
        InvalidNotice(name: "banner with an empty id", event: #"{"at": 0.5, "banner": {"id": "", "title": "Hi"}}"#,
                      id: "", lane: .banner, detail: "id must not be empty"),
        InvalidNotice(name: "popup with an empty id", event: #"{"at": 0.5, "popup": {"id": "", "title": "Hi"}}"#,
                      id: "", lane: .popup, detail: "id must not be empty"),
        InvalidNotice(name: "bubble with an empty id", event: #"{"at": 0.5, "bubble": {"id": "", "text": "Hi"}}"#,
                      id: "", lane: .bubble, detail: "id must not be empty"),
        InvalidNotice(name: "hud with an empty id", event: #"{"at": 0.5, "hud": {"action": "show", "id": ""}}"#,
                      id: "", lane: .hud, detail: "id must not be empty"),
    ]
}

@Suite("Scenario runner: semantically invalid notices")
struct InvalidNoticeTests {
    @Test("An invalid notice is received, then discarded as invalid with a detail", arguments: InvalidNotice.table)
    func discardedAsInvalid(_ notice: InvalidNotice) throws {
        let scenario = try ScenarioTestSupport.scenario(ScenarioTestSupport.document(events: notice.event))
        let result = ScenarioRunner(scenario).run()
        let lane = notice.lane.rawValue
        #expect(ScenarioTestSupport.lines(result.events) == [
            "0.5 \(notice.id) \(lane) received",
            "0.5 \(notice.id) \(lane) discarded invalid",
        ])
        #expect(result.events.first?.detail == nil)
        let detail = try #require(result.events.last?.detail)
        #expect(detail.contains(notice.detail), "detail: \(detail)")
        #expect(result.warnings.isEmpty, "\(result.warnings)")
    }

    @Test("An invalid notice does not disturb the valid one after it")
    func validNoticeAfterInvalid() throws {
        let scenario = try ScenarioTestSupport.scenario(ScenarioTestSupport.document(events:
            #"{"at": 0, "toast": {"id": "bad"}}"#,
            #"{"at": 0, "toast": {"id": "bad", "message": "Now valid", "duration": 1}}"#))
        let result = ScenarioRunner(scenario).run()
        #expect(ScenarioTestSupport.lines(result.events) == [
            "0.0 bad toast received",
            "0.0 bad toast discarded invalid",
            "0.0 bad toast received",
            "0.0 bad toast queued",
            "0.0 bad toast shown",
            "1.0 bad toast dismissed timeout",
        ])
        #expect(ScenarioTestSupport.lifecycleViolations(result.events).isEmpty)
        #expect(result.warnings.isEmpty, "\(result.warnings)")
    }
}
