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

/// A request that can wear its own look, custom content or the app's hosted view:
/// a toast, banner, popup or bubble. The accessors are written here once, over
/// the one box each request keeps (``Dressing``), so a request type declares only
/// the box, and a public `hosted` with what it means for that kind of notice.
package protocol Dressable {
    /// Look, custom content and hosted view, out of line (``Dressing``).
    var dressing: OutOfLine<Dressing> { get set }
}

extension Dressable {
    /// This notice's own look, stored for the presentation module's typed `style`;
    /// `nil` uses the lane's.
    package var look: Attachment? {
        get { dressing.value?.look }
        set { dressing.change { $0.look = newValue } }
    }

    /// The app's own content, stored for the presentation module's typed
    /// `content`: what the notice's box wraps instead of its text. Setting it
    /// removes a hosted view.
    package var customContent: Attachment? {
        get { dressing.value?.customContent }
        set { dressing.change { $0.customContent = newValue } }
    }

    /// The app's own view: what the notice's box wraps, at its measured size,
    /// instead of its text. Setting it removes custom content (both are what the
    /// box wraps: the last one set is shown).
    package var hostedView: HostedContent? {
        get { dressing.value?.hosted }
        set { dressing.change { $0.hosted = newValue } }
    }
}
