/// What a notice wears beyond its text: its own look, the presentation module's
/// custom content, and the app's hosted view.
///
/// Few notices set any of them, so a toast, banner, popup or bubble keeps all
/// three in one box (``OutOfLine``) that costs one reference, and none when unset:
/// a million queued notices do not pay for three optional fields each.
package struct Dressing: Hashable, Sendable {
    package var look: Attachment?
    // Custom content and a hosted view are both what the body wraps: setting one
    // removes the other, so the last one set is shown, whichever module sets it.
    package var customContent: Attachment? {
        didSet { if customContent != nil { hosted = nil } }
    }
    package var hosted: HostedContent? {
        didSet { if hosted != nil { customContent = nil } }
    }

    /// Whether nothing is set (then no box is kept).
    var isEmpty: Bool { look == nil && customContent == nil && hosted == nil }
}

extension OutOfLine where Value == Dressing {
    /// Changes the dressing; an empty one keeps no box, so a notice whose look was
    /// set and removed equals one that never had one.
    mutating func change(_ body: (inout Dressing) -> Void) {
        var dressing = value ?? Dressing()
        body(&dressing)
        self = OutOfLine(dressing.isEmpty ? nil : dressing)
    }
}
