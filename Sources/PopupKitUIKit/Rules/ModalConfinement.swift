/// VoiceOver confinement while a modal notice is up (a popup over its dim, a
/// HUD with a blocking mask): the screen reader reaches the overlay window only,
/// and its focus goes back where it was when the notice ends.
///
/// Marking the overlay's root view modal (UIKit's `accessibilityViewIsModal`)
/// hides only that view's siblings, which all live in the overlay window: the
/// app's windows are other windows, so VoiceOver could still swipe to (and
/// activate) the screen behind a popup. SwiftMessages makes its window key for
/// that; the overlay is never key (it would take the keyboard and the app's first
/// responder away). So the overlay *window* is marked modal, and, since a modal
/// view is not documented to hide other windows, each app window behind the
/// overlay (below its level) hides its elements (`accessibilityElementsHidden`)
/// until the modal notice ends. Windows above the overlay (the keyboard's, an
/// app window at a higher level) stay reachable. Each window gets back its own
/// previous value, so an app that hid a window itself finds it hidden still.
///
/// Generic over the platform's window and element types, so the rule is tested
/// with fakes; the UIKit host only assigns what a ``Step`` says.
package struct ModalConfinement<Window: AnyObject, Element: AnyObject> {
    /// What to set after an ``update(isModal:windows:isBehind:elementsHidden:focused:)``.
    package struct Step {
        /// Whether the overlay window is modal for the screen reader.
        package var overlayIsModal: Bool
        /// The windows whose elements to hide now.
        package var hide: [Window] = []
        /// The windows hidden here, to give back their own value (with that value:
        /// a window the app had hidden itself was never touched).
        package var restore: [(window: Window, elementsHidden: Bool)] = []
        /// Where the screen reader's focus goes back to as the confinement ends:
        /// the element it was on when it began, if that element is still alive.
        package var focusBack: Element?
    }

    /// A window hidden here and the value it had before.
    private struct Saved {
        weak var window: Window?
        var elementsHidden: Bool
    }

    private var saved: [Saved] = []
    private weak var focusBefore: Element?
    /// Whether the app's windows are hidden from the screen reader now.
    package private(set) var isConfining = false

    package init() {}

    /// The step for the overlay's elements now.
    ///
    /// - Parameters:
    ///   - isModal: whether a modal element is up (``AccessibilityChange/isModal``).
    ///   - windows: the scene's windows now.
    ///   - isBehind: whether a window is an app window behind the overlay (not an
    ///     overlay, below the overlay's level).
    ///   - elementsHidden: a window's `accessibilityElementsHidden` now.
    ///   - focused: the element the screen reader is on, read as the confinement
    ///     begins.
    /// - Complexity: O(w × h) for w windows and h windows hidden so far (a scene
    ///   has a handful).
    package mutating func update(isModal: Bool, windows: [Window], isBehind: (Window) -> Bool,
                                elementsHidden: (Window) -> Bool, focused: () -> Element?) -> Step {
        guard isModal else { return end() }
        var step = Step(overlayIsModal: true)
        if !isConfining {
            isConfining = true
            focusBefore = focused()
        }
        // Windows that came while confined (an app's alert window) are hidden too.
        for window in windows where isBehind(window) && !saved.contains(where: { $0.window === window }) {
            let hidden = elementsHidden(window)
            saved.append(Saved(window: window, elementsHidden: hidden))
            if !hidden { step.hide.append(window) }
        }
        return step
    }

    /// The step that ends the confinement (the modal notice went, the overlay
    /// window goes): every window hidden here gets its own value back, and the
    /// focus goes back. Nothing when nothing is confined.
    package mutating func end() -> Step {
        guard isConfining else { return Step(overlayIsModal: false) }
        let step = Step(overlayIsModal: false,
                        restore: saved.compactMap { saved in
                            // A window that was hidden already was left alone: it stays as the app set it.
                            saved.elementsHidden ? nil : saved.window.map { ($0, false) }
                        },
                        focusBack: focusBefore)
        saved = []
        focusBefore = nil
        isConfining = false
        return step
    }
}
