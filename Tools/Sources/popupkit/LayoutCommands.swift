import ArgumentParser
import Foundation
import PopupKit
import PopupKitScenario
import PopupKitCairo
@_spi(Tools) import PopupKitCore
import PopupKitHost

/// `popupkit layout SCENARIO --at T`: the frames of what is on screen at T.
struct LayoutCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layout",
        abstract: "Prints the frame of every notice on screen at a time, one JSON object per line.",
        discussion: """
        Each line is {"id", "kind", "frame": {"x", "y", "width", "height"}, "opacity"}, plus \
        "arrowTip" and "edge" for bubbles, "hosted": {"name", "frame"} (where the app's view goes) for notices \
        with a hosted view, and "state": "fadingOut" for notices fading out.
        """
    )

    @Argument(help: "The scenario JSON file.")
    var scenario: String

    @Option(parsing: .unconditional, help: "The time in seconds.")
    var at: String

    @Option(help: "Measure text with the fixed-advance measurer (deterministic) or with Pango, as render --out draws.")
    var measure = TextMeasure.fixed

    func run() throws {
        let time = try parseTime(at, option: "--at")
        let result = ScenarioRunner(try loadScenario(scenario), measurer: try measure.measurer()).run(until: time)
        let output = LayoutJSON.lines(result.stage, at: time).map { $0 + "\n" }.joined()
        FileHandle.standardOutput.write(Data(output.utf8))
        report(result)
    }
}

/// `popupkit render SCENARIO --at T [--out FILE.png] [--scale N] [--background FILE.png] [--dump]
/// [--appearance light|dark|both]`: the screen at T as a PNG (Cairo and Pango) and/or the render tree as text.
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Renders the screen at a time: --out writes a PNG, --dump prints the render tree as text.",
        discussion: """
        With --out, text is measured with Pango (DejaVu fonts) and the scene is drawn with Cairo; \
        --dump then prints the tree that was drawn. With --dump alone, text is measured with the \
        fixed-advance measurer unless --measure pango says otherwise, as in `popupkit layout`; its last \
        line says whether the screen is animating or idle until an instant. Image names are looked up next to the \
        scenario, then in the working directory; a missing image draws a placeholder, and so does an \
        http(s) URL: render stays offline and deterministic (only `live` loads URLs). --appearance light or \
        dark draws the screen in that appearance whatever the scenario says; --appearance both draws the light \
        and the dark screen side by side in one PNG (light on the left) and dumps both trees, each after an \
        `appearance light` or `appearance dark` line.
        """
    )

    @Argument(help: "The scenario JSON file.")
    var scenario: String

    @Option(parsing: .unconditional, help: "The time in seconds.")
    var at: String

    @Option(help: ArgumentHelp("Write the screen as a PNG file.", valueName: "file.png"))
    var out: String?

    @Option(help: "Pixels per point: 1, 2 or 3.")
    var scale = 1

    @Option(help: ArgumentHelp("A PNG drawn first, stretched to the screen.", valueName: "file.png"))
    var background: String?

    @Flag(help: "Print the render tree as text.")
    var dump = false

    @Flag(help: "Draw a stand-in app screen (bar, list, keyboard, bubble targets) behind the notices.")
    var backdrop = false

    @Option(help: "With --dump alone: measure text with the fixed-advance measurer or with Pango (--out always uses Pango).")
    var measure = TextMeasure.fixed

    @Option(help: "Draw the screen light, dark, or both side by side (default: the scenario's own appearance).")
    var appearance: AppearanceOption?

    func validate() throws {
        guard dump || out != nil else { throw ValidationError("choose an output: --out FILE.png and/or --dump") }
        if let out, !out.lowercased().hasSuffix(".png") { throw ValidationError("--out must name a .png file, got \(out)") }
        guard (1...3).contains(scale) else { throw ValidationError("--scale must be 1, 2 or 3, got \(scale)") }
        if background != nil, out == nil { throw ValidationError("--background needs --out") }
        if backdrop, background != nil { throw ValidationError("choose one of --backdrop and --background") }
    }

    func run() throws {
        let time = try parseTime(at, option: "--at")
        let scenario = try loadScenario(self.scenario)
        guard let out else {
            let result = ScenarioRunner(scenario, measurer: try measure.measurer()).run(until: time)
            let scenes = stages(of: result.stage).map { ($0, scene(of: $0, at: time)) }
            FileHandle.standardOutput.write(Data(dumpText(scenes, at: time).utf8))
            report(result)
            return
        }
        let renderer = try scenarioRenderer(forScenarioAt: self.scenario, scale: scale, background: background)
        let result = ScenarioRunner(scenario, measurer: renderer.textMeasurer).run(until: time)
        let scenes = stages(of: result.stage).map { ($0, scene(of: $0, at: time)) }
        let image: Bitmap
        do {
            image = Bitmap.sideBySide(try scenes.map { try renderer.render($0.1) })
        } catch CairoError.unreadableImage(let path, let reason) {
            throw CommandFailure.badInput("cannot read the background \(path): \(reason)")
        } catch {
            throw CommandFailure.badInput("cannot render: \(error)")
        }
        do {
            try AtomicOutput.write(image.pngData(), to: out)
        } catch let error as StateWriteError {
            throw CommandFailure.badInput(error.description)
        } catch {
            throw CommandFailure.badInput("cannot write \(out): \(error.localizedDescription)")
        }
        if dump { FileHandle.standardOutput.write(Data(dumpText(scenes, at: time).utf8)) }
        report(result)
    }
}

