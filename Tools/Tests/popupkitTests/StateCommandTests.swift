import Foundation
import Testing

/// `popupkit simulate --state DIR` and `popupkit rules check FILE`.
@Suite("popupkit: saved state and rule books")
struct StateCommandTests {
    /// Two promos a day at most; each run shows (or tries) two.
    static let capScenario = """
        {"rules": [{"type": "promo", "maxCount": 2, "window": 86400, "onLimit": "discard"}],
         "events": [
          {"at": 0, "banner": {"id": "p1", "type": "promo", "title": "Sale", "displayTime": 2}},
          {"at": 10, "banner": {"id": "p2", "type": "promo", "title": "Sale", "displayTime": 2}}
         ]}
        """

    /// The `event` (and `reason`) of each line about `id`, in order.
    private func events(of id: String, in output: PopupkitProcess.Output) -> [String] {
        output.lines.filter { $0.contains("\"id\": \"\(id)\"") }.compactMap { line in
            guard let range = line.range(of: "\"event\": \"") else { return nil }
            let rest = line[range.upperBound...]
            return String(rest.prefix { $0 != "\"" }) + (line.contains("\"reason\"") ? ":" + line.components(separatedBy: "\"reason\": \"")[1].prefix { $0 != "\"" } : "")
        }
    }

    @Test("two runs in a row share one day's cap: the second run's promos are rate limited")
    func twoRunsShareTheCap() throws {
        let scratch = try ScratchDirectory()
        try scratch.write("cap.json", Self.capScenario)
        let first = try PopupkitProcess.run(["simulate", "cap.json", "--state", "state"], in: scratch.url)
        #expect(first.status == 0, "\(first)")
        #expect(events(of: "p1", in: first) == ["received", "queued", "shown", "dismissed:timeout"], "\(first)")
        #expect(events(of: "p2", in: first) == ["received", "queued", "shown", "dismissed:timeout"], "\(first)")
        let saved = try FileManager.default.contentsOfDirectory(atPath: scratch.url.appendingPathComponent("state").path)
        #expect(saved.sorted() == ["banner-history", "rules.json"])

        let second = try PopupkitProcess.run(["simulate", "cap.json", "--state", "state"], in: scratch.url)
        #expect(second.status == 0, "\(second)")
        #expect(events(of: "p1", in: second) == ["received", "discarded:rateLimited"], "\(second)")
        #expect(events(of: "p2", in: second) == ["received", "discarded:rateLimited"], "\(second)")
        #expect(second.stderr == "", "\(second)")

        // Without the state, the same scenario shows both again.
        let fresh = try PopupkitProcess.run(["simulate", "cap.json"], in: scratch.url)
        #expect(events(of: "p2", in: fresh).contains("shown"), "\(fresh)")
    }

    @Test("a run continues the clock where the saved one ended: the day frees a day after the first show")
    func clockContinues() throws {
        let scratch = try ScratchDirectory()
        try scratch.write("cap.json", Self.capScenario)
        // The second run's p1 comes 86,388 s after its start: the first run's p1
        // (shown at 0, the first run ended at 12) is then 86,400 s old, out of the window.
        try scratch.write("later.json", """
            {"rules": [{"type": "promo", "maxCount": 2, "window": 86400, "onLimit": "discard"}],
             "events": [{"at": 86387, "banner": {"id": "early", "type": "promo", "title": "a", "displayTime": 1}},
                        {"at": 86388, "banner": {"id": "p1", "type": "promo", "title": "a", "displayTime": 1}}]}
            """)
        #expect(try PopupkitProcess.run(["simulate", "cap.json", "--state", "s"], in: scratch.url).status == 0)
        let later = try PopupkitProcess.run(["simulate", "later.json", "--state", "s"], in: scratch.url)
        #expect(events(of: "early", in: later) == ["received", "discarded:rateLimited"], "\(later)")
        #expect(events(of: "p1", in: later) == ["received", "queued", "shown", "dismissed:timeout"], "\(later)")
    }

