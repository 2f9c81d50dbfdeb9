import PopupKit

/// Whom a touch belongs to, decided once when it starts: what a pass-through
/// window answers from its hit test.
public enum PointerRoute: Hashable, Sendable {
    /// PopupKit takes the touch (a notice, a HUD's blocking mask, a popup's dimmed
    /// background is under it): the host sends it all of the touch's events.
    case claim
    /// The touch belongs to the app underneath: the host lets it go and PopupKit
    /// hears nothing more of it.
    case passThrough
    /// The touch belongs to a control of the app's own view shown in a notice,
    /// registered under this name (``HostedContent``; a touch elsewhere on the
    /// view is ``claim``): the host gives it to that view (UIKit:
    /// the window's `hitTest` answers the view's own `hitTest`), and the notice is
    /// neither pressed, tapped nor dragged. Like a pass-through, PopupKit hears
    /// nothing more of it; events of it that still reach the driver (a view that
    /// hands its touches up the responder chain) are dropped.
    case hosted(String)

    /// The route of a `down` that hit `target`: nothing, or no target at all (a
    /// point that is not finite), passes through; a hosted view takes its own.
    init(_ target: HitTarget?) {
        switch target {
        case .item, .blocked: self = .claim
        case .hosted(_, _, let name): self = .hosted(name)
        case .nothing, nil: self = .passThrough
        }
    }
}
