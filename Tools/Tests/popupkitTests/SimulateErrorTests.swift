import Foundation
import Testing

/// `popupkit simulate` on bad input: exit 2, nothing on stdout, one
/// `error: <file>: <path>: <message>` line on stderr; warnings on stderr only.
@Suite("popupkit simulate: bad input and warnings")
struct SimulateErrorTests {
    /// A bad scenario file and the `<path>: <fragment>` its error line must hold.
    struct BadFile: Sendable, CustomTestStringConvertible {
        let name: String
        let json: String
        /// The path, then a fragment of the message (the line holds "<path>: …<fragment>").
        let path: String
        let fragment: String

        var testDescription: String { name }
    }

    static let badFiles: [BadFile] = [
        BadFile(name: "duration soon in the fourth event", json: """
            {"events": [{"at": 0, "toast": {"message": "a"}}, {"at": 0.1, "toast": {"message": "b"}},
                        {"at": 0.2, "background": true}, {"at": 0.3, "toast": {"message": "c", "duration": "soon"}}]}
            """, path: "events[3].toast.duration", fragment: "forever"),
        BadFile(name: "events out of order", json: #"{"events": [{"at": 2, "background": true}, {"at": 1, "foreground": true}]}"#,
                path: "events[1].at", fragment: "time order"),
        BadFile(name: "unknown event kind", json: #"{"events": [{"at": 0, "background": true}, {"at": 1, "shake": {}}]}"#,
                path: "events[1]", fragment: #"unknown event kind "shake""#),
        BadFile(name: "progress without value", json: #"{"events": [{"at": 0, "hud": {"action": "progress"}}]}"#,
                path: "events[0].hud.value", fragment: "missing required field"),
        BadFile(name: "banner with displayTime and duration",
                json: #"{"events": [{"at": 0, "banner": {"title": "a", "displayTime": 1, "duration": 2}}]}"#,
                path: "events[0].banner.displayTime", fragment: "not both"),
        BadFile(name: "suspend an unknown lane", json: #"{"events": [{"at": 0, "suspend": {"lane": "modal"}}]}"#,
                path: "events[0].suspend.lane", fragment: #""modal" is not one of"#),
        BadFile(name: "tap by position without y", json: #"{"events": [{"at": 0, "tap": {"x": 10}}]}"#,
                path: "events[0].tap.y", fragment: "missing required field"),
        BadFile(name: "maxCount without window", json: #"{"rules": [{"type": "promo", "maxCount": 2}], "events": []}"#,
                path: "rules[0].window", fragment: "required with maxCount"),
        BadFile(name: "unknown config field", json: #"{"config": {"popup": {"queue": true}}, "events": []}"#,
                path: "config.popup.queue", fragment: "unknown field"),
        BadFile(name: "background false", json: #"{"events": [{"at": 0, "background": false}]}"#,
                path: "events[0].background", fragment: "must be true"),
        BadFile(name: "truncated JSON", json: #"{"events": [{"at": 0, "#, path: "", fragment: "malformed JSON"),
        BadFile(name: "trailing comma", json: #"{"events": [{"at": 0, "background": true},]}"#, path: "", fragment: "malformed JSON"),
        BadFile(name: "not an object", json: "[]", path: "", fragment: "expected an object"),
    ]

    @Test("A bad scenario exits 2 with the field's path on stderr and nothing on stdout", arguments: badFiles)
    func badScenario(_ bad: BadFile) throws {
        let scratch = try ScratchDirectory()
        let file = try scratch.write("scenario.json", bad.json)
        let output = try scratch.run("simulate", file)
        #expect(output.status == 2, "\(output)")
        #expect(output.stdout == "")
        let lines = output.stderr.split(separator: "\n").map(String.init)
        #expect(lines.count == 1, "\(output.stderr)")
        let line = try #require(lines.first)
        let prefix = bad.path.isEmpty ? "error: scenario.json: " : "error: scenario.json: \(bad.path): "
        #expect(line.hasPrefix(prefix), "\(line)")
        #expect(line.contains(bad.fragment), "\(line)")
    }

    @Test("A missing file exits 2 and names the file")
    func missingFile() throws {
        let scratch = try ScratchDirectory()
        let output = try scratch.run("simulate", "no-such-scenario.json")
        #expect(output.status == 2, "\(output)")
        #expect(output.stdout == "")
        #expect(output.stderr.hasPrefix("error: "), "\(output.stderr)")
        #expect(output.stderr.contains("no-such-scenario.json"), "\(output.stderr)")
    }

    @Test("A directory instead of a file exits 2")
    func directoryInsteadOfFile() throws {
        let scratch = try ScratchDirectory()
        try FileManager.default.createDirectory(at: scratch.url.appendingPathComponent("folder.json"),
                                                withIntermediateDirectories: false)
        let output = try scratch.run("simulate", "folder.json")
        #expect(output.status == 2, "\(output)")
        #expect(output.stdout == "")
        #expect(output.stderr.hasPrefix("error: "), "\(output.stderr)")
    }

    @Test("A bad --until exits 2 without running", arguments: ["abc", "-1", "nan", "inf"])
    func badUntil(_ value: String) throws {
        let scratch = try ScratchDirectory()
        let file = try scratch.write("ok.json", #"{"events": [{"at": 0, "toast": {"message": "a"}}]}"#)
        let output = try scratch.run("simulate", file, "--until=\(value)")
        #expect(output.status == 2, "\(output)")
        #expect(output.stdout == "")
        #expect(output.stderr.contains("--until"), "\(output.stderr)")
    }

    @Test("Warnings go to stderr only; stdout keeps only event lines")
    func warningsOnStderr() throws {
        let scratch = try ScratchDirectory()
        let file = try scratch.write("warn.json", """
            {"events": [
              {"at": 0, "popup": {"id": "p", "title": "Hello", "duration": 1}},
              {"at": 0.5, "dismiss": {"id": "ghost"}},
              {"at": 0.6, "tap": {"id": "p"}},
              {"at": 0.7, "hud": {"action": "popActivity"}}
            ]}
            """)
        let output = try scratch.run("simulate", file)
        #expect(output.status == 0, "\(output)")
        #expect(output.lines == [
            #"{"at": 0.0, "id": "p", "lane": "popup", "event": "received"}"#,
            #"{"at": 0.0, "id": "p", "lane": "popup", "event": "queued"}"#,
            #"{"at": 0.0, "id": "p", "lane": "popup", "event": "shown"}"#,
            #"{"at": 1.0, "id": "p", "lane": "popup", "event": "dismissed", "reason": "timeout"}"#,
        ])
        let warnings = output.stderr.split(separator: "\n").map(String.init)
        #expect(warnings.count == 3, "\(output.stderr)")
        #expect(warnings.allSatisfy { $0.hasPrefix("warning") }, "\(warnings)")
        #expect(warnings.first?.contains("ghost") == true, "\(warnings)")
        #expect(!output.stdout.contains("warning"))
    }
}
