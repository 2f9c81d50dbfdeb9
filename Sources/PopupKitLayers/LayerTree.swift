import PopupKitCore
import PopupKitPresentation
import PopupKitStage

/// A layer tree in memory that applies ``LayerTransaction``s the way a platform's
/// layers would, and refuses operations a platform could not perform (a layer
/// inserted twice, an update of a layer that is not there, an index out of
/// range). Its ``nodes`` give back the scene the operations built, so a test can
/// check that applying each frame's operations to the last frame's tree gives the
/// frame's scene.
///
/// The reference model of a host's layers, and the one place their rules are
/// written: the Cairo surface keeps its layers in one, `RecordingSurface`
/// (PopupKitTesting) records into one, and the Apple hosts' platform tree checks
/// every operation with one before it touches a platform layer.
public struct LayerTree: Hashable, Sendable {
    /// An operation the tree could not apply.
    public struct Refusal: Error, Hashable, Sendable, CustomStringConvertible {
        public var operation: LayerOperation
        public var reason: String

        public var description: String { "\(reason): \(operation)" }

        package init(operation: LayerOperation, reason: String) {
            self.operation = operation
            self.reason = reason
        }
    }

    private struct Layer: Hashable, Sendable {
        var parent: GroupKey?
        var name: String
        var content: LayerContent
        var properties: LayerProperties
        var motions: [Motion] = []
        var children: [GroupKey] = []
    }

    /// The screen's size after the last transaction.
    public private(set) var size: Size = .zero
    /// The nodes under every layer.
    public private(set) var base: [RenderNode] = []
    private var layers: [GroupKey: Layer] = [:]
    private var topLevel: [GroupKey] = []

    public init() {}

    /// How many layers there are, inside others included.
    public var count: Int { layers.count }

    /// The keys of the layers on the screen, bottom first.
    public var topLevelKeys: [GroupKey] { topLevel }

    /// The keys inside `key`'s layer, bottom first.
    public func children(of key: GroupKey) -> [GroupKey] { layers[key]?.children ?? [] }

    /// The layer `key`'s layer is inside; `nil` for a layer on the screen or one
    /// that does not exist.
    package func parent(of key: GroupKey) -> GroupKey? { layers[key]?.parent }

    /// The name `key`'s layer was inserted with, if it exists.
    package func name(of key: GroupKey) -> String? { layers[key]?.name }

    /// Whether `key`'s layer exists.
    package func contains(_ key: GroupKey) -> Bool { layers[key] != nil }

    /// Every layer's key and content, in no particular order: what a search over
    /// all layers (the ones showing an image) reads.
    package var contents: some Sequence<(key: GroupKey, content: LayerContent)> {
        layers.lazy.map { (key: $0.key, content: $0.value.content) }
    }

    /// The layer on the screen that `key`'s layer is in (itself when it is on the
    /// screen), if it exists.
    public func root(of key: GroupKey) -> GroupKey? {
        var current = key
        while let parent = layers[current]?.parent { current = parent }
        return layers[current] == nil ? nil : current
    }

    /// `key` and every key inside its layer, parents first.
    public func keys(under key: GroupKey) -> [GroupKey] {
        guard layers[key] != nil else { return [] }
        return [key] + children(of: key).flatMap(keys(under:))
    }

    /// `key`'s layer as a scene group: its content followed by the layers inside
    /// it, with its properties.
    public func group(_ key: GroupKey) -> RenderGroup? {
        guard layers[key] != nil, case .group(let group) = node(key) else { return nil }
        return group
    }

    /// What `key`'s layer draws and where it rests, if it exists.
    public func layer(_ key: GroupKey) -> (content: LayerContent, properties: LayerProperties)? {
        layers[key].map { ($0.content, $0.properties) }
    }

    /// The motions `key`'s layer was last given (some may have ended since).
    public func motions(of key: GroupKey) -> [Motion] { layers[key]?.motions ?? [] }

    /// Whether any layer's motion still runs at `time`: whether a compositor has
    /// frames to draw.
    /// - Complexity: O(l + m) for l layers and m motions.
    public func isMoving(at time: Instant) -> Bool {
        layers.values.contains { $0.motions.contains { $0.isRunning(at: time) } }
    }

    /// When the last motion that ends and still runs at `time` ends: when the
    /// screen comes to rest if nothing else changes (a motion that repeats never
    /// ends, and is left out); `nil` when none runs.
    public func settles(after time: Instant) -> Instant? {
        var latest: Instant?
        for layer in layers.values {
            for motion in layer.motions {
                guard let end = motion.end, end > time else { continue }
                latest = max(latest ?? end, end)
            }
        }
        return latest
    }

