import ArgumentParser
import Foundation
import PopupKit
import PopupKitScenario
import PopupKitCairo
import PopupKitHost

/// `popupkit demo [--out DIR]`: the showcase's key moments as PNGs, one contact
/// sheet, and the timeline on stdout.
struct DemoCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "demo",
        abstract: "Draws the key moments of the showcase as PNGs plus a contact sheet, and prints the timeline.",
        discussion: """
        Every burst of inputs and engine events becomes one moment, drawn once its animations \
        settle, over a stand-in app screen. Frames are written as DIR/NN-T.png and the grid of \
        all of them, each labelled with its time and what happened, as DIR/contact-sheet.png.
        """
    )

    @Option(help: ArgumentHelp("Where the pictures go (created if missing).", valueName: "dir"))
    var out = "out/demo"

    @Option(help: "The scenario to tour.")
    var scenario = "examples/showcase.json"

    @Option(help: "Pixels per point of the frames: 1, 2 or 3.")
    var scale = 2

    @Option(help: "Frames per row of the contact sheet.")
    var columns = 6

    func validate() throws {
        guard (1...3).contains(scale) else { throw ValidationError("--scale must be 1, 2 or 3, got \(scale)") }
        guard (1...20).contains(columns) else { throw ValidationError("--columns must be 1…20, got \(columns)") }
    }

    func run() throws {
        let scenario = try loadScenario(self.scenario)
        let scenarioDirectory = URL(fileURLWithPath: self.scenario).deletingLastPathComponent().path
        let frameRenderer: CairoRenderer
        let sheetRenderer: CairoRenderer
        do {
            frameRenderer = try CairoRenderer(scale: scale, imageSearchPaths: [scenarioDirectory])
            // The sheet names its frames by file name in the output folder: image
            // names are looked up only in search paths (absolute paths are refused).
            sheetRenderer = try CairoRenderer(scale: 1, imageSearchPaths: [URL(fileURLWithPath: out).path],
                                              textMeasurer: frameRenderer.textMeasurer)
        } catch {
            throw CommandFailure.badInput("cannot set up text rendering: \(error)")
        }
        do {
            try FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true)
        } catch {
            throw CommandFailure.badInput("cannot create \(out): \(error.localizedDescription)")
        }
        let runner = ScenarioRunner(scenario, measurer: frameRenderer.textMeasurer)
        let whole = runner.run()
        let moments = KeyMoments.of(scenario, events: whole.events)
        var frames: [ContactSheet.Frame] = []
        var timeline = "PopupKit tour of \(self.scenario): \(moments.count) key moments\n"
        for (index, moment) in moments.enumerated() {
            let stage = runner.run(until: moment.frameTime).stage
            let scene = AppBackdrop.laidBehind(stage.scene(at: moment.frameTime), on: stage)
            let name = String(format: "%02d-%@s.png", index + 1, KeyMoments.seconds(moment.start))
            let path = URL(fileURLWithPath: out).appendingPathComponent(name).path
            try write(scene, with: frameRenderer, to: path)
            for happening in moment.happenings { timeline += String(repeating: " ", count: max(0, 8 - KeyMoments.seconds(happening.time).count)) + "\(happening)\n" }
            timeline += "        → \(path) (drawn at \(KeyMoments.seconds(moment.frameTime)) s)\n"
            let title = moment.start == moment.end
                ? "\(KeyMoments.seconds(moment.start)) s"
                : "\(KeyMoments.seconds(moment.start))–\(KeyMoments.seconds(moment.end)) s"
            frames.append(ContactSheet.Frame(imageName: name, size: scene.size,
                                             title: title, lines: moment.happenings.map(\.text)))
        }
        var sheet = ContactSheet(heading: "PopupKit: \(URL(fileURLWithPath: self.scenario).lastPathComponent)")
        sheet.columns = columns
        let sheetPath = URL(fileURLWithPath: out).appendingPathComponent("contact-sheet.png").path
        try write(sheet.scene(frames: frames, measurer: sheetRenderer.textMeasurer), with: sheetRenderer, to: sheetPath)
        timeline += "contact sheet: \(sheetPath)\n"
        FileHandle.standardOutput.write(Data(timeline.utf8))
        report(whole)
    }

    private func write(_ scene: RenderScene, with renderer: CairoRenderer, to path: String) throws {
        do {
            try AtomicOutput.write(renderer.render(scene).pngData(), to: path)
        } catch {
            throw CommandFailure.badInput("cannot write \(path): \(error)")
        }
    }
}
