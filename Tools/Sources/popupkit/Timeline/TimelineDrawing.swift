import PopupKit
import PopupKitScenario
import PopupKitHost

/// One thing drawn on a timeline: a render node (what the PNG draws through
/// Cairo) and, for the marks a reader or a tool asks about, what the SVG adds to
/// its element: a class, `data-*` attributes and a tooltip.
struct TimelineMark {
    var node: RenderNode
    /// The SVG element's class (`bar`, `refusal`, `bin`, `input`); `nil` for
    /// marks that only draw (grid, labels).
    var kind: String?
    var data: [(name: String, value: String)] = []
    var title: String?
}

/// A run drawn as a timeline: one row per lane (or per region or scheduler),
/// time across, every notice a bar from `shown` to its end, refusals as red
/// diamonds, the inputs as ticks on the bottom row.
///
/// One list of marks is both outputs: ``svg()`` writes it as SVG, ``scene`` is the
/// same marks as a PopupKit scene that `CairoRenderer` draws to PNG. `popupkit
/// timeline` draws a whole run; other commands draw a part of one (pass the
/// window).
struct TimelineDrawing {
    /// The window of time drawn.
    struct Window {
        var from: Instant
        var to: Instant
    }

    var size: Size
    var marks: [TimelineMark]

    /// The marks as a scene, for `CairoRenderer.renderPNG`.
    var scene: RenderScene { RenderScene(size: size, time: .zero, nodes: marks.map(\.node)) }

    /// Draws a run of `scenario`.
    /// - Parameters:
    ///   - events: the run's events (`ScenarioRunner.Result.events`), as `simulate` prints them.
    ///   - scenario: the scenario that ran (its requests give text, regions, schedulers
    ///     and rules; its other inputs are the bottom row's ticks).
    ///   - window: the time drawn; `nil` from 0 to the last event or input.
    ///   - title: the line at the top (the scenario's file name).
    ///   - measurer: measures labels to cut them to their bar; the Cairo renderer's
    ///     `textMeasurer` for a PNG that matches.
    ///   - width: the drawing's width in points.
    init(events: [NoticeEvent], scenario: Scenario, window: Window? = nil, title: String,
         measurer: any TextMeasuring, width: Double = 1200) {
        let model = TimelineModel(events: events, scenario: scenario)
        let drawn = window ?? Window(from: .zero, to: max(model.lastInstant, Instant(seconds: 1)))
        var layout = TimelineLayout(model: model, window: drawn, title: title, text: TimelineText(measurer: measurer),
                                    width: width)
        layout.draw()
        size = layout.size
        marks = layout.marks
    }
}

/// Places a ``TimelineModel`` on the page; ``TimelineDrawing`` keeps the result.
struct TimelineLayout {
    let model: TimelineModel
    let window: TimelineDrawing.Window
    let title: String
    let text: TimelineText
    let width: Double
    var marks: [TimelineMark] = []
    var size = Size(width: 0, height: 0)

    init(model: TimelineModel, window: TimelineDrawing.Window, title: String, text: TimelineText, width: Double) {
        self.model = model
        self.window = window
        self.title = title
        self.text = text
        self.width = width
    }

    var plotLeft: Double { TimelineStyle.margin.left }
    var plotRight: Double { width - TimelineStyle.margin.right }
    var plotWidth: Double { plotRight - plotLeft }

    /// The x of a time, not clamped.
    func x(_ time: Instant) -> Double {
        let span = max((window.to - window.from).seconds, 1e-6)
        return plotLeft + (time - window.from).seconds / span * plotWidth
    }

    /// The x of a time, kept within the plot.
    func clampedX(_ time: Instant) -> Double { min(plotRight, max(plotLeft, x(time))) }

    func visible(from start: Instant, to end: Instant) -> Bool {
        end >= window.from && start <= window.to
    }

    mutating func draw() {
        var y = TimelineStyle.margin.top
        let rowsTop = y
        var rowBands: [(row: TimelineRow, top: Double, bottom: Double)] = []
        for row in model.rows {
            let height = drawRow(row, top: y + TimelineStyle.rowPadding)
            let bottom = y + height + 2 * TimelineStyle.rowPadding
            rowBands.append((row, y, bottom))
            y = bottom
        }
        let inputTop = y
        y += TimelineStyle.inputRowHeight
        size = Size(width: width, height: y + TimelineStyle.axisHeight)
        let content = marks
        marks = []
        drawFrame(rows: rowBands, rowsTop: rowsTop, inputTop: inputTop, axisTop: y)
        marks += content
        drawInputs(top: inputTop)
    }

    /// Draws one row's bars (or its counts when too dense) and returns its height.
    mutating func drawRow(_ row: TimelineRow, top: Double) -> Double {
        let bars = model.bars.filter { $0.row == row && visible(from: $0.waitingSince ?? $0.start, to: $0.end ?? window.to) }
        let refusals = model.refusals.filter { $0.row == row && visible(from: $0.waitingSince ?? $0.at, to: $0.at) }
        if TimelineBins.shouldCollapse(bars: bars, refusals: refusals, layout: self) {
            return drawBins(row: row, bars: bars, refusals: refusals, top: top)
        }
        var tracks = TimelineTracks()
        let waiting = model.waiting.filter { $0.row == row && $0.since <= window.to }
        let items = bars.map { TimelineTracks.Item.bar($0) } + refusals.map { TimelineTracks.Item.refusal($0) }
            + waiting.map { TimelineTracks.Item.waiting($0) }
        let placed = tracks.place(items, layout: self)
        for item in placed {
            let trackTop = top + Double(item.track) * (TimelineStyle.trackHeight + TimelineStyle.trackGap)
            switch item.item {
            case .bar(let bar): drawBar(bar, top: trackTop, room: item.room)
            case .refusal(let refusal): drawRefusal(refusal, top: trackTop, room: item.room)
            case .waiting(let waiting): drawWaiting(waiting, top: trackTop)
            }
        }
        let count = max(1, tracks.count)
        return Double(count) * TimelineStyle.trackHeight + Double(count - 1) * TimelineStyle.trackGap
    }
}
