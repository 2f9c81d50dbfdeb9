import PopupKit
import PopupKitCairo
import PopupKitHost

/// A ``LayeredRenderer`` fed scenes as a host driver feeds it: each scene's
/// layer operations planned by a ``LayerPlan`` and committed. Reads and settings
/// not about scenes pass through to the renderer.
@dynamicMemberLookup
final class LayeredScenes {
    let layered: LayeredRenderer
    private var plan = LayerPlan()

    init(renderer: CairoRenderer) {
        layered = LayeredRenderer(renderer: renderer)
    }

    subscript<T>(dynamicMember keyPath: ReferenceWritableKeyPath<LayeredRenderer, T>) -> T {
        get { layered[keyPath: keyPath] }
        set { layered[keyPath: keyPath] = newValue }
    }

    subscript<T>(dynamicMember keyPath: KeyPath<LayeredRenderer, T>) -> T {
        layered[keyPath: keyPath]
    }

    /// Composites `scene` and returns a copy of the frame.
    func render(_ scene: RenderScene) throws -> Bitmap {
        try layered.commit(plan.transaction(to: scene)) { base, width, height, bytesPerRow in
            var bitmap = Bitmap(width: width, height: height)
            for y in 0..<height {
                let row = (base + y * bytesPerRow).assumingMemoryBound(to: UInt32.self)
                for x in 0..<width { bitmap.pixels[y * width + x] = row[x] }
            }
            return bitmap
        }
    }

    /// Makes the next scene redraw the layers that show the image `name`, as the
    /// host driver's ``HostDriver/imageArrived(_:)`` does.
    /// - Returns: how many layers will be drawn again.
    func invalidateLayers(showingImage name: String) -> Int {
        plan.invalidateLayers(showingImage: name)
    }
}
