import Foundation
import PopupKitCairo

/// A timeline written to the file a command names: SVG text for `.svg`, a PNG
/// drawn by Cairo from the same marks for `.png` (`timeline --out`, `rules replay
/// --timeline`).
enum TimelineFile {
    /// Whether `path` names a file a timeline can be written as.
    static func isSupported(_ path: String) -> Bool {
        let lowered = path.lowercased()
        return lowered.hasSuffix(".svg") || lowered.hasSuffix(".png")
    }

    /// Writes `drawing` to `path`, atomically.
    /// - Throws: ``CommandFailure`` (status 2) when it cannot be drawn or written.
    static func write(_ drawing: TimelineDrawing, to path: String, renderer: CairoRenderer) throws {
        let data: Data
        if path.lowercased().hasSuffix(".svg") {
            data = Data(drawing.svg().utf8)
        } else {
            do {
                data = try renderer.renderPNG(drawing.scene)
            } catch {
                throw CommandFailure.badInput("cannot draw the timeline: \(error)")
            }
        }
        do {
            try AtomicOutput.write(data, to: path)
        } catch {
            throw CommandFailure.badInput("cannot write \(path): \(error)")
        }
    }
}
