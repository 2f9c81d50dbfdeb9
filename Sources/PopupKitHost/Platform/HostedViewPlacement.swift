import PopupKit

/// Which of the app's registered views a host shows, and where, after a report of
/// the hosted slots (``HostSurface/hostedSlotsChanged(_:)``): the decisions behind
/// the UIKit host's `register(view:as:)`, so the host only assigns.
///
/// - A registered view goes over the slot of its name; when a name has two slots
///   (a notice shown again while its last showing fades out) it goes over the
///   topmost, since a view can be in one place only.
/// - Views are stacked in the order of their slots, bottom to top.
/// - A registered view without a slot is taken away (its notice left, or it is not
///   shown yet); a slot without a registered view shows nothing of the app's (the
///   platform draws nothing there).
package struct HostedViewPlacement: Hashable, Sendable {
    /// The slots with a registered view, bottom to top, one per name.
    package var shown: [HostedSlot]
    /// The registered views with no slot, by name (sorted): to be taken away.
    package var hidden: [String]

    /// Places the views registered under `registered` over `slots` (bottom to top).
    /// - Complexity: O(s + r log r) for s slots and r registered names.
    package init(slots: [HostedSlot], registered: Set<String>) {
        var topmost: [String: Int] = [:]
        for (index, slot) in slots.enumerated() where registered.contains(slot.name) { topmost[slot.name] = index }
        shown = slots.indices.filter { topmost[slots[$0].name] == $0 }.map { slots[$0] }
        hidden = registered.filter { topmost[$0] == nil }.sorted()
    }

    /// The topmost slot named `name` in `slots`: where a touch routed to that view
    /// (``PointerRoute/hosted(_:)``) meets it.
    package static func slot(named name: String, in slots: [HostedSlot]) -> HostedSlot? {
        slots.last { $0.name == name }
    }
}

extension HostedSlot {
    /// `point` (container points) in the view's own coordinates (its `bounds`,
    /// origin at the top left): what the view's own hit test is asked. `nil` when
    /// the view is scaled to nothing (no point of the container is in it).
    package func localPoint(_ point: Point) -> Point? {
        let t = transform
        let determinant = t.a * t.d - t.b * t.c
        guard determinant != 0, determinant.isFinite, point.isFinite else { return nil }
        let dx = point.x - center.x, dy = point.y - center.y
        // The inverse of the linear part, applied about the centre.
        let x = (t.d * dx - t.c * dy) / determinant, y = (-t.b * dx + t.a * dy) / determinant
        return Point(x: x + size.width / 2, y: y + size.height / 2)
    }
}
