/// A view of the app's own shown inside a notice: Toast-Swift's `showToast(view)`,
/// FGPopupScheduler's popup views, BubblePopup's `customContentView`, a
/// WPToastManager banner drawn by the app.
///
/// PopupKit decides everything in a platform-free core, so it cannot hold a
/// view. It holds what it needs to lay one out: the view's **name** (what the
/// host looks the view up by) and the **size** the host measured it at (UIKit's
/// `systemLayoutSizeFitting`, SwiftUI's `sizeThatFits`). Layout reserves a slot
/// of that size in the notice's body, as it does for custom content; the scene
/// carries the slot (a `slot` node in the body's group), and the host driver
/// reports, frame by frame, where each slot is shown, so a host puts the app's
/// view exactly over it while the notice fades, slides or follows a finger.
///
/// **Bare** (`bare: true`): the app's view is the notice, as Toast-Swift's
/// `showToast(view)`, WPToastManager's custom banner views and FGPopupScheduler's
/// popup views show it: no padding, background, border, corners, shadow or
/// pointer of PopupKit's around it (the notice's style loses those). A popup
/// keeps its dimming, a bubble its place beside the target.
///
/// **Touches.** A touch on the app's view that no control in it takes is the
/// notice's, as a touch on the notice's own padding is: a tap is a tap on the
/// notice (tap-to-dismiss, `onTap`, `didTap`), a drag swipes it. A touch on a
/// control of the view's (a button, a switch, a text field, a scroll view, a
/// view with gesture recognizers of its own) stays the view's. A host asks the
/// view itself (UIKit: its own hit test); without a host, the view's
/// `controls` say where its controls are.
///
/// Bad input: an empty name makes the notice `discarded(.invalid)` (nothing could
/// be shown in it); a size that cannot be used is clamped by layout, never
/// refused: NaN and negative sides (−∞ included) count as 0, sides larger than
/// the room the notice has (+∞ included) as that room (see the presentation
/// module's layout).
public struct HostedContent: Hashable, Sendable, CustomStringConvertible {
    /// What the host knows the view by: the name it was registered under.
    public var name: String
    /// The size the host measured the view at, in points.
    public var size: Size
    /// Whether the view is shown bare, with nothing of PopupKit's around it
    /// (set with the initializers' `bare:`).
    package var isBare: Bool
    /// Where the view's controls are, in the view's own points (its top-leading
    /// corner at 0, 0): a touch inside one stays the view's, anywhere else on the
    /// view it is the notice's. What a scenario says of a view no host asks
    /// (`"controls"`); a host that can ask the view asks it instead.
    package var controls: [Rect] = []

    /// A view named `name` that wants `size` points, in the notice's body, or
    /// `bare`.
    public init(name: String, size: Size, bare: Bool = false) {
        self.name = name
        self.size = size
        self.isBare = bare
    }

    /// A view named `name` that wants `width` × `height` points.
    public init(name: String, width: Double, height: Double, bare: Bool = false) {
        self.init(name: name, size: Size(width: width, height: height), bare: bare)
    }

    public var description: String { "hosted \(Format.quoted(name)) \(size)\(isBare ? " bare" : "")" }

    /// Why the content cannot be shown, or `nil` when it can: an empty name.
    /// (Sizes are clamped, not refused.)
    public var problem: String? {
        name.isEmpty ? "hosted content name must not be empty" : nil
    }
}
