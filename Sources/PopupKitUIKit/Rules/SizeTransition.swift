import PopupKit
package import PopupKitHost

/// A rotation's or window resize's transition (`viewWillTransition(to:with:)`):
/// the notices the size change moves ride it, over the transition coordinator's
/// `transitionDuration`, easing in and out, instead of jumping to their new places
/// ahead of the rotating screen (``ScreenTransition``).
///
/// The transition pends from the coordinator's call until the first reading of
/// the scene that finds the screen changed (the one the size change causes),
/// which takes it; the coordinator's completion ends one no reading took (a
/// "transition" to the same size). A transition begun before an earlier one
/// ended is not ended by the earlier one's completion.
package struct SizeTransition: Hashable, Sendable {
    /// The transition the next reading of the scene takes, if one pends.
    package private(set) var pending: ScreenTransition?
    /// Counts the transitions begun: a completion ends only its own.
    private var begun = 0

    package init() {}

    /// A size transition begins over `duration` seconds (the coordinator's
    /// `transitionDuration`: clamped into 0…``ScreenTransition/longest``): easing
    /// in and out. A duration that is zero, negative or not finite is no
    /// transition (the notices move at once). Returns the transition's number, for
    /// ``end(_:)``.
    package mutating func begin(duration: Double) -> Int {
        begun += 1
        if duration.isFinite, duration > 0 {
            let seconds = min(duration, TimeSpan(ScreenTransition.longest).seconds)
            pending = ScreenTransition(duration: .microseconds(Int64((seconds * 1_000_000).rounded())),
                                       timing: .easeInOut)
        } else {
            pending = nil
        }
        return begun
    }

    /// A reading of the scene found `changes`: one that found the screen changed
    /// (``HostEnvironment/Changes/container``) took the pending transition.
    package mutating func read(_ changes: HostEnvironment.Changes) {
        if changes.contains(.container) { pending = nil }
    }

    /// The transition numbered `number` completed: it no longer pends, unless a
    /// later one began since.
    package mutating func end(_ number: Int) {
        if number == begun { pending = nil }
    }
}
