import PopupKitPresentation
import PopupKitCore
import PopupKitStage

/// Pictures of a tour in a grid, each labelled with its time and what happened,
/// under a heading: one image that tells a whole scenario.
///
/// The sheet is a ``RenderScene`` like any screen, so any back end draws it: frames are
/// ``ImageNode``s (fitted into their cell, aspect kept) and labels are text
/// measured with the back end's ``TextMeasuring``.
public struct ContactSheet: Hashable, Sendable {
    /// One picture and its label.
    public struct Frame: Hashable, Sendable {
        /// The image's name for the back end (a PNG path for Cairo).
        public var imageName: String
        /// The picture's size in points (its screen's size), to keep its aspect.
        public var size: Size
        /// The first line of the label, in bold (`4.5 s`).
        public var title: String
        /// The label's other lines (what happened).
        public var lines: [String]

        public init(imageName: String, size: Size, title: String, lines: [String]) {
            self.imageName = imageName
            self.size = size
            self.title = title
            self.lines = lines
        }
    }

    public var heading: String
    public var columns = 6
    /// The box each picture is fitted into.
    public var thumbnail = Size(width: 200, height: 300)
    public var spacing = 20.0
    public var margin = 28.0
    /// Label lines shown per frame; the rest are summed up as `+ n more`.
    public var maximumLines = 6
    public var headingFont = NoticeFont.bold(22)
    public var titleFont = NoticeFont.bold(12)
    public var lineFont = NoticeFont.system(10.5)
    public var backgroundColor = NoticeColor.white
    public var textColor = NoticeColor(hex: "#1C1C1E")!
    public var secondaryTextColor = NoticeColor(hex: "#5A5A60")!
    public var frameBorderColor = NoticeColor(hex: "#C6C6C8")!

    public init(heading: String) {
        self.heading = heading
    }

    /// The sheet for `frames`, in reading order.
    /// - Complexity: O(frames × lines) measurements.
    public func scene(frames: [Frame], measurer: any TextMeasuring) -> RenderScene {
        let columns = max(1, min(columns, max(1, frames.count)))
        let cellWidth = thumbnail.width
        let width = 2 * margin + Double(columns) * cellWidth + Double(columns - 1) * spacing
        let headingMetrics = measurer.measure(heading, font: headingFont, maxWidth: width - 2 * margin, lineLimit: 2)
        var nodes: [RenderNode] = []
        nodes.append(.text(TextNode(placement: TextPlacement(text: heading, frame: Rect(origin: Point(x: margin, y: margin),
                                                                                       size: headingMetrics.size),
                                                             font: headingFont, alignment: .left, lineLimit: 2),
                                    color: textColor)))
        var rowTop = margin + headingMetrics.size.height + spacing
        var start = 0
        while start < frames.count {
            let row = frames[start..<min(frames.count, start + columns)]
            var rowHeight = 0.0
            for (column, frame) in row.enumerated() {
                let left = margin + Double(column) * (cellWidth + spacing)
                let cell = cellNodes(frame, origin: Point(x: left, y: rowTop), measurer: measurer)
                nodes += cell.nodes
                rowHeight = max(rowHeight, cell.height)
            }
            rowTop += rowHeight + spacing
            start += columns
        }
        let size = Size(width: width, height: rowTop - spacing + margin)
        return RenderScene(size: size, time: .zero, nodes: [.box(BoxNode(rect: Rect(origin: .zero, size: size), fill: backgroundColor))] + nodes)
    }

    /// One cell: the picture fitted into the thumbnail box (top-centred), then its label.
    private func cellNodes(_ frame: Frame, origin: Point, measurer: any TextMeasuring) -> (nodes: [RenderNode], height: Double) {
        var nodes: [RenderNode] = []
        let picture = Self.fit(frame.size, into: Rect(origin: origin, size: thumbnail))
        nodes.append(.box(BoxNode(rect: picture.outset(by: 1), cornerRadius: 2, fill: frameBorderColor)))
        nodes.append(.image(ImageNode(name: frame.imageName, rect: picture)))
        var y = picture.maxY + 8
        var label = [(frame.title, titleFont, textColor)]
        let shown = frame.lines.count > maximumLines ? maximumLines - 1 : frame.lines.count
        label += frame.lines.prefix(shown).map { ($0, lineFont, secondaryTextColor) }
        if shown < frame.lines.count { label.append(("+ \(frame.lines.count - shown) more", lineFont, secondaryTextColor)) }
        for (text, font, color) in label {
            let metrics = measurer.measure(text, font: font, maxWidth: thumbnail.width, lineLimit: 2)
            let placement = TextPlacement(text: text, frame: Rect(origin: Point(x: origin.x, y: y), size: metrics.size),
                                          font: font, alignment: .left, lineLimit: 2)
            nodes.append(.text(TextNode(placement: placement, color: color)))
            y += metrics.size.height + 2
        }
        return (nodes, y - origin.y)
    }

    /// `size` scaled to fit `box` (aspect kept), centred horizontally at the box's top.
    static func fit(_ size: Size, into box: Rect) -> Rect {
        guard size.width > 0, size.height > 0, size.width.isFinite, size.height.isFinite else {
            return Rect(origin: box.origin, size: .zero)
        }
        let factor = min(box.width / size.width, box.height / size.height)
        let fitted = Size(width: size.width * factor, height: size.height * factor)
        return Rect(x: box.midX - fitted.width / 2, y: box.minY, width: fitted.width, height: fitted.height)
    }
}
