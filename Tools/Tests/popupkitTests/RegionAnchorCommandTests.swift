import Foundation
import Testing

/// A toast's `region` and the `anchor` event through `simulate`, `layout`,
/// `render` and `layers`, as a user runs them.
@Suite("popupkit with regions and anchors")
struct RegionAnchorCommandTests {
    private func run(_ arguments: String..., scenario file: URL) throws -> PopupkitProcess.Output {
        let output = try PopupkitProcess.run(arguments.map { $0 == "FILE" ? file.path : $0 }, in: PopupkitProcess.repositoryRoot)
        #expect(output.status == 0, "\(output)")
        return output
    }

    @Test("a toast in a region: simulate, layout, render and layers place it inside the region")
    func region() throws {
        // Region (20, 200, 300, 400): "Saved" (68 × 39.2 with the fixed measurer)
        // at its bottom is 600 − 10 − 39.2 = 550.8, at its top 210, x = 170 − 34.
        let file = try PopupkitProcess.writeScenario("""
            {"events": [
              {"at": 0, "toast": {"id": "a", "message": "Saved", "position": "bottom", "duration": 2,
                                  "region": {"x": 20, "y": 200, "width": 300, "height": 400}}},
              {"at": 0, "toast": {"id": "b", "message": "Saved", "position": "top", "duration": 2,
                                  "region": {"x": 20, "y": 200, "width": 300, "height": 400}}}]}
            """)
        let simulate = try run("simulate", "FILE", scenario: file)
        #expect(simulate.lines.filter { $0.contains(#""event": "shown""#) }.count == 2, "\(simulate)")
        let layout = try run("layout", "FILE", "--at", "0.5", scenario: file)
        #expect(layout.lines.count == 2, "\(layout)")
        #expect(layout.lines.first?.contains(#""id": "a", "kind": "toast", "frame": {"x": 136, "y": 550.8, "width": 68, "height": 39.2}"#) == true,
                "\(layout.lines)")
        #expect(layout.lines.last?.contains(#""id": "b", "kind": "toast", "frame": {"x": 136, "y": 210, "width": 68, "height": 39.2}"#) == true,
                "\(layout.lines)")
        let dump = try run("render", "FILE", "--at", "0.5", "--dump", scenario: file)
        #expect(dump.stdout.contains(#"group toast "a" opacity 1 at (136, 550.8)"#), "\(dump)")
        #expect(dump.stdout.contains(#"group toast "b" opacity 1 at (136, 210)"#), "\(dump)")
        let layers = try run("layers", "FILE", "--fps", "5", scenario: file)
        #expect(layers.lines.first?.contains(#"{"op": "insert", "layer": "toast \"a\"", "z": 0, "x": 136, "y": 550.8"#) == true,
                "\(layers.lines)")
        let png = FileManager.default.temporaryDirectory.appendingPathComponent("region-\(UUID().uuidString).png")
        defer { try? FileManager.default.removeItem(at: png) }
        _ = try run("render", "FILE", "--at", "0.5", "--out", png.path, scenario: file)
        #expect(FileManager.default.fileExists(atPath: png.path))
    }

    @Test("a bubble's target moves (an update, or a redraw when it flips, never a new layer) and then is gone")
    func anchor() throws {
        // The bubble below a target at y 300; then 20 down and right (same edge: the
        // layer only moves); then at the bottom of the screen, where it flips above
        // the target (the arrow is redrawn); then the view is gone.
        let file = try PopupkitProcess.writeScenario("""
            {"events": [
              {"at": 0, "bubble": {"id": "tip", "text": "Tap here", "target": {"x": 100, "y": 300, "width": 44, "height": 44}}},
              {"at": 1, "anchor": {"id": "tip", "target": {"x": 120, "y": 320, "width": 44, "height": 44}}},
              {"at": 2, "anchor": {"id": "tip", "target": {"x": 120, "y": 780, "width": 44, "height": 20}}},
              {"at": 3, "anchor": {"id": "tip", "gone": true}}]}
            """)
        let simulate = try run("simulate", "FILE", scenario: file)
        #expect(simulate.lines == [
            #"{"at": 0.0, "id": "tip", "lane": "bubble", "event": "received"}"#,
            #"{"at": 0.0, "id": "tip", "lane": "bubble", "event": "queued"}"#,
            #"{"at": 0.0, "id": "tip", "lane": "bubble", "event": "shown"}"#,
            #"{"at": 3.0, "id": "tip", "lane": "bubble", "event": "dismissed", "reason": "anchorGone"}"#,
        ], "\(simulate)")
        let before = try run("layout", "FILE", "--at", "0.5", scenario: file).stdout
        let moved = try run("layout", "FILE", "--at", "1.5", scenario: file).stdout
        let flipped = try run("layout", "FILE", "--at", "2.5", scenario: file).stdout
        #expect(before.contains(#""arrowTip": {"x": 122, "y": 344}, "edge": "bottom""#), "\(before)")
        #expect(moved.contains(#""arrowTip": {"x": 142, "y": 364}, "edge": "bottom""#), "\(moved)")
        #expect(flipped.contains(#""arrowTip": {"x": 142, "y": 780}, "edge": "top""#), "\(flipped)")
        let fading = try run("layout", "FILE", "--at", "3.1", scenario: file).stdout
        #expect(fading.contains(#""state": "fadingOut""#) && fading.contains(#""edge": "top""#), "\(fading)")
        let dumpBefore = try run("render", "FILE", "--at", "0.5", "--dump", scenario: file).stdout
        let dumpFlipped = try run("render", "FILE", "--at", "2.5", "--dump", scenario: file).stdout
        #expect(dumpBefore != dumpFlipped)
        #expect(dumpFlipped.contains(#"group bubble "tip""#), "\(dumpFlipped)")

        let layers = try run("layers", "FILE", "--fps", "10", scenario: file).lines
        let atMove = layers.first { $0.hasPrefix(#"{"at": 1.0,"#) } ?? ""
        let atFlip = layers.first { $0.hasPrefix(#"{"at": 2.0,"#) } ?? ""
        #expect(atMove.hasPrefix(#"{"at": 1.0, "ops": [{"op": "update", "layer": "bubble \"tip\"", "x": 96.4, "y": 372}]"#), "\(atMove)")
        #expect(atFlip.hasPrefix(#"{"at": 2.0, "ops": [{"op": "redraw", "layer": "bubble \"tip\""}, {"op": "update", "layer": "bubble \"tip\""#),
                "\(atFlip)")
        let inserts = layers.joined().components(separatedBy: #""op": "insert""#).count - 1
        let removes = layers.joined().components(separatedBy: #""op": "remove""#).count - 1
        #expect(inserts == 1 && removes == 1, "one layer from show to fade-out: \(layers)")
        #expect(layers.last?.contains(#"{"op": "remove", "layer": "bubble \"tip\""}"#) == true)
    }

    @Test("anchor events that say too much or too little are errors naming the field")
    func badAnchors() throws {
        let root = PopupkitProcess.repositoryRoot
        for (anchor, message) in [(#"{"id": "tip"}"#, "events[0].anchor.target: give target or gone"),
                                  (#"{"id": "tip", "gone": false}"#, "events[0].anchor.gone: must be true"),
                                  (#"{"id": "tip", "gone": true, "target": {"x": 1, "y": 2}}"#, "events[0].anchor.gone"),
                                  (#"{"gone": true}"#, "events[0].anchor.id"),
                                  (#"{"id": "tip", "target": {"x": 1, "y": 2, "width": -3}}"#, "events[0].anchor.target.width")] {
            let file = try PopupkitProcess.writeScenario(#"{"events": [{"at": 0, "anchor": \#(anchor)}]}"#)
            let output = try PopupkitProcess.run(["simulate", file.path], in: root)
            #expect(output.status == 2 && output.stderr.contains(message) && output.stdout.isEmpty, "\(anchor): \(output)")
        }
        let region = try PopupkitProcess.writeScenario(
            #"{"events": [{"at": 0, "toast": {"message": "Hi", "region": {"x": 1, "y": 2, "width": 3}}}]}"#)
        let output = try PopupkitProcess.run(["simulate", region.path], in: root)
        #expect(output.status == 2 && output.stderr.contains("events[0].toast.region.height: missing required field"), "\(output)")
        let unknown = try PopupkitProcess.writeScenario(#"{"events": [{"at": 0, "anchor": {"id": "nobody", "gone": true}}]}"#)
        let warned = try PopupkitProcess.run(["simulate", unknown.path], in: root)
        #expect(warned.status == 0 && warned.stdout.isEmpty && warned.stderr.contains(#"bubbleTargetGone: no live notice "nobody""#),
                "\(warned)")
    }
}
