import PopupKitCore
import PopupKitPresentation
import PopupKitStage

/// The few things a platform's layer does for ``PlatformLayerTree``: the UIKit
/// host's `CALayer` conforms with one assignment per member, and tests use a
/// recording fake, so everything between a driver operation and a layer call is
/// exercised without the platform.
@MainActor
package protocol PlatformLayer: AnyObject {
    /// What the layer shows a bitmap with (Core Graphics: `CGImage`); a
    /// ``PlatformLayerTree``'s painter makes it from a ``LayerPaint``.
    associatedtype Bitmap

    /// Puts `layer` (not in any layer now) at `index` among this layer's
    /// sublayers, counted from the bottom.
    func insertLayer(_ layer: Self, at index: Int)
    /// Takes the layer out of its parent (it keeps its own sublayers).
    func removeFromParentLayer()
    /// Places the layer (Core Animation: `bounds`, `anchorPoint`, `position`,
    /// `transform`, `opacity`).
    func setGeometry(_ geometry: LayerGeometry)
    /// Shows `paint`: its background as the layer's own colour, its shadow as the
    /// layer's shadow, and `bitmap` (its commands, drawn once by the tree's
    /// painter into a bitmap of its bounds at `scale` pixels per point; `nil` when
    /// it draws nothing) as the layer's contents (Core Animation: `contents`,
    /// `contentsScale`).
    func setPaint(_ paint: LayerPaint, bitmap: Bitmap?, scale: Double)
    /// Plays `motions` over the layer's resting geometry from now on, in place
    /// of the ones it played (none: it stops moving by itself). `time` is the
    /// instant the transaction shows, on the center's clock: each motion begins
    /// `motion.begin − time` from now (Core Animation: one additive animation per
    /// motion, its `beginTime` on the layer's media time).
    func play(_ motions: [Motion], at time: Instant)
}
