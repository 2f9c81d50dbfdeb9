/// A point in container coordinates (points, origin top-left, y down).
public struct Point: Hashable, Sendable, Codable, CustomStringConvertible {
    public var x: Double
    public var y: Double

    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    public static let zero = Point(x: 0, y: 0)

    public var isFinite: Bool { x.isFinite && y.isFinite }

    public var description: String { "(\(Format.number(x)), \(Format.number(y)))" }
}

/// A width and a height in points.
public struct Size: Hashable, Sendable, Codable, CustomStringConvertible {
    public var width: Double
    public var height: Double

    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    public static let zero = Size(width: 0, height: 0)

    public var description: String { "\(Format.number(width))×\(Format.number(height))" }
}

/// An axis-aligned rectangle.
public struct Rect: Hashable, Sendable, Codable, CustomStringConvertible {
    public var origin: Point
    public var size: Size

    public init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
    }

    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    public var minX: Double { origin.x }
    public var minY: Double { origin.y }
    public var maxX: Double { origin.x + size.width }
    public var maxY: Double { origin.y + size.height }
    public var midX: Double { origin.x + size.width / 2 }
    public var midY: Double { origin.y + size.height / 2 }
    public var width: Double { size.width }
    public var height: Double { size.height }
    public var center: Point { Point(x: midX, y: midY) }

    public var isFinite: Bool {
        origin.isFinite && size.width.isFinite && size.height.isFinite
    }

    /// Whether `point` lies inside (edges included).
    public func contains(_ point: Point) -> Bool {
        point.x >= minX && point.x <= maxX && point.y >= minY && point.y <= maxY
    }

    /// Whether `other` lies inside, allowing `tolerance` for rounding.
    public func contains(_ other: Rect, tolerance: Double = 1e-6) -> Bool {
        other.minX >= minX - tolerance && other.maxX <= maxX + tolerance
            && other.minY >= minY - tolerance && other.maxY <= maxY + tolerance
    }

    /// Whether the interiors overlap (touching edges do not count).
    public func overlaps(_ other: Rect, tolerance: Double = 1e-6) -> Bool {
        minX < other.maxX - tolerance && other.minX < maxX - tolerance
            && minY < other.maxY - tolerance && other.minY < maxY - tolerance
    }

    /// The rectangle grown by `amount` on every side (shadows, frames around pictures).
    public func outset(by amount: Double) -> Rect {
        Rect(x: minX - amount, y: minY - amount, width: width + 2 * amount, height: height + 2 * amount)
    }

    /// The rectangle shrunk by `insets` (never to a negative size).
    public func inset(by insets: Insets) -> Rect {
        let width = max(0, size.width - insets.left - insets.right)
        let height = max(0, size.height - insets.top - insets.bottom)
        return Rect(x: origin.x + min(insets.left, size.width), y: origin.y + min(insets.top, size.height),
                    width: width, height: height)
    }

    /// The rectangle moved the least so that it lies inside `bounds` (if it is
    /// larger than `bounds` on an axis, it is aligned to `bounds`' start).
    public func clamped(into bounds: Rect) -> Rect {
        var result = self
        result.origin.x = min(max(origin.x, bounds.minX), max(bounds.minX, bounds.maxX - size.width))
        result.origin.y = min(max(origin.y, bounds.minY), max(bounds.minY, bounds.maxY - size.height))
        return result
    }

    /// The rectangle mirrored across the vertical line `x = axis`.
    public func mirrored(aroundX axis: Double) -> Rect {
        Rect(x: 2 * axis - maxX, y: minY, width: width, height: height)
    }

    public var description: String {
        "(\(Format.number(minX)), \(Format.number(minY)), \(Format.number(width)), \(Format.number(height)))"
    }
}

/// Insets from the four edges.
public struct Insets: Hashable, Sendable, Codable {
    public var top: Double
    public var left: Double
    public var bottom: Double
    public var right: Double

    public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    public static let zero = Insets()
}

/// Text and leading/trailing direction.
public enum WritingDirection: String, Hashable, Sendable, Codable, CaseIterable {
    case leftToRight = "ltr"
    case rightToLeft = "rtl"
}