    @Test("a damaged state file is a warning on stderr and the run goes on")
    func damagedState() throws {
        let scratch = try ScratchDirectory()
        try scratch.write("cap.json", Self.capScenario)
        try FileManager.default.createDirectory(at: scratch.url.appendingPathComponent("s"), withIntermediateDirectories: true)
        try scratch.write("s/banner-history", "popupkit-banner-history 1 500 00000000\n{\"sav")
        let run = try PopupkitProcess.run(["simulate", "cap.json", "--state", "s"], in: scratch.url)
        #expect(run.status == 0, "\(run)")
        #expect(run.stderr == "warning: saved banner history unusable: 5 bytes where the header says 500: the file was cut; starting empty\n")
        #expect(events(of: "p2", in: run).contains("shown"))
    }

    @Test("--state naming a file is a usage error")
    func stateIsAFile() throws {
        let scratch = try ScratchDirectory()
        try scratch.write("cap.json", Self.capScenario)
        let run = try PopupkitProcess.run(["simulate", "cap.json", "--state", "cap.json"], in: scratch.url)
        #expect(run.status == 2)
        #expect(run.stdout == "")
        #expect(run.stderr == "error: --state must name a directory, got the file cap.json\n")
    }

    @Test("rules check: a valid book exits 0 with a summary")
    func checkValid() throws {
        let scratch = try ScratchDirectory()
        try scratch.write("rules.json", #"[{"type": "promo", "priority": 10, "maxCount": 2, "window": 86400, "onLimit": "discard"}, {"type": "news", "minInterval": 0.3}]"#)
        let run = try PopupkitProcess.run(["rules", "check", "rules.json"], in: scratch.url)
        #expect(run.status == 0, "\(run)")
        #expect(run.stdout == """
            rules.json: 2 rules, valid
              news: priority 0, 0.3 s apart
              promo: priority 10, at most 2 per 86400 s, discarded over the limit

            """)
        #expect(run.stderr == "")
    }

    @Test("rules check: an invalid book exits 2 naming the field", arguments: [
        (#"[{"type": "promo", "priority": 0, "priority": 7}]"#, "rules[0].priority: malformed JSON at line 1, column 35: duplicate key \"priority\""),
        (#"[{"type": "promo", "maxCount": 2}]"#, "rules[0].window: required with maxCount"),
        (#"[{"type": "promo", "colour": "red"}]"#, "rules[0].colour: unknown field; expected one of: type, priority, minInterval, expiration, maxCount, window, onLimit"),
        ("[{\"type\": \"promo\"},]", "rules: malformed JSON at line 1, column 20: trailing ',' before ']'"),
    ])
    func checkInvalid(_ json: String, _ message: String) throws {
        let scratch = try ScratchDirectory()
        try scratch.write("bad.json", json)
        let run = try PopupkitProcess.run(["rules", "check", "bad.json"], in: scratch.url)
        #expect(run.status == 2, "\(run)")
        #expect(run.stdout == "")
        #expect(run.stderr == "error: bad.json: \(message)\n", "\(run)")
    }

    @Test("rules check: a missing file exits 2")
    func checkMissing() throws {
        let scratch = try ScratchDirectory()
        let run = try PopupkitProcess.run(["rules", "check", "nope.json"], in: scratch.url)
        #expect(run.status == 2)
        #expect(run.stderr == "error: cannot read the rule book nope.json: it does not exist\n")
    }

    @Test("render --out replaces the file whole and leaves no temporary file")
    func renderIsAtomic() throws {
        let scratch = try ScratchDirectory()
        try scratch.write("s.json", #"{"events": [{"at": 0, "toast": {"message": "Saved"}}]}"#)
        try scratch.write("out.png", "an older file\n")
        let run = try PopupkitProcess.run(["render", "s.json", "--at", "1", "--out", "out.png"], in: scratch.url)
        #expect(run.status == 0, "\(run)")
        let png = try Data(contentsOf: scratch.url.appendingPathComponent("out.png"))
        #expect(Array(png.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        let names = try FileManager.default.contentsOfDirectory(atPath: scratch.url.path).filter { !$0.hasPrefix(".std") }
        #expect(names.sorted() == ["out.png", "s.json"])
    }
}
