import PopupKitCore
import PopupKitPresentation

/// Turns scene after scene into layer operations: what a retained-layer host
/// (Core Animation, Cairo surfaces) must do to show each new frame, and nothing
/// more. Pure and platform-free: every host applies the same operations, so no
/// two hosts can decide differently.
///
/// Every keyed group of a scene is a layer (``GroupKey``): a notice's body, a
/// HUD's mask, a popup's dimming at the top level, a spinner inside its body.
/// Groups without a key at the top level are layers too, numbered in order;
/// nested groups without a key are drawn as part of their parent's content.
/// Nodes before the scene's first group are the base (a host's own backdrop).
///
/// For each layer the plan compares what it draws (``LayerContent``) and where
/// (``LayerProperties``) with the last frame: new content is a `redraw`, new
/// properties an `update`, both can come in one frame. A layer that is new is
/// an `insert`, one that went a `remove`; a layer whose place among its siblings
/// changed is a `move`. So a fade, slide, pop, drag, reflow, keyboard move or
/// turning spinner is only `update`s, a text change redraws one layer, and a
/// screen at rest gives an empty transaction.
public struct LayerPlan: Sendable {
    /// One layer as last committed.
    private struct Layer: Sendable {
        var parent: GroupKey?
        var content: LayerContent
        var properties: LayerProperties
        var name: String
        var children: [GroupKey]
    }

    private var layers: [GroupKey: Layer] = [:]
    private var topLevel: [GroupKey] = []
    private var base: [RenderNode]?
    private var size: Size?
    /// Layers to redraw even if their content is the same (an image arrived).
    private var stale: Set<GroupKey> = []

    public init() {}

    /// How many layers are on screen after the last transaction.
    public var layerCount: Int { layers.count }

    /// Forgets every layer: the next transaction inserts everything again (a
    /// host that lost its layers, or a new center).
    public mutating func reset() {
        self = LayerPlan()
    }

    /// Makes the next transaction redraw the layers that show the image `name`
    /// (a URL whose image has just arrived): their nodes are equal, since an image
    /// node does not change when its pixels arrive, so nothing else would.
    /// - Returns: how many layers will be redrawn.
    /// - Complexity: O(n) in the layers' content nodes.
    @discardableResult
    public mutating func invalidateLayers(showingImage name: String) -> Int {
        let showing = layers.filter { $0.value.content.nodes.shows(image: name) }.keys
        stale.formUnion(showing)
        return showing.count
    }

    /// The image names (and URLs) the layers on screen show: what a host must
    /// keep while they are there.
    /// - Complexity: O(n) in the layers' content nodes.
    public var imageNames: Set<String> {
        var names = Set<String>()
        func collect(_ nodes: [RenderNode]) {
            for node in nodes {
                switch node {
                case .image(let image): names.insert(image.name)
                case .group(let group): collect(group.children)
                default: break
                }
            }
        }
        for layer in layers.values { collect(layer.content.nodes) }
        return names
    }

    /// The operations that turn the last scene's layers into `scene`'s, and
    /// remembers `scene`'s.
    /// - Complexity: O(n + c) for n groups in the two scenes and c compared
    ///   content nodes (equal content compares node by node).
    public mutating func transaction(to scene: RenderScene) -> LayerTransaction {
        var transaction = LayerTransaction(time: scene.time, size: scene.size, resized: size != scene.size)
        size = scene.size
        let firstGroup = scene.nodes.firstIndex { if case .group = $0 { true } else { false } } ?? scene.nodes.endIndex
        let newBase = Array(scene.nodes[..<firstGroup])
        if base != newBase {
            transaction.base = newBase
            base = newBase
        }
        var wanted: [GroupKey: Wanted] = [:]
        let top = Self.collect(scene.nodes[firstGroup...], parent: nil, into: &wanted)
        // Removals first (a parent's removal takes its children along), then each
        // level in order, top level first, so a parent exists before its children.
        for key in Self.depthFirst(topLevel, in: layers) where wanted[key] == nil {
            if let parent = layers[key]?.parent, wanted[parent] == nil { continue }
            transaction.operations.append(.remove(key))
            transaction.names[key] = layers[key]?.name
        }
        layers = layers.filter { wanted[$0.key] != nil }
        topLevel = arrange(top, parent: nil, current: topLevel.filter { wanted[$0] != nil }, wanted: wanted,
                           into: &transaction)
        stale = []
        return transaction
    }

