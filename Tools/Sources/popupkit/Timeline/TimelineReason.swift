/// How a timeline says why a notice ended: a small glyph (from DejaVu Sans, which
/// both the PNG and a browser showing the SVG have or stand in for) and a word a
/// reader knows without the event vocabulary (`tapped`, not `tap`).
enum TimelineReason {
    /// The glyph and word of a `dismissed`, `expired` or `discarded` reason, or of
    /// `requeued`. An unknown reason is shown as it is.
    static func glyphAndWord(_ reason: String, detail: String? = nil) -> (glyph: String, word: String) {
        switch reason {
        case "timeout": ("◷", "timeout")
        case "tap": ("●", "tapped")
        case "tapOutside": ("○", "tapped outside")
        case "swipe": ("⇢", "swiped")
        case "api": ("■", "dismissed")
        case "preempted": ("▼", "preempted")
        case "evicted": ("⇤", "replaced")
        case "cleared": ("∅", "cleared")
        case "scopeEnded": ("◌", "scope ended")
        case "anchorGone": ("⚓", "anchor gone")
        case "targetCovered": ("▒", "target covered")
        case "action": ("✓", detail.map { "action \($0)" } ?? "action")
        case "requeued": ("↺", "requeued")
        case "expired": ("◔", "expired")
        case "rateLimited": ("⊘", "rate-limited")
        case "conditionFailed": ("⊘", "condition false")
        case "withdrawn": ("■", "withdrawn")
        case "unknownType": ("⊘", "unknown type")
        case "invalid": ("✕", "invalid")
        case "duplicate": ("✕", "duplicate id")
        default: ("?", reason)
        }
    }
}
