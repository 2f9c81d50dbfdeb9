import PopupKitCore

/// A group's identity in a scene: which showing of a notice it belongs to and
/// which part of it it is. Stable from the frame a notice appears to the frame
/// it has left, across re-layout, rotation, appearance changes and content
/// updates, and distinct for two showings of one id (one fading out while the
/// other fades in): what a host keys its layers by. ``RenderGroup/name`` is for
/// dumps only.
public struct GroupKey: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The part of a notice a group draws.
    public enum Part: Hashable, Sendable, Comparable {
        /// The notice itself: its box and everything on it.
        case body
        /// A HUD's mask over the whole screen (below the body).
        case mask
        /// A popup's dimmed background over the whole screen (below the body).
        case dim
        /// A spinner inside the body, turned by its group's rotation.
        case spinner
        /// A group without a key of its own at this place among its parent's
        /// children (custom content's, a test's): numbered in order.
        case unkeyed(Int)

        /// `body`, `mask`, `dim`, `spinner`, `unkeyed 2`.
        public var word: String {
            switch self {
            case .body: "body"
            case .mask: "mask"
            case .dim: "dim"
            case .spinner: "spinner"
            case .unkeyed(let index): "unkeyed \(index)"
            }
        }
    }

    /// The showing (``ScreenNotice/showOrder``): unique per appearance on screen.
    public var showing: UInt64
    public var part: Part

    public init(showing: UInt64, part: Part) {
        self.showing = showing
        self.part = part
    }

    /// `#3 body`.
    public var description: String { "#\(showing) \(part.word)" }

    public static func < (lhs: GroupKey, rhs: GroupKey) -> Bool {
        (lhs.showing, lhs.part) < (rhs.showing, rhs.part)
    }
}
