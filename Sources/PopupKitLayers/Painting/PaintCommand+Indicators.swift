import PopupKitCore
import PopupKitPresentation
import RealModule

extension PaintCommand {
    /// `ring`: an arc of 300° turning, its head (round) at `phase` of a turn from
    /// the top, clockwise, its tail fading out in 30 steps (SVProgressHUD's
    /// indefinite spinner: a round-capped arc under an angular fade).
    /// `system`: twelve spokes, the one at the current twelfth of `phase` brightest
    /// and the ones behind it fading (the system activity indicator).
    static func spinnerCommands(_ spinner: SpinnerNode) -> [PaintCommand] {
        guard spinner.radius.isFinite, spinner.thickness.isFinite, spinner.phase.isFinite, spinner.center.isFinite,
              spinner.radius > 0, spinner.thickness > 0, spinner.color.alpha > 0 else { return [] }
        let phase = spinner.phase - spinner.phase.rounded(.down)
        let center = spinner.center, color = spinner.color
        switch spinner.style {
        case .ring:
            let head = -Double.pi / 2 + phase * 2 * Double.pi
            let sweep = 2 * Double.pi * 300 / 360
            let steps = 30
            // Arc k runs from the k-th step of the tail to the head, so arcs lie
            // over one another and never meet edge to edge: pieces that met would
            // each antialias the shared edge and leave a light seam between them.
            // Each arc's alpha makes the stack over step k reach k/30 of the
            // colour's (1 − Π(1 − aⱼ) = α·k/n); the last is the colour's own.
            // Their round caps make the head and soften each step's start.
            let alpha = color.alpha
            return (1...steps).map { step in
                let reached = alpha * Double(step) / Double(steps)
                let before = alpha * Double(step - 1) / Double(steps)
                let layer = 1 - (1 - reached) / (1 - before)
                let start = head - sweep + sweep * Double(step - 1) / Double(steps)
                return .stroke(.arc(center: center, radius: spinner.radius, from: start, to: head),
                               color.withAlpha(min(1, max(0, layer))), StrokeStyle(width: spinner.thickness, cap: .round))
            }
        case .system:
            let spokes = 12
            let lit = Int((phase * Double(spokes)).rounded(.down)) % spokes
            let inner = spinner.radius * 0.5
            let outer = max(inner, spinner.radius - spinner.thickness / 2)
            return (0..<spokes).map { spoke in
                let angle = -Double.pi / 2 + 2 * Double.pi * Double(spoke) / Double(spokes)
                let behind = (lit - spoke + spokes) % spokes
                let alpha = 1 - 0.75 * Double(behind) / Double(spokes - 1)
                return .stroke(.line(from: PaintPath.point(on: center, radius: inner, angle: angle),
                                     to: PaintPath.point(on: center, radius: outer, angle: angle)),
                               color.withAlpha(color.alpha * alpha), StrokeStyle(width: spinner.thickness, cap: .round))
            }
        }
    }

    /// The whole track, then the value as an arc from the top, clockwise.
    static func ringCommands(_ ring: RingNode) -> [PaintCommand] {
        guard ring.radius.isFinite, ring.thickness.isFinite, ring.value.isFinite, ring.center.isFinite,
              ring.radius > 0, ring.thickness > 0 else { return [] }
        var result: [PaintCommand] = []
        if ring.trackColor.alpha > 0 {
            result.append(.stroke(.circle(center: ring.center, radius: ring.radius), ring.trackColor,
                                  StrokeStyle(width: ring.thickness)))
        }
        let value = min(1, max(0, ring.value))
        if value > 0, ring.color.alpha > 0 {
            result.append(.stroke(.arc(center: ring.center, radius: ring.radius, from: -Double.pi / 2,
                                       to: -Double.pi / 2 + 2 * Double.pi * value),
                                  ring.color, StrokeStyle(width: ring.thickness, cap: .round)))
        }
        return result
    }

    /// A check mark, a cross or an "i" in a circle, stroked in the glyph's colour
    /// inside its rectangle (the largest centred square of it).
    static func glyphCommands(_ glyph: GlyphNode) -> [PaintCommand] {
        let rect = glyph.rect
        guard rect.isFinite, rect.width > 0, rect.height > 0, glyph.color.alpha > 0 else { return [] }
        let side = min(rect.width, rect.height)
        let origin = Point(x: rect.midX - side / 2, y: rect.midY - side / 2)
        func at(_ x: Double, _ y: Double) -> Point { Point(x: origin.x + x * side, y: origin.y + y * side) }
        let line = StrokeStyle(width: max(1, side * 0.1), cap: .round, join: .round)
        switch glyph.kind {
        case .success:
            return [.stroke(.polyline([at(0.14, 0.52), at(0.40, 0.77), at(0.86, 0.25)], closed: false), glyph.color, line)]
        case .error:
            return [.stroke(.line(from: at(0.2, 0.2), to: at(0.8, 0.8)), glyph.color, line),
                    .stroke(.line(from: at(0.8, 0.2), to: at(0.2, 0.8)), glyph.color, line)]
        case .info:
            var thin = line
            thin.width = max(1, side * 0.07)
            return [.stroke(.circle(center: at(0.5, 0.5), radius: side * 0.45), glyph.color, thin),
                    .stroke(.line(from: at(0.5, 0.45), to: at(0.5, 0.73)), glyph.color, line),
                    .fill(.circle(center: at(0.5, 0.28), radius: side * 0.065), glyph.color)]
        }
    }
}
