import Foundation
import Testing

/// `"hosted"` items through the command line: simulate, layout, render and layers
/// agree on where the app's views go; bad fields are errors with their path.
@Suite("popupkit with hosted views")
struct HostedCommandTests {
    static let scenario = """
        {"events": [
          {"at": 0, "toast": {"id": "t", "hosted": {"name": "card", "width": 200, "height": 120}, "duration": 2}},
          {"at": 0, "banner": {"id": "b", "hosted": {"name": "promo", "width": 300, "height": 60}, "displayTime": 2}},
          {"at": 0, "bubble": {"id": "u", "hosted": {"name": "tip", "width": 120, "height": 40},
                               "target": {"x": 300, "y": 400, "width": 44, "height": 44}, "duration": 2}},
          {"at": 3, "popup": {"id": "p", "hosted": {"name": "sheet", "width": 260, "height": 180}, "duration": 1}}
        ]}
        """

    @Test("simulate shows and ends each hosted notice once")
    func simulate() throws {
        let scratch = try ScratchDirectory()
        let file = try scratch.write("hosted.json", Self.scenario)
        let output = try scratch.run("simulate", file)
        #expect(output.status == 0, "\(output)")
        for id in ["t", "b", "u", "p"] {
            let lines = output.lines.filter { $0.contains(#""id": "\#(id)""#) }
            #expect(lines.filter { $0.contains(#""event": "shown""#) }.count == 1, "\(id): \(lines)")
            #expect(lines.filter { $0.contains(#""reason""#) }.count == 1, "\(id) ends once: \(lines)")
            #expect(!lines.contains { $0.contains("discarded") })
        }
    }

    @Test("layout gives each hosted view its slot: the toast's inside its padding, the banner's at the leading padding")
    func layout() throws {
        let scratch = try ScratchDirectory()
        let file = try scratch.write("hosted.json", Self.scenario)
        let early = try scratch.run("layout", file, "--at", "1")
        #expect(early.status == 0, "\(early)")
        // Toast at the bottom: box 220 × 140 at (85, 810 − 10 − 140); slot 10 in.
        #expect(early.lines.contains { $0.contains(#""id": "t""#)
            && $0.contains(#""hosted": {"name": "card", "frame": {"x": 95, "y": 670, "width": 200, "height": 120}}"#) },
                "\(early.lines)")
        // Banner: card at (8, 55), padding 14.
        #expect(early.lines.contains { $0.contains(#""id": "b""#)
            && $0.contains(#""hosted": {"name": "promo", "frame": {"x": 22, "y": 69, "width": 300, "height": 60}}"#) },
                "\(early.lines)")
        #expect(early.lines.contains { $0.contains(#""id": "u""#) && $0.contains(#""hosted": {"name": "tip""#) })
        let late = try scratch.run("layout", file, "--at", "3.5")
        // Popup: card 300 × 220 centred in (0, 47, 390, 763); slot 20 in.
        #expect(late.lines.contains { $0.contains(#""id": "p""#)
            && $0.contains(#""hosted": {"name": "sheet", "frame": {"x": 65, "y": 338.5, "width": 260, "height": 180}}"#) },
                "\(late.lines)")
    }

    @Test("render --dump has a slot node in each body group; --out draws a PNG")
    func render() throws {
        let scratch = try ScratchDirectory()
        let file = try scratch.write("hosted.json", Self.scenario)
        let dump = try scratch.run("render", file, "--at", "1", "--dump")
        #expect(dump.status == 0, "\(dump)")
        #expect(dump.stdout.contains(#"slot (10, 10, 200, 120) "card""#), "\(dump.stdout)")
        #expect(dump.stdout.contains(#"slot (14, 14, 300, 60) "promo""#), "\(dump.stdout)")
        #expect(dump.stdout.contains(#""tip""#))
        let png = scratch.url.appendingPathComponent("hosted.png").path
        let drawn = try scratch.run("render", file, "--at", "1", "--out", png)
        #expect(drawn.status == 0, "\(drawn)")
        let bytes = try Data(contentsOf: URL(fileURLWithPath: png))
        #expect(bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]))
    }

    @Test("layers reports the slots where they rest, with the motions that play over them, and an empty list when the last one goes")
    func layers() throws {
        let scratch = try ScratchDirectory()
        let file = try scratch.write("hosted.json", Self.scenario)
        let output = try scratch.run("layers", file, "--fps", "10")
        #expect(output.status == 0, "\(output)")
        let hosted = output.lines.filter { $0.contains(#""hosted": ["#) }
        #expect(hosted.first?.contains(#"{"name": "card", "layer": "toast \"t\"", "frame": {"x": 95, "y": 670, "width": 200, "height": 120}, "opacity": 1, "motions": [{"property": "opacity", "from": 0, "to": 1, "begin": 0.0"#) == true,
                "\(hosted.first ?? "")")
        #expect(hosted.contains { $0.contains(#""name": "promo""#) && $0.contains(#""opacity": 1"#) })
        #expect(hosted.last?.hasSuffix(#""hosted": []}"#) == true, "\(hosted.last ?? "")")
        #expect(hosted.contains { $0.contains(#""name": "sheet""#) })
    }

    static let badHosted: [(String, String, String)] = [
        (#"{"name": "", "width": 1, "height": 1}"#, "events[0].toast.hosted.name", "must not be empty"),
        (#"{"name": "card", "height": 1}"#, "events[0].toast.hosted.width", "missing required field"),
        (#"{"name": "card", "width": 1, "height": -2}"#, "events[0].toast.hosted.height", "must be ≥ 0"),
        (#"{"name": "card", "width": 1, "height": 1, "depth": 3}"#, "events[0].toast.hosted.depth", "unknown field"),
        (#"{"width": 1, "height": 1}"#, "events[0].toast.hosted.name", "missing required field"),
        (#"{"name": 7, "width": 1, "height": 1}"#, "events[0].toast.hosted.name", "expected a string"),
        (#""card""#, "events[0].toast.hosted", "object"),
    ]

    @Test("bad hosted fields exit 2 with the field's path", arguments: badHosted)
    func badFields(_ hosted: String, _ path: String, _ fragment: String) throws {
        let scratch = try ScratchDirectory()
        let file = try scratch.write("bad.json", #"{"events": [{"at": 0, "toast": {"hosted": \#(hosted)}}]}"#)
        let output = try scratch.run("simulate", file)
        #expect(output.status == 2, "\(output)")
        #expect(output.stderr.hasPrefix("error: bad.json: \(path): "), "\(output.stderr)")
        #expect(output.stderr.contains(fragment), "\(output.stderr)")
    }
}
