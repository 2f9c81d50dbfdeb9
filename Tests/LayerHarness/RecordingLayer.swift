import PopupKit
import PopupKitLayers
import PopupKitStage

/// A platform layer that records: its sublayers, its geometry, its paint and how
/// often each was set, and any misuse (a layer inserted while it is still in
/// another). What a `CALayer` does for ``PlatformLayerTree`` on Apple platforms,
/// in memory, so the tree's mapping of driver operations is tested here.
@MainActor
package final class RecordingLayer: PlatformLayer {
    package private(set) var sublayers: [RecordingLayer] = []
    package private(set) weak var superlayer: RecordingLayer?
    package private(set) var geometry: LayerGeometry?
    package private(set) var paint: LayerPaint?
    /// What the tree's painter made for the paint (a recording painter hands the
    /// paint back): `nil` when the tree asked for no drawing.
    package private(set) var bitmap: LayerPaint?
    /// The scale the paint was drawn at.
    package private(set) var paintScale: Double?
    /// How many times the layer was painted (drawn) and placed.
    package private(set) var paintCount = 0
    package private(set) var geometryCount = 0
    /// The motions the layer plays, and the instant they were handed over at.
    package private(set) var motions: [Motion] = []
    package private(set) var motionsTime: Instant?
    package private(set) var playCount = 0
    /// What was asked of the layer that a platform layer could not do.
    package private(set) var misuses: [String] = []

    package init() {}

    /// A painter for a ``PlatformLayerTree`` of recording layers: the "bitmap" is
    /// the paint itself.
    package static func painter(_ paint: LayerPaint, scale: Double) -> LayerPaint? { paint }

    package func insertLayer(_ layer: RecordingLayer, at index: Int) {
        if layer.superlayer != nil { misuses.append("inserted a layer that has a parent") }
        guard (0...sublayers.count).contains(index) else {
            misuses.append("index \(index) out of 0...\(sublayers.count)")
            return
        }
        layer.superlayer = self
        sublayers.insert(layer, at: index)
    }

    package func removeFromParentLayer() {
        guard let superlayer else {
            misuses.append("removed a layer that has no parent")
            return
        }
        superlayer.sublayers.removeAll { $0 === self }
        self.superlayer = nil
    }

    package func setGeometry(_ geometry: LayerGeometry) {
        self.geometry = geometry
        geometryCount += 1
    }

    package func play(_ motions: [Motion], at time: Instant) {
        self.motions = motions
        motionsTime = time
        playCount += 1
    }

    package func setPaint(_ paint: LayerPaint, bitmap: LayerPaint?, scale: Double) {
        self.paint = paint
        self.bitmap = bitmap
        paintScale = scale
        paintCount += 1
    }

    /// Where the point `p` of this layer's bounds is shown on the root, through
    /// every layer above it, as Core Animation places it.
    package func placeOnRoot(_ point: Point) -> Point {
        var point = point
        var layer: RecordingLayer? = self
        while let current = layer, let parent = current.superlayer {
            point = current.geometry?.place(point) ?? point
            layer = parent
        }
        return point
    }

    /// This layer and every layer inside it, parents first.
    package var allLayers: [RecordingLayer] { [self] + sublayers.flatMap(\.allLayers) }
}
