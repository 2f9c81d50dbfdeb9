/// Inputs of one instant applied together.
///
/// Inputs sent one by one settle one by one: the first of two equal-priority
/// banners submitted at the same instant shows, and the second, a newcomer to it,
/// preempts it at once — on screen for no time at all. Inputs that happen at the
/// same instant are one moment for the user, so they can be applied together:
/// each is applied in order (events such as `received`, `queued`, `updated` and
/// terminal events of dismissals are emitted as it applies), and only then do the
/// lanes choose what shows, once, as if the inputs had arrived together.
extension NoticeEngine {
    /// Applies `inputs`, all at `time`, together: first fires what is due up to
    /// `time`, then applies every input in order, then lets every lane show what it
    /// can. Nothing shows between two of them.
    /// - Complexity: the sum of the inputs' own costs, plus one settle.
    public mutating func send(contentsOf inputs: some Sequence<Input>, now time: Instant) {
        holdDispatch(at: time)
        for input in inputs { send(input, now: time) }
        releaseDispatch()
    }

    /// Starts applying inputs of the instant `time` together (as
    /// ``send(contentsOf:now:)`` does): what is due up to `time` settles, then no lane shows
    /// anything until ``releaseDispatch()``. Moving to a later time in between
    /// settles the held instant first and holds the new one.
    package mutating func holdDispatch(at time: Instant) {
        advance(to: time)
        dispatchHeld = true
    }

    /// Ends applying inputs together: the lanes choose what shows now.
    package mutating func releaseDispatch() {
        guard dispatchHeld else { return }
        dispatchHeld = false
        settle()
    }
}
