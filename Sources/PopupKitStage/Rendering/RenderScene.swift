import PopupKitCore
@_spi(Tools) import PopupKitCore
import PopupKitPresentation

/// Everything to draw at one instant, bottom to top. A pure value: the same engine
/// state, container, styles and time give the same scene.
///
/// What moves by itself is declared in ``motions``: the groups hold the values
/// those declarations give at ``time``, so the scene at any other instant of the
/// same screen is the same declarations evaluated then.
public struct RenderScene: Hashable, Sendable {
    public var size: Size
    public var time: Instant
    public var nodes: [RenderNode]
    /// The motions running at ``time``, by the key of the group they move, with
    /// the values the group rests at (``GroupMotion``); a group not here rests at
    /// its own values.
    public var motions: [GroupKey: GroupMotion]

    public init(size: Size, time: Instant, nodes: [RenderNode], motions: [GroupKey: GroupMotion] = [:]) {
        self.size = size
        self.time = time
        self.nodes = nodes
        self.motions = motions
    }

    /// The same screen at `time`: every group that ``motions`` moves at the values
    /// its motions give then (what a compositor shows between two scenes), and only
    /// the motions still running then.
    public func played(to time: Instant) -> RenderScene {
        guard !motions.isEmpty else { return RenderScene(size: size, time: time, nodes: nodes) }
        func play(_ node: RenderNode) -> RenderNode {
            guard case .group(var group) = node else { return node }
            if let key = group.key, let motion = motions[key] {
                let shown = motion.sampled(at: time)
                (group.opacity, group.scale, group.offset, group.rotation) = (shown.opacity, shown.scale, shown.offset, shown.rotation)
            }
            group.children = group.children.map(play)
            return .group(group)
        }
        let running = motions.compactMapValues { motion -> GroupMotion? in
            let running = motion.running(at: time)
            return running.motions.isEmpty ? nil : running
        }
        return RenderScene(size: size, time: time, nodes: nodes.map(play), motions: running)
    }

    /// A stable, readable text form: one node per line, children indented. This is
    /// the main snapshot format of PopupKit's tests.
    public func dump() -> String {
        var lines = ["scene \(size) at \(Format.number(time.seconds))s"]
        for node in nodes { Self.dump(node, depth: 1, into: &lines) }
        return lines.joined(separator: "\n") + "\n"
    }

    private static func dump(_ node: RenderNode, depth: Int, into lines: inout [String]) {
        let indent = String(repeating: "  ", count: depth)
        switch node {
        case .group(let group):
            var line = "\(indent)group \(group.name) opacity \(Format.number(group.opacity))"
            if group.position != .zero { line += " at \(group.position)" }
            if group.scale != 1 { line += " scale \(Format.number(group.scale)) about \(group.anchor)" }
            if group.rotation != 0 { line += " turned \(Format.number(group.rotation / (2 * Double.pi))) turn" }
            if group.offset != .zero { line += " offset \(group.offset)" }
            lines.append(line)
            for child in group.children { dump(child, depth: depth + 1, into: &lines) }
        case .box(let box):
            var line = "\(indent)box \(box.rect) radius \(Format.number(box.cornerRadius)) fill \(box.fill)"
            if let border = box.borderColor { line += " border \(border) \(Format.number(box.borderWidth))" }
            if let shadow = box.shadow {
                line += " shadow \(shadow.color) opacity \(Format.number(shadow.opacity)) radius \(Format.number(shadow.radius))"
                    + " offset \(shadow.offset)"
            }
            lines.append(line)
        case .text(let text):
            let placement = text.placement
            lines.append("\(indent)text \(placement.frame) \(Format.quoted(placement.text)) font \(placement.font)"
                + " color \(text.color) align \(placement.alignment.rawValue) lines \(placement.lineLimit)")
        case .image(let image):
            lines.append("\(indent)image \(image.rect) \(Format.quoted(image.name))")
        case .glyph(let glyph):
            lines.append("\(indent)glyph \(glyph.kind.rawValue) \(glyph.rect) color \(glyph.color)")
        case .spinner(let spinner):
            lines.append("\(indent)spinner \(spinner.style.rawValue) center \(spinner.center) radius \(Format.number(spinner.radius))"
                + " thickness \(Format.number(spinner.thickness)) phase \(Format.number(spinner.phase)) color \(spinner.color)")
        case .ring(let ring):
            lines.append("\(indent)ring center \(ring.center) radius \(Format.number(ring.radius)) thickness \(Format.number(ring.thickness))"
                + " value \(Format.number(ring.value)) color \(ring.color) track \(ring.trackColor)")
        case .path(let path):
            var line = "\(indent)path \(path.closed ? "closed" : "open") \(path.points.map(\.description).joined(separator: " "))"
            if let fill = path.fill { line += " fill \(fill)" }
            if let stroke = path.strokeColor { line += " stroke \(stroke) \(Format.number(path.strokeWidth))" }
            if !path.dash.isEmpty { line += " dash \(path.dash.map(Format.number).joined(separator: ","))" }
            lines.append(line)
        case .dot(let dot):
            lines.append("\(indent)dot center \(dot.center) radius \(Format.number(dot.radius)) color \(dot.color)")
        case .mask(let mask):
            switch mask.fill {
            case .clear: lines.append("\(indent)mask \(mask.rect) clear")
            case .solid(let color): lines.append("\(indent)mask \(mask.rect) solid \(color)")
            case .radialGradient(let center, let edge):
                lines.append("\(indent)mask \(mask.rect) gradient center \(center) edge \(edge)")
            }
        case .slot(let slot):
            lines.append("\(indent)slot \(slot.rect) \(Format.quoted(slot.name))")
        }
    }
}
