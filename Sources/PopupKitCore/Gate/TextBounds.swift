/// The bounds on a text field of a notice (title, message, status, a popup
/// action's title…), which may come from a push payload and cannot be trusted.
///
/// A cap on characters alone bounds what a reader sees, not what the text costs:
/// a `Character` is a grapheme cluster, so "e" followed by 40,000 combining marks
/// is one character that a 10,000-character cap never cuts, and a text layout
/// engine (Pango) spends time growing with the square of the marks of one cluster
/// to measure it — tens of seconds on the main actor. So text is bounded three ways,
/// in this order, each cut reported as its own ``TextCut``:
///
/// 1. **Scalars per character**: a character keeps its first
///    ``maximumScalarsPerCharacter`` scalars (the base and the first marks; no
///    script needs more in one cluster — the longest emoji sequences have 10).
/// 2. **Characters**: more than ``maximumCharacters`` are cut to one less plus "…"
///    (no screen shows more).
/// 3. **Scalars**: more than ``maximumScalars`` are cut between characters to
///    at most one less plus "…", so layout cost stays bounded for text of
///    many-scalar characters too.
///
/// - Complexity: O(n) in the text's scalars; text within every bound is returned as given.
enum TextBounds {
    /// Characters beyond this many are cut: no screen shows more.
    static let maximumCharacters = 10_000
    /// Unicode scalars beyond this many are cut: twice the character cap, room for
    /// ordinary accented or emoji text, while layout time stays bounded.
    static let maximumScalars = 20_000
    /// Scalars a character keeps; its further combining marks are dropped.
    static let maximumScalarsPerCharacter = 16

    /// What was cut from a text field, and how long it was before.
    struct TextCut: Hashable {
        enum Kind: Hashable {
            /// Characters of more than ``maximumScalarsPerCharacter`` scalars were
            /// trimmed; `before` is the largest one's scalar count.
            case scalarsPerCharacter
            /// `before` is the character count.
            case characters
            /// `before` is the scalar count.
            case scalars
        }

        let field: String
        let kind: Kind
        let before: Int

        /// The bound the cut kept to.
        var limit: Int {
            switch kind {
            case .scalarsPerCharacter: TextBounds.maximumScalarsPerCharacter
            case .characters: TextBounds.maximumCharacters
            case .scalars: TextBounds.maximumScalars
            }
        }
    }

    /// `text` within every bound, noting each cut.
    static func bounded(_ text: String?, field: String, cuts: inout [TextCut]) -> String? {
        guard var text else { return nil }
        // Fast path: this few scalars fit every bound.
        if text.utf8.count <= maximumScalarsPerCharacter { return text }
        if let widest = widestCharacter(in: text), widest > maximumScalarsPerCharacter {
            cuts.append(TextCut(field: field, kind: .scalarsPerCharacter, before: widest))
            text = trimmingCharacters(of: text)
        }
        let characters = text.count
        if characters > maximumCharacters {
            cuts.append(TextCut(field: field, kind: .characters, before: characters))
            text = String(text.prefix(maximumCharacters - 1)) + "…"
        }
        let scalars = text.unicodeScalars.count
        if scalars > maximumScalars {
            cuts.append(TextCut(field: field, kind: .scalars, before: scalars))
            text = prefix(of: text, scalars: maximumScalars - 1) + "…"
        }
        return text
    }

    /// The scalar count of the widest character of `text`, or `nil` when none is
    /// wider than ``maximumScalarsPerCharacter``.
    private static func widestCharacter(in text: String) -> Int? {
        var widest: Int?
        for character in text {
            let count = character.unicodeScalars.count
            if count > maximumScalarsPerCharacter, count > widest ?? 0 { widest = count }
        }
        return widest
    }

    /// `text` with every character cut to its first ``maximumScalarsPerCharacter`` scalars.
    private static func trimmingCharacters(of text: String) -> String {
        var result = String.UnicodeScalarView()
        for character in text {
            result.append(contentsOf: character.unicodeScalars.prefix(maximumScalarsPerCharacter))
        }
        return String(result)
    }

    /// The longest run of whole characters at the start of `text` with at most `limit` scalars.
    private static func prefix(of text: String, scalars limit: Int) -> String {
        var used = 0
        var end = text.startIndex
        for index in text.indices {
            let count = text[index].unicodeScalars.count
            guard used + count <= limit else { break }
            used += count
            end = text.index(after: index)
        }
        return String(text[..<end])
    }
}
