import PopupKit

/// Applies the driver's layer operations to a platform's layers: one platform
/// layer per driver layer, inserted, moved, placed, painted and removed as the
/// operations say, and refusing what ``LayerTree`` (the reference model) refuses.
///
/// A host surface owns one over its root layer (UIKit: the overlay window's
/// view's layer) and calls ``apply(_:)`` with each committed transaction, inside
/// whatever makes the changes one frame (a `CATransaction` with actions off).
/// The base nodes of a transaction (a backdrop) get a layer of their own, under
/// every other.
@MainActor
package final class PlatformLayerTree<Layer: PlatformLayer> {
    private struct Entry {
        let layer: Layer
        let parent: GroupKey?
        var children: [GroupKey] = []
        var frame: Rect?
        var properties: LayerProperties
    }

    /// The layer every top-level layer goes in.
    package let root: Layer
    /// Pixels per point the layers' bitmaps are drawn at. Changing it redraws
    /// nothing by itself: the driver reinserts every layer
    /// (``HostDriver/reinsertEverything()``).
    package var scale: Double
    /// Operations refused so far: each one is a bug in what produced it.
    package private(set) var refusals: [LayerTree.Refusal] = []
    private let makeLayer: @MainActor () -> Layer
    private let painter: @MainActor (LayerPaint, Double) -> Layer.Bitmap?
    private var entries: [GroupKey: Entry] = [:]
    private var topLevel: [GroupKey] = []
    private var baseLayer: Layer?

    /// - Parameters:
    ///   - root: the layer the tree's layers go in.
    ///   - scale: pixels per point of the screen.
    ///   - makeLayer: makes a new, empty platform layer.
    ///   - painter: draws a paint's commands into a bitmap of its bounds at a
    ///     scale (`nil` when it has no commands); called once per insert or redraw.
    package init(root: Layer, scale: Double, makeLayer: @escaping @MainActor () -> Layer,
                painter: @escaping @MainActor (LayerPaint, Double) -> Layer.Bitmap?) {
        self.root = root
        self.scale = scale
        self.makeLayer = makeLayer
        self.painter = painter
    }

    /// How many driver layers there are (the base's not counted).
    package var count: Int { entries.count }

    /// The platform layer of `key`, if there is one.
    package func layer(_ key: GroupKey) -> Layer? { entries[key]?.layer }

    /// The keys of the top-level layers, bottom first.
    package var topLevelKeys: [GroupKey] { topLevel }

    /// The keys inside `key`'s layer, bottom first.
    package func children(of key: GroupKey) -> [GroupKey] { entries[key]?.children ?? [] }

    /// The layer of the base nodes, when there are any.
    package var base: Layer? { baseLayer }

    /// Applies every operation in order; an operation the reference model would
    /// refuse is skipped and recorded in ``refusals``.
    /// - Complexity: O(n + Σ s) for n operations, s the sibling count of each
    ///   inserted, moved or removed layer, plus the drawing of each paint.
    package func apply(_ transaction: LayerTransaction) {
        if let base = transaction.base { setBase(base) }
        for operation in transaction.operations { apply(operation) }
    }

    /// Takes every layer out of the root: the tree is empty, as for a first frame.
    package func removeAll() {
        for key in topLevel { entries[key]?.layer.removeFromParentLayer() }
        baseLayer?.removeFromParentLayer()
        baseLayer = nil
        entries = [:]
        topLevel = []
    }

    private func apply(_ operation: LayerOperation) {
        func refuse(_ reason: String) { refusals.append(LayerTree.Refusal(operation: operation, reason: reason)) }
        switch operation {
        case let .insert(key, parent, index, content, properties):
            guard entries[key] == nil else { return refuse("the layer is there already") }
            if let parent, entries[parent] == nil { return refuse("its parent is not there") }
            let siblings = parent.map { entries[$0]?.children.count ?? 0 } ?? topLevel.count
            guard (0...siblings).contains(index) else { return refuse("index out of 0...\(siblings)") }
            let layer = makeLayer()
            let paint = LayerPaint(content, scale: scale)
            show(paint, on: layer)
            layer.setGeometry(LayerGeometry(properties, frame: paint.frame))
            entries[key] = Entry(layer: layer, parent: parent, frame: paint.frame, properties: properties)
            attach(key, layer, parent: parent, at: index)
        case let .redraw(key, content):
            guard let entry = entries[key] else { return refuse("no such layer") }
            let paint = LayerPaint(content, scale: scale)
            show(paint, on: entry.layer)
            if paint.frame != entry.frame {
                entries[key]?.frame = paint.frame
                entry.layer.setGeometry(LayerGeometry(entry.properties, frame: paint.frame))
            }
        case let .update(key, properties):
            guard let entry = entries[key] else { return refuse("no such layer") }
            entries[key]?.properties = properties
            entry.layer.setGeometry(LayerGeometry(properties, frame: entry.frame))
        case let .move(key, index):
            guard let entry = entries[key] else { return refuse("no such layer") }
            let siblings = (entry.parent.map { entries[$0]?.children ?? [] } ?? topLevel).count - 1
            guard (0...siblings).contains(index) else { return refuse("index out of 0...\(siblings)") }
            detach(key, entry)
            attach(key, entry.layer, parent: entry.parent, at: index)
        case let .remove(key):
            guard let entry = entries[key] else { return refuse("no such layer") }
            detach(key, entry)
            forget(key)
        }
    }

    private func show(_ paint: LayerPaint, on layer: Layer) {
        layer.setPaint(paint, bitmap: paint.commands.isEmpty ? nil : painter(paint, scale), scale: scale)
    }

    private func attach(_ key: GroupKey, _ layer: Layer, parent: GroupKey?, at index: Int) {
        if let parent, let parentLayer = entries[parent]?.layer {
            entries[parent]?.children.insert(key, at: index)
            parentLayer.insertLayer(layer, at: index)
        } else {
            topLevel.insert(key, at: index)
            root.insertLayer(layer, at: index + (baseLayer == nil ? 0 : 1))
        }
    }

    private func detach(_ key: GroupKey, _ entry: Entry) {
        entry.layer.removeFromParentLayer()
        if let parent = entry.parent { entries[parent]?.children.removeAll { $0 == key } } else { topLevel.removeAll { $0 == key } }
    }

    private func forget(_ key: GroupKey) {
        for child in entries[key]?.children ?? [] { forget(child) }
        entries[key] = nil
    }

    /// The base nodes in a layer under all others, at the root's origin; none
    /// when they are empty.
    private func setBase(_ nodes: [RenderNode]) {
        guard !nodes.isEmpty else {
            baseLayer?.removeFromParentLayer()
            baseLayer = nil
            return
        }
        let layer = baseLayer ?? makeLayer()
        let paint = LayerPaint(LayerContent(nodes: nodes), scale: scale)
        show(paint, on: layer)
        layer.setGeometry(LayerGeometry(LayerProperties(), frame: paint.frame))
        if baseLayer == nil {
            baseLayer = layer
            root.insertLayer(layer, at: 0)
        }
    }
}
