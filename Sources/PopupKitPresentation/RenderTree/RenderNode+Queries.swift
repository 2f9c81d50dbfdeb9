import PopupKitCore

extension RenderNode {
    /// Whether the node is a group with a key of its own: a layer of its own
    /// inside its parent's (a spinner), rather than part of the parent's drawing.
    public var isKeyedGroup: Bool {
        if case .group(let group) = self, group.key != nil { true } else { false }
    }
}

extension Array where Element == RenderNode {
    /// Whether these nodes (groups searched through) draw the image `name`: the
    /// layers to draw again when a URL's image arrives, since an image node does
    /// not change when its pixels do.
    /// - Complexity: O(n) in the nodes, children included.
    package func shows(image name: String) -> Bool {
        contains { node in
            switch node {
            case .image(let image): image.name == name
            case .group(let group): group.children.shows(image: name)
            default: false
            }
        }
    }
}

extension RenderGroup {
    /// The smallest rectangle in the parent's coordinates holding `rect` (in the
    /// group's own) once scaled, turned and placed.
    public func placed(_ rect: Rect) -> Rect {
        let corners = [Point(x: rect.minX, y: rect.minY), Point(x: rect.maxX, y: rect.minY),
                       Point(x: rect.minX, y: rect.maxY), Point(x: rect.maxX, y: rect.maxY)].map(place)
        let xs = corners.map(\.x), ys = corners.map(\.y)
        let minX = xs.min() ?? 0, minY = ys.min() ?? 0
        return Rect(x: minX, y: minY, width: (xs.max() ?? 0) - minX, height: (ys.max() ?? 0) - minY)
    }
}
