/// Where a platform typesetter's line ends, in the UTF-16 units Core Text and
/// `NSString` count in.
///
/// Core Text suggests a break (`CTTypesetterSuggestLineBreak`) that never splits
/// a character, but at a width narrower than the first glyph it suggests no
/// break at all, and a line must still take something or the text never ends.
/// One UTF-16 unit would cut an emoji's surrogate pair, or a skin tone, a joiner
/// sequence or a combining accent from its base, and draw the halves as two
/// broken glyphs on two lines. So such a line takes the whole character at its
/// start (an extended grapheme cluster, what `NSString`'s
/// `rangeOfComposedCharacterSequence(at:)` gives for these) and overflows its
/// width, which the text's frame clips.
package enum LineBreak {
    /// How many UTF-16 units of `text` the line starting at UTF-16 offset `start`
    /// takes, given Core Text's `suggested` length: the suggestion when it is one,
    /// else the whole character at `start` (at least one unit while text remains).
    /// `start` is where the line before ended, so always between characters.
    /// - Complexity: O(1) when a break is suggested; else O(n) in the worst case
    ///   to find the offset in n UTF-16 units (String's UTF-16 view is indexed with
    ///   breadcrumbs, so usually far less).
    package static func length(suggested: Int, in text: String, from start: Int) -> Int {
        guard suggested <= 0 else { return suggested }
        let utf16 = text.utf16
        guard start >= 0, let index = utf16.index(utf16.startIndex, offsetBy: start, limitedBy: utf16.endIndex),
              let character = text[index...].first
        else { return 1 }
        return max(1, character.utf16.count)
    }
}
