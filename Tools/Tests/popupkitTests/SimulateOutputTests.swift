import Foundation
import PopupKit
import PopupKitScenario
import Testing

/// `popupkit simulate` on good scenarios: exit 0, the exact JSON lines, `--until`.
@Suite("popupkit simulate: output")
struct SimulateOutputTests {
    static let small = """
    {"events": [
      {"at": 0, "toast": {"id": "t1", "message": "Saved", "duration": 2}},
      {"at": 0.5, "toast": {"position": "top"}},
      {"at": 1, "banner": {"id": "b1", "title": "Hi", "displayTime": 1.5}},
      {"at": 1.25, "tap": {"id": "t1"}}
    ]}
    """

    static let smallLines = [
        #"{"at": 0.0, "id": "t1", "lane": "toast", "event": "received"}"#,
        #"{"at": 0.0, "id": "t1", "lane": "toast", "event": "queued"}"#,
        #"{"at": 0.0, "id": "t1", "lane": "toast", "event": "shown"}"#,
        #"{"at": 0.5, "id": "toast#1", "lane": "toast", "event": "received"}"#,
        #"{"at": 0.5, "id": "toast#1", "lane": "toast", "event": "discarded", "reason": "invalid", "#
            + #""detail": "a toast needs a message, a title or an image"}"#,
        #"{"at": 1.0, "id": "b1", "lane": "banner", "event": "received"}"#,
        #"{"at": 1.0, "id": "b1", "lane": "banner", "event": "queued"}"#,
        #"{"at": 1.0, "id": "b1", "lane": "banner", "event": "shown"}"#,
        #"{"at": 1.25, "id": "t1", "lane": "toast", "event": "dismissed", "reason": "tap"}"#,
        #"{"at": 2.5, "id": "b1", "lane": "banner", "event": "dismissed", "reason": "timeout"}"#,
    ]

    @Test("A small scenario prints its exact timeline and exits 0")
    func exactOutput() throws {
        let scratch = try ScratchDirectory()
        let file = try scratch.write("small.json", Self.small)
        let output = try scratch.run("simulate", file)
        #expect(output.status == 0, "\(output)")
        #expect(output.lines == Self.smallLines)
        #expect(output.stderr == "")
        #expect(output.stdout.hasSuffix("\n"))
    }

    @Test("Every line is one JSON object with at, id, lane and event")
    func linesAreJSON() throws {
        let scratch = try ScratchDirectory()
        let output = try scratch.run("simulate", try scratch.write("small.json", Self.small))
        #expect(output.status == 0, "\(output)")
        for line in output.lines {
            let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any], "\(line)")
            #expect(object["at"] is NSNumber && object["id"] is String && object["lane"] is String && object["event"] is String,
                    "\(line)")
            let terminal = ["dismissed", "expired", "discarded"].contains(object["event"] as? String)
            #expect((object["reason"] != nil) == terminal, "\(line)")
        }
    }

    @Test("--until stops the run at that time", arguments: [
        ("0.25", 3), ("1", 8), ("1.1", 8), ("1.25", 9), ("2.5", 10), ("100", 10),
    ])
    func untilCutsTheRun(_ until: String, _ count: Int) throws {
        let scratch = try ScratchDirectory()
        let output = try scratch.run("simulate", try scratch.write("small.json", Self.small), "--until", until)
        #expect(output.status == 0, "\(output)")
        #expect(output.lines == Array(Self.smallLines.prefix(count)))
        #expect(output.stderr == "")
    }

    @Test("--until before a timeout leaves the notice live")
    func untilBeforeTimeout() throws {
        let scratch = try ScratchDirectory()
        let file = try scratch.write("long.json", #"{"events": [{"at": 0, "bubble": {"id": "u", "text": "Tip", "duration": 60}}]}"#)
        let output = try scratch.run("simulate", file, "--until", "59.999")
        #expect(output.status == 0, "\(output)")
        #expect(output.lines.map { $0.contains(#""event": "dismissed""#) } == [false, false, false])
        let full = try scratch.run("simulate", file)
        #expect(full.lines.last == #"{"at": 60.0, "id": "u", "lane": "bubble", "event": "dismissed", "reason": "timeout"}"#)
    }

    @Test("Every example runs cleanly and prints what the runner reports", arguments: ExampleFiles.names)
    func examplesRunCleanly(_ name: String) throws {
        let examples = PopupkitProcess.repositoryRoot.appendingPathComponent("examples")
        let output = try PopupkitProcess.run(["simulate", "examples/\(name)"], in: examples.deletingLastPathComponent())
        #expect(output.status == 0, "\(output)")
        #expect(output.stderr == "", "warnings or errors on stderr")
        let scenario = try Scenario(json: Data(contentsOf: examples.appendingPathComponent(name)))
        let events = ScenarioRunner(scenario).run().events
        #expect(output.lines == events.filter { !$0.kind.isScreenInstant }.map(EventJSON.line))
        let instants = try PopupkitProcess.run(["simulate", "examples/\(name)", "--instants"],
                                              in: examples.deletingLastPathComponent())
        #expect(instants.lines == events.map(EventJSON.line))
        #expect(instants.lines.count > output.lines.count, "--instants adds appeared and left")
    }

    @Test("The examples directory has the seven scenarios")
    func examplesPresent() {
        #expect(Set(ExampleFiles.names).isSuperset(of: ["toast.json", "hud.json", "banner.json", "popup.json", "bubble.json",
                                                        "gestures.json", "showcase.json"]), "found \(ExampleFiles.names)")
    }

    @Test("50,000 characters of text run without trouble; the cut is a warning on stderr")
    func hugeText() throws {
        let scratch = try ScratchDirectory()
        let huge = String(repeating: "é", count: 50_000)
        let file = try scratch.write("huge.json", #"{"events": [{"at": 0, "toast": {"id": "big", "message": "\#(huge)"}}]}"#)
        let output = try scratch.run("simulate", file)
        #expect(output.status == 0, "\(output.status) \(output.stderr)")
        #expect(output.lines.last == #"{"at": 3.0, "id": "big", "lane": "toast", "event": "dismissed", "reason": "timeout"}"#)
        #expect(output.stderr == "warning at 0.0s: big: message of 50000 characters cut to 10000\n")
    }
}

/// The scenario files of `examples/`.
enum ExampleFiles {
    static let names: [String] = ((try? FileManager.default.contentsOfDirectory(
        atPath: PopupkitProcess.repositoryRoot.appendingPathComponent("examples").path)) ?? [])
        .filter { $0.hasSuffix(".json") }.sorted()
}
