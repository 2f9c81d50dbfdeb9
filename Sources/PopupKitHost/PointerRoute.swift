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

    /// The route of a `down` that hit `target`: nothing, or no target at all (a
    /// point that is not finite), passes through.
    init(_ target: HitTarget?) {
        switch target {
        case .item, .blocked: self = .claim
        case .nothing, nil: self = .passThrough
        }
    }
}