    /// A group as the new scene wants it.
    private struct Wanted {
        var parent: GroupKey?
        var content: LayerContent
        var properties: LayerProperties
        var name: String
        var children: [GroupKey]
    }

    /// Records the keyed groups of `nodes` (and of their keyed children) in
    /// `wanted`; returns their keys in order. Loose nodes at the top level and
    /// unkeyed top-level groups become numbered layers.
    private static func collect(_ nodes: some Collection<RenderNode>, parent: GroupKey?,
                                into wanted: inout [GroupKey: Wanted]) -> [GroupKey] {
        var keys: [GroupKey] = []
        var unkeyed = 0
        for node in nodes {
            let group: RenderGroup
            switch node {
            case .group(let found):
                group = found
            default:
                // A loose node after the first group: a plain layer of its own, so
                // it stays between the layers it was drawn between.
                group = RenderGroup(name: "node", children: [node])
            }
            let key = group.key ?? GroupKey(showing: .max, part: .unkeyed(unkeyed))
            if group.key == nil { unkeyed += 1 }
            guard wanted[key] == nil else { continue }  // A key twice: the first wins (never from SceneBuilder).
            let children = group.children.filter(\.isKeyedGroup)
            let content = children.isEmpty ? group.children : group.children.filter { !$0.isKeyedGroup }
            wanted[key] = Wanted(parent: parent, content: LayerContent(nodes: content), properties: LayerProperties(group),
                                 name: group.name, children: [])
            let inner = collect(children, parent: key, into: &wanted)
            wanted[key]?.children = inner
            keys.append(key)
        }
        return keys
    }

    /// Every key of `keys` and below, parents before children.
    private static func depthFirst(_ keys: [GroupKey], in layers: [GroupKey: Layer]) -> [GroupKey] {
        keys.flatMap { [$0] + depthFirst(layers[$0]?.children ?? [], in: layers) }
    }

    /// Brings the layers under `parent` from `current` (their order now, the
    /// removed ones gone) to `target`: moves, inserts, redraws and updates, then
    /// the same one level down. Returns the new order.
    private mutating func arrange(_ target: [GroupKey], parent: GroupKey?, current: [GroupKey],
                                  wanted: [GroupKey: Wanted], into transaction: inout LayerTransaction) -> [GroupKey] {
        var order = current
        for (index, key) in target.enumerated() {
            guard let want = wanted[key] else { continue }
            let before = transaction.operations.count
            if let old = layers[key] {
                if let at = order.firstIndex(of: key), at != index {
                    order.remove(at: at)
                    order.insert(key, at: index)
                    transaction.operations.append(.move(key, index: index))
                }
                if old.content != want.content || stale.contains(key) {
                    transaction.operations.append(.redraw(key, want.content))
                }
                if old.properties != want.properties { transaction.operations.append(.update(key, want.properties)) }
            } else {
                order.insert(key, at: index)
                transaction.operations.append(.insert(key, parent: parent, index: index, want.content, want.properties))
            }
            if transaction.operations.count > before { transaction.names[key] = want.name }
            let children = layers[key]?.children.filter { wanted[$0] != nil } ?? []
            layers[key] = Layer(parent: parent, content: want.content, properties: want.properties, name: want.name,
                                children: children)
            let arranged = arrange(want.children, parent: key, current: children, wanted: wanted, into: &transaction)
            layers[key]?.children = arranged
        }
        return order
    }
}
