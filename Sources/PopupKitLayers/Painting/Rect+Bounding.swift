import PopupKitCore
import PopupKitPresentation

extension Rect {
    /// The smallest rectangle holding both.
    func union(_ other: Rect) -> Rect {
        let minX = Swift.min(self.minX, other.minX), minY = Swift.min(self.minY, other.minY)
        return Rect(x: minX, y: minY, width: Swift.max(maxX, other.maxX) - minX, height: Swift.max(maxY, other.maxY) - minY)
    }

    /// The rectangle moved by `dx`, `dy`.
    func offsetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: minX + dx, y: minY + dy, width: width, height: height)
    }

    /// The smallest rectangle holding every point; `nil` for none.
    public static func bounding(_ points: [Point]) -> Rect? {
        guard let first = points.first else { return nil }
        var (minX, minY, maxX, maxY) = (first.x, first.y, first.x, first.y)
        for point in points.dropFirst() {
            minX = Swift.min(minX, point.x)
            minY = Swift.min(minY, point.y)
            maxX = Swift.max(maxX, point.x)
            maxY = Swift.max(maxY, point.y)
        }
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// Grown outward to whole pixels at `scale` pixels per point, so a bitmap of
    /// it lines up with the pixel grid of the coordinates it is in.
    public func pixelAligned(scale: Double) -> Rect {
        guard scale.isFinite, scale > 0, isFinite else { return self }
        // A billionth of a pixel to spare: an edge computed as 0.5 − 0.5 may be −1e-15.
        func down(_ value: Double) -> Double { (value * scale + 1e-9).rounded(.down) / scale }
        func up(_ value: Double) -> Double { (value * scale - 1e-9).rounded(.up) / scale }
        let (minX, minY, maxX, maxY) = (down(self.minX), down(self.minY), up(self.maxX), up(self.maxY))
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}
