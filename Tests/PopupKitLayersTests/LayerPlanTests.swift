import Foundation
import LayerHarness
import PopupKit
import PopupKitLayers
import PopupKitTesting
import Testing

/// What each kind of motion asks of a retained-layer host: after the `insert`,
/// moving is only `update`s, a content change one `redraw`, rest nothing.
@Suite("Layer plan")
struct LayerPlanTests {
    @Test("a toast's fade-in and fade-out: one insert, then only opacity updates, then one remove, then nothing")
    func toastFades() throws {
        var play = try LayerPlayback("""
            {"events": [{"at": 0, "toast": {"id": "t", "message": "Saved", "duration": 1}}]}
            """)
        play.play(to: 2)
        let operations = play.operations(from: 0, to: 2)
        #expect(operations.filter { $0.kind == .insert }.count == 1)
        #expect(operations.filter { $0.kind == .remove }.count == 1)
        #expect(operations.allSatisfy { [.insert, .update, .remove].contains($0.kind) }, "\(operations)")
        let updates = operations.compactMap(\.properties)
        #expect(updates.count > 10, "the fades have frames")
        #expect(Set(updates.map(\.position)).count == 1 && updates.allSatisfy { $0.scale == 1 && $0.offset == .zero })
        #expect(play.operations(from: 0.5, to: 0.9).isEmpty, "at rest between the fades")
        #expect(play.operations(from: 1.5, to: 2).isEmpty, "gone")
    }

    @Test("a banner's slide in and out is only updates of its offset")
    func bannerSlides() throws {
        var play = try LayerPlayback("""
            {"events": [{"at": 0, "banner": {"id": "b", "title": "Anna", "subtitle": "Lunch?", "displayTime": 1}}]}
            """)
        play.play(to: 2)
        let middle = play.operations(from: 0.01, to: 1.9).filter { $0.kind != .remove }
        #expect(!middle.isEmpty && middle.allSatisfy { $0.kind == .update }, "\(middle)")
        #expect(Set(middle.compactMap(\.properties?.offset.y)).count > 5, "the banner slides")
    }

    @Test("a popup's pop over its dimming: updates of scale and opacity only")
    func popupPops() throws {
        var play = try LayerPlayback("""
            {"events": [{"at": 0, "popup": {"id": "p", "title": "Rate us", "message": "Five stars?"}}]}
            """)
        play.play(to: 1)
        let inserts = play.operations(from: 0, to: 0).filter { $0.kind == .insert }.map(\.key.part)
        #expect(inserts == [.dim, .body])
        let later = play.operations(from: 0.01, to: 1)
        #expect(!later.isEmpty && later.allSatisfy { $0.kind == .update }, "\(later)")
        #expect(later.compactMap(\.properties).contains { $0.scale > 1 })
    }

    @Test("the keyboard lifting a bottom toast moves its layer: one position update, no redraw")
    func keyboardMoves() throws {
        var play = try LayerPlayback("""
            {"events": [{"at": 0, "toast": {"id": "t", "message": "Saved", "duration": "forever"}},
                        {"at": 1, "keyboard": {"height": 336}}]}
            """)
        play.play(to: 1.2)
        let lift = play.operations(from: 0.99, to: 1.2)
        #expect(lift.count == 1, "\(lift.map { "\($0.kind) \($0.key) \(String(describing: $0.properties))" })")
        let before = try #require(play.operations(from: 0, to: 0).first { $0.kind == .insert })
        guard case .insert(_, _, _, _, let old) = before, let new = lift.first?.properties else {
            Issue.record("expected an insert, then an update: \(before) \(lift)")
            return
        }
        #expect(new.position.y < old.position.y - 300, "lifted above the keyboard")
        #expect(new.opacity == 1 && new.scale == 1)
    }

    @Test("a turning spinner updates the spinner's rotation only; the HUD's body is never redrawn")
    func spinnerTurns() throws {
        var play = try LayerPlayback("""
            {"events": [{"at": 0, "hud": {"action": "show", "status": "Loading"}}]}
            """)
        play.play(to: 2)
        let inserts = play.operations(from: 0, to: 0).filter { $0.kind == .insert }
        #expect(inserts.map(\.key.part) == [.body, .spinner])
        let turning = play.operations(from: 0.5, to: 2)
        #expect(!turning.isEmpty && turning.allSatisfy { $0.kind == .update && $0.key.part == .spinner }, "\(turning)")
        #expect(Set(turning.compactMap(\.properties?.rotation)).count > 10)
    }

    @Test("a HUD's progress change redraws its body once")
    func progressRedraws() throws {
        var play = try LayerPlayback("""
            {"events": [{"at": 0, "hud": {"action": "progress", "value": 0.2, "status": "Uploading"}},
                        {"at": 1, "hud": {"action": "progress", "value": 0.6, "status": "Uploading"}}]}
            """)
        play.play(to: 1.5)
        let change = play.operations(from: 0.99, to: 1.5)
        #expect(change.map(\.kind) == [.redraw], "\(change)")
        #expect(change.first?.key.part == .body)
    }

