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

    @Test("the README's replay of a day of pushes prints what the README shows")
    func readme() throws {
        let root = PopupkitProcess.packageRoot
        let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        let command = "swift run popupkit rules replay examples/rule-books/pushes.jsonl --rules examples/rule-books/banner.json"
        let after = try #require(readme.range(of: command + "\n```\n\n```\n"), "the command, then its output")
        let shown = String(readme[after.upperBound...].prefix { $0 != "`" })
        let output = try PopupkitProcess.run(["rules", "replay", "examples/rule-books/pushes.jsonl", "--rules",
                                              "examples/rule-books/banner.json"], in: root)
        #expect(output.status == 0, "\(output)")
        #expect(output.stdout == shown, "\(output)")
    }
}
