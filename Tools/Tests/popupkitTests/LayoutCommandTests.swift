import Foundation
import Testing

/// `popupkit layout` and `popupkit render --dump` as a user runs them.
@Suite("popupkit layout and render")
struct LayoutCommandTests {
    private let scenario = """
        {"events": [
          {"at": 0, "toast": {"id": "t1", "message": "Saved", "duration": 2}},
          {"at": 0, "bubble": {"id": "tip", "text": "Tap here", "edge": "top", "target": {"x": 300, "y": 700, "width": 44, "height": 44}}}
        ]}
        """

    @Test("layout prints one JSON object per visible item with frame, opacity, tip and edge")
    func layoutLines() throws {
        let file = try PopupkitProcess.writeScenario(scenario)
        let output = try PopupkitProcess.run(["layout", file.path, "--at", "1"], in: PopupkitProcess.repositoryRoot)
        #expect(output.status == 0, "\(output)")
        #expect(output.lines == [
            #"{"id": "t1", "kind": "toast", "frame": {"x": 161, "y": 760.8, "width": 68, "height": 39.2}, "opacity": 1, "accessibility": {"label": "Saved", "traits": ["staticText", "button"], "modal": false}}"#,
            #"{"id": "tip", "kind": "bubble", "frame": {"x": 276.4, "y": 659.2, "width": 91.2, "height": 32.8}, "opacity": 1, "arrowTip": {"x": 322, "y": 700}, "edge": "top", "accessibility": {"label": "Tap here", "traits": ["staticText", "button"], "modal": false}}"#,
        ])
        let later = try PopupkitProcess.run(["layout", file.path, "--at", "2.1"], in: PopupkitProcess.repositoryRoot)
        // Half way through the fade out, Core Animation's ease-in (0.42, 0, 1, 1) has
        // gone 31.5 % of the way.
        #expect(later.lines.first?.hasSuffix(#""opacity": 0.685, "state": "fadingOut"}"#) == true, "\(later)")
    }

    @Test("layout --measure pango gives the frames render --out draws; the fixed measurer differs")
    func pangoLayoutMatchesTheDrawing() throws {
        let file = try PopupkitProcess.writeScenario(scenario)
        let root = PopupkitProcess.repositoryRoot
        let pango = try PopupkitProcess.run(["layout", file.path, "--at", "1", "--measure", "pango"], in: root)
        let fixed = try PopupkitProcess.run(["layout", file.path, "--at", "1"], in: root)
        let png = file.deletingLastPathComponent().appendingPathComponent("frame.png").path
        let drawn = try PopupkitProcess.run(["render", file.path, "--at", "1", "--out", png, "--dump"], in: root)
        #expect(pango.status == 0 && fixed.status == 0 && drawn.status == 0, "\(pango) \(fixed) \(drawn)")
        /// The toast's frame in a layout line: `(x, y)` and `(w, h)`.
        func frame(_ lines: [String]) throws -> (origin: String, size: String) {
            let line = try #require(lines.first { $0.contains(#""id": "t1""#) })
            let numbers = ["x", "y", "width", "height"].map { key -> String in
                let start = line.range(of: "\"\(key)\": ")!.upperBound
                return String(line[start...].prefix { $0 != "," && $0 != "}" })
            }
            return ("(\(numbers[0]), \(numbers[1]))", "\(numbers[2]), \(numbers[3]))")
        }
        // The toast's group sits at the frame's origin; its box fills the group from (0, 0).
        let toastGroup = try #require(drawn.lines.firstIndex { $0.contains(#"group toast "t1""#) })
        let group = drawn.lines[toastGroup], box = drawn.lines[toastGroup + 1].trimmingCharacters(in: .whitespaces)
        let measured = try frame(pango.lines)
        #expect(group.hasSuffix(" at " + measured.origin), "layout --measure pango: \(pango.lines), drawn: \(group)")
        #expect(box.hasPrefix("box (0, 0, " + measured.size), "layout --measure pango: \(pango.lines), drawn: \(box)")
        #expect(try frame(fixed.lines).size != measured.size, "the fixed measurer is a stand-in, not Pango")
    }

    @Test("render --dump prints the render tree; render without an output is a usage error")
    func renderDump() throws {
        let file = try PopupkitProcess.writeScenario(scenario)
        let output = try PopupkitProcess.run(["render", file.path, "--at", "1", "--dump"], in: PopupkitProcess.repositoryRoot)
        #expect(output.status == 0, "\(output)")
        #expect(output.lines.first == "scene 390×844 at 1s")
        #expect(output.stdout.contains(#"group toast "t1" opacity 1 at (161, 760.8)"#))
        #expect(output.stdout.contains(#"text (10, 10, 48, 19.2) "Saved""#))
        #expect(output.lines.last == "frames idle until 2s", "the toast times out at 2 s; nothing moves before")
        let fading = try PopupkitProcess.run(["render", file.path, "--at", "0.1", "--dump"], in: PopupkitProcess.repositoryRoot)
        #expect(fading.lines.last == "frames idle until 0.2s", "fades take no frames: only the engine's next deadline")
        #expect(fading.lines.contains(#"motion toast "t1" opacity 0→1 from 0s over 0.2s easeOut"#), "\(fading.lines)")
        #expect(fading.lines.contains { $0.hasPrefix(#"motion bubble "tip" opacity 0→1 from 0s"#) }, "both notices are still fading in")
        let missing = try PopupkitProcess.run(["render", file.path, "--at", "1"], in: PopupkitProcess.repositoryRoot)
        #expect(missing.status == 2)
        #expect(missing.stdout.isEmpty)
    }

    @Test("pointer events: simulate shows the swipe, layout and render show the dragged offset")
    func pointerDrag() throws {
        let file = try PopupkitProcess.writeScenario("""
            {"events": [
              {"at": 0, "banner": {"id": "b1", "type": "chat", "title": "Anna", "subtitle": "Lunch?"}},
              {"at": 1, "pointer": {"phase": "down", "x": 195, "y": 80}},
              {"at": 1.1, "pointer": {"phase": "move", "x": 195, "y": 50}},
              {"at": 1.5, "pointer": {"phase": "up", "x": 195, "y": 0}}
            ]}
            """)
        let root = PopupkitProcess.repositoryRoot
        let simulate = try PopupkitProcess.run(["simulate", file.path], in: root)
        #expect(simulate.lines.suffix(2) == [
            #"{"at": 1.0, "id": "b1", "lane": "banner", "event": "paused"}"#,
            #"{"at": 1.5, "id": "b1", "lane": "banner", "event": "dismissed", "reason": "swipe"}"#,
        ], "\(simulate)")
        let held = try PopupkitProcess.run(["layout", file.path, "--at", "1.2"], in: root)
        #expect(held.lines == [
            #"{"id": "b1", "kind": "banner", "frame": {"x": 8, "y": 55, "width": 374, "height": 66}, "opacity": 1, "accessibility": {"label": "Anna, Lunch?", "traits": ["staticText", "button"], "modal": false}, "drag": -30}"#,
        ], "\(held)")
        let drawn = try PopupkitProcess.run(["render", file.path, "--at", "1.2", "--dump"], in: root)
        #expect(drawn.stdout.contains(#"group banner "b1" opacity 1 at (8, 55) offset (0, -30)"#), "\(drawn)")
    }

    @Test("simulate --requests interleaves host requests; layout lines carry each visible notice's accessibility")
    func accessibilityOutput() throws {
        let file = try PopupkitProcess.writeScenario("""
            {"config": {"hud": {"mask": "black"}},
             "events": [
              {"at": 0, "toast": {"id": "t1", "title": "Saved", "message": "In your library", "duration": 2}},
              {"at": 1, "hud": {"action": "progress", "value": 0.25, "status": "Uploading"}},
              {"at": 1.5, "hud": {"action": "success", "status": "Done"}}
            ]}
            """)
        let root = PopupkitProcess.repositoryRoot
        let simulate = try PopupkitProcess.run(["simulate", file.path, "--requests", "--until", "1.6"], in: root)
        #expect(simulate.lines == [
            #"{"at": 0.0, "id": "t1", "lane": "toast", "event": "received"}"#,
            #"{"at": 0.0, "id": "t1", "lane": "toast", "event": "queued"}"#,
            #"{"at": 0.0, "id": "t1", "lane": "toast", "event": "shown"}"#,
            #"{"at": 0.0, "request": "announce", "text": "Saved, In your library"}"#,
            #"{"at": 1.0, "id": "hud", "lane": "hud", "event": "received"}"#,
            #"{"at": 1.0, "id": "hud", "lane": "hud", "event": "queued"}"#,
            #"{"at": 1.0, "id": "hud", "lane": "hud", "event": "shown"}"#,
            #"{"at": 1.0, "request": "screenChanged", "focus": "hud"}"#,
            #"{"at": 1.5, "id": "hud", "lane": "hud", "event": "updated"}"#,
            #"{"at": 1.5, "request": "announce", "text": "Done"}"#,
            #"{"at": 1.5, "request": "haptic", "feedback": "success"}"#,
        ], "\(simulate)")
        let layout = try PopupkitProcess.run(["layout", file.path, "--at", "1.2"], in: root)
        #expect(layout.lines.count == 2, "\(layout)")
        #expect(layout.lines.first?.contains(#""accessibility": {"label": "Saved, In your library", "traits": ["staticText", "button"], "modal": false}"#) == true, "\(layout)")
        #expect(layout.lines.last?.contains(#""accessibility": {"label": "Uploading", "value": "25%", "traits": ["staticText", "updatesFrequently"], "modal": true}"#) == true, "\(layout)")
    }

    @Test("a notice's own transition in JSON holds its place and sets its fade, in simulate and layout")
    func itemTransition() throws {
        let file = try PopupkitProcess.writeScenario("""
            {"config": {"toast": {"queue": true, "fadeDuration": 0.2}},
             "events": [
              {"at": 0, "toast": {"id": "slow", "message": "Slow", "duration": 1, "transition": {"appear": 0.1, "disappear": 1}}},
              {"at": 0, "toast": {"id": "next", "message": "Next", "duration": 1}}
            ]}
            """)
        let root = PopupkitProcess.repositoryRoot
        let simulate = try PopupkitProcess.run(["simulate", file.path], in: root)
        #expect(simulate.status == 0, "\(simulate)")
        #expect(simulate.lines.contains(#"{"at": 1.0, "id": "slow", "lane": "toast", "event": "dismissed", "reason": "timeout"}"#))
        #expect(simulate.lines.contains(#"{"at": 2.0, "id": "next", "lane": "toast", "event": "shown"}"#),
                "the next toast waits for slow's own 1 s fade-out, not the lane's 0.2 s: \(simulate.lines)")
        let layout = try PopupkitProcess.run(["layout", file.path, "--at", "1.5"], in: root)
        #expect(layout.lines.count == 1 && layout.lines[0].hasSuffix(#""opacity": 0.685, "state": "fadingOut"}"#),
                "half way through a 1 s ease-in fade-out: \(layout.lines)")
    }
}
