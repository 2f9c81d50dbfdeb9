/// The field a misspelt name was meant to be: `"evnts"` → `"events"`.
///
/// Scenario files are written by hand, so an error about a misspelt field should
/// name the misspelling, not the field that then looks missing. A name is taken
/// for another when it is one edit away (an insertion, deletion or substitution,
/// ignoring case), or two when both are longer than four letters, keeps a letter
/// of it, and is closer to it than to any other candidate: `"tap"` is not a
/// misspelt `"at"`, nor `"y"` a misspelt `"x"`.
package enum FieldNameSuggestion {
    /// Names further apart than this are different names, not misspellings.
    package static func maximumEdits(_ a: String, _ b: String) -> Int {
        min(a.count, b.count) > 4 ? 2 : 1
    }

    /// The candidate `name` most likely misspells, or nil when none is close.
    package static func intended(_ name: String, among candidates: [String]) -> String? {
        let ranked = candidates
            .filter { $0 != name }
            .map { (candidate: $0, edits: editDistance(name.lowercased(), $0.lowercased())) }
            .filter { $0.edits <= maximumEdits(name, $0.candidate) && $0.edits < max(name.count, $0.candidate.count) }
            .sorted { ($0.edits, $0.candidate) < ($1.edits, $1.candidate) }
        return ranked.first?.candidate
    }

    /// Levenshtein distance over characters.
    package static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        var previous = Array(0...b.count)
        var current = Array(repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
