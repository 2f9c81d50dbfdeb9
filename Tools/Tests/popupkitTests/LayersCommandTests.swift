import Foundation
import Testing

/// `popupkit layers` as a user runs it, and `popupkit layout` with an id on screen twice.
@Suite("popupkit layers")
struct LayersCommandTests {
    @Test("layers prints a line per frame with operations: an insert with its fade in, the fade out, a remove; rest prints nothing")
    func toastLines() throws {
        let file = try PopupkitProcess.writeScenario("""
            {"events": [{"at": 0, "toast": {"id": "t1", "message": "Saved", "duration": 1}}]}
            """)
        let output = try PopupkitProcess.run(["layers", file.path, "--fps", "10"], in: PopupkitProcess.repositoryRoot)
        #expect(output.status == 0, "\(output)")
        let lines = output.lines
        #expect(lines.first?.hasPrefix(#"{"at": 0.0, "ops": [{"op": "insert", "layer": "toast \"t1\"", "z": 0, "x": "#) == true,
                "\(lines)")
        #expect(lines.first?.contains(#"{"op": "animate", "layer": "toast \"t1\"", "property": "opacity", "from": 0, "to": 1, "begin": 0.0, "duration": 0.2, "timing": "easeOut"}"#) == true,
                "\(lines)")
        #expect(lines.first?.contains(#""requests": [{"at": 0.0, "request": "announce", "text": "Saved"}]"#) == true)
        #expect(lines.first?.contains(#""accessibility": {"elements": [{"id": "t1", "lane": "toast", "frame": {"x": "#) == true)
        #expect(lines.first?.contains(#""label": "Saved", "traits": ["staticText", "button"], "modal": false}], "added": ["toast \"t1\""]}"#) == true,
                "\(lines)")
        #expect(lines.filter { $0.contains(#""accessibility""#) }.count == 2, "added at 0, removed at the dismissal: \(lines)")
        #expect(lines.dropFirst().first?.hasPrefix(#"{"at": 1.0, "ops": [{"op": "update", "layer": "toast \"t1\"", "opacity": 0}, {"op": "animate", "layer": "toast \"t1\"", "property": "opacity", "from": 1, "to": 0, "begin": 1.0, "duration": 0.2, "timing": "easeIn"}]"#) == true,
                "the fade out is declared once, at the dismissal: \(lines)")
        #expect(lines.count == 3, "the show, the dismissal, the removal: \(lines)")
        #expect(lines.last?.contains(#"{"op": "remove", "layer": "toast \"t1\""}"#) == true, "\(lines)")
        #expect(!lines.contains { $0.hasPrefix(#"{"at": 0.5,"#) }, "the toast rests between its fades")
        #expect(lines.allSatisfy { !$0.contains(#""op": "redraw""#) && !$0.contains(#""op": "move""#) })
    }

    @Test("a spinner turns by one repeating motion of its own layer inside the HUD's, and no frames")
    func spinner() throws {
        let file = try PopupkitProcess.writeScenario("""
            {"events": [{"at": 0, "hud": {"action": "show", "status": "Loading"}}]}
            """)
        let output = try PopupkitProcess.run(["layers", file.path, "--to", "1"], in: PopupkitProcess.repositoryRoot)
        #expect(output.status == 0, "\(output)")
        #expect(output.lines.first?.contains(#"{"op": "insert", "layer": "spinner \"hud\"", "z": 0, "in": "hud \"hud\""#) == true,
                "\(output.lines)")
        #expect(output.lines.first?.contains(#"{"op": "animate", "layer": "spinner \"hud\"", "property": "rotation", "from": 0, "to": 6.283, "begin": 0.0, "duration": 1, "timing": "linear", "repeats": true}"#) == true,
                "\(output.lines)")
        #expect(output.lines.count == 1, "the spinner turns with no further operations: \(output.lines)")
    }

    @Test("bad options are usage errors; a scenario that never rests needs --to")
    func badInput() throws {
        let file = try PopupkitProcess.writeScenario("""
            {"events": [{"at": 0, "hud": {"action": "show"}}]}
            """)
        let root = PopupkitProcess.repositoryRoot
        #expect(try PopupkitProcess.run(["layers", file.path, "--fps", "0"], in: root).status == 2)
        let endless = try PopupkitProcess.run(["layers", file.path], in: root)
        #expect(endless.status == 2 && endless.stderr.contains("never comes to rest"), "\(endless)")
        let backwards = try PopupkitProcess.run(["layers", file.path, "--from", "2", "--to", "1"], in: root)
        #expect(backwards.status == 2 && backwards.stderr.contains("--from"), "\(backwards)")
    }

    @Test("layout gives each showing of an id on screen twice its own opacity")
    func idShownTwice() throws {
        let file = try PopupkitProcess.writeScenario("""
            {"events": [{"at": 0, "toast": {"id": "t", "message": "One", "duration": 1}},
                        {"at": 1.05, "toast": {"id": "t", "message": "Two", "duration": 5}}]}
            """)
        let output = try PopupkitProcess.run(["layout", file.path, "--at", "1.1"], in: PopupkitProcess.repositoryRoot)
        #expect(output.status == 0, "\(output)")
        let opacities = output.lines.map { line in
            String(line[line.range(of: #""opacity": "#)!.upperBound...].prefix { $0 != "," && $0 != "}" })
        }
        #expect(output.lines.count == 2)
        #expect(opacities.count == 2 && opacities[0] != opacities[1], "\(output.lines)")
        #expect(output.lines.first { $0.contains("fadingOut") }?.contains(#""opacity": 0.685"#) == true, "\(output.lines)")
    }
}
