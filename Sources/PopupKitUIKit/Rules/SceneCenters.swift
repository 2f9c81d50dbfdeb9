/// Which center a scene's views post to: one per scene, so a toast triggered in
/// one window of the app shows in that window, and a center never moves (with
/// its visible notices) from one window to another.
///
/// The first owner to ask gets the app's shared center (`PopupCenter.shared`):
/// a single-window app, the common case, keeps posting to `.shared` from
/// anywhere — seeds, SwiftUI views, code with no view at hand — and sees it on
/// its only window. Every further owner gets a center of its own. The shared
/// center goes to a new owner again only once no live owner holds it (its
/// window was closed), so it is never taken from a window that shows it. Handing
/// `.shared` to whichever scene is in front instead would move notices between
/// windows; handing it out only while one scene exists would change a scene's
/// center when a second window opens.
///
/// An owner is a scene (UIKit's seeds ask by their view's scene) or a SwiftUI
/// `.popupHost()` (which needs its center before its view is in a window, then
/// ``adopt(_:for:)``s it for the scene it lands in). Owners are held weakly: a
/// freed scene's center is forgotten.
package struct SceneCenters<Center: AnyObject> {
    private struct Entry {
        weak var owner: AnyObject?
        let center: Center
    }

    /// The app's shared center.
    package let shared: Center
    private var entries: [Entry] = []

    package init(shared: Center) {
        self.shared = shared
    }

    /// The center `owner` posts to: the one it has, else the shared one when no
    /// live owner holds it, else one `make` returns.
    /// - Complexity: O(n) in the owners (a few windows).
    package mutating func center(for owner: AnyObject, make: () -> Center) -> Center {
        entries.removeAll { $0.owner == nil }
        if let center = existing(for: owner) { return center }
        let center = entries.contains { $0.center === shared } ? make() : shared
        entries.append(Entry(owner: owner, center: center))
        return center
    }

    /// The center `owner` has, without giving it one.
    package func existing(for owner: AnyObject) -> Center? {
        entries.first { $0.owner === owner }?.center
    }

    /// Makes `center` the one `owner` posts to, unless it has one already (a
    /// scene whose UIKit screens already post to a center keeps it; both show).
    /// - Returns: `owner`'s center after the call.
    @discardableResult
    package mutating func adopt(_ center: Center, for owner: AnyObject) -> Center {
        entries.removeAll { $0.owner == nil }
        if let existing = existing(for: owner) { return existing }
        entries.append(Entry(owner: owner, center: center))
        return center
    }

    /// Forgets `owner`'s center (its scene disconnected).
    /// - Returns: the center it had.
    @discardableResult
    package mutating func remove(_ owner: AnyObject) -> Center? {
        guard let index = entries.firstIndex(where: { $0.owner === owner }) else { return nil }
        return entries.remove(at: index).center
    }
}
