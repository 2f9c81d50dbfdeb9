import PopupKitCore
import PopupKitPresentation

/// Where one of a popup's action buttons goes: its frame (what a tap on the
/// button hits, and where it is highlighted while pressed) and its title.
@_spi(Tools) public struct PopupActionPlacement: Hashable, Sendable {
    /// Which action.
    public var id: PopupAction.ID
    /// Its role, which picks the title's font and colour.
    public var role: PopupAction.Role
    /// The button, in container coordinates: the full row (stacked) or half of
    /// it (side by side), from the hairline above it down.
    public var frame: Rect
    /// The title, centred in the button on one line.
    public var title: TextPlacement

    public init(id: PopupAction.ID, role: PopupAction.Role, frame: Rect, title: TextPlacement) {
        self.id = id
        self.role = role
        self.frame = frame
        self.title = title
    }

}
