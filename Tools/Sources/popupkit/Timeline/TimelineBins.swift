import PopupKit
@_spi(Tools) import PopupKitCore

/// A row too dense to read bar by bar (a day of banners, hundreds of toasts)
/// is drawn as counts per interval instead: how many notices showed, and below
/// them how many never did, per second, minute or hour, whichever gives each
/// count room for its number.
enum TimelineBins {
    /// The intervals counted over, in seconds.
    static let sizes: [Double] = [1, 10, 60, 600, 3600, 21_600, 86_400, 604_800, 2_592_000, 31_536_000]
    /// The narrowest interval on the page: room for a three-digit count.
    static let minimumWidth = 26.0
    /// Below this much room per notice, bars and their labels cannot be told apart.
    static let pointsPerNotice = 16.0

    /// Whether a row's notices are too many for the room, or both many and so
    /// short that most would be a hairline. A few short notices stay bars: their
    /// labels go after them, and when each one showed is worth more than a count.
    static func shouldCollapse(bars: [TimelineModel.Bar], refusals: [TimelineModel.Refusal], layout: TimelineLayout) -> Bool {
        let count = bars.count + refusals.count
        guard count > 0 else { return false }
        if Double(count) * pointsPerNotice > layout.plotWidth { return true }
        let widths = bars.map { layout.clampedX($0.end ?? layout.window.to) - layout.clampedX($0.start) }.sorted()
        guard Double(count) * hairlineRoom > layout.plotWidth, !widths.isEmpty else { return false }
        return widths[widths.count / 2] < 3
    }

    /// The room per notice below which hairline bars are counted instead: less
    /// than a label after each.
    static let hairlineRoom = 40.0

    /// The interval for a window drawn over `plotWidth` points.
    static func size(span: Double, plotWidth: Double) -> Double {
        let perPoint = span / max(plotWidth, 1)
        return sizes.first { $0 / perPoint >= minimumWidth } ?? sizes[sizes.count - 1]
    }

    /// An interval in words: `1 min`, `1 h`.
    static func name(_ size: Double) -> String {
        if size < 60 { return "\(Format.number(size)) s" }
        if size < 3600 { return "\(Format.number(size / 60)) min" }
        if size < 86_400 { return "\(Format.number(size / 3600)) h" }
        return "\(Format.number(size / 86_400)) d"
    }
}

extension TimelineLayout {
    /// Draws a row as counts per interval: shown notices on the first track,
    /// refused ones on the second; returns the row's height.
    mutating func drawBins(row: TimelineRow, bars: [TimelineModel.Bar], refusals: [TimelineModel.Refusal], top: Double) -> Double {
        let size = TimelineBins.size(span: (window.to - window.from).seconds, plotWidth: plotWidth)
        func bin(_ time: Instant) -> Int { Int((max(time, window.from).seconds / size).rounded(.down)) }
        var shown: [Int: [String]] = [:], refused: [Int: [String]] = [:]
        for bar in bars {
            shown[bin(bar.start), default: []].append(bar.reason.map { TimelineReason.glyphAndWord($0).word } ?? "open")
        }
        for refusal in refusals { refused[bin(refusal.at), default: []].append(TimelineReason.glyphAndWord(refusal.reason).word) }
        let most = max(1, (shown.values.map(\.count) + refused.values.map(\.count)).max() ?? 1)
        let height = TimelineStyle.trackHeight
        for (track, counts) in [shown, refused].enumerated() {
            let color = track == 0 ? TimelineStyle.color(row.lane) : TimelineStyle.refused
            for (index, words) in counts.sorted(by: { $0.key < $1.key }) {
                let from = Instant(seconds: Double(index) * size), to = Instant(seconds: Double(index + 1) * size)
                let left = clampedX(from), right = max(clampedX(to) - 1, left + TimelineStyle.minimumBarWidth)
                let strength = 0.25 + 0.75 * Double(words.count) / Double(most)
                let y = top + Double(track) * (height + TimelineStyle.trackGap)
                var tally: [String: Int] = [:]
                for word in words { tally[word, default: 0] += 1 }
                let breakdown = tally.sorted { $0.value > $1.value || ($0.value == $1.value && $0.key < $1.key) }
                    .map { "\($0.value) \($0.key)" }.joined(separator: ", ")
                let what = track == 0 ? "shown" : "never showed"
                marks.append(TimelineMark(
                    node: .box(BoxNode(rect: Rect(x: left, y: y, width: right - left, height: height), cornerRadius: 2,
                                       fill: color.withAlpha(strength))),
                    kind: track == 0 ? "bin" : "refused-bin",
                    data: [("data-lane", row.lane.rawValue), ("data-from", Format.seconds(from)),
                           ("data-to", Format.seconds(to)), ("data-count", String(words.count))],
                    title: "\(Format.seconds(from)) s to \(Format.seconds(to)) s: \(words.count) \(what) (\(breakdown))"))
                if let label = text.fit(String(words.count), font: TimelineStyle.labelFont, room: right - left - 2) {
                    drawText(label.text, width: label.width, font: TimelineStyle.labelFont,
                             color: strength > 0.55 ? .white : TimelineStyle.ink,
                             x: (left + right - label.width) / 2, centerY: y + height / 2)
                }
            }
        }
        let caption = "counts per \(TimelineBins.name(size))"
        drawText(caption, width: text.width(caption, font: TimelineStyle.reasonFont), font: TimelineStyle.reasonFont,
                 color: TimelineStyle.quiet, x: 10, centerY: top + height + TimelineStyle.trackGap + height / 2)
        return 2 * height + TimelineStyle.trackGap
    }
}
