import Foundation
import Testing

/// A popup with actions through `popupkit simulate`, `layout`, `render` and `layers`.
@Suite("popupkit and popup actions")
struct PopupActionCommandTests {
    /// "Later" (cancel) and "Rate" side by side under the text: the buttons at
    /// (45, 449.7, 150, 44) and (195, 449.7, 150, 44) on the default screen.
    private static let popup = #"{"at": 0, "popup": {"id": "p", "title": "Rate us", "message": "Enjoying the app?", "actions": [{"id": "later", "title": "Later", "role": "cancel"}, {"id": "rate", "title": "Rate"}]}}"#

    private func scenario(_ events: String...) throws -> URL {
        try PopupkitProcess.writeScenario(#"{"events": [\#(([Self.popup] + events).joined(separator: ", "))]}"#)
    }

    @Test("simulate prints the dismissal with reason action and the action's id, by id or by pointer")
    func simulate() throws {
        for events in [[#"{"at": 1, "tap": {"id": "p", "action": "rate"}}"#],
                       [#"{"at": 1, "pointer": {"phase": "down", "x": 270, "y": 470}}"#,
                        #"{"at": 1, "pointer": {"phase": "up", "x": 270, "y": 470}}"#]] {
            let file = try PopupkitProcess.writeScenario(#"{"events": [\#(([Self.popup] + events).joined(separator: ", "))]}"#)
            let output = try PopupkitProcess.run(["simulate", file.path], in: PopupkitProcess.repositoryRoot)
            #expect(output.status == 0, "\(output)")
            #expect(output.lines.last == #"{"at": 1.0, "id": "p", "lane": "popup", "event": "dismissed", "reason": "action", "detail": "rate"}"#,
                    "\(output.lines)")
            #expect(output.stderr.isEmpty, "\(output)")
        }
    }

    @Test("layout prints each button's id, title, role and frame, in reading order")
    func layout() throws {
        let file = try scenario()
        let output = try PopupkitProcess.run(["layout", file.path, "--at", "1"], in: PopupkitProcess.repositoryRoot)
        #expect(output.status == 0, "\(output)")
        #expect(output.lines.first?.hasSuffix(#""actions": [{"id": "later", "title": "Later", "role": "cancel", "frame": {"x": 45, "y": 449.7, "width": 150, "height": 44}}, {"id": "rate", "title": "Rate", "role": "default", "frame": {"x": 195, "y": 449.7, "width": 150, "height": 44}}]}"#) == true,
                "\(output.lines)")
        let rtl = try PopupkitProcess.writeScenario(#"{"container": {"layoutDirection": "rtl"}, "events": [\#(Self.popup)]}"#)
        let mirrored = try PopupkitProcess.run(["layout", rtl.path, "--at", "1"], in: PopupkitProcess.repositoryRoot)
        #expect(mirrored.lines.first?.contains(#"{"id": "later", "title": "Later", "role": "cancel", "frame": {"x": 195, "y": 449.7"#) == true,
                "right to left, cancel stays leading: \(mirrored.lines)")
    }

    @Test("render draws the buttons, and the pressed one highlighted while the finger is down")
    func render() throws {
        let file = try scenario(#"{"at": 1, "pointer": {"phase": "down", "x": 270, "y": 470}}"#,
                                #"{"at": 2, "pointer": {"phase": "cancel", "x": 270, "y": 470}}"#)
        let root = PopupkitProcess.repositoryRoot
        let png = file.deletingLastPathComponent().appendingPathComponent("actions.png").path
        let drawn = try PopupkitProcess.run(["render", file.path, "--at", "1.5", "--out", png], in: root)
        #expect(drawn.status == 0, "\(drawn)")
        let bytes = try Data(contentsOf: URL(fileURLWithPath: png))
        #expect(bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]), "a PNG")
        let held = try PopupkitProcess.run(["render", file.path, "--at", "1.5", "--dump"], in: root)
        let after = try PopupkitProcess.run(["render", file.path, "--at", "2.5", "--dump"], in: root)
        #expect(held.lines.contains { $0.contains(#"text (158, 98.2, 134, 20.4) "Rate""#) }, "\(held.lines)")
        #expect(held.lines.filter { $0.contains("path closed") && $0.contains("fill #0000001A") }.count == 1, "\(held.lines)")
        #expect(after.lines.filter { $0.contains("fill #0000001A") }.isEmpty, "cancelled: \(after.lines)")
    }

    @Test("layers gives each button an accessibility element keyed by its action")
    func layers() throws {
        let file = try scenario()
        let output = try PopupkitProcess.run(["layers", file.path, "--fps", "10", "--to", "0.1"], in: PopupkitProcess.repositoryRoot)
        #expect(output.status == 0, "\(output)")
        let first = try #require(output.lines.first)
        #expect(first.contains(#"{"id": "p", "lane": "popup", "action": "rate", "frame": {"x": 195, "y": 449.7, "width": 150, "height": 44}, "label": "Rate", "traits": ["button"], "modal": false}"#),
                "\(first)")
        #expect(first.contains(#""added": ["popup \"p\"", "popup \"p\" action \"later\"", "popup \"p\" action \"rate\""]"#), "\(first)")
    }

    @Test("a bad action is refused with its path")
    func badAction() throws {
        let file = try PopupkitProcess.writeScenario(#"{"events": [{"at": 0, "popup": {"actions": [{"id": "a"}]}}]}"#)
        let output = try PopupkitProcess.run(["simulate", file.path], in: PopupkitProcess.repositoryRoot)
        #expect(output.status == 2)
        #expect(output.stderr.contains("events[0].popup.actions[0].title: missing required field"), "\(output)")
        #expect(output.stdout.isEmpty)
    }
}
