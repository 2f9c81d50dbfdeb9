import PopupKitCore
import PopupKitPresentation
import PopupKitStage

/// Applies the driver's layer operations to a platform's layers: one platform
/// layer per driver layer, inserted, moved, placed, painted and removed as the
/// operations say. Each operation is applied to a ``LayerTree`` (the reference
/// model) first: what it refuses is refused here, with its reason.
///
/// A host surface owns one over its root layer (UIKit: the overlay window's
/// view's layer) and calls ``apply(_:)`` with each committed transaction, inside
/// whatever makes the changes one frame (a `CATransaction` with actions off).
/// The base nodes of a transaction (a backdrop) get a layer of their own, under
/// every other.
@MainActor
package final class PlatformLayerTree<Layer: PlatformLayer> {
    /// What a driver layer has on the platform; where it sits and what it shows is
    /// the model's.
    private struct Entry {
        let layer: Layer
        var frame: Rect?
    }

    /// The layer every top-level layer goes in.
    package let root: Layer
    /// Pixels per point the layers' bitmaps are drawn at. Changing it redraws
    /// nothing by itself: the driver reinserts every layer
    /// (`HostDriver.reinsertEverything()`).
    package var scale: Double
    /// Operations refused so far: each one is a bug in what produced it.
    package private(set) var refusals: [LayerTree.Refusal] = []
    private let makeLayer: @MainActor () -> Layer
    private let painter: @MainActor (LayerPaint, Double) -> Layer.Bitmap?
    /// The reference model: every operation is applied to it first, so what it
    /// refuses never reaches a platform layer, and its parents, children and
    /// properties are the ones the platform layers mirror.
    private var model = LayerTree()
    private var entries: [GroupKey: Entry] = [:]
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
    package var count: Int { model.count }

    /// The platform layer of `key`, if there is one.
    package func layer(_ key: GroupKey) -> Layer? { entries[key]?.layer }

    /// The keys of the top-level layers, bottom first.
    package var topLevelKeys: [GroupKey] { model.topLevelKeys }

    /// The keys inside `key`'s layer, bottom first.
    package func children(of key: GroupKey) -> [GroupKey] { model.children(of: key) }

    /// The layer of the base nodes, when there are any.
    package var base: Layer? { baseLayer }

    /// Applies every operation in order; an operation the reference model
    /// refuses is skipped and recorded in ``refusals``.
    /// - Complexity: O(n + Σ s) for n operations, s the sibling count of each
    ///   inserted, moved or removed layer, plus the drawing of each paint.
    package func apply(_ transaction: LayerTransaction) {
        if let base = transaction.base { setBase(base) }
        for operation in transaction.operations {
            // A removal takes the layers inside along; the model forgets them.
            let removed = if case .remove(let key) = operation { model.keys(under: key) } else { [GroupKey]() }
            do {
                try model.apply(operation, names: transaction.names)
            } catch {
                refusals.append(error)
                continue
            }
            mirror(operation, removed: removed, at: transaction.time)
        }
    }

    /// Plays every layer's running motions again as of `time`: for a platform
    /// that dropped them (UIKit removes a layer's animations while the app is in
    /// the background), so a spinner turns on and a fade ends where it would have.
    package func replayMotions(at time: Instant) {
        for (key, entry) in entries {
            let running = model.motions(of: key).filter { $0.isRunning(at: time) }
            if !running.isEmpty { entry.layer.play(running, at: time) }
        }
    }

    /// Takes every layer out of the root: the tree is empty, as for a first frame.
    package func removeAll() {
        for key in model.topLevelKeys { entries[key]?.layer.removeFromParentLayer() }
        baseLayer?.removeFromParentLayer()
        baseLayer = nil
        entries = [:]
        model = LayerTree()
    }

    /// Does to the platform layers what the model just accepted.
    private func mirror(_ operation: LayerOperation, removed: [GroupKey], at time: Instant) {
        switch operation {
        case let .insert(key, parent, index, content, properties):
            let layer = makeLayer()
            let paint = LayerPaint(content, scale: scale)
            show(paint, on: layer)
            layer.setGeometry(LayerGeometry(properties, frame: paint.frame))
            entries[key] = Entry(layer: layer, frame: paint.frame)
            attach(layer, parent: parent, at: index)
        case let .redraw(key, content):
            guard let entry = entries[key], let properties = model.layer(key)?.properties else { return }
            let paint = LayerPaint(content, scale: scale)
            show(paint, on: entry.layer)
            if paint.frame != entry.frame {
                entries[key]?.frame = paint.frame
                entry.layer.setGeometry(LayerGeometry(properties, frame: paint.frame))
            }
        case let .update(key, properties):
            guard let entry = entries[key] else { return }
            entry.layer.setGeometry(LayerGeometry(properties, frame: entry.frame))
        case let .animate(key, motions):
            entries[key]?.layer.play(motions, at: time)
        case let .move(key, index):
            guard let entry = entries[key] else { return }
            entry.layer.removeFromParentLayer()
            attach(entry.layer, parent: model.parent(of: key), at: index)
        case let .remove(key):
            entries[key]?.layer.removeFromParentLayer()
            for gone in removed { entries[gone] = nil }
        }
    }

    private func show(_ paint: LayerPaint, on layer: Layer) {
        layer.setPaint(paint, bitmap: paint.commands.isEmpty ? nil : painter(paint, scale), scale: scale)
    }

    private func attach(_ layer: Layer, parent: GroupKey?, at index: Int) {
        if let parent, let parentLayer = entries[parent]?.layer {
            parentLayer.insertLayer(layer, at: index)
        } else {
            root.insertLayer(layer, at: index + (baseLayer == nil ? 0 : 1))
        }
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
