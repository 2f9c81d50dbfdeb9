import PopupKitCore
@_spi(Tools) import PopupKitCore

/// When the frame a ``FrameTicking`` calls back for reaches the screen, said as a
/// span from the callback: "this frame is shown `presentationDelay` from now".
///
/// A ticker knows its display, not the center's clock: a display link knows its
/// `targetTimestamp` in its own media time, a dispatch timer knows its interval.
/// A span from now needs neither clock to agree with the other. The center reads
/// its own clock when the callback runs, adds the delay and samples the scene at
/// that instant, so what moves is drawn where it will be when the frame is seen,
/// not where it was one frame earlier.
///
/// The center clamps the instant so that scene time never runs back: a frame is
/// never sampled before the previous frame's instant, nor before the engine's now
/// (a later frame with a shorter delay shows the same instant again). A deadline
/// that falls due by the frame's instant fires first, and the frame shows its
/// result.
///
/// ```swift
/// // A display link's callback (CACurrentMediaTime seconds):
/// onFrame(FrameTime(presentedAt: link.targetTimestamp, now: CACurrentMediaTime()))
/// // A timer whose frames reach the screen about one refresh later:
/// onFrame(FrameTime(presentedIn: .microseconds(16_667)))
/// ```
public struct FrameTime: Hashable, Sendable, CustomStringConvertible {
    /// The longest delay a frame may announce: one second. A display shows a frame
    /// within a refresh of asking for it; a longer delay is a host's mistake, and
    /// would make the scene run ahead of what the user sees.
    public static let maximumPresentationDelay = Duration.seconds(1)

    /// A frame shown as soon as it is drawn (a ticker that knows no display).
    public static let immediate = FrameTime(presentedIn: .zero)

    /// How long after the callback the frame is shown, from zero to
    /// ``maximumPresentationDelay``.
    public let presentationDelay: Duration

    /// A frame shown `delay` from now. A negative delay (a frame already late)
    /// counts as zero, one above ``maximumPresentationDelay`` as that maximum.
    public init(presentedIn delay: Duration) {
        presentationDelay = min(max(delay, .zero), Self.maximumPresentationDelay)
    }

    /// A frame shown at `target`, read at `now`, both in seconds on one clock of the
    /// host's (a display link's `targetTimestamp` and `CACurrentMediaTime()`).
    /// A difference that is not finite counts as zero; otherwise it is clamped as
    /// ``init(presentedIn:)`` says.
    public init(presentedAt target: Double, now: Double) {
        let seconds = target - now
        guard seconds.isFinite else {
            self.init(presentedIn: .zero)
            return
        }
        let clamped = min(max(seconds, 0), Self.maximumPresentationDelay.inSeconds)
        self.init(presentedIn: .microseconds(Int64((clamped * 1_000_000).rounded())))
    }

    /// `presented in 0.016667s`.
    public var description: String { "presented in \(TimeSpan(presentationDelay))" }
}
