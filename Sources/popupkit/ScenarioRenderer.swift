import Foundation
import PopupKitCairo

/// The Cairo renderer a command draws a scenario with: images are looked up next
/// to the scenario file first, and `background` is checked to be a readable PNG
/// before anything is drawn. Exits with status 2 and a message when either fails.
func scenarioRenderer(forScenarioAt path: String?, scale: Int, background: String? = nil) -> CairoRenderer {
    if let background { InputFile(role: "the background", path: background).requirePNG() }
    let searchPaths = path.map { [URL(fileURLWithPath: $0).deletingLastPathComponent().path] } ?? []
    do {
        return try CairoRenderer(scale: scale, background: background.map { .image(path: $0) } ?? .transparent,
                                 imageSearchPaths: searchPaths)
    } catch {
        fail("cannot set up text rendering: \(error)")
    }
}
