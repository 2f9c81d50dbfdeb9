import Foundation
import LayerHarness
import PopupKit
import PopupKitLayers
import PopupKitStage
import PopupKitTesting
import Testing

/// What each kind of motion asks of a retained-layer host: after the `insert`, a
/// fade, slide, pop or spinner is one `animate` when it starts (the platform's
/// compositor plays it), a drag or the keyboard `update`s, a content change one
/// `redraw`, rest nothing.
@Suite("Layer plan")
struct LayerPlanTests {
    @Test("a toast's fade-in and fade-out: one insert and its fade in, one fade out, one remove, and no frame between")
    func toastFades() throws {
        var play = try LayerPlayback("""
            {"events": [{"at": 0, "toast": {"id": "t", "message": "Saved", "duration": 1}}]}
            """)
        play.play(to: 2)
        let operations = play.operations(from: 0, to: 2)
        #expect(operations.map(\.kind) == [.insert, .animate, .update, .animate, .remove], "\(operations)")
        let fades = operations.compactMap(\.motions).map { $0.map(\.property) }
        #expect(fades == [[.opacity], [.opacity]], "\(fades)")
        let fadeIn = try #require(operations.compactMap(\.motions).first?.first)
        #expect(fadeIn.from == 0 && fadeIn.to == 1 && fadeIn.timing == .easeOut && fadeIn.begin == .zero)
        let fadeOut = try #require(operations.compactMap(\.motions).last?.first)
        #expect(fadeOut.from == 1 && fadeOut.to == 0 && fadeOut.timing == .easeIn)
        #expect(operations.compactMap(\.properties).map(\.opacity) == [0], "the layer rests at its fade out's end")
        let frames = play.frames.filter { !$0.transaction.operations.isEmpty }.count
        #expect(frames == 3, "a frame for the show, one for the dismissal, one for the removal: \(frames)")
        #expect(play.operations(from: 0.5, to: 0.9).isEmpty, "at rest between the fades")
        #expect(play.operations(from: 1.5, to: 2).isEmpty, "gone")
    }

    @Test("a banner's slide in and out: one declaration each")
    func bannerSlides() throws {
        var play = try LayerPlayback("""
            {"events": [{"at": 0, "banner": {"id": "b", "title": "Anna", "subtitle": "Lunch?", "displayTime": 1}}]}
            """)
        play.play(to: 2)
        let slideIn = try #require(play.operations(from: 0, to: 0).compactMap(\.motions).first)
        #expect(slideIn.contains { $0.property == .offsetY && $0.from < -50 && $0.to == 0 }, "\(slideIn)")
        let middle = play.operations(from: 0.01, to: 1.9).filter { $0.kind != .remove }
        #expect(middle.map(\.kind) == [.update, .animate], "the slide out is declared once: \(middle)")
        #expect(middle.compactMap(\.motions).first?.contains { $0.property == .offsetY && $0.to < -50 } == true)
    }

    @Test("a popup's pop over its dimming: one fade each, the card's settle from 1.1, and no frames")
    func popupPops() throws {
        var play = try LayerPlayback("""
            {"events": [{"at": 0, "popup": {"id": "p", "title": "Rate us", "message": "Five stars?"}}]}
            """)
        play.play(to: 1)
        let inserts = play.operations(from: 0, to: 0).filter { $0.kind == .insert }.map(\.key.part)
        #expect(inserts == [.dim, .body])
        let declared = play.operations(from: 0, to: 0).compactMap(\.motions)
        #expect(declared.count == 2, "the dimming's fade and the card's: \(declared)")
        #expect(declared.last?.contains { $0.property == .scale && $0.from == 1.1 && $0.to == 1 } == true)
        #expect(play.operations(from: 0.01, to: 1).isEmpty, "the pop takes no frames")
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

    @Test("a turning spinner is one repeating motion of the spinner's layer; the HUD's body is never redrawn")
    func spinnerTurns() throws {
        var play = try LayerPlayback("""
            {"events": [{"at": 0, "hud": {"action": "show", "status": "Loading"}}]}
            """)
        play.play(to: 2)
        let inserts = play.operations(from: 0, to: 0).filter { $0.kind == .insert }
        #expect(inserts.map(\.key.part) == [.body, .spinner])
        let turn = try #require(play.operations(from: 0, to: 0).first { $0.key.part == .spinner && $0.kind == .animate }?.motions)
        #expect(turn.count == 1 && turn[0].property == .rotation && turn[0].repeats && turn[0].timing == .linear, "the ring turns evenly: \(turn)")
        #expect(play.operations(from: 0.01, to: 2).isEmpty, "the spinner turns with no frames")
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

    @Test("the showcase, frame by frame at 60 fps: the layers always show the scene, and fades, slides and spinners take no frames")
    func showcase() throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("examples/showcase.json")
        var play = try LayerPlayback(String(decoding: try Data(contentsOf: url), as: UTF8.self))
        play.play(to: 20)
        let operations = play.frames.flatMap(\.transaction.operations)
        let animates = operations.filter { $0.kind == .animate }.count
        let updates = operations.filter { $0.kind == .update }.count
        let busy = play.frames.filter { !$0.transaction.isEmpty }.count
        #expect(animates > 20, "the showcase's fades, slides and spinners are declared: \(animates)")
        #expect(busy * 10 < play.frames.count, "\(busy) of \(play.frames.count) frames changed something")
        // Frames of property updates alone are drags and the keyboard's moves, not motion.
        let updatesOnly = play.frames.filter { frame in
            !frame.transaction.operations.isEmpty && frame.transaction.operations.allSatisfy { $0.kind == .update }
        }
        #expect(updatesOnly.count * 4 < busy, "\(updatesOnly.count) frames of updates alone; \(updates) updates")
    }

    @Test("a scene at rest gives empty transactions; the first frame inserts everything and sets the size")
    func restIsEmpty() throws {
        var play = try LayerPlayback("""
            {"events": [{"at": 0, "toast": {"id": "t", "message": "Saved", "duration": "forever"}}]}
            """)
        play.play(to: 2)
        let first = try #require(play.frames.first?.transaction)
        #expect(first.resized && first.base == [] && first.operations.map(\.kind) == [.insert, .animate])
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
        #expect(surface.tree.nodes(at: play.playback.scene.time) == play.playback.scene.nodes)
        #expect(surface.readTransaction()?.operations.map(\.kind) == [.insert, .animate])
        #expect(surface.readRequests() == [HostRequest(time: .zero, kind: .announce("Saved"))])
        try surface.finish()
        surface.commit(LayerTransaction(time: .zero, size: .zero, operations: [.remove(GroupKey(showing: 99, part: .body))]))
        _ = surface.readTransactions()
        #expect(throws: RecordingSurface.Leftovers.self, "a refused operation fails finish()") { try surface.finish() }
    }
}
