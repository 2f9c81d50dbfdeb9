import PopupKit

/// When the overlay window may be the key window, and which window gets key
/// back: what lets a text field in a hosted popup (a login or rating prompt)
/// take the keyboard without the overlay ever taking it otherwise.
///
/// The overlay is never key by default: a key overlay would take the keyboard
/// and the first responder away from the app's own screen on every toast (what
/// overlay libraries that always make their window key do). A notice whose
/// hosted view opted into text input (``textInputShown(_:appKeyWindow:)``)
/// lets it become key while it shows; it then becomes key only when the app or
/// the user makes one of its fields first responder (UIKit asks the window), as
/// SwiftMessages' opt-in `becomeKeyWindow` does, but without taking key on show.
///
/// Key goes back when the last such notice ends or its field stops editing,
/// to the window that was key when the notice showed; if that window is gone
/// (closed, hidden, moved to another scene), to the frontmost of the scene's
/// other windows; if there is none, to no one (the system picks).
package struct OverlayKey<Window: AnyObject> {
    /// The notices showing now whose hosted views take text input.
    private var notices: Set<NoticeID> = []
    /// The app's key window when the first of them showed.
    private weak var previous: Window?
    /// Whether the overlay is key now.
    package private(set) var isKey = false

    package init() {}

    /// Whether the overlay may become key: a notice that takes text input shows.
    package var mayBecomeKey: Bool { !notices.isEmpty }

    /// A notice whose hosted view takes text input showed; `appKeyWindow` is the
    /// scene's key window now (kept, weakly, to give key back to).
    package mutating func textInputShown(_ id: NoticeID, appKeyWindow: Window?) {
        if notices.isEmpty || previous == nil { previous = appKeyWindow }
        notices.insert(id)
    }

    /// The notice `id` ended.
    /// - Parameter windows: the scene's windows that could take key, frontmost
    ///   first, the overlay left out.
    /// - Returns: the window to make key, when the overlay must give key back now.
    package mutating func ended(_ id: NoticeID, windows: [Window]) -> Window? {
        guard notices.remove(id) != nil, notices.isEmpty else { return nil }
        defer { previous = nil }
        return giveBack(windows)
    }

    /// A field in the overlay stopped editing (its first responder resigned):
    /// key goes back while the notice stays, so the app's shortcuts and its own
    /// fields work again.
    package mutating func editingEnded(windows: [Window]) -> Window? {
        giveBack(windows)
    }

    /// A touch went to notice `id` (on it, or on the app's view in it).
    /// - Returns: whether the overlay must take key now: the notice takes text
    ///   input and the overlay is not key. PopupKit keys the overlay itself
    ///   rather than count on UIKit to key a window that is not key when one of
    ///   its fields is tapped (SwiftUI's `TextField` asks for first responder
    ///   from its own gesture, and a window that is not key may refuse it).
    package func touched(_ id: NoticeID) -> Bool {
        notices.contains(id) && !isKey
    }

    /// UIKit made the overlay key.
    package mutating func becameKey() {
        isKey = true
    }

    /// The overlay is no longer key (the app or the user made another window key).
    package mutating func resignedKey() {
        isKey = false
    }

    /// The windows that could take key back, frontmost first: those `isCandidate`
    /// accepts (visible, not an overlay), by level, higher first, then later in
    /// `windows` (the scene's order, back to front) first.
    /// - Complexity: O(n log n) in the scene's windows.
    package static func frontmostFirst(_ windows: [Window], level: (Window) -> Double,
                                      isCandidate: (Window) -> Bool) -> [Window] {
        windows.enumerated().filter { isCandidate($0.element) }.sorted { a, b in
            let (levelA, levelB) = (level(a.element), level(b.element))
            return levelA != levelB ? levelA > levelB : a.offset > b.offset
        }.map(\.element)
    }

    /// The window to give key to, when the overlay has it.
    private func giveBack(_ windows: [Window]) -> Window? {
        guard isKey else { return nil }
        if let previous, windows.contains(where: { $0 === previous }) { return previous }
        return windows.first
    }
}
