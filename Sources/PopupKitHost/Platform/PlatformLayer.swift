import PopupKit

/// The few things a platform's layer does for ``PlatformLayerTree``: the UIKit
/// host's `CALayer` conforms with one assignment per member, and tests use a
/// recording fake, so everything between a driver operation and a layer call is
/// exercised without the platform.
@MainActor
public protocol PlatformLayer: AnyObject {
    /// Puts `layer` (not in any layer now) at `index` among this layer's
    /// sublayers, counted from the bottom.
    func insertLayer(_ layer: Self, at index: Int)
    /// Takes the layer out of its parent (it keeps its own sublayers).
    func removeFromParentLayer()
    /// Places the layer (Core Animation: `bounds`, `anchorPoint`, `position`,
    /// `transform`, `opacity`).
    func setGeometry(_ geometry: LayerGeometry)
    /// Shows `paint`: its background as the layer's own colour, its shadow as the
    /// layer's shadow, its commands drawn once into a bitmap of its bounds at
    /// `scale` pixels per point (Core Animation: `contents`, `contentsScale`).
    func setPaint(_ paint: LayerPaint, scale: Double)
}
