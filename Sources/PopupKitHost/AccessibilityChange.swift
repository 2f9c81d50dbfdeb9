import PopupKit

/// What changed for the screen reader between two committed frames: the new
/// elements and how they differ from the last ones, so a host rebuilds its
/// platform elements and posts the notification that fits — the screen changed
/// when the modal element changed, else the layout changed.
public struct AccessibilityChange: Hashable, Sendable {
    /// Every element now, top first (the order a tap reaches them).
    public var elements: [AccessibilityElement]
    /// Elements that were not there before, in ``elements``' order.
    public var added: [AccessibilityTree.ElementKey]
    /// Elements that are gone (dismissed: a notice fading out is gone for the
    /// screen reader already), in the old list's order.
    public var removed: [AccessibilityTree.ElementKey]
    /// Elements there before and now whose label, value, traits, frame or
    /// modality differ, in ``elements``' order.
    public var changed: [AccessibilityTree.ElementKey]
    /// Whether the modal element — the topmost element that hides the rest (a
    /// masked HUD, a popup) — is another one, or came or went: the screen changed
    /// for the screen reader, not only its layout.
    public var modalChanged: Bool

    public init(elements: [AccessibilityElement], added: [AccessibilityTree.ElementKey],
                removed: [AccessibilityTree.ElementKey], changed: [AccessibilityTree.ElementKey], modalChanged: Bool) {
        self.elements = elements
        self.added = added
        self.removed = removed
        self.changed = changed
        self.modalChanged = modalChanged
    }

    /// Whether only the order of the same, unchanged elements differs (two notices
    /// changed places in the stack): nothing added, removed or changed.
    public var isReorderOnly: Bool { added.isEmpty && removed.isEmpty && changed.isEmpty }
}

extension AccessibilityChange {
    /// What a platform tells its screen reader after the change: the screen
    /// changed (focus moves) when the modal element changed, else only the layout.
    public enum Notification: Hashable, Sendable {
        case screenChanged
        case layoutChanged
    }

    /// The notification that fits the change: the screen changed when the modal
    /// element did; none when the change only added elements (a toast, a banner,
    /// a bubble showed: the announcement that follows speaks of it, and VoiceOver
    /// drops an announcement made next to a layout change, while it finds the new
    /// elements by itself on the next swipe); else the layout changed (an element
    /// went or moved, perhaps the one the cursor was on).
    public var notification: Notification? {
        if modalChanged { return .screenChanged }
        if !added.isEmpty, removed.isEmpty, changed.isEmpty { return nil }
        return .layoutChanged
    }

    /// The elements the screen reader may reach, top first: all of them, or, under
    /// a modal element (a masked HUD, a popup over its dimming), the ones above it,
    /// itself and its own action buttons (which follow it) — what is under it is
    /// hidden, as the app under it is.
    public var exposedElements: [AccessibilityElement] {
        guard let modal = elements.firstIndex(where: \.isModal) else { return elements }
        let owner = elements[modal]
        var end = modal + 1
        while end < elements.count, elements[end].action != nil, elements[end].lane == owner.lane,
              elements[end].id == owner.id {
            end += 1
        }
        return Array(elements[..<end])
    }

    /// Whether a modal element is up: the overlay hides the app from the screen
    /// reader (UIKit: `accessibilityViewIsModal`), and only then.
    public var isModal: Bool { elements.contains(where: \.isModal) }
}
