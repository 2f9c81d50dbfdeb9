@_spi(Tools) import PopupKitCore
import PopupKitPresentation

/// How often the frames of an animation need drawing: as often as the display
/// refreshes, or a number of frames a second.
///
/// What follows a finger looks smooth only at the display's own rate (60 Hz, up
/// to 120 Hz on ProMotion); a host asked for fewer frames wakes up less and saves
/// power. (Fades, slides and spinners are declared motion: they take no frames.)
/// A rate is a wish, not a promise: a host gives at least this rate where it can
/// and never more than its display shows.
public struct FrameRate: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// Frames a second, or `nil` for the display's maximum.
    public let framesPerSecond: Int?

    private init(framesPerSecond: Int?) {
        self.framesPerSecond = framesPerSecond
    }

    /// Every refresh of the display: what a drag or a spring back needs to look smooth.
    public static let displayMaximum = FrameRate(framesPerSecond: nil)

    /// `frames` a second; fewer than 1 counts as 1 (a notice that moves at all
    /// needs a frame now and then).
    public static func perSecond(_ frames: Int) -> FrameRate {
        FrameRate(framesPerSecond: max(1, frames))
    }

    /// The display's maximum is above every number of frames a second.
    public static func < (lhs: FrameRate, rhs: FrameRate) -> Bool {
        switch (lhs.framesPerSecond, rhs.framesPerSecond) {
        case let (left?, right?): left < right
        case (_?, nil): true
        case (nil, _): false
        }
    }

    /// `display maximum` or `30 fps`.
    public var description: String {
        framesPerSecond.map { "\($0) fps" } ?? "display maximum"
    }

    /// The time between two frames at this rate on a display refreshing every
    /// `displayInterval`: a whole number of display frames, the most that still
    /// gives at least this rate (a display shows nothing between its refreshes).
    ///
    /// The display's rate is taken to the nearest whole hertz first (an interval of
    /// 16 667 µs is 60 Hz), so 30 fps on it is every second refresh, and 45 fps
    /// every refresh. An interval below 1 µs counts as 1 µs.
    public func interval(onDisplayOf displayInterval: Duration) -> Duration {
        let display = max(displayInterval, .microseconds(1))
        guard let framesPerSecond else { return display }
        let displayHertz = max(1, (1 / display.inSeconds).rounded())
        let refreshes = max(1, Int((displayHertz / Double(framesPerSecond)).rounded(.down)))
        return display * refreshes
    }
}
