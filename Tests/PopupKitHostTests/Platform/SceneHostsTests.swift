import PopupKitHost
import Testing

/// Which host a scene gets: only its own, never one left by a freed scene.
@Suite("Scene hosts")
@MainActor
struct SceneHostsTests {
    final class Scene {}
    final class Host {}

    @Test("a host is found for its own scene only; replacing or removing hands the old one back")
    func ownSceneOnly() {
        var hosts = SceneHosts<Scene, Host>()
        let a = Scene(), b = Scene()
        let first = Host(), second = Host()
        #expect(hosts.set(first, for: a) == nil)
        #expect(hosts.host(for: a) === first && hosts.host(for: b) == nil)
        #expect(hosts.set(second, for: a) === first, "the replaced host, to uninstall")
        #expect(hosts.hosts.count == 1)
        #expect(hosts.remove(scene: a) === second, "a disconnected scene gives its host back")
        #expect(hosts.host(for: a) == nil && hosts.hosts.isEmpty)
        hosts.set(first, for: b)
        hosts.remove(first)
        #expect(hosts.hosts.isEmpty)
    }

    @Test("a new scene at a freed scene's address does not get the freed scene's host; the host is handed back once")
    func freedSceneAddressReused() throws {
        var hosts = SceneHosts<Scene, Host>()
        let stale = Host()
        var address: ObjectIdentifier?
        do {
            let old = Scene()
            address = ObjectIdentifier(old)
            hosts.set(stale, for: old)
        }
        // The allocator hands a freed block out again: look for a scene at the old address.
        var made: [Scene] = []
        var reused: Scene?
        for _ in 0..<1_000 where reused == nil {
            let scene = Scene()
            if ObjectIdentifier(scene) == address { reused = scene } else { made.append(scene) }
        }
        let scenes = made + [reused].compactMap { $0 }
        #expect(scenes.allSatisfy { hosts.host(for: $0) == nil }, "no scene gets the stale host")
        if reused == nil { print("note: no scene was allocated at the freed address; the rule was checked on others") }
        #expect(hosts.removeOrphans().map(ObjectIdentifier.init) == [ObjectIdentifier(stale)])
        #expect(hosts.removeOrphans().isEmpty && hosts.hosts.isEmpty)
    }
}
