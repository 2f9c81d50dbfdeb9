import Foundation
import PopupKit
import PopupKitCairo

/// The Cairo renderer a command draws a scenario with: images are looked up next
/// to the scenario file first, and `background` is checked to be a readable PNG
/// before anything is drawn.
/// - Throws: ``CommandFailure`` (status 2) when either fails.
func scenarioRenderer(forScenarioAt path: String?, scale: Int, background: String? = nil) throws -> CairoRenderer {
    if let background { try InputFile(role: "the background", path: background).requirePNG() }
    let searchPaths = path.map { [URL(fileURLWithPath: $0).deletingLastPathComponent().path] } ?? []
    do {
        let renderer = try CairoRenderer(scale: scale, background: background.map { .image(path: $0) } ?? .transparent,
                                         imageSearchPaths: searchPaths)
        // A refused image name (an absolute path, "..", too many pixels) draws the
        // missing-image look and is said once on stderr.
        renderer.onImageProblem = { name, problem in
            let warning = EngineWarning.Kind.imageUnavailable(url: name, problem)
            FileHandle.standardError.write(Data("warning: \(warning.message)\n".utf8))
        }
        return renderer
    } catch {
        throw CommandFailure.badInput("cannot set up text rendering: \(error)")
    }
}
