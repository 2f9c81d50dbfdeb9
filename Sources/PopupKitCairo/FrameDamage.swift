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
    func clamped(width frameWidth: Int, height frameHeight: Int) -> PixelBox {
        let minX = max(0, x), minY = max(0, y)
        let maxX = min(frameWidth, x + width), maxY = min(frameHeight, y + height)
        return PixelBox(x: minX, y: minY, width: max(0, maxX - minX), height: max(0, maxY - minY))
    }
}

/// Which pixels of a kept frame a new frame must paint again: where a group
/// appeared, went, moved, faded or changed, in the last frame's place and in the
/// new one. Elsewhere every group and the base are as they were, so the kept
/// pixels are already right; groups that stood still are painted again only
/// where they overlap the damage.
struct FrameDamage {
    /// One group as a frame paints it: its place in the scene, what it looks like
    /// (children, opacity, transform) and its box.
    struct Painted {
        var key: GroupKey
        var group: RenderGroup
        var box: PixelBox?
        /// Whether its layer was drawn anew for this frame (new children, or an
        /// image that arrived): its pixels changed even where it stood still.
        var redrawn: Bool
    }

    /// The groups the last frame painted, in order, or `nil` when the frame's
    /// pixels are not known to be a whole earlier frame (new, or the base changed).
    private var painted: [Painted]?

    /// Forgets the last frame: the next one is painted whole.
    mutating func invalidate() {
        painted = nil
    }

    /// The boxes to paint for a frame that paints `current` (`nil`: something that
    /// can be anywhere), or `nil` for the whole frame; remembers `current`.
    /// - Complexity: O(g) for g groups in the two frames, plus comparing the
    ///   children of groups with the same key.
    mutating func boxes(painting current: [Painted]?) -> [PixelBox]? {
        defer { painted = current }
        guard let painted, let current else { return nil }
        // Another order changes what covers what wherever the groups are.
        var boxes: [PixelBox] = []
        let before = Dictionary(painted.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
        let now = Dictionary(current.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
        let stayed = painted.map(\.key).filter { now[$0] != nil }
        guard stayed == current.map(\.key).filter({ before[$0] != nil }) else {
            // Groups changed places in the stack: what covers what changed wherever they are.
            for group in painted + current {
                guard let box = group.box else { return nil }
                boxes.append(box)
            }
            return boxes
        }
        for group in painted where now[group.key] == nil {
            guard let box = group.box else { return nil }
            boxes.append(box)
        }
        for group in current {
            guard let old = before[group.key] else {
                guard let box = group.box else { return nil }
                boxes.append(box)
                continue
            }
            guard group.redrawn || old.group != group.group || old.box != group.box else { continue }
            guard let oldBox = old.box, let newBox = group.box else { return nil }
            boxes += [oldBox, newBox]
        }
        return boxes
    }

    /// Where `group` paints, in device pixels at `scale`: `bounds` (its children's,
    /// in its own points) under its transform, rounded out with one pixel to spare
    /// for a resampled layer's soft edge. `nil` when it cannot be known.
    static func box(of group: RenderGroup, bounds: Rect?, scale: Int) -> PixelBox? {
        guard let bounds, bounds.isFinite, group.hasFiniteTransform else { return nil }
        let corners = [Point(x: bounds.minX, y: bounds.minY), Point(x: bounds.maxX, y: bounds.minY),
                       Point(x: bounds.minX, y: bounds.maxY), Point(x: bounds.maxX, y: bounds.maxY)].map(group.place)
        let factor = Double(scale)
        let limit = Double(Int32.max / 4)
        let xs = corners.map(\.x), ys = corners.map(\.y)
        guard let lowX = xs.min(), let highX = xs.max(), let lowY = ys.min(), let highY = ys.max() else { return nil }
        let minX = (lowX * factor).rounded(.down) - 1
        let minY = (lowY * factor).rounded(.down) - 1
        let maxX = (highX * factor).rounded(.up) + 1
        let maxY = (highY * factor).rounded(.up) + 1
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