    /// `key`'s layer as a scene group at `time`: its content and the layers inside
    /// it, with the properties its motions give then (``LayerProperties/presented(by:at:)``).
    public func group(_ key: GroupKey, at time: Instant) -> RenderGroup? {
        guard layers[key] != nil, case .group(let group) = node(key, at: time) else { return nil }
        return group
    }

    /// The scene nodes the tree shows at `time`, every motion played to then:
    /// what a compositor draws, and what the stage's scene at `time` holds.
    public func nodes(at time: Instant) -> [RenderNode] {
        base + topLevel.map { node($0, at: time) }
    }

    /// Applies every operation of `transaction` in order.
    /// - Throws: ``Refusal`` for the first operation it cannot apply; the ones
    ///   before it stay applied.
    public mutating func apply(_ transaction: LayerTransaction) throws(Refusal) {
        size = transaction.size
        if let base = transaction.base { self.base = base }
        for operation in transaction.operations {
            try apply(operation, names: transaction.names)
        }
    }

    /// Applies one operation, naming an inserted layer from `names`: what a
    /// platform's tree checks each operation with before it touches its own layers.
    /// - Throws: ``Refusal`` when the operation cannot be applied; the tree is then
    ///   unchanged.
    package mutating func apply(_ operation: LayerOperation, names: [GroupKey: String] = [:]) throws(Refusal) {
        func refuse(_ reason: String) -> Refusal { Refusal(operation: operation, reason: reason) }
        switch operation {
        case let .insert(key, parent, index, content, properties):
            guard layers[key] == nil else { throw refuse("the layer is there already") }
            if let parent, layers[parent] == nil { throw refuse("its parent is not there") }
            let count = parent.map { layers[$0]?.children.count ?? 0 } ?? topLevel.count
            guard (0...count).contains(index) else { throw refuse("index out of 0...\(count)") }
            layers[key] = Layer(parent: parent, name: names[key] ?? "\(key)", content: content, properties: properties)
            if let parent { layers[parent]?.children.insert(key, at: index) } else { topLevel.insert(key, at: index) }
        case let .redraw(key, content):
            guard layers[key] != nil else { throw refuse("no such layer") }
            layers[key]?.content = content
        case let .update(key, properties):
            guard layers[key] != nil else { throw refuse("no such layer") }
            layers[key]?.properties = properties
        case let .animate(key, motions):
            guard layers[key] != nil else { throw refuse("no such layer") }
            layers[key]?.motions = motions
        case let .move(key, index):
            guard let layer = layers[key] else { throw refuse("no such layer") }
            var siblings = layer.parent.map { layers[$0]?.children ?? [] } ?? topLevel
            siblings.removeAll { $0 == key }
            guard (0...siblings.count).contains(index) else { throw refuse("index out of 0...\(siblings.count)") }
            siblings.insert(key, at: index)
            if let parent = layer.parent { layers[parent]?.children = siblings } else { topLevel = siblings }
        case let .remove(key):
            guard let layer = layers[key] else { throw refuse("no such layer") }
            removeSubtree(key)
            if let parent = layer.parent { layers[parent]?.children.removeAll { $0 == key } } else { topLevel.removeAll { $0 == key } }
        }
    }

    private mutating func removeSubtree(_ key: GroupKey) {
        for child in layers[key]?.children ?? [] { removeSubtree(child) }
        layers[key] = nil
    }

    /// The scene nodes the tree shows at rest (every motion ended): the base, then
    /// a group per layer with its content followed by the layers inside it.
    public var nodes: [RenderNode] {
        base + topLevel.map(node)
    }

    private func node(_ key: GroupKey) -> RenderNode {
        node(key, at: nil)
    }

    /// The layer as a group: at its resting values, or as its motions have it at `time`.
    private func node(_ key: GroupKey, at time: Instant?) -> RenderNode {
        guard let layer = layers[key] else { return .group(RenderGroup(name: "missing", children: [])) }
        let properties = time.map { layer.properties.presented(by: layer.motions, at: $0) } ?? layer.properties
        let inner = key.part.isUnkeyed ? nil : key
        return .group(RenderGroup(name: layer.name, key: inner, opacity: properties.opacity, scale: properties.scale,
                                  rotation: properties.rotation, anchor: properties.anchor, position: properties.position,
                                  offset: properties.offset,
                                  children: layer.content.nodes + layer.children.map { node($0, at: time) }))
    }
}

extension GroupKey.Part {
    /// Whether it numbers a group that had no key of its own.
    var isUnkeyed: Bool {
        if case .unkeyed = self { true } else { false }
    }
}
