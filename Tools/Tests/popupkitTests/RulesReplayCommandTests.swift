import Foundation
import Testing

/// `popupkit rules replay PUSHES --rules BOOK` as a user runs it.
@Suite("popupkit rules replay")
struct RulesReplayCommandTests {
    static let book = #"[{"type": "promo", "priority": 1, "maxCount": 2, "window": 86400, "onLimit": "discard"}, {"type": "chat", "priority": 10}]"#

    static let pushes = """
        {"at": 0, "type": "promo", "id": "p1"}
        {"at": 100, "type": "promo", "id": "p2", "priority": 4}
        {"at": 200, "type": "promo", "id": "p3"}
        {"at": 3700, "type": "chat", "id": "c1"}
        """

    @Test("prints a row per type and one for all, the busiest hour and the priorities the book overruled")
    func table() throws {
        let scratch = try ScratchDirectory()
        try scratch.write("book.json", Self.book)
        try scratch.write("pushes.jsonl", Self.pushes)
        let output = try scratch.run("rules", "replay", "pushes.jsonl", "--rules", "book.json")
        #expect(output.status == 0 && output.stderr.isEmpty, "\(output)")
        #expect(output.stdout == """
            4 pushes from 0s to 3700s (62 min), 2 types
            type   arrived  showed  rate-limited  expired  preempted  refused  waiting  longest wait
            chat         1       1             0        0          0        0        0            0s
            promo        3       2             1        0          0        0        0            0s
            all          4       3             1        0          0        0        0            0s
            busiest hour: 0s to 3600s (00:00), 3 pushes
            note: 1 promo push named another priority; the book's promo priority 1 decided

            """, "\(output)")
    }

    @Test("with --state the cap counts the run before: the second day's promos are rate-limited")
    func state() throws {
        let scratch = try ScratchDirectory()
        try scratch.write("book.json", Self.book)
        try scratch.write("pushes.jsonl", Self.pushes)
        let first = try scratch.run("rules", "replay", "pushes.jsonl", "--rules", "book.json", "--state", "saved")
        #expect(first.status == 0 && first.stdout.contains("promo        3       2             1"), "\(first)")
        let second = try scratch.run("rules", "replay", "pushes.jsonl", "--rules", "book.json", "--state", "saved")
        #expect(second.status == 0 && second.stdout.contains("promo        3       0             3"), "\(second)")
    }

    @Test("bad input exits 2 with one line naming the file, the line and the field", arguments: [
        (["pushes.jsonl", "--rules", "missing.json"], "error: cannot read the rule book missing.json: it does not exist"),
        (["missing.jsonl", "--rules", "book.json"], "error: cannot read the push log missing.jsonl: it does not exist"),
        (["bad.jsonl", "--rules", "book.json"], "error: bad.jsonl: line 2: at: must be ≥ 0 seconds, got -1.0"),
        (["pushes.jsonl", "--rules", "bad-book.json"], "error: bad-book.json: rules[0].window: must be at most 1e9"),
        (["pushes.jsonl", "--rules", "book.json", "--until", "-1"], "error: --until must be a finite number of seconds ≥ 0, got -1"),
    ])
    func badInput(arguments: [String], message: String) throws {
        let scratch = try ScratchDirectory()
        try scratch.write("book.json", Self.book)
        try scratch.write("pushes.jsonl", Self.pushes)
        try scratch.write("bad.jsonl", "{\"at\": 0, \"type\": \"a\", \"id\": \"a\"}\n{\"at\": -1, \"type\": \"a\", \"id\": \"b\"}\n")
        try scratch.write("bad-book.json", #"[{"type": "promo", "maxCount": 1, "window": 1e10}]"#)
        let output = try PopupkitProcess.run(["rules", "replay"] + arguments, in: scratch.url)
        #expect(output.status == 2, "\(output)")
        #expect(output.stdout.isEmpty, "\(output)")
        #expect(output.stderr.hasPrefix(message) && output.stderr.split(separator: "\n").count == 1, "\(output)")
    }

    @Test("every replay the README and docs/Timeline.md show prints what they show", arguments: ["README.md", "docs/Timeline.md"])
    func documented(file: String) throws {
        let root = PopupkitProcess.repositoryRoot
        let text = try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)
        let prefix = "swift run --package-path Tools popupkit rules replay "
        var checked = 0
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) where line.hasPrefix(prefix) {
            let after = try #require(text.range(of: line + "\n```\n\n```\n"), "\(line): the command, then its output")
            let shown = String(text[after.upperBound...].prefix { $0 != "`" })
            let arguments = ["rules", "replay"] + line.dropFirst(prefix.count).split(separator: " ").map(String.init)
            let output = try PopupkitProcess.run(arguments, in: root)
            #expect(output.status == 0, "\(output)")
            #expect(output.stdout == shown, "\(line)\n\(output)")
            checked += 1
        }
        #expect(checked >= 1, "\(file) shows a replay")
    }

    @Test("--timeline draws the busiest hour: the SVG's bars and counts lie inside it")
    func timeline() throws {
        let scratch = try ScratchDirectory()
        try scratch.write("book.json", Self.book)
        try scratch.write("pushes.jsonl", Self.pushes)
        let output = try scratch.run("rules", "replay", "pushes.jsonl", "--rules", "book.json", "--timeline", "busy.svg")
        #expect(output.status == 0, "\(output)")
        let svg = try String(contentsOf: scratch.url.appendingPathComponent("busy.svg"), encoding: .utf8)
        #expect(svg.contains("busiest hour (00:00)"), "the title names the hour")
        #expect(svg.contains(#"data-id="p1""#) && svg.contains(#"data-id="p3""#), "the first hour's promos are drawn")
        #expect(!svg.contains(#"data-id="c1""#), "the chat at 3700 s is in the next hour")
        let bad = try scratch.run("rules", "replay", "pushes.jsonl", "--rules", "book.json", "--timeline", "busy.gif")
        #expect(bad.status == 2 && bad.stderr.contains("--timeline must name a .svg or .png file"), "\(bad)")
    }
}
