import CCairo
import Foundation
import PopupKitCore
import PopupKitPresentation

/// The HUD's indicators: spinners, the progress ring and the built-in glyphs.
extension CairoRenderer {
    /// `ring`: an arc of 300° whose tail fades out, its head at `phase` of a turn
    /// from the top, clockwise (SVProgressHUD's flat spinner). `system`: twelve
    /// spokes, the one at the current twelfth of `phase` brightest and the ones
    /// behind it fading (the system activity indicator, which turns in steps).
    func drawSpinner(_ spinner: SpinnerNode, on canvas: Canvas) {
        guard finite(spinner.radius, spinner.thickness, spinner.phase), spinner.center.isFinite,
              spinner.radius > 0, spinner.thickness > 0, spinner.color.alpha > 0 else { return }
        let cr = canvas.cr
        let phase = spinner.phase - spinner.phase.rounded(.down)
        canvas.saved {
            cairo_set_line_width(cr, spinner.thickness)
            switch spinner.style {
            case .ring:
                let head = -Double.pi / 2 + phase * 2 * Double.pi
                let sweep = 2 * Double.pi * 300 / 360
                let segments = 30
                cairo_set_line_cap(cr, CAIRO_LINE_CAP_BUTT)
                // Segments overlap; in a group with the SOURCE operator each one
                // replaces the overlap instead of adding to it, so no seams show.
                let extent = spinner.radius + spinner.thickness
                cairo_rectangle(cr, spinner.center.x - extent, spinner.center.y - extent, 2 * extent, 2 * extent)
                cairo_clip(cr)
                cairo_push_group(cr)
                cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
                for segment in 0..<segments {
                    let start = head - sweep + sweep * Double(segment) / Double(segments)
                    let end = start + sweep / Double(segments) * (segment == segments - 1 ? 1 : 1.5)
                    cairo_new_sub_path(cr)
                    cairo_arc(cr, spinner.center.x, spinner.center.y, spinner.radius, start, end)
                    canvas.setColor(spinner.color, alpha: Double(segment + 1) / Double(segments))
                    cairo_stroke(cr)
                }
                // A round head.
                let tip = Point(x: spinner.center.x + spinner.radius * cos(head),
                                y: spinner.center.y + spinner.radius * sin(head))
                canvas.circle(tip, radius: spinner.thickness / 2)
                canvas.setColor(spinner.color)
                cairo_fill(cr)
                cairo_pop_group_to_source(cr)
                cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
                cairo_paint(cr)
            case .system:
                let spokes = 12
                let lit = Int((phase * Double(spokes)).rounded(.down)) % spokes
                let inner = spinner.radius * 0.5
                let outer = max(inner, spinner.radius - spinner.thickness / 2)
                cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND)
                for spoke in 0..<spokes {
                    let angle = -Double.pi / 2 + 2 * Double.pi * Double(spoke) / Double(spokes)
                    let behind = (lit - spoke + spokes) % spokes
                    let direction = Point(x: cos(angle), y: sin(angle))
                    canvas.setColor(spinner.color, alpha: 1 - 0.75 * Double(behind) / Double(spokes - 1))
                    canvas.line(from: Point(x: spinner.center.x + inner * direction.x, y: spinner.center.y + inner * direction.y),
                                to: Point(x: spinner.center.x + outer * direction.x, y: spinner.center.y + outer * direction.y))
                }
            }
        }
    }

    /// The whole track, then the value as an arc from the top, clockwise.
    func drawRing(_ ring: RingNode, on canvas: Canvas) {
        guard finite(ring.radius, ring.thickness, ring.value), ring.center.isFinite,
              ring.radius > 0, ring.thickness > 0 else { return }
        let cr = canvas.cr
        canvas.saved {
            cairo_set_line_width(cr, ring.thickness)
            if ring.trackColor.alpha > 0 {
                canvas.circle(ring.center, radius: ring.radius)
                canvas.setColor(ring.trackColor)
                cairo_stroke(cr)
            }
            let value = min(1, max(0, ring.value))
            guard value > 0, ring.color.alpha > 0 else { return }
            cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND)
            cairo_new_sub_path(cr)
            cairo_arc(cr, ring.center.x, ring.center.y, ring.radius, -Double.pi / 2, -Double.pi / 2 + 2 * Double.pi * value)
            canvas.setColor(ring.color)
            cairo_stroke(cr)
        }
    }

    /// A check mark, a cross or an "i" in a circle, stroked in the glyph's colour
    /// inside its rectangle (the largest centred square of it).
    func drawGlyph(_ glyph: GlyphNode, on canvas: Canvas) {
        let rect = glyph.rect
        guard rect.isFinite, rect.width > 0, rect.height > 0, glyph.color.alpha > 0 else { return }
        let side = min(rect.width, rect.height)
        let origin = Point(x: rect.midX - side / 2, y: rect.midY - side / 2)
        func at(_ x: Double, _ y: Double) -> Point { Point(x: origin.x + x * side, y: origin.y + y * side) }
        let cr = canvas.cr
        canvas.saved {
            canvas.setColor(glyph.color)
            cairo_set_line_width(cr, max(1, side * 0.1))
            cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND)
            cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND)
            switch glyph.kind {
            case .success:
                canvas.polyline([at(0.14, 0.52), at(0.40, 0.77), at(0.86, 0.25)], closed: false)
                cairo_stroke(cr)
            case .error:
                canvas.line(from: at(0.2, 0.2), to: at(0.8, 0.8))
                canvas.line(from: at(0.8, 0.2), to: at(0.2, 0.8))
            case .info:
                cairo_set_line_width(cr, max(1, side * 0.07))
                canvas.circle(at(0.5, 0.5), radius: side * 0.45)
                cairo_stroke(cr)
                cairo_set_line_width(cr, max(1, side * 0.1))
                canvas.line(from: at(0.5, 0.45), to: at(0.5, 0.73))
                canvas.circle(at(0.5, 0.28), radius: side * 0.065)
                cairo_fill(cr)
            }
        }
    }
}
