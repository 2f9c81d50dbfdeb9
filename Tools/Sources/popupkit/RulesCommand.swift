import ArgumentParser
import Foundation
import PopupKit
@_spi(Tools) import PopupKitCore

/// `popupkit rules check FILE`: whether a rule book is valid, as an app would
/// read it from a server (``RuleBook/init(json:)``); `popupkit rules replay` plays a
/// log of pushes against one (RulesReplay.swift).
struct RulesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "rules",
        abstract: "Works with banner rule books (the frequency rules a server sends).",
        subcommands: [Check.self, Replay.self]
    )

    struct Check: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Checks a rule book strictly, as PopupKit reads one.",
            discussion: """
            Prints one line per rule and exits with status 0 when the book is valid; prints \
            "error: FILE: PATH: MESSAGE" naming the bad field (rules[0].window) and exits with \
            status 2 when it is not: malformed JSON, a duplicate key, a trailing comma, a byte \
            order mark, an unknown field, a number out of range, or a book over 1 MiB.
            """
        )

        @Argument(help: "The rule book JSON file (an array of rules).")
        var file: String

        func run() throws {
            let book: RuleBook
            do {
                book = try RuleBook(json: try Self.contents(of: file))
            } catch let error as RuleBookError {
                throw ValidationError("\(file): \(error)")
            }
            var output = "\(file): \(book.rules.count) rule\(book.rules.count == 1 ? "" : "s"), valid\n"
            for rule in book.rules.values.sorted(by: { $0.type < $1.type }) {
                output += "  \(rule.type): priority \(rule.priority)"
                if let maxCount = rule.maxCount { output += ", at most \(maxCount) per \(seconds(rule.window)) s" }
                if rule.minInterval > .zero { output += ", \(seconds(rule.minInterval)) s apart" }
                if let expiration = rule.expiration { output += ", expires after \(seconds(expiration)) s" }
                output += rule.onLimit == .discard ? ", discarded over the limit" : ""
                output += "\n"
            }
            FileHandle.standardOutput.write(Data(output.utf8))
        }

        private func seconds(_ duration: Duration) -> String { Format.number(duration.inSeconds) }

        /// The file's bytes, at most one more than a rule book may have (so a
        /// larger one is refused by its size without being read whole).
        static func contents(of path: String) throws -> Data {
            let input = InputFile(role: "the rule book", path: path)
            if let problem = input.problem { throw ValidationError("cannot read the rule book \(path): \(problem)") }
            guard let handle = FileHandle(forReadingAtPath: path) else {
                throw ValidationError("cannot read the rule book \(path): it is not readable")
            }
            defer { try? handle.close() }
            return try handle.read(upToCount: RuleBook.maximumJSONBytes + 1) ?? Data()
        }
    }
}
