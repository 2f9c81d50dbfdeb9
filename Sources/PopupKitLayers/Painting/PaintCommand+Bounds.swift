import PopupKitCore
import PopupKitPresentation

extension PaintCommand {
    /// The rectangle the command's ink stays inside (in the coordinates it is
    /// drawn in): a path's points grown by half its stroke (a round join or cap
    /// reaches no further; a miter join of a sharp corner is given a stroke's width
    /// more), a shadow by its blur and offset, a text's frame by 2 points for
    /// overhanging glyphs. `nil` for a command that draws nothing.
    public var inkBounds: Rect? {
        switch self {
        case .fill(let path, _):
            return Rect.bounding(path.points)
        case .fillWithShadow(let path, _, let shadow):
            return Rect.bounding(path.points).map(shadow.outset(of:))
        case .stroke(let path, _, let style):
            let reach = style.join == .miter ? style.width * 1.5 : style.width / 2
            return Rect.bounding(path.points)?.outset(by: reach + 0.5)
        case .radialGradient(let clip, _, _, _, _):
            return clip
        case .text(let placement, _):
            return placement.frame.outset(by: 2)
        case .image(let image):
            return image.rect.outset(by: 1)
        case .group(let group):
            let inner = group.commands.compactMap(\.inkBounds)
            return Rect.bounding(inner.flatMap { rect in
                [rect.origin, Point(x: rect.maxX, y: rect.minY), Point(x: rect.maxX, y: rect.maxY), Point(x: rect.minX, y: rect.maxY)]
                    .map(group.transform.apply)
            })
        }
    }

    /// The rectangle around every command's ink (``inkBounds``), or `nil` when
    /// none draws: a layer's bitmap, and the clip of a group's transparency layer.
    public static func inkBounds(of commands: [PaintCommand]) -> Rect? {
        commands.reduce(nil) { (sum: Rect?, command) in
            guard let ink = command.inkBounds, ink.isFinite else { return sum }
            return sum.map { $0.union(ink) } ?? ink
        }
    }
}
