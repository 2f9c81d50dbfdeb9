@_spi(Tools) import PopupKitCore
import PopupKitPresentation

/// When the screen next changes by itself, and how often: what a host's frame loop
/// asks after every change and every frame.
///
/// The scene is a pure function of time. What moves by itself (a fade, slide,
/// pop, reflow or spinner) is declared once and played by the platform's
/// compositor, so it asks for no frames; only what follows a finger (a drag, a
/// swipe's spring back) is ``animating(_:)``. A host that draws frames only then
/// and otherwise sleeps until the instant of ``idle(until:)`` (or the next input)
/// costs nothing between changes.
public enum FrameNeed: Hashable, Sendable, CustomStringConvertible {
    /// Something follows input now (a drag, a spring back): draw frames at this rate.
    case animating(FrameRate)
    /// Nothing moves: the scene stays exactly as it is until this instant (the
    /// engine's next deadline), or until the next input when `nil`.
    case idle(until: Instant?)

    /// Whether a host should keep drawing frames.
    public var isAnimating: Bool { rate != nil }

    /// The rate to draw frames at while animating; `nil` when idle.
    public var rate: FrameRate? {
        if case .animating(let rate) = self { return rate }
        return nil
    }

    /// `animating`, `animating at 30 fps`, `idle until 2s` or `idle` (as
    /// `render --dump` prints it).
    public var description: String {
        switch self {
        case .animating(.displayMaximum): "animating"
        case .animating(let rate): "animating at \(rate)"
        case .idle(let until?): "idle until \(Format.number(until.seconds))s"
        case .idle(nil): "idle"
        }
    }

    /// The frame need of a screen whose motion is all declared: nothing to draw
    /// until the engine's next deadline. Fades, slides, pops, reflows and spinners
    /// are declared (``RenderScene/motions``) and played by the platform's
    /// compositor, so they take no frames; only what follows a finger does
    /// (``Stage/frameNeed(at:)``).
    package static func declared(nextDeadline: Instant?) -> FrameNeed {
        .idle(until: nextDeadline)
    }
}
