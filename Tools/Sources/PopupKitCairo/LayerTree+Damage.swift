import PopupKitCore
import PopupKitLayers
import PopupKitPresentation

extension LayerTree {
    /// Where `key`'s layer (with the layers inside it) paints, in device pixels
    /// at `renderer`'s scale, from the ink of its commands; `nil` when it cannot
    /// be known. No layer (`key` gone or not yet there) paints nowhere: an empty box.
    /// Its motions are played to `time`.
    func box(of key: GroupKey, at time: Instant, renderer: CairoRenderer) -> PixelBox? {
        guard let group = group(key, at: time) else { return PixelBox(x: 0, y: 0, width: 0, height: 0) }
        guard CairoRenderer.visibleOpacity(of: group) != nil else { return PixelBox(x: 0, y: 0, width: 0, height: 0) }
        return FrameDamage.box(of: group, bounds: renderer.bounds(of: group.children), scale: renderer.scale)
    }
}
