import PopupKitCore
import PopupKitPresentation

extension Stage {
    /// Everything the outside world tells PopupKit, besides time passing: the
    /// engine's inputs, and the inputs only the layout can act on (a tap or a
    /// pointer at a point, hit-tested on the screen as laid out; the keyboard, the
    /// screen, the app's bars and the appearance, which change the container).
    ///
    /// Kept apart from ``NoticeEngine/Input`` so the engine is never handed an
    /// input it cannot act on, and the list of layout inputs is written once: here.
    /// ``Stage/send(_:now:)-(Stage.Input,_)`` applies one; `PopupCenter.send(_:)`
    /// queues one.
    public enum Input: Hashable, Sendable {
        /// An input for the engine (a request, the user on a notice by id, the app).
        case engine(NoticeEngine.Input)
        /// A tap at a point of the screen, hit-tested against the layout.
        case tapAt(Point)
        /// A finger (or mouse) at a point of the screen: the stage turns the
        /// sequence into taps, touches, drags and swipes.
        case pointer(PointerPhase, at: Point)
        /// The keyboard's height (0 when hidden), and how it moved there: the
        /// notices it pushes ride along with its animation; `nil` moves them at once
        /// (a keyboard followed frame by frame, as it is dismissed interactively).
        case keyboard(height: Double, transition: ScreenTransition? = nil)
        /// The screen's size and, when given, its safe area (a rotation, a window
        /// resize), and the transition that takes the notices to their new places
        /// (`nil`: at once).
        case container(size: Size, safeArea: Insets?, transition: ScreenTransition? = nil)
        /// How far the app's bars reach in from the screen's edges, the safe area
        /// included (``Container/contentInsets``: a pushed screen that hides the tab
        /// bar, a navigation bar that grows).
        case contentInsets(Insets)
        /// The screen turned light or dark (the system's appearance). Styles that
        /// follow the container (`.automatic`) draw their colours for it from the
        /// next scene on.
        case appearance(Appearance)
        /// The user's escape (VoiceOver's two-finger scrub, a hardware keyboard's
        /// Esc): the front popup's cancel action, else the bubbles that go on a
        /// tap outside (``Stage/escapeInput()``); nothing when neither is up.
        case escape

        /// The engine's input, when this is one.
        public var engineInput: NoticeEngine.Input? {
            if case .engine(let input) = self { input } else { nil }
        }
    }
}