    @Test("a loading HUD becoming its result redraws the same layer and drops its spinner; no body is inserted or removed")
    func resultRedraws() throws {
        var play = try LayerPlayback("""
            {"events": [{"at": 0, "hud": {"action": "show", "status": "Uploading"}},
                        {"at": 1, "hud": {"action": "success", "status": "Done"}}]}
            """)
        play.frame(at: 0.9)
        play.frame(at: 1)
        let change = play.operations(from: 1, to: 1)
        // A new size may also move it (its position and anchor): an update beside the redraw.
        let body = change.filter { $0.key.part == .body }.map(\.kind)
        #expect(body.filter { $0 == .redraw }.count == 1 && body.allSatisfy { $0 == .redraw || $0 == .update }, "\(change)")
        #expect(change.filter { $0.key.part == .spinner }.map(\.kind) == [.remove], "\(change)")
    }

    @Test("lanes stack bubble, popup, toast, banner, HUD from the bottom, whatever order they arrive in")
    func stackingOrder() throws {
        var play = try LayerPlayback("""
            {"events": [
              {"at": 0, "hud": {"action": "show", "status": "Loading"}},
              {"at": 0, "banner": {"id": "b", "title": "Anna", "displayTime": 9}},
              {"at": 0, "toast": {"id": "t", "message": "Saved", "duration": 9}},
              {"at": 0, "popup": {"id": "p", "title": "Rate us"}},
              {"at": 0, "bubble": {"id": "tip", "text": "Tap here", "target": {"x": 20, "y": 690, "width": 40, "height": 40}}}
            ]}
            """)
        play.play(to: 0.5)
        let names = play.tree.topLevelKeys.compactMap { key in
            play.playback.scene.nodes.lazy.compactMap { node -> String? in
                if case .group(let group) = node, group.key == key { group.name } else { nil }
            }.first
        }
        #expect(names == [#"bubble "tip""#, #"dim "p""#, #"popup "p""#, #"toast "t""#, #"banner "b""#, #"hud "hud""#])
        #expect(play.operations(from: 0, to: 0.5).allSatisfy { $0.kind != .move })
    }

    @Test("an image that arrives redraws the layers that show it, once")
    func imageArrives() throws {
        var play = try LayerPlayback("""
            {"events": [{"at": 0, "banner": {"id": "b", "title": "Anna", "image": "https://example.com/a.png", "displayTime": 9}},
                        {"at": 0, "toast": {"id": "t", "message": "Saved", "duration": 9}}]}
            """)
        play.play(to: 1)
        #expect(play.plan.invalidateLayers(showingImage: "https://example.com/a.png") == 1)
        play.frame(at: 1.1)
        play.frame(at: 1.2)
        #expect(play.operations(from: 1.1, to: 1.1).map(\.kind) == [.redraw])
        #expect(play.operations(from: 1.2, to: 1.2).isEmpty)
    }

    @Test("an id shown again while it fades out has two layers, each with its own key and opacity")
    func idShownTwice() throws {
        var play = try LayerPlayback("""
            {"events": [{"at": 0, "toast": {"id": "t", "message": "One", "duration": 1}},
                        {"at": 1.05, "toast": {"id": "t", "message": "Two", "duration": 5}}]}
            """)
        play.play(to: 1.1)
        let bodies = play.tree.topLevelKeys
        #expect(bodies.count == 2 && Set(bodies).count == 2, "\(bodies)")
        let opacities = bodies.compactMap { play.tree.layer($0)?.properties.opacity }
        #expect(opacities.count == 2 && opacities[0] != opacities[1], "\(opacities)")
        play.play(from: 1.1, to: 1.5)
        #expect(play.tree.topLevelKeys == [bodies[1]], "the fading one went; the new one kept its layer")
        #expect(play.operations(from: 1.1, to: 1.5).filter { $0.kind == .insert }.isEmpty)
    }

    @Test("a drag and its spring-back move the banner by updates of its offset only")
    func dragAndSpringBack() throws {
        var play = try LayerPlayback("""
            {"events": [{"at": 0, "banner": {"id": "b", "title": "Anna", "subtitle": "Lunch?", "displayTime": 9}},
                        {"at": 1, "pointer": {"phase": "down", "x": 195, "y": 80}},
                        {"at": 1.05, "pointer": {"phase": "move", "x": 195, "y": 70}},
                        {"at": 1.1, "pointer": {"phase": "move", "x": 195, "y": 66}},
                        {"at": 1.5, "pointer": {"phase": "up", "x": 195, "y": 66}}]}
            """)
        play.play(to: 2.5)
        let gesture = play.operations(from: 0.9, to: 2.5)
        #expect(!gesture.isEmpty && gesture.allSatisfy { $0.kind == .update }, "\(gesture)")
        let offsets = gesture.compactMap(\.properties?.offset.y)
        #expect(offsets.contains { $0 < -5 }, "held up by the finger: \(offsets)")
        #expect(offsets.last == 0, "sprung back to its place")
    }

