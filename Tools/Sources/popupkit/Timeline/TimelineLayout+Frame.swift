import PopupKit
@_spi(Tools) import PopupKitCore

/// What surrounds the bars: the title, the row names and bands, the grid, the
/// time axis and the bottom row of inputs.
extension TimelineLayout {
    mutating func drawFrame(rows: [(row: TimelineRow, top: Double, bottom: Double)], rowsTop: Double,
                            inputTop: Double, axisTop: Double) {
        marks.append(TimelineMark(node: .box(BoxNode(rect: Rect(origin: .zero, size: size), fill: TimelineStyle.background))))
        let shown = model.bars.filter { visible(from: $0.start, to: $0.end ?? window.to) }.count
        let refused = model.refusals.filter { $0.at >= window.from && $0.at <= window.to }.count
        let heading = "\(title) · \(Format.seconds(window.from)) s to \(Format.seconds(window.to)) s · "
            + "\(shown) shown, \(refused) never showed"
        if let fitted = text.fit(heading, font: TimelineStyle.titleFont, room: width - 20) {
            drawText(fitted.text, width: fitted.width, font: TimelineStyle.titleFont, color: TimelineStyle.ink,
                     x: 10, centerY: TimelineStyle.margin.top / 2)
        }
        for (index, band) in rows.enumerated() {
            if index % 2 == 1 {
                marks.append(TimelineMark(node: .box(BoxNode(
                    rect: Rect(x: 0, y: band.top, width: width, height: band.bottom - band.top),
                    fill: NoticeColor(hex: "#F9FAFB")!))))
            }
            // The lane's name, and under it the region or scheduler the row is for.
            let nameY = band.top + TimelineStyle.rowPadding + TimelineStyle.trackHeight / 2 - (band.row.part == nil ? 0 : 4)
            if let fitted = text.fit(band.row.laneName, font: TimelineStyle.rowFont, room: plotLeft - 20) {
                drawText(fitted.text, width: fitted.width, font: TimelineStyle.rowFont, color: TimelineStyle.color(band.row.lane),
                         x: 10, centerY: nameY)
            }
            if let part = band.row.part, let fitted = text.fit(part, font: TimelineStyle.reasonFont, room: plotLeft - 20) {
                drawText(fitted.text, width: fitted.width, font: TimelineStyle.reasonFont, color: TimelineStyle.quiet,
                         x: 10, centerY: nameY + 12)
            }
        }
        drawText("Inputs", width: text.width("Inputs", font: TimelineStyle.rowFont), font: TimelineStyle.rowFont,
                 color: TimelineStyle.quiet, x: 10, centerY: inputTop + 12)
        let axis = TimelineAxis(from: window.from.seconds, to: window.to.seconds, width: plotWidth)
        for tick in axis.ticks {
            let tickX = x(Instant(seconds: tick))
            line(from: Point(x: tickX, y: rowsTop), to: Point(x: tickX, y: axisTop + 4), color: TimelineStyle.grid)
            let label = axis.label(tick)
            let labelWidth = text.width(label, font: TimelineStyle.labelFont)
            let left = min(max(tickX - labelWidth / 2, plotLeft - labelWidth / 2), width - labelWidth - 2)
            drawText(label, width: labelWidth, font: TimelineStyle.labelFont, color: TimelineStyle.quiet,
                     x: left, centerY: axisTop + 13)
        }
        line(from: Point(x: plotLeft, y: axisTop), to: Point(x: plotRight, y: axisTop), color: TimelineStyle.quiet)
        line(from: Point(x: 0, y: inputTop), to: Point(x: width, y: inputTop), color: TimelineStyle.grid)
        let unit = axis.unit
        drawText(unit, width: text.width(unit, font: TimelineStyle.reasonFont), font: TimelineStyle.reasonFont,
                 color: TimelineStyle.quiet, x: 10, centerY: axisTop + 13)
    }

    /// The bottom row: a tick per input, labelled where the label does not run
    /// into the next one (every tick keeps its label as a tooltip).
    mutating func drawInputs(top: Double) {
        // Labels go on the first of two lines where they do not run into the one before.
        var labelsEnd = [-Double.infinity, -Double.infinity]
        for input in model.inputs where input.at >= window.from && input.at <= window.to {
            let tickX = x(input.at)
            let tick = PathNode(points: [Point(x: tickX, y: top + 4), Point(x: tickX, y: top + 16)], closed: false,
                                strokeColor: TimelineStyle.ink, strokeWidth: 1.5)
            marks.append(TimelineMark(node: .path(tick), kind: "input",
                                      data: [("data-at", Format.seconds(input.at)), ("data-input", input.label)],
                                      title: "\(Format.seconds(input.at)) s: \(input.label)"))
            guard let line = labelsEnd.firstIndex(where: { tickX > $0 + 4 }),
                  let fitted = text.fit(input.label, font: TimelineStyle.reasonFont, room: min(140, plotRight + 16 - tickX))
            else { continue }
            drawText(fitted.text, width: fitted.width, font: TimelineStyle.reasonFont, color: TimelineStyle.ink,
                     x: tickX + 2, centerY: top + 22 + Double(line) * 11)
            labelsEnd[line] = tickX + 2 + fitted.width
        }
    }

    mutating func line(from start: Point, to end: Point, color: NoticeColor) {
        marks.append(TimelineMark(node: .path(PathNode(points: [start, end], closed: false, strokeColor: color,
                                                       strokeWidth: 1))))
    }
}
