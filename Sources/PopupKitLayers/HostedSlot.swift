import PopupKitCore
import PopupKitPresentation
import PopupKitStage

/// Where an app's own view (``HostedContent``) is shown in one committed frame:
/// what a host sets on the view so it lies exactly over its slot.
///
/// A slot (``SlotNode``) is a node of its notice's body group, so the body's fade,
/// slide, pop and drag move it with nothing of its own. Its placement here is the
/// group chain applied to the slot's rectangle (``RenderGroup/place(_:)`` from the
/// innermost group out), in the container's coordinates, split the way UIKit
/// places a view: `bounds` of ``size``, `center` at ``center``, ``transform``
/// (scale and turn about the centre) and ``opacity`` as `alpha`. ``frame`` is the
/// smallest rectangle holding the placed slot (the view's `frame` when it is not
/// turned).
public struct HostedSlot: Hashable, Sendable {
    /// The hosted view's name (``HostedContent/name``).
    public var name: String
    /// The keyed group the slot is drawn in (the notice's body: the layer the
    /// host keeps for it); `nil` for a slot outside every keyed group.
    public var layer: GroupKey?
    /// The placed slot's bounding rectangle, in container points.
    public var frame: Rect
    /// The slot's own size, before any scale: the view's `bounds`.
    public var size: Size
    /// Where the slot's centre is shown, in container points: the view's `center`.
    public var center: Point
    /// Scale and turn about the centre (no translation): the view's `transform`.
    public var transform: LayerTransform
    /// The product of the groups' opacities, in 0…1: the view's `alpha`.
    public var opacity: Double
    /// The motions of the layer the slot lies on, in the view's own terms: the
    /// placement above is where the view rests, and these play over its `alpha`
    /// (``Motion/Property/opacity``), its `center` (``Motion/Property/offsetX``,
    /// ``Motion/Property/offsetY``) and its scale (``Motion/Property/scale``, about
    /// its centre; the centre's own move under the layer's scale is an offset
    /// motion with the same pacing), so the view moves with its notice in the
    /// same animation.
    public var motions: [Motion]

    public init(name: String, layer: GroupKey?, frame: Rect, size: Size, center: Point, transform: LayerTransform,
                opacity: Double, motions: [Motion] = []) {
        self.name = name
        self.layer = layer
        self.frame = frame
        self.size = size
        self.center = center
        self.transform = transform
        self.opacity = opacity
        self.motions = motions
    }

    /// Every slot of `scene`, bottom to top (the order the scene draws them: a
    /// host that shows two views stacks them in this order). A slot whose
    /// placement is not finite (a group with a NaN scale, a slot of NaN size) is
    /// left out: it shows nothing, so its view is taken away.
    /// - Complexity: O(n) in the scene's nodes.
    ///
    /// The placement is the resting one: a group with declared motion
    /// (``RenderScene/motions``) is placed at its resting values, and the slot
    /// carries its motions.
    public static func slots(in scene: RenderScene) -> [HostedSlot] {
        var slots: [HostedSlot] = []
        collect(scene.nodes, chain: [], layer: nil, motions: scene.motions, into: &slots)
        return slots
    }

    private static func collect(_ nodes: [RenderNode], chain: [RenderGroup], layer: GroupKey?,
                                motions: [GroupKey: GroupMotion], into slots: inout [HostedSlot]) {
        for node in nodes {
            switch node {
            case .group(var group):
                if let key = group.key, let motion = motions[key] {
                    group.opacity = motion.opacity
                    group.scale = motion.scale
                    group.offset = motion.offset
                    group.rotation = motion.rotation
                }
                collect(group.children, chain: chain + [group], layer: group.key ?? layer, motions: motions, into: &slots)
            case .slot(let slot):
                guard var placed = HostedSlot(slot, chain: chain, layer: layer) else { continue }
                if let layer, let group = chain.last(where: { $0.key == layer }), let motion = motions[layer] {
                    placed.motions = Self.viewMotions(motion.motions, group: group, center: placed.center)
                }
                slots.append(placed)
            default:
                continue
            }
        }
    }

    /// A layer's motions as they move a view whose centre rests at `center` (in
    /// the layer's parent's coordinates): opacity and offsets as they are; a scale
    /// about the layer's anchor scales the view about its centre and moves the
    /// centre toward the anchor, in proportion (a motion with the scale's pacing).
    /// A turn is left out (no layer with a slot turns).
    static func viewMotions(_ motions: [Motion], group: RenderGroup, center: Point) -> [Motion] {
        var result: [Motion] = []
        let anchor = Point(x: group.position.x + group.offset.x + group.anchor.x,
                           y: group.position.y + group.offset.y + group.anchor.y)
        for motion in motions {
            switch motion.property {
            case .opacity, .offsetX, .offsetY:
                result.append(motion)
            case .scale:
                result.append(motion)
                guard motion.anchor != 0 else { continue }
                // The centre is anchor + s·d; with s = rest · value / anchor it
                // moves by (value / anchor − 1) · (centre − anchor).
                for (property, distance) in [(Motion.Property.offsetX, center.x - anchor.x), (.offsetY, center.y - anchor.y)]
                where distance != 0 {
                    var move = motion
                    move.property = property
                    move.from = distance * (motion.from / motion.anchor - 1)
                    move.to = distance * (motion.to / motion.anchor - 1)
                    result.append(move)
                }
            case .rotation:
                continue
            }
        }
        return result
    }

    /// `slot` placed through `chain` (outermost group first).
    private init?(_ slot: SlotNode, chain: [RenderGroup], layer: GroupKey?) {
        let rect = slot.rect
        guard rect.isFinite, rect.width >= 0, rect.height >= 0 else { return nil }
        var corners = [Point(x: rect.minX, y: rect.minY), Point(x: rect.maxX, y: rect.minY),
                       Point(x: rect.minX, y: rect.maxY), Point(x: rect.maxX, y: rect.maxY)]
        var center = rect.center
        var linear = LayerTransform.identity
        var opacity = 1.0
        for group in chain.reversed() {
            corners = corners.map(group.place)
            center = group.place(center)
            linear = LayerTransform(scale: group.scale, rotation: group.rotation).concatenating(linear)
            opacity *= group.opacity.isFinite ? min(1, max(0, group.opacity)) : 0
        }
        let xs = corners.map(\.x), ys = corners.map(\.y)
        let minX = xs.min() ?? 0, minY = ys.min() ?? 0
        let frame = Rect(x: minX, y: minY, width: (xs.max() ?? 0) - minX, height: (ys.max() ?? 0) - minY)
        guard frame.isFinite, center.isFinite, linear.isFinite else { return nil }
        self.init(name: slot.name, layer: layer, frame: frame, size: rect.size, center: center, transform: linear,
                  opacity: opacity)
    }
}

extension LayerTransform {
    /// `inner` first, then this transform: the matrix product `self · inner`.
    func concatenating(_ inner: LayerTransform) -> LayerTransform {
        LayerTransform(a: a * inner.a + c * inner.b, b: b * inner.a + d * inner.b,
                       c: a * inner.c + c * inner.d, d: b * inner.c + d * inner.d,
                       tx: a * inner.tx + c * inner.ty + tx, ty: b * inner.tx + d * inner.ty + ty)
    }

    /// Whether all six numbers are finite.
    var isFinite: Bool { [a, b, c, d, tx, ty].allSatisfy(\.isFinite) }
}
