import PopupKit
@_spi(Tools) import PopupKitCore

/// Writes a ``TimelineDrawing``'s marks as SVG: the same rectangles, paths and
/// text the PNG draws, each mark a reader may ask about with its tooltip
/// (`<title>`, shown by browsers on hover) and its `data-*` attributes (for
/// tools: `data-start`, `data-end` and `data-reason` are `simulate`'s values).
extension TimelineDrawing {
    func svg() -> String {
        var out = """
        <?xml version="1.0" encoding="UTF-8"?>
        <svg xmlns="http://www.w3.org/2000/svg" width="\(n(size.width))" height="\(n(size.height))" \
        viewBox="0 0 \(n(size.width)) \(n(size.height))" font-family="DejaVu Sans, Verdana, sans-serif">

        """
        for mark in marks {
            out += element(mark) + "\n"
        }
        return out + "</svg>\n"
    }

    private func element(_ mark: TimelineMark) -> String {
        var attributes: [(String, String)] = []
        if let kind = mark.kind { attributes.append(("class", kind)) }
        attributes += mark.data.map { ($0.name, $0.value) }
        let name: String
        var body = ""
        switch mark.node {
        case .box(let box):
            name = "rect"
            attributes += [("x", n(box.rect.minX)), ("y", n(box.rect.minY)), ("width", n(box.rect.width)),
                           ("height", n(box.rect.height))]
            if box.cornerRadius > 0 { attributes.append(("rx", n(box.cornerRadius))) }
            attributes += paint("fill", box.fill)
        case .text(let node):
            name = "text"
            let placement = node.placement
            // Pango puts the top of the line at the frame's top; the baseline of
            // DejaVu Sans is 0.93 em below it.
            let baseline = placement.frame.minY + (placement.frame.height - placement.font.size * 1.17) / 2
                + placement.font.size * 0.93
            attributes += [("x", n(placement.frame.minX)), ("y", n(baseline)), ("font-size", n(placement.font.size))]
            if placement.font.weight == .bold { attributes.append(("font-weight", "bold")) }
            attributes += paint("fill", node.color)
            body = Self.escape(placement.text)
        case .path(let path):
            name = path.closed ? "polygon" : "polyline"
            attributes.append(("points", path.points.map { "\(n($0.x)),\(n($0.y))" }.joined(separator: " ")))
            if let fill = path.fill { attributes += paint("fill", fill) } else { attributes.append(("fill", "none")) }
            if let stroke = path.strokeColor {
                attributes += paint("stroke", stroke)
                attributes.append(("stroke-width", n(path.strokeWidth)))
            }
            if !path.dash.isEmpty { attributes.append(("stroke-dasharray", path.dash.map(n).joined(separator: " "))) }
        case .dot(let dot):
            name = "circle"
            attributes += [("cx", n(dot.center.x)), ("cy", n(dot.center.y)), ("r", n(dot.radius))]
            attributes += paint("fill", dot.color)
        default:
            // The timeline draws only boxes, text, paths and dots.
            return ""
        }
        if let title = mark.title { body = "<title>\(Self.escape(title))</title>" + body }
        let attributeText = attributes.map { " \($0.0)=\"\(Self.escape($0.1))\"" }.joined()
        return body.isEmpty ? "<\(name)\(attributeText)/>" : "<\(name)\(attributeText)>\(body)</\(name)>"
    }

    /// A colour as SVG paint: `#RRGGBB` and an opacity when it is not opaque.
    private func paint(_ property: String, _ color: NoticeColor) -> [(String, String)] {
        var values = [(property, String(color.hex.prefix(7)))]
        if color.alpha < 1 { values.append(("\(property)-opacity", n(color.alpha))) }
        return values
    }

    private func n(_ value: Double) -> String { Format.number(value) }

    /// Text and attribute values as XML character data.
    static func escape(_ text: String) -> String {
        var out = ""
        for character in text {
            switch character {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "\n": out += "&#10;"
            default:
                // Characters XML 1.0 forbids (control characters) are left out.
                if let scalar = character.unicodeScalars.first, character.unicodeScalars.count == 1,
                   scalar.value < 0x20 && scalar != "\t" { continue }
                out.append(character)
            }
        }
        return out
    }
}
