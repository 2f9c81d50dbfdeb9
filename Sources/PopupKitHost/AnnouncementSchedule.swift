import PopupKit

/// When a screen reader is told an announcement (a toast, a banner, a bubble
/// that showed; a notice whose text changed), for a platform whose screen reader
/// drops announcements made too early: VoiceOver commonly cuts or drops one
/// posted in the same moment as another notification, or while the screen is
/// still moving.
///
/// - An announcement waits for its notice's show to settle: it is made once the
///   screen is at rest (the show animation is over), or, while something else
///   keeps moving (a spinner), on the first frame ``Timing/settle`` after the
///   notice showed. SwiftMessages announces after its show animation completes.
/// - When the screen reader reports that an announcement did not finish (UIKit:
///   `announcementDidFinishNotification` with `announcementWasSuccessfulUserInfoKey`
///   false), it is made again ``Timing/retryDelay`` later, at most
///   ``Timing/retries`` times.
///
/// Time is the center's (its clock, the frames' instants): the schedule reads
/// no clock. The host driver feeds it (``HostDriver``).
public struct AnnouncementSchedule: Hashable, Sendable {
    /// How long announcements wait, and how often one is made again.
    public struct Timing: Hashable, Sendable {
        /// How long after its notice showed an announcement is made while the
        /// screen keeps moving: longer than the shows' own animations (a toast's
        /// fade, a banner's slide end within 0.35 s).
        public var settle: Duration
        /// How long after the screen reader said an announcement did not finish
        /// it is made again: time for what interrupted it to be spoken.
        public var retryDelay: Duration
        /// How many times an announcement that did not finish is made again.
        public var retries: Int

        /// Negative durations count as zero and negative retries as none.
        public init(settle: Duration, retryDelay: Duration, retries: Int) {
            self.settle = max(.zero, settle)
            self.retryDelay = max(.zero, retryDelay)
            self.retries = max(0, retries)
        }

        /// VoiceOver's: 0.5 s to settle, made again once, 0.5 s after it was cut.
        public static let voiceOver = Timing(settle: .milliseconds(500), retryDelay: .milliseconds(500), retries: 1)
    }

    /// An announcement not made yet.
    private struct Pending: Hashable, Sendable {
        var text: String
        /// When it is made even while the screen moves.
        var due: Instant
        /// Whether it may go earlier, as soon as the screen is at rest (a first
        /// attempt; a retry waits its delay).
        var goesAtRest: Bool
        /// 0 for the first attempt.
        var attempt: Int
    }

    /// An announcement made and not reported finished yet.
    private struct Made: Hashable, Sendable {
        var text: String
        var attempt: Int
    }

    public let timing: Timing
    private var pending: [Pending] = []
    private var made: [Made] = []
    /// How many announcements made are remembered for a report: a screen reader
    /// that is off reports none.
    private static let remembered = 8

    public init(timing: Timing) {
        self.timing = timing
    }

    /// Whether announcements wait to be made.
    public var isEmpty: Bool { pending.isEmpty }

    /// The earliest instant an announcement falls due while the screen moves.
    public var nextDue: Instant? { pending.map(\.due).min() }

    /// A notice that showed at `time` (or whose text changed then) asks to say `text`.
    public mutating func add(_ text: String, at time: Instant) {
        pending.append(Pending(text: text, due: time + TimeSpan(timing.settle), goesAtRest: true, attempt: 0))
    }

    /// The announcements to make now, in the order they were asked for: those due
    /// by `now`, and, when the screen is at rest, every first attempt.
    /// - Complexity: O(p) for p waiting.
    public mutating func take(at now: Instant, atRest: Bool) -> [String] {
        var taken: [String] = []
        pending.removeAll { item in
            guard item.due <= now || (atRest && item.goesAtRest) else { return false }
            taken.append(item.text)
            made.append(Made(text: item.text, attempt: item.attempt))
            return true
        }
        if made.count > Self.remembered { made.removeFirst(made.count - Self.remembered) }
        return taken
    }

    /// The screen reader finished `text` at `now`, or was cut off
    /// (`successfully` false): a cut announcement is made again after
    /// ``Timing/retryDelay`` while it has retries left. A report of a text not
    /// made here (another announcement of the app's) changes nothing.
    public mutating func finished(_ text: String, successfully: Bool, at now: Instant) {
        guard let index = made.firstIndex(where: { $0.text == text }) else { return }
        let attempt = made.remove(at: index).attempt
        guard !successfully, attempt < timing.retries else { return }
        pending.append(Pending(text: text, due: now + TimeSpan(timing.retryDelay), goesAtRest: false,
                               attempt: attempt + 1))
    }

    /// Forgets everything waiting (the center shown changed).
    public mutating func removeAll() {
        pending = []
        made = []
    }
}
