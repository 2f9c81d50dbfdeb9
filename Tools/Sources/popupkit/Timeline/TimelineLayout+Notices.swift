import PopupKit
@_spi(Tools) import PopupKitCore

/// The marks of one notice: its bar (with its waiting before it and its end
/// reason after it) or, when it never showed, the diamond where it was refused.
extension TimelineLayout {
    mutating func drawBar(_ bar: TimelineModel.Bar, top: Double, room: Double) {
        let color = TimelineStyle.color(bar.lane)
        let height = TimelineStyle.trackHeight
        if let since = bar.waitingSince, visible(from: since, to: bar.start) {
            let left = clampedX(since), right = clampedX(bar.start)
            marks.append(TimelineMark(
                node: .box(BoxNode(rect: Rect(x: left, y: top + 3, width: max(right - left, 1), height: height - 6),
                                   cornerRadius: 2, fill: color.withAlpha(0.22))),
                kind: "waiting",
                data: [("data-id", bar.id.rawValue), ("data-from", Format.seconds(since)), ("data-to", Format.seconds(bar.start))],
                title: "\(bar.label) waited \(Self.duration(bar.start - since)) (from \(Format.seconds(since)) s)"))
        }
        let left = clampedX(bar.start)
        let right = max(clampedX(bar.end ?? window.to), left + TimelineStyle.minimumBarWidth)
        var data: [(name: String, value: String)] = [("data-id", bar.id.rawValue), ("data-lane", bar.lane.rawValue),
                                                     ("data-start", Format.seconds(bar.start))]
        if let end = bar.end { data.append(("data-end", Format.seconds(end))) }
        if let reason = bar.reason { data.append(("data-reason", reason)) }
        if let detail = bar.detail { data.append(("data-detail", detail)) }
        if let part = bar.row.part { data.append(("data-row", part)) }
        marks.append(TimelineMark(
            node: .box(BoxNode(rect: Rect(x: left, y: top, width: right - left, height: height), cornerRadius: 3,
                               fill: bar.end == nil ? color.withAlpha(0.6) : color)),
            kind: "bar", data: data, title: tooltip(bar)))
        // The label goes inside the bar, or after it when the bar is too short for
        // even a few of its characters (a 4 s banner in an hour's window).
        let inside = text.fit(bar.label, font: TimelineStyle.labelFont, room: right - left - 6)
            .flatMap { $0.text == bar.label || $0.text.count >= 4 ? $0 : nil }
        if let inside {
            drawText(inside.text, width: inside.width, font: TimelineStyle.labelFont, color: .white,
                     x: left + 3, centerY: top + height / 2)
        }
        let after = inside == nil ? bar.label : nil
        if let reason = bar.reason {
            let (glyph, word) = TimelineReason.glyphAndWord(reason, detail: bar.detail)
            drawReason(glyph: after.map { "\($0) \(glyph)" } ?? glyph, word: word, x: right + 3, centerY: top + height / 2,
                       room: room - 3, color: after == nil ? TimelineStyle.quiet : color)
        } else if let after, let fitted = text.fit(after, font: TimelineStyle.reasonFont, room: room - 3) {
            drawText(fitted.text, width: fitted.width, font: TimelineStyle.reasonFont, color: color, x: right + 3,
                     centerY: top + height / 2)
        }
    }

    mutating func drawRefusal(_ refusal: TimelineModel.Refusal, top: Double, room: Double) {
        let color = TimelineStyle.color(refusal.lane)
        let height = TimelineStyle.trackHeight
        let center = Point(x: clampedX(refusal.at), y: top + height / 2)
        if let since = refusal.waitingSince, visible(from: since, to: refusal.at) {
            let left = clampedX(since)
            marks.append(TimelineMark(
                node: .box(BoxNode(rect: Rect(x: left, y: top + 3, width: max(center.x - left, 1), height: height - 6),
                                   cornerRadius: 2, fill: color.withAlpha(0.12))),
                kind: "waiting",
                data: [("data-id", refusal.id.rawValue), ("data-from", Format.seconds(since)),
                       ("data-to", Format.seconds(refusal.at))],
                title: "\(refusal.label) waited \(Self.duration(refusal.at - since)) and never showed"))
        }
        let radius = 5.5
        let diamond = [Point(x: center.x, y: center.y - radius), Point(x: center.x + radius, y: center.y),
                       Point(x: center.x, y: center.y + radius), Point(x: center.x - radius, y: center.y)]
        let (glyph, word) = TimelineReason.glyphAndWord(refusal.reason)
        var data: [(name: String, value: String)] = [("data-id", refusal.id.rawValue), ("data-lane", refusal.lane.rawValue),
                                                     ("data-at", Format.seconds(refusal.at)), ("data-reason", refusal.reason)]
        if let rule = refusal.rule { data.append(("data-rule", rule)) }
        if let part = refusal.row.part { data.append(("data-row", part)) }
        var title = "\(refusal.label) (\(refusal.lane.rawValue)) never showed\n\(word) at \(Format.seconds(refusal.at)) s"
        if let rule = refusal.rule { title += "\nrule: \(rule)" }
        marks.append(TimelineMark(node: .path(PathNode(points: diamond, closed: true, fill: TimelineStyle.refused)),
                                  kind: "refusal", data: data, title: title))
        let words = "\(refusal.label): \(word)" + (refusal.rule.map { " (\($0))" } ?? "")
        drawReason(glyph: glyph, word: words, x: center.x + radius + 3, centerY: center.y, room: room - 3,
                   color: TimelineStyle.refused)
    }

