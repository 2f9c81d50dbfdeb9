/// The hosts installed on a platform's scenes (UIKit: one `PopupHost` per
/// `UIWindowScene`), held by the scene itself, weakly.
///
/// A host is found only for the very scene it was installed on. Keyed by an
/// object identifier instead, a scene the system disconnected and freed (to
/// reclaim memory, or a window the user closed on iPad) could leave its host
/// behind, and a new scene allocated at the freed one's address would get that
/// stale host, whose scene is gone: every notice after it would fail to show.
/// Here, a freed scene's host is never returned; ``removeOrphans()`` and
/// ``remove(scene:)`` hand hosts back to be uninstalled.
public struct SceneHosts<Scene: AnyObject, Host: AnyObject> {
    private struct Entry {
        weak var scene: Scene?
        let host: Host
    }

    private var entries: [Entry] = []

    public init() {}

    /// Every host, its scene alive or not.
    public var hosts: [Host] { entries.map(\.host) }

    /// The host installed on `scene` (the same object, alive), if any.
    /// - Complexity: O(n) in the hosts (a few scenes).
    public func host(for scene: Scene) -> Host? {
        entries.first { $0.scene === scene }?.host
    }

    /// Installs `host` on `scene`.
    /// - Returns: the host `scene` had, now replaced (uninstall it).
    @discardableResult
    public mutating func set(_ host: Host, for scene: Scene) -> Host? {
        let old = remove(scene: scene)
        entries.append(Entry(scene: scene, host: host))
        return old
    }

    /// Forgets `scene`'s host (the scene disconnected).
    /// - Returns: the host it had (uninstall it).
    @discardableResult
    public mutating func remove(scene: Scene) -> Host? {
        guard let index = entries.firstIndex(where: { $0.scene === scene }) else { return nil }
        return entries.remove(at: index).host
    }

    /// Forgets `host`, wherever it is installed.
    public mutating func remove(_ host: Host) {
        entries.removeAll { $0.host === host }
    }

    /// Forgets the hosts whose scene was freed.
    /// - Returns: those hosts (uninstall them).
    public mutating func removeOrphans() -> [Host] {
        let orphans = entries.filter { $0.scene == nil }.map(\.host)
        entries.removeAll { $0.scene == nil }
        return orphans
    }
}
