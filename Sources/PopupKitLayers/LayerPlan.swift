import PopupKitCore
import PopupKitPresentation
import PopupKitStage

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
/// For each layer the plan compares what it draws (``LayerContent``), where it
/// rests (``LayerProperties``: the scene's values, or the resting values of its
/// declared motions, ``RenderScene/motions``) and the motions running over it
/// with the last frame: new content is a `redraw`, new resting values an
/// `update`, new motions an `animate`; several can come in one frame. A layer
/// that is new is an `insert`, one that went a `remove`; a layer whose place
/// among its siblings changed is a `move`. So a fade, slide, pop, reflow or
/// turning spinner is one `animate` when it starts or is interrupted and nothing
/// while it plays, a drag is `update`s, a text change redraws one layer, and a
/// screen at rest gives an empty transaction.
public struct LayerPlan: Sendable {
    /// The layers as last committed, in the model every surface checks operations
    /// with: the plan diffs against the tree a host holds, and each operation it
    /// emits is applied to it, so the plan cannot emit what a host would refuse.
    private var tree = LayerTree()
    private var base: [RenderNode]?
    private var size: Size?
    /// Layers to redraw even if their content is the same (an image arrived).
    private var stale: Set<GroupKey> = []

    public init() {}

    /// How many layers are on screen after the last transaction.
    public var layerCount: Int { tree.count }

    /// When the motions handed over so far have all ended, counted from `time`
    /// (``LayerTree/settles(after:)``): `nil` when none runs then.
    public func settles(after time: Instant) -> Instant? { tree.settles(after: time) }

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
        let showing = tree.contents.filter { $0.content.nodes.shows(image: name) }.map(\.key)
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
        for layer in tree.contents { collect(layer.content.nodes) }
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
        let top = Self.collect(scene.nodes[firstGroup...], parent: nil, motions: scene.motions, into: &wanted)
        // Removals first (a parent's removal takes its children along), then each
        // level in order, top level first, so a parent exists before its children.
        removeUnwanted(tree.topLevelKeys, wanted: wanted, into: &transaction)
        arrange(top, parent: nil, wanted: wanted, at: scene.time, into: &transaction)
        stale = []
        return transaction
    }

    /// A group as the new scene wants it.
    private struct Wanted {
        var parent: GroupKey?
        var content: LayerContent
        var properties: LayerProperties
        /// The motions running over ``properties`` at the scene's instant.
        var motions: [Motion]
        var name: String
        var children: [GroupKey]
    }

    /// Records the keyed groups of `nodes` (and of their keyed children) in
    /// `wanted`; returns their keys in order. Loose nodes at the top level and
    /// unkeyed top-level groups become numbered layers.
    private static func collect(_ nodes: some Collection<RenderNode>, parent: GroupKey?,
                                motions: [GroupKey: GroupMotion], into wanted: inout [GroupKey: Wanted]) -> [GroupKey] {
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
            var properties = LayerProperties(group)
            let motion = group.key.flatMap { motions[$0] }
            if let motion {
                // The layer rests where its motions end; they play over it.
                properties.opacity = motion.opacity
                properties.scale = motion.scale
                properties.offset = motion.offset
                properties.rotation = motion.rotation
            }
            wanted[key] = Wanted(parent: parent, content: LayerContent(nodes: content), properties: properties,
                                 motions: motion?.motions ?? [], name: group.name, children: [])
            let inner = collect(children, parent: key, motions: motions, into: &wanted)
            wanted[key]?.children = inner
            keys.append(key)
        }
        return keys
    }

    /// Removes the layers of `keys`, and of the layers inside the ones that stay,
    /// that the new scene does not want; parents first, and a removed layer's
    /// children go with it.
    private mutating func removeUnwanted(_ keys: [GroupKey], wanted: [GroupKey: Wanted],
                                         into transaction: inout LayerTransaction) {
        for key in keys {
            if wanted[key] == nil {
                transaction.names[key] = tree.name(of: key)
                commit(.remove(key), into: &transaction)
            } else {
                removeUnwanted(tree.children(of: key), wanted: wanted, into: &transaction)
            }
        }
    }

    /// Brings the layers under `parent` to `target`'s order and state: moves,
    /// inserts, redraws and updates, then the same one level down.
    private mutating func arrange(_ target: [GroupKey], parent: GroupKey?, wanted: [GroupKey: Wanted], at time: Instant,
                                  into transaction: inout LayerTransaction) {
        for (index, key) in target.enumerated() {
            guard let want = wanted[key] else { continue }
            let before = transaction.operations.count
            if tree.contains(key), tree.parent(of: key) != parent {
                // The operations cannot re-parent a layer: it goes, and comes back
                // inside its new parent below.
                transaction.names[key] = tree.name(of: key)
                commit(.remove(key), into: &transaction)
            }
            if let old = tree.layer(key) {
                let siblings = parent.map(tree.children(of:)) ?? tree.topLevelKeys
                if let at = siblings.firstIndex(of: key), at != index {
                    commit(.move(key, index: index), into: &transaction)
                }
                if old.content != want.content || stale.contains(key) {
                    commit(.redraw(key, want.content), into: &transaction)
                }
                if old.properties != want.properties {
                    commit(.update(key, want.properties), into: &transaction)
                }
                // Motions that have ended change nothing: only a change of what
                // still runs is handed over.
                if tree.motions(of: key).filter({ $0.isRunning(at: time) }) != want.motions {
                    commit(.animate(key, want.motions), into: &transaction)
                }
            } else {
                transaction.names[key] = want.name
                commit(.insert(key, parent: parent, index: index, want.content, want.properties), into: &transaction)
                if !want.motions.isEmpty { commit(.animate(key, want.motions), into: &transaction) }
            }
            if transaction.operations.count > before { transaction.names[key] = want.name }
            arrange(want.children, parent: key, wanted: wanted, at: time, into: &transaction)
        }
    }

    /// Applies `operation` to the plan's tree and adds it to the transaction.
    /// The plan reads every operation from the tree it applies it to, so the tree
    /// accepts each one; one it refused would be left out, never half applied.
    private mutating func commit(_ operation: LayerOperation, into transaction: inout LayerTransaction) {
        do {
            try tree.apply(operation, names: transaction.names)
            transaction.operations.append(operation)
        } catch {
            assertionFailure("the plan's own tree refused \(error)")
        }
    }
}