extension RenderCommand {
    /// The render tree as text (each after an `appearance light`/`dark` line when
    /// there are two), then the motions running then, one line each (`motion toast
    /// "t1" opacity 0→1 from 0s over 0.2s easeOut`: what a compositor plays with no
    /// frames), then when the screen next changes by itself (`frames animating`
    /// under a finger, `frames idle until 2s`): what a live host would do next.
    func dumpText(_ scenes: [(Stage, RenderScene)], at time: Instant) -> String {
        var text = ""
        for (stage, scene) in scenes {
            if scenes.count > 1 { text += "appearance \(stage.container.appearance.rawValue)\n" }
            text += scene.dump()
        }
        let scene = scenes[0].1
        var names: [GroupKey: String] = [:]
        func collect(_ nodes: [RenderNode]) {
            for case .group(let group) in nodes {
                if let key = group.key { names[key] = group.name }
                collect(group.children)
            }
        }
        collect(scene.nodes)
        let moving = scene.motions.sorted { (names[$0.key] ?? "", $0.key.description) < (names[$1.key] ?? "", $1.key.description) }
        for (key, motion) in moving {
            for declared in motion.motions { text += "motion \(names[key] ?? key.description) \(declared)\n" }
        }
        return text + "frames \(scenes[0].0.frameNeed(at: time))\n"
    }

    /// The stage in each appearance `--appearance` asks for; as it is without the option.
    func stages(of stage: Stage) -> [Stage] {
        guard let appearance else { return [stage] }
        return appearance.appearances.map { appearance in
            var copy = stage
            copy.container.appearance = appearance
            return copy
        }
    }

    /// The stage's scene at `time`, over the stand-in app screen (in the stage's
    /// appearance) when asked.
    func scene(of stage: Stage, at time: Instant) -> RenderScene {
        let scene = stage.scene(at: time)
        return backdrop ? AppBackdrop.laidBehind(scene, on: stage) : scene
    }
}

/// Prints a run's warnings on stderr, and a note when it stopped at its deadline
/// limit (a scenario that never goes quiet: the output stops there).
func report(_ result: ScenarioRunner.Result) {
    for warning in result.warnings {
        FileHandle.standardError.write(Data("\(warning)\n".utf8))
    }
    if result.reachedDeadlineLimit {
        let time = Format.seconds(result.engine.now)
        FileHandle.standardError.write(Data("warning: the run stopped at its deadline limit at \(time)s; deadlines were still due\n".utf8))
    }
}
