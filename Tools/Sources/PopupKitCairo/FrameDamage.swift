import CCairo
import PopupKitCore
import PopupKitPresentation

/// A rectangle of whole device pixels.
public struct PixelBox: Hashable, Sendable {
    public var x: Int
    public var y: Int
    public var width: Int
    public var height: Int

    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    public var isEmpty: Bool { width <= 0 || height <= 0 }

    /// The smallest box holding both.
    public func union(_ other: PixelBox) -> PixelBox {
        guard !isEmpty else { return other }
        guard !other.isEmpty else { return self }
        let minX = min(x, other.x), minY = min(y, other.y)
        return PixelBox(x: minX, y: minY, width: max(x + width, other.x + other.width) - minX,
                        height: max(y + height, other.y + other.height) - minY)
    }

    /// The part of the box inside `0..<width × 0..<height`.
    public func clamped(width frameWidth: Int, height frameHeight: Int) -> PixelBox {
        let minX = max(0, x), minY = max(0, y)
        let maxX = min(frameWidth, x + width), maxY = min(frameHeight, y + height)
        return PixelBox(x: minX, y: minY, width: max(0, maxX - minX), height: max(0, maxY - minY))
    }
}

/// Where a kept frame's groups paint, in device pixels: what ``LayeredRenderer``
/// paints again for the layers a frame's operations touched, where they were and
/// where they are. Elsewhere every layer and the base are as they were.
enum FrameDamage {
    /// Where `group` paints, in device pixels at `scale`: `bounds` (its children's,
    /// in its own points) under its transform, rounded out with one pixel to spare
    /// for a resampled layer's soft edge. `nil` when it cannot be known.
    static func box(of group: RenderGroup, bounds: Rect?, scale: Int) -> PixelBox? {
        guard let bounds, bounds.isFinite, group.hasFiniteTransform else { return nil }
        let placed = group.placed(bounds)
        let factor = Double(scale)
        let limit = Double(Int32.max / 4)
        let minX = (placed.minX * factor).rounded(.down) - 1
        let minY = (placed.minY * factor).rounded(.down) - 1
        let maxX = (placed.maxX * factor).rounded(.up) + 1
        let maxY = (placed.maxY * factor).rounded(.up) + 1
        guard [minX, minY, maxX, maxY].allSatisfy({ abs($0) < limit }) else { return nil }
        return PixelBox(x: Int(minX), y: Int(minY), width: Int(maxX - minX), height: Int(maxY - minY))
    }

    /// Clips `cr` (device space, no transform yet) to `boxes`.
    static func clip(_ cr: OpaquePointer, to boxes: [PixelBox]) {
        for box in boxes where !box.isEmpty {
            cairo_rectangle(cr, Double(box.x), Double(box.y), Double(box.width), Double(box.height))
        }
        cairo_clip(cr)
    }
}
