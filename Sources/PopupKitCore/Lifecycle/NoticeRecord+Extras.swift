/// The parts of a notice's record that most waiting notices leave at their
/// defaults: a scope, an expiry, a HUD's grace time, an own duration or
/// transition, a banner rule, and everything about a timeout on screen.
///
/// They live out of line, in one box allocated the first time one of them is set,
/// so a plain queued popup costs its few inline fields and no allocation here;
/// a visible notice (there are few) carries its box.
struct Extras: Sendable {
    var scope: String?
    /// Still waiting at this instant → `expired`.
    var expiresAt: Instant?
    /// Not shown before this instant (HUD grace time).
    var notBefore: Instant?
    /// The duration asked for (resolved against the lane at show time).
    var duration: DisplayDuration?
    /// The notice's own transition, if it brought one.
    var ownTransition: NoticeTransition?
    /// The transition it shows and leaves with, fixed when it is shown.
    var transition: NoticeTransition = .none
    /// Banners: the rule that governs it.
    var rule: FrequencyRule?
    /// When it was last shown.
    var shownAt: Instant?
    /// The first serial received after this notice was shown: notices from there on
    /// are newcomers to it (an equal-priority banner newcomer preempts it).
    var firstSerialAfterShow: UInt64 = .max
    /// Running: when it times out.
    var deadline: Instant?
    /// Paused (or not started): what is left; `nil` with `deadline == nil` means forever.
    var remaining: TimeSpan?
    /// Bumped whenever the timeout is re-armed or cancelled, so older timers go stale.
    var timeoutGeneration: UInt64 = 0
    /// HUD: a dismissal waiting for its delay or for the minimum show time.
    var pendingDismissAt: Instant?
    var dismissGeneration: UInt64 = 0
    /// Bumped whenever the expiry is set or cancelled, so timers set before go
    /// stale (a later timer decides the order, not the first).
    var expiryGeneration: UInt64 = 0
    /// Order of showing while visible (earlier shown, lower number).
    var showOrder: UInt64 = 0
    /// A covered bubble: since when (its wait for the target runs from here).
    var coveredSince: Instant?

    /// Every field at its default: what a record without a box reads.
    static let defaults = Extras()
}

/// The box that holds a record's ``Extras``.
///
/// Records are values: a box is shared only by copies of one record (an engine
/// copied by a test, a record read before a change), and a write to a shared
/// box copies it first, so one copy's change never shows in another. That is why
/// it may be `@unchecked Sendable`: a box that two values can see is never
/// written.
final class ExtrasBox: @unchecked Sendable {
    var fields: Extras

    init(_ fields: Extras) {
        self.fields = fields
    }
}

extension NoticeRecord {
    /// The extras as they read now.
    private var current: Extras { extras?.fields ?? Extras.defaults }

    /// Writes the extras, allocating the box on the first write and copying a
    /// shared one first.
    private mutating func changeExtras(_ change: (inout Extras) -> Void) {
        if extras == nil {
            var fields = Extras.defaults
            change(&fields)
            extras = ExtrasBox(fields)
        } else if isKnownUniquelyReferenced(&extras!) {
            change(&extras!.fields)
        } else {
            var fields = extras!.fields
            change(&fields)
            extras = ExtrasBox(fields)
        }
    }

    var scope: String? {
        get { current.scope }
        set { if newValue != nil || extras != nil { changeExtras { $0.scope = newValue } } }
    }
    /// Still waiting at this instant → `expired`.
    var expiresAt: Instant? {
        get { current.expiresAt }
        set { if newValue != nil || extras != nil { changeExtras { $0.expiresAt = newValue } } }
    }
    /// Not shown before this instant (HUD grace time).
    var notBefore: Instant? {
        get { current.notBefore }
        set { if newValue != nil || extras != nil { changeExtras { $0.notBefore = newValue } } }
    }
    /// The duration asked for (resolved against the lane at show time).
    var duration: DisplayDuration? {
        get { current.duration }
        set { if newValue != nil || extras != nil { changeExtras { $0.duration = newValue } } }
    }
    /// The notice's own transition, if it brought one.
    var ownTransition: NoticeTransition? {
        get { current.ownTransition }
        set { if newValue != nil || extras != nil { changeExtras { $0.ownTransition = newValue } } }
    }
    /// The transition it shows and leaves with, fixed when it is shown.
    var transition: NoticeTransition {
        get { current.transition }
        set { changeExtras { $0.transition = newValue } }
    }
    /// Banners: the rule that governs it.
    var rule: FrequencyRule? {
        get { current.rule }
        set { if newValue != nil || extras != nil { changeExtras { $0.rule = newValue } } }
    }
    var shownAt: Instant? {
        get { current.shownAt }
        set { changeExtras { $0.shownAt = newValue } }
    }
    /// The first serial received after this notice was shown.
    var firstSerialAfterShow: UInt64 {
        get { current.firstSerialAfterShow }
        set { changeExtras { $0.firstSerialAfterShow = newValue } }
    }
    /// Running: when it times out.
    var deadline: Instant? {
        get { current.deadline }
        set { if newValue != nil || extras != nil { changeExtras { $0.deadline = newValue } } }
    }
    /// Paused (or not started): what is left.
    var remaining: TimeSpan? {
        get { current.remaining }
        set { if newValue != nil || extras != nil { changeExtras { $0.remaining = newValue } } }
    }
    /// Bumped whenever the timeout is re-armed or cancelled.
    var timeoutGeneration: UInt64 {
        get { current.timeoutGeneration }
        set { changeExtras { $0.timeoutGeneration = newValue } }
    }
    /// HUD: a dismissal waiting for its delay or for the minimum show time.
    var pendingDismissAt: Instant? {
        get { current.pendingDismissAt }
        set { if newValue != nil || extras != nil { changeExtras { $0.pendingDismissAt = newValue } } }
    }
    var dismissGeneration: UInt64 {
        get { current.dismissGeneration }
        set { changeExtras { $0.dismissGeneration = newValue } }
    }
    /// Bumped whenever the expiry is set or cancelled.
    var expiryGeneration: UInt64 {
        get { current.expiryGeneration }
        set { changeExtras { $0.expiryGeneration = newValue } }
    }
    /// Order of showing while visible (earlier shown, lower number).
    var showOrder: UInt64 {
        get { current.showOrder }
        set { changeExtras { $0.showOrder = newValue } }
    }
    /// A covered bubble: since when.
    var coveredSince: Instant? {
        get { current.coveredSince }
        set { if newValue != nil || extras != nil { changeExtras { $0.coveredSince = newValue } } }
    }
}
