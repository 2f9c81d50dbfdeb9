import PopupKit

/// The timeline's look and sizes, in one place so the SVG and the PNG (drawn
/// from the same marks) cannot drift apart.
enum TimelineStyle {
    static let background = NoticeColor.white
    static let ink = NoticeColor(hex: "#1F2937")!
    static let quiet = NoticeColor(hex: "#6B7280")!
    static let grid = NoticeColor(hex: "#E5E7EB")!
    static let refused = NoticeColor(hex: "#DC2626")!

    static let titleFont = NoticeFont.bold(13)
    static let rowFont = NoticeFont.bold(11)
    static let labelFont = NoticeFont.system(10)
    static let reasonFont = NoticeFont.system(9)

    /// Left margin for the row names, right margin, top band for the title.
    static let margin = (left: 150.0, right: 20.0, top: 34.0)
    static let trackHeight = 18.0
    static let trackGap = 4.0
    static let rowPadding = 7.0
    static let inputRowHeight = 42.0
    static let axisHeight = 30.0
    /// Most bars drawn above each other in one row; more overlapping notices
    /// share the last track (the row's counts still tell them apart).
    static let maximumTracks = 6
    /// The narrowest bar drawn, so a notice shown for a moment is still seen.
    static let minimumBarWidth = 2.0

    /// Each lane's colour: text on it (white) stays readable.
    static func color(_ lane: Lane) -> NoticeColor {
        switch lane {
        case .toast: NoticeColor(hex: "#2563EB")!
        case .hud: NoticeColor(hex: "#7C3AED")!
        case .banner: NoticeColor(hex: "#C2410C")!
        case .popup: NoticeColor(hex: "#047857")!
        case .bubble: NoticeColor(hex: "#0E7490")!
        }
    }
}

/// Fits labels into the room they have, measured with the same fonts the PNG is
/// drawn with, cutting them with "…" rather than letting them run over the next bar.
final class TimelineText {
    private let measurer: any TextMeasuring

    init(measurer: any TextMeasuring) {
        self.measurer = CachingTextMeasurer(measurer)
    }

    /// The width of `text` on one line.
    func width(_ text: String, font: NoticeFont) -> Double {
        measurer.measure(text, font: font, maxWidth: 100_000, lineLimit: 1).size.width
    }

    /// `text` as it fits `room` points (cut with "…"), with its width; `nil` when
    /// not even its first character and "…" fit.
    func fit(_ text: String, font: NoticeFont, room: Double) -> (text: String, width: Double)? {
        guard room > 0, !text.isEmpty else { return nil }
        let whole = width(text, font: font)
        if whole <= room { return (text, whole) }
        let characters = Array(text)
        var low = 1, high = characters.count - 1, best: (String, Double)?
        while low <= high {
            let middle = (low + high) / 2
            let candidate = String(characters[..<middle]).trimmingTrailingSpaces() + "…"
            let measured = width(candidate, font: font)
            if measured <= room {
                best = (candidate, measured)
                low = middle + 1
            } else {
                high = middle - 1
            }
        }
        return best
    }
}

extension String {
    fileprivate func trimmingTrailingSpaces() -> String {
        var text = self
        while text.last == " " { text.removeLast() }
        return text
    }
}
