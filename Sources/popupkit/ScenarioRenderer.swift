import Foundation
import PopupKitCairo

/// The Cairo renderer a command draws a scenario with: images are looked up next
/// to the scenario file first, and `background` (a PNG path) is checked before
/// anything is drawn. Exits with status 2 and a message when either fails.
func scenarioRenderer(forScenarioAt path: String?, scale: Int, background: String? = nil) -> CairoRenderer {
    if let background, !FileManager.default.isReadableFile(atPath: background) {
        fail("cannot read the background \(background)")
    }
    let searchPaths = path.map { [URL(fileURLWithPath: $0).deletingLastPathComponent().path] } ?? []
    do {
        return try CairoRenderer(scale: scale, background: background.map { .image(path: $0) } ?? .transparent,
                                 imageSearchPaths: searchPaths)
    } catch {
        fail("cannot set up text rendering: \(error)")
    }
}
