import PopupKitCore
import PopupKitPresentation

/// A notice driven by a Boolean binding (SwiftUI's `.toast(isPresented:…)` and
/// friends): decides, each time the view updates, whether to show the notice,
/// update it in place, dismiss it, or do nothing, and what to do when the
/// notice ends by itself (set the binding back to `false`) and when the view
/// that carries the binding goes away (a navigation pop, an `if` branch, a list
/// cell reused): the notice belongs to that view, so it ends with it.
///
/// Each bound notice is submitted in a scope of its own (``scope``), the
/// screen-sized unit a notice already belongs to (``Notice/scope``): when its
/// view goes away the scope ends, so the notice ends the way every notice of a
/// left screen does — `dismissed(.scopeEnded)` when it shows,
/// `discarded(.scopeEnded)` while it waits — which its completion, its ticket's
/// outcome and the event stream all report. A HUD no other caller showed first,
/// left behind by a screen nobody sees, would block the app under its mask.
///
/// Platform-free, so the rules are tested everywhere; the SwiftUI modifiers
/// only carry them out.
public struct BoundNotice<Request: Equatable>: Equatable {
    /// What to do after an update.
    public enum Action: Equatable {
        case none
        /// Show the notice for `request`.
        case present(Request)
        /// The request changed while the notice shows: update it in place.
        case update(Request)
        /// The binding went `false` while the notice shows: dismiss it.
        case dismiss
    }

    /// What to do when the view goes away (``viewLeft(isPresented:)``).
    public struct Leaving: Equatable, Sendable {
        /// End the notice's scope: the notice lives (shown or waiting).
        public var endsScope: Bool
        /// Set the binding to `false`: it still says `true`, and a screen that
        /// comes back with the same state (a navigation push of the same screen)
        /// must show its notice again rather than find it stuck at `true`.
        public var resetsBinding: Bool

        public init(endsScope: Bool, resetsBinding: Bool) {
            self.endsScope = endsScope
            self.resetsBinding = resetsBinding
        }
    }

    /// The request the notice shows, while it lives.
    public private(set) var shown: Request?
    /// The scope the notice is submitted in: one per bound view, so ending it
    /// ends this notice and no other.
    public let scope: String

    /// - Parameter scope: a name no other scope of the center uses.
    public init(scope: String = "") {
        self.scope = scope
    }

    /// The view updated with the binding's value and the notice's request.
    public mutating func update(isPresented: Bool, request: Request) -> Action {
        switch (isPresented, shown) {
        case (true, nil):
            shown = request
            return .present(request)
        case (true, let current?) where current != request:
            shown = request
            return .update(request)
        case (false, .some):
            shown = nil
            return .dismiss
        default:
            return .none
        }
    }

    /// The view that carries the binding went away, the binding saying
    /// `isPresented`: a live notice ends with its scope, and a binding still
    /// `true` goes back to `false`. Nothing is left to do afterwards: a later
    /// ending of the notice (its completion reporting `scopeEnded`) writes
    /// nothing (``ended()`` returns `false`).
    public mutating func viewLeft(isPresented: Bool) -> Leaving {
        let leaving = Leaving(endsScope: shown != nil, resetsBinding: isPresented)
        shown = nil
        return leaving
    }

    /// The notice ended on its own (a timeout, a tap, a swipe): whether the
    /// binding must be set to `false` (it still says the notice shows).
    public mutating func ended() -> Bool {
        guard shown != nil else { return false }
        shown = nil
        return true
    }
}
