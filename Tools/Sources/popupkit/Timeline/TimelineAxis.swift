import PopupKit
@_spi(Tools) import PopupKitCore

/// The time axis: ticks at round steps (0.5 s, 5 s, 1 min, 1 h…) chosen so their
/// labels never crowd, whether the window is 10 seconds or a day.
struct TimelineAxis {
    /// The steps a tick may be apart, in seconds, smallest first: each a round
    /// number on a clock.
    static let steps: [Double] = [0.1, 0.2, 0.5, 1, 2, 5, 10, 15, 30, 60, 120, 300, 600, 900, 1800, 3600, 7200,
                                  10_800, 21_600, 43_200, 86_400, 172_800, 604_800, 2_592_000, 31_536_000,
                                  315_360_000]

    var from: Double
    var to: Double
    /// Seconds between two ticks.
    var step: Double

    /// The smallest step that keeps ticks at least `minimumGap` points apart over
    /// `width` points.
    init(from: Double, to: Double, width: Double, minimumGap: Double = 80) {
        self.from = from
        self.to = to
        let span = max(to - from, 1e-3)
        let perPoint = span / max(width, 1)
        step = Self.steps.first { $0 / perPoint >= minimumGap } ?? Self.steps[Self.steps.count - 1]
    }

    /// The tick times in the window.
    var ticks: [Double] {
        var times: [Double] = []
        var index = (from / step).rounded(.up)
        while index * step <= to + step * 1e-9, times.count < 1000 {
            times.append(index * step)
            index += 1
        }
        return times
    }

    /// A tick's label: seconds for short windows (`2.5 s`), a clock from the
    /// scenario's 0 once minutes matter (`1:30`, `2:05:00`), days past a day.
    func label(_ time: Double) -> String {
        if to < 60 { return "\(Format.number(time)) s" }
        let total = Int(time.rounded())
        let days = total / 86_400, hours = (total % 86_400) / 3600, minutes = (total % 3600) / 60, seconds = total % 60
        func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
        let day = days > 0 ? "\(days)d " : ""
        if step >= 60 { return "\(day)\(days > 0 ? two(hours) : String(hours)):\(two(minutes))" }
        if hours > 0 || days > 0 { return "\(day)\(hours):\(two(minutes)):\(two(seconds))" }
        return "\(minutes):\(two(seconds))"
    }

    /// How a reader should read the labels, for the axis title.
    var unit: String {
        if to < 60 { return "seconds" }
        return step >= 60 ? "hours:minutes since 0" : "minutes:seconds since 0"
    }
}