    /// A notice still waiting at the end: its waiting band runs to the window's
    /// edge, labelled, with nothing after it.
    mutating func drawWaiting(_ waiting: TimelineModel.Waiting, top: Double) {
        let color = TimelineStyle.color(waiting.lane)
        let height = TimelineStyle.trackHeight
        let left = clampedX(waiting.since)
        marks.append(TimelineMark(
            node: .box(BoxNode(rect: Rect(x: left, y: top + 3, width: max(plotRight - left, 1), height: height - 6),
                               cornerRadius: 2, fill: color.withAlpha(0.22))),
            kind: "waiting",
            data: [("data-id", waiting.id.rawValue), ("data-lane", waiting.lane.rawValue),
                   ("data-from", Format.seconds(waiting.since))],
            title: "\(waiting.label) (\(waiting.lane.rawValue)) waiting from \(Format.seconds(waiting.since)) s,"
                + " still waiting at the end"))
        if let fitted = text.fit("\(waiting.label) waiting", font: TimelineStyle.reasonFont, room: plotRight - left - 6) {
            drawText(fitted.text, width: fitted.width, font: TimelineStyle.reasonFont, color: color, x: left + 3,
                     centerY: top + height / 2)
        }
    }

    /// Writes "glyph word" after a mark when it fits, the glyph alone when only it
    /// does, and nothing otherwise (the tooltip still has it).
    mutating func drawReason(glyph: String, word: String, x: Double, centerY: Double, room: Double, color: NoticeColor) {
        let font = TimelineStyle.reasonFont
        let whole = "\(glyph) \(word)"
        if let fitted = text.fit(whole, font: font, room: room), fitted.text.count > 4 || fitted.text == whole {
            drawText(fitted.text, width: fitted.width, font: font, color: color, x: x, centerY: centerY)
        } else if let alone = text.fit(glyph, font: font, room: room), alone.text == glyph {
            drawText(glyph, width: alone.width, font: font, color: color, x: x, centerY: centerY)
        }
    }

    /// One line of text, vertically centred on `centerY`.
    mutating func drawText(_ string: String, width: Double, font: NoticeFont, color: NoticeColor, x: Double, centerY: Double,
                           alignment: TextAlign = .left) {
        let lineHeight = (font.size * 1.17).rounded()
        let frame = Rect(x: x, y: centerY - lineHeight / 2, width: width + 1, height: lineHeight)
        marks.append(TimelineMark(node: .text(TextNode(
            placement: TextPlacement(text: string, frame: frame, font: font, alignment: alignment, lineLimit: 1),
            color: color))))
    }

    private func tooltip(_ bar: TimelineModel.Bar) -> String {
        var lines = ["\(bar.label) (\(bar.lane.rawValue)\(bar.row.part.map { ", \($0)" } ?? ""))"]
        if let text = bar.text, text != bar.label { lines.append(text) }
        if let since = bar.waitingSince {
            lines.append("waited \(Self.duration(bar.start - since)) from \(Format.seconds(since)) s")
        }
        if let end = bar.end {
            lines.append("shown \(Format.seconds(bar.start)) s to \(Format.seconds(end)) s (\(Self.duration(end - bar.start)))")
        } else {
            lines.append("shown from \(Format.seconds(bar.start)) s, still on screen at the end")
        }
        if let reason = bar.reason {
            lines.append("ended: \(TimelineReason.glyphAndWord(reason, detail: bar.detail).word)")
        }
        return lines.joined(separator: "\n")
    }

    static func duration(_ span: TimeSpan) -> String {
        "\(Format.seconds(Instant.zero + span)) s"
    }
}