    @Test("a rotation moves the layers and an appearance change redraws them; no layer is inserted or removed")
    func identityAcrossRelayout() throws {
        var play = try LayerPlayback("""
            {"events": [{"at": 0, "toast": {"id": "t", "message": "Saved", "duration": "forever"}},
                        {"at": 0, "hud": {"action": "progress", "value": 0.5, "status": "Uploading"}},
                        {"at": 1, "container": {"width": 844, "height": 390}},
                        {"at": 2, "appearance": "dark"}]}
            """)
        play.play(to: 3)
        let keys = Set(play.frames.first?.transaction.operations.map(\.key) ?? [])
        let later = play.operations(from: 0.5, to: 3)
        #expect(later.allSatisfy { $0.kind == .update || $0.kind == .redraw }, "\(later)")
        #expect(Set(later.map(\.key)).isSubset(of: keys), "the same keys throughout")
        let turned = play.operations(from: 1, to: 1)
        #expect(turned.contains { $0.kind == .update && $0.properties?.position != nil }, "the rotation moves them: \(turned)")
        let dark = play.operations(from: 2, to: 2)
        #expect(dark.filter { $0.kind == .redraw }.count == 2, "both redrawn in their dark colours: \(dark)")
        #expect(play.frames.first { $0.time == 1 }?.transaction.resized == true)
    }

    @Test("a loading toast updated in place to its result redraws its layer once: no remove, no insert")
    func toastUpdatedInPlace() throws {
        var play = try LayerPlayback("""
            {"events": [{"at": 0, "toast": {"id": "load", "message": "Loading…", "duration": "forever"}},
                        {"at": 1, "toast": {"id": "load", "message": "Done", "duration": "forever"}}]}
            """)
        play.play(to: 1.5)
        let change = play.operations(from: 1, to: 1.5)
        #expect(change.filter { $0.kind == .redraw }.count == 1, "\(change)")
        #expect(change.allSatisfy { $0.kind == .redraw || $0.kind == .update }, "\(change)")
    }

    @Test("the showcase, frame by frame at 60 fps: the layers always show the scene, and fades, slides and spinners redraw nothing")
    func showcase() throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("examples/showcase.json")
        var play = try LayerPlayback(String(decoding: try Data(contentsOf: url), as: UTF8.self))
        play.play(to: 20)
        let operations = play.frames.flatMap(\.transaction.operations)
        let updates = operations.filter { $0.kind == .update }.count
        let redraws = operations.filter { $0.kind == .redraw }.count
        #expect(updates > 200 && redraws * 20 < updates, "\(redraws) redraws against \(updates) updates")
    }

    @Test("a scene at rest gives empty transactions; the first frame inserts everything and sets the size")
    func restIsEmpty() throws {
        var play = try LayerPlayback("""
            {"events": [{"at": 0, "toast": {"id": "t", "message": "Saved", "duration": "forever"}}]}
            """)
        play.play(to: 2)
        let first = try #require(play.frames.first?.transaction)
        #expect(first.resized && first.base == [] && first.operations.map(\.kind) == [.insert])
        #expect(play.frames.filter { $0.time > 0.5 }.allSatisfy { $0.transaction.isEmpty })
    }

    @Test("the recording surface applies what is committed and fails finish() on anything unread")
    @MainActor
    func recordingSurface() throws {
        let surface = RecordingSurface()
        var play = try LayerPlayback("""
            {"events": [{"at": 0, "toast": {"id": "t", "message": "Saved", "duration": "forever"}}]}
            """)
        play.frame(at: 0)
        surface.commit(play.frames[0].transaction)
        surface.perform(HostRequest(time: .zero, kind: .announce("Saved")), focus: nil)
        #expect(throws: RecordingSurface.Leftovers.self) { try surface.finish() }
        #expect(surface.tree.nodes == play.playback.scene.nodes)
        #expect(surface.readTransaction()?.operations.map(\.kind) == [.insert])
        #expect(surface.readRequests() == [HostRequest(time: .zero, kind: .announce("Saved"))])
        try surface.finish()
        surface.commit(LayerTransaction(time: .zero, size: .zero, operations: [.remove(GroupKey(showing: 99, part: .body))]))
        _ = surface.readTransactions()
        #expect(throws: RecordingSurface.Leftovers.self, "a refused operation fails finish()") { try surface.finish() }
    }
}
