import PopupKitHost
import PopupKitUIKit
import Testing

/// Which hosts a scene has: one per center showing there, only its own, never
/// one left by a freed scene.
@Suite("Scene hosts")
@MainActor
struct SceneHostsTests {
    final class Scene {}
    final class Center {}
    final class Host {}

    @Test("a host is found for its own scene and center only; removing a scene hands its hosts back")
    func ownSceneOnly() {
        var hosts = SceneHosts<Scene, Host>()
        let a = Scene(), b = Scene(), center = Center()
        let first = Host(), second = Host()
        #expect(hosts.set(first, for: a, showing: center).isEmpty)
        #expect(hosts.host(for: a, showing: center) === first && hosts.host(for: b, showing: center) == nil)
        #expect(hosts.set(second, for: a, showing: center).map(ObjectIdentifier.init) == [ObjectIdentifier(first)],
                "the replaced host, to uninstall")
        #expect(hosts.hosts.count == 1)
        #expect(hosts.remove(scene: a).map(ObjectIdentifier.init) == [ObjectIdentifier(second)],
                "a disconnected scene gives its host back")
        #expect(hosts.host(for: a, showing: center) == nil && hosts.hosts.isEmpty)
        hosts.set(first, for: b, showing: center)
        hosts.remove(first)
        #expect(hosts.hosts.isEmpty)
    }

    @Test("two centers share a scene: installing the second leaves the first's host in place")
    func twoCentersShareAScene() {
        var hosts = SceneHosts<Scene, Host>()
        let scene = Scene(), app = Center(), seeds = Center()
        let appHost = Host(), seedsHost = Host()
        hosts.set(appHost, for: scene, showing: app)
        #expect(hosts.set(seedsHost, for: scene, showing: seeds).isEmpty, "nothing of the app's center is uninstalled")
        #expect(hosts.host(for: scene, showing: app) === appHost && hosts.host(for: scene, showing: seeds) === seedsHost)
        #expect(hosts.hosts(on: scene).map(ObjectIdentifier.init) == [appHost, seedsHost].map(ObjectIdentifier.init))
        #expect(hosts.remove(scene: scene).count == 2, "a disconnected scene gives back every host it had")
        #expect(hosts.hosts.isEmpty)
    }

    @Test("a center shows in one scene at a time: installing it on another hands back its first host only")
    func oneScenePerCenter() {
        var hosts = SceneHosts<Scene, Host>()
        let a = Scene(), b = Scene(), moving = Center(), other = Center()
        let onA = Host(), otherOnA = Host(), onB = Host()
        hosts.set(onA, for: a, showing: moving)
        hosts.set(otherOnA, for: a, showing: other)
        #expect(hosts.set(onB, for: b, showing: moving).map(ObjectIdentifier.init) == [ObjectIdentifier(onA)])
        #expect(hosts.host(showing: moving) === onB && hosts.host(for: a, showing: other) === otherOnA)
    }

    @Test("a bound notice installs a center only where it shows or where it shows nowhere, never moving it")
    func boundNoticeNeverMovesACenter() {
        var hosts = SceneHosts<Scene, Host>()
        let a = Scene(), b = Scene(), center = Center()
        #expect(hosts.mayInstallWithoutMoving(center, on: a), "shown nowhere: install it here")
        hosts.set(Host(), for: a, showing: center)
        #expect(hosts.mayInstallWithoutMoving(center, on: a), "already here")
        #expect(!hosts.mayInstallWithoutMoving(center, on: b), "shown in window A: a bubble in window B leaves it there")
    }

    @Test("a new scene at a freed scene's address does not get the freed scene's host; the host is handed back once")
    func freedSceneAddressReused() throws {
        var hosts = SceneHosts<Scene, Host>()
        let stale = Host(), center = Center()
        var address: ObjectIdentifier?
        do {
            let old = Scene()
            address = ObjectIdentifier(old)
            hosts.set(stale, for: old, showing: center)
        }
        // The allocator hands a freed block out again: look for a scene at the old address.
        var made: [Scene] = []
        var reused: Scene?
        for _ in 0..<1_000 where reused == nil {
            let scene = Scene()
            if ObjectIdentifier(scene) == address { reused = scene } else { made.append(scene) }
        }
        let scenes = made + [reused].compactMap { $0 }
        #expect(scenes.allSatisfy { hosts.host(for: $0, showing: center) == nil && hosts.hosts(on: $0).isEmpty },
                "no scene gets the stale host")
        #expect(hosts.host(showing: center) == nil, "a freed scene's host is not the center's host")
        if reused == nil { print("note: no scene was allocated at the freed address; the rule was checked on others") }
        #expect(hosts.removeOrphans().map(ObjectIdentifier.init) == [ObjectIdentifier(stale)])
        #expect(hosts.removeOrphans().isEmpty && hosts.hosts.isEmpty)
    }
}
