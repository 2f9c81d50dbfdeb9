import Foundation
import PopupKitCore
import Testing

/// The README's engine example (examples/snippets/ReadmeEngine.swift, which the
/// README quotes), run here; a second test checks this copy is still that file's
/// code.
@Suite("README")
struct ReadmeExampleTests {
    @Test("The engine example runs to the end and every notice ends")
    func engineExample() {
        // The example prints each event; this `print` keeps them to check instead.
        var events: [NoticeEvent] = []
        func print(_ event: NoticeEvent) { events.append(event) }
        // README begins
        var engine = NoticeEngine(rules: RuleBook([
            FrequencyRule(type: "promo", priority: 10, minInterval: .seconds(3), expiration: .seconds(10)),
        ]))
        engine.send(.submit(Notice(id: "t1", .toast(Toast(message: "Saved")), duration: .seconds(2))), now: .zero)
        engine.send(.hud(.show(status: "Uploading")), now: Instant(seconds: 0.1))
        engine.send(.hud(.progress(0.5, status: "Uploading")), now: Instant(seconds: 0.5))
        engine.send(.hud(.success(status: "Uploaded")), now: Instant(seconds: 1))
        engine.send(.submit(Notice(id: "b1", .banner(Banner(type: "promo", title: "Sale")))), now: Instant(seconds: 1))

        while let deadline = engine.nextDeadline {   // a real app sleeps until then
            engine.advance(to: deadline)
        }
        for event in engine.takeEvents() { print(event) }   // received, queued, shown, dismissed(timeout)…
        // README ends
        #expect(events.filter(\.isTerminal).map(\.description) == [
            "2.0 t1 toast dismissed timeout",
            "6.0 hud hud dismissed timeout",
            "6.0 b1 banner dismissed timeout",
        ])
        expectEachEndsOnce(events)
    }

    @Test("The copy above is the snippet file's code, which the README quotes")
    func snippetFileShowsIt() throws {
        let file = URL(fileURLWithPath: #filePath)
        let root = file.deletingLastPathComponent().appendingPathComponent("../..").standardized
        let source = try String(contentsOf: file, encoding: .utf8)
        let snippet = try String(contentsOf: root.appendingPathComponent("examples/snippets/ReadmeEngine.swift"), encoding: .utf8)
        let begin = try #require(source.range(of: "        // README begins\n"))
        let end = try #require(source.range(of: "        // README ends\n"))
        let copy = source[begin.upperBound..<end.lowerBound].split(separator: "\n", omittingEmptySubsequences: false)
            .dropLast().map { $0.hasPrefix("        ") ? String($0.dropFirst(8)) : String($0) }
        // The file's visible lines (Swift-DocC's snippet markers, as scripts/snippets.py
        // reads them) after its imports: a copy inside a function cannot import.
        var hidden = false
        var shown: [String] = []
        for line in snippet.split(separator: "\n", omittingEmptySubsequences: false) {
            switch line.trimmingCharacters(in: .whitespaces) {
            case "// snippet.hide": hidden = true
            case "// snippet.show": hidden = false
            default: if !hidden { shown.append(String(line)) }
            }
        }
        let code = Array(shown.drop { $0.hasPrefix("import ") || $0.isEmpty })
        #expect(copy == code, "this copy must be examples/snippets/ReadmeEngine.swift's code:\n\(code.joined(separator: "\n"))")
    }
}
