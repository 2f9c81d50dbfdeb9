import PopupKitCore
import PopupKitPresentation

/// A notice driven by a Boolean binding (SwiftUI's `.toast(isPresented:…)` and
/// friends): decides, each time the view updates, whether to show the notice,
/// update it in place, dismiss it, or do nothing, and what to do when the
/// notice ends by itself (set the binding back to `false`).
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

    /// The request the notice shows, while it lives.
    public private(set) var shown: Request?

    public init() {}

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

    /// The notice ended on its own (a timeout, a tap, a swipe): whether the
    /// binding must be set to `false` (it still says the notice shows).
    public mutating func ended() -> Bool {
        guard shown != nil else { return false }
        shown = nil
        return true
    }
}
