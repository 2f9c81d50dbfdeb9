import PopupKitCore
import PopupKitPresentation
import PopupKitStage

/// One change to a host's layer tree, between the frame it last committed and
/// the next (``LayerPlan``). Applied in order, a transaction's operations turn
/// the tree of one frame into the tree of the next.
///
/// A layer is keyed by its group's ``GroupKey``; `parent` is `nil` for a layer on
/// the screen and the body's key for a layer inside it (a spinner). Indexes count
/// from the bottom among the parent's layers.
public enum LayerOperation: Hashable, Sendable {
    /// A new layer at `index` among its parent's, with what it draws and where.
    case insert(GroupKey, parent: GroupKey?, index: Int, LayerContent, LayerProperties)
    /// What the layer draws changed (a text, a progress value, a colour, an image
    /// that arrived): draw it again.
    case redraw(GroupKey, LayerContent)
    /// Only opacity, position, offset, scale, rotation or anchor changed: move it.
    /// These are the values the layer rests at (Core Animation's model values);
    /// its motions play over them.
    case update(GroupKey, LayerProperties)
    /// The motions running over the layer's resting values are now these, in
    /// order (none: it no longer moves by itself): a fade, slide, pop, reflow or
    /// spinner declared once (``Motion``), for the platform's compositor to play
    /// (Core Animation: one additive animation per motion, added in the frame's
    /// transaction; the ones no longer named are removed).
    case animate(GroupKey, [Motion])
    /// The layer's place among its parent's changed: it goes to `index`.
    case move(GroupKey, index: Int)
    /// The layer is gone, with the layers inside it.
    case remove(GroupKey)

    /// What an operation does, without its layer and values: for counts, logs
    /// and the operations `popupkit layers` writes.
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        case insert, redraw, update, animate, move, remove
    }

    /// What the operation does.
    public var kind: Kind {
        switch self {
        case .insert: .insert
        case .redraw: .redraw
        case .update: .update
        case .animate: .animate
        case .move: .move
        case .remove: .remove
        }
    }

    /// The layer the operation is about.
    public var key: GroupKey {
        switch self {
        case .insert(let key, _, _, _, _), .redraw(let key, _), .update(let key, _), .animate(let key, _), .move(let key, _),
             .remove(let key):
            key
        }
    }
}

/// Everything that changed between two committed frames: what a host applies in
/// one go (Core Animation: one `CATransaction` with actions disabled, its
/// declared motions added as explicit animations). Between two transactions a
/// host does nothing but play the motions it was given.
public struct LayerTransaction: Hashable, Sendable {
    /// The instant the frame shows.
    public var time: Instant
    /// The screen's size, in points.
    public var size: Size
    /// Whether the size differs from the last frame's (the first frame counts).
    public var resized: Bool
    /// The nodes under every layer (before the scene's first group: a host's own
    /// backdrop), when they changed; `nil` when they did not.
    public var base: [RenderNode]?
    public var operations: [LayerOperation]
    /// The names (``RenderGroup/name``, as `render --dump` prints them) of the
    /// layers the operations are about: for logs and dumps, never for identity.
    public var names: [GroupKey: String]

    public init(time: Instant, size: Size, resized: Bool = false, base: [RenderNode]? = nil,
                operations: [LayerOperation] = [], names: [GroupKey: String] = [:]) {
        self.time = time
        self.size = size
        self.resized = resized
        self.base = base
        self.operations = operations
        self.names = names
    }

    /// Whether applying it changes nothing on screen.
    public var isEmpty: Bool { !resized && base == nil && operations.isEmpty }
}
