import PopupKitCore

/// Where the app's own view (``HostedContent``) is shown: a rectangle in its
/// notice's body group, named as the view was registered.
///
/// The slot is a node of the body group like the notice's text, so it follows the
/// group's fade, slide, scale and drag with nothing of its own: a host reads where
/// the group chain puts it (PopupKitHost's `HostedSlot`) and puts the view there.
/// What a back end draws for it is a placeholder only where no view can be shown:
/// Cairo and the X11 window draw a light rounded rectangle with a dashed border and
/// the name centred; a UIKit host draws nothing (the app's view is on top).
public struct SlotNode: Hashable, Sendable {
    /// The hosted view's name.
    public var name: String
    /// Where the view goes, in the coordinates of the group the node is in.
    public var rect: Rect

    public init(name: String, rect: Rect) {
        self.name = name
        self.rect = rect
    }
}
