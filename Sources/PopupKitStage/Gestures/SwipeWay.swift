import PopupKitCore
import RealModule
import PopupKitPresentation

/// Which way a notice leaves when it is swiped: towards its own edge, or, for a
/// notice with no edge, whichever way the finger takes it.
package enum SwipeWay: Hashable, Sendable {
    /// Towards the top edge (banners, top toasts).
    case up
    /// Towards the bottom edge (bottom toasts).
    case down
    /// Up or down, as the finger goes (centred notices whose lane allows it).
    case either

    /// How `item` may be swiped under `rules`, or `nil` when it cannot be.
    static func of(_ item: ScreenNotice, rules: SwipeRules) -> SwipeWay? {
        guard rules.isEnabled else { return nil }
        let edge: SwipeWay? = switch item.content {
        case .banner: .up
        case .toast(let toast):
            switch toast.position {
            case .top: .up
            case .bottom: .down
            case .center, .point: nil
            }
        case .hud, .popup, .bubble: nil
        }
        if let edge { return edge }
        return rules.allowsCentred ? .either : nil
    }

    /// +1 when moving down the screen is towards the edge, −1 when up is; for
    /// `either`, the sign of `translation` (down when it is 0).
    func direction(for translation: Double) -> Double {
        switch self {
        case .up: -1
        case .down: 1
        case .either: translation < 0 ? -1 : 1
        }
    }

    /// How far the notice is drawn from its place for a finger `translation`
    /// (points, down positive) from where the press began: followed one to one
    /// towards the edge, and rubber-banded away from it as `-(|d|^0.7)`, so it
    /// resists but still answers (SwiftMessages and Drops).
    func offset(for translation: Double) -> Double {
        let direction = direction(for: translation)
        let towards = translation * direction
        guard towards < 0, self != .either else { return translation }
        return -Double.pow(-towards, 0.7) * direction
    }
}
