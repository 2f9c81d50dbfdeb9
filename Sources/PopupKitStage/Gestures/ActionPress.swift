import PopupKitCore
import PopupKitPresentation

/// A press that went down on one of a popup's action buttons, as an alert's
/// button follows a finger: highlighted while the finger is on it, plain while it
/// is off, chosen only if the finger lifts on it.
struct ActionPress: Hashable, Sendable {
    /// Which showing of which popup.
    var popup: NoticeID
    var showOrder: UInt64
    /// The button the finger went down on (only that one can be chosen by this press).
    var action: PopupAction.ID
    /// Whether the finger is on the button now.
    var isOn = true
}

/// The action button drawn highlighted: a finger is down on it (see
/// ``PointerInteraction/pressedAction``).
package struct PressedAction: Hashable, Sendable {
    /// Which showing of the popup (``ScreenNotice/showOrder``).
    package var showOrder: UInt64
    /// Which of its actions.
    package var action: PopupAction.ID

    package init(showOrder: UInt64, action: PopupAction.ID) {
        self.showOrder = showOrder
        self.action = action
    }
}
