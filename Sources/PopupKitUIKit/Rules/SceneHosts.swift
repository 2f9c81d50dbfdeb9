/// The hosts installed on a platform's scenes (UIKit: `PopupHost`s on
/// `UIWindowScene`s), held by the scene itself, weakly.
///
/// A scene can show several centers, each with a host of its own (an app's
/// SwiftUI screens on one center and a UIKit screen's toasts on another): adding
/// a center to a scene leaves the other centers there alone, so neither makes
/// the other's notices disappear. A center shows in one scene at a time (its
/// notices are laid out for one screen): installing it on another scene hands
/// back its host on the first, to uninstall.
///
/// A host is found only for the very scene it was installed on. Keyed by an
/// object identifier instead, a scene the system disconnected and freed (to
/// reclaim memory, or a window the user closed on iPad) could leave its hosts
/// behind, and a new scene allocated at the freed one's address would get a
/// stale host, whose scene is gone: every notice after it would fail to show.
/// Here, a freed scene's host is never returned; ``removeOrphans()`` and
/// ``remove(scene:)`` hand hosts back to be uninstalled.
package struct SceneHosts<RenderScene: AnyObject, Host: AnyObject> {
    private struct Entry {
        weak var scene: RenderScene?
        /// The center the host shows (the host keeps it alive).
        let center: ObjectIdentifier
        let host: Host
    }

    private var entries: [Entry] = []

    package init() {}

    /// Every host, its scene alive or not, in the order they were installed.
    package var hosts: [Host] { entries.map(\.host) }

    /// The host showing `center` on `scene` (the same scene object, alive), if any.
    /// - Complexity: O(n) in the hosts (a few scenes, a center or two each).
    package func host(for scene: RenderScene, showing center: AnyObject) -> Host? {
        entries.first { $0.scene === scene && $0.center == ObjectIdentifier(center) }?.host
    }

    /// The hosts on `scene`, in the order they were installed.
    package func hosts(on scene: RenderScene) -> [Host] {
        entries.filter { $0.scene === scene }.map(\.host)
    }

    /// The host showing `center` on a live scene, if any.
    package func host(showing center: AnyObject) -> Host? {
        entries.first { $0.scene != nil && $0.center == ObjectIdentifier(center) }?.host
    }

    /// Whether a notice bound to a view of `scene` (SwiftUI's `.bubble`) may
    /// install `center` there: only when it shows in no other live scene, so a
    /// bound notice never moves a center, and the notices it shows, from another
    /// window. `true` too when it already shows on `scene`.
    package func mayInstallWithoutMoving(_ center: AnyObject, on scene: RenderScene) -> Bool {
        guard let host = host(showing: center) else { return true }
        return self.host(for: scene, showing: center) === host
    }

    /// Installs `host`, showing `center`, on `scene`.
    /// - Returns: the hosts it replaces (uninstall them): `center`'s host on this
    ///   scene or any other. Other centers' hosts on `scene` stay.
    @discardableResult
    package mutating func set(_ host: Host, for scene: RenderScene, showing center: AnyObject) -> [Host] {
        let key = ObjectIdentifier(center)
        let replaced = entries.filter { $0.center == key }.map(\.host)
        entries.removeAll { $0.center == key }
        entries.append(Entry(scene: scene, center: key, host: host))
        return replaced
    }

    /// Forgets `scene`'s hosts (the scene disconnected).
    /// - Returns: the hosts it had (uninstall them).
    @discardableResult
    package mutating func remove(scene: RenderScene) -> [Host] {
        let removed = entries.filter { $0.scene === scene }.map(\.host)
        entries.removeAll { $0.scene === scene }
        return removed
    }

    /// Forgets `host`, wherever it is installed.
    package mutating func remove(_ host: Host) {
        entries.removeAll { $0.host === host }
    }

    /// Forgets the hosts whose scene was freed.
    /// - Returns: those hosts (uninstall them).
    package mutating func removeOrphans() -> [Host] {
        let orphans = entries.filter { $0.scene == nil }.map(\.host)
        entries.removeAll { $0.scene == nil }
        return orphans
    }
}
