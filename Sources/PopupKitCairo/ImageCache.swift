import CCairo
import Foundation
import PopupKitCore
import PopupKitPresentation

/// PNG images by name, loaded once. A name is a path: absolute, or relative to
/// each search directory in turn (then the working directory); `.png` is added
/// to a name without an extension when the name alone is not found.
final class ImageCache {
    let searchPaths: [String]
    /// Loaded surfaces by name, or nil for names that could not be loaded.
    private var entries: [String: OpaquePointer?] = [:]

    init(searchPaths: [String]) {
        self.searchPaths = searchPaths
    }

    deinit {
        for case let surface? in entries.values { cairo_surface_destroy(surface) }
    }

    /// The image called `name`, or nil when no candidate file is a readable PNG.
    func surface(named name: String) -> OpaquePointer? {
        if let known = entries[name] { return known }
        var loaded: OpaquePointer?
        for path in candidates(for: name) {
            if let surface = try? Self.load(path) {
                loaded = surface
                break
            }
        }
        entries[name] = loaded
        return loaded
    }

    /// The image at `path` (cached like a name).
    /// - Throws: ``CairoError/unreadableImage(path:reason:)`` with Cairo's reason.
    func surface(atPath path: String) throws -> OpaquePointer {
        if let known = entries[path] {
            if let known { return known }
            throw CairoError.unreadableImage(path: path, reason: "not a readable PNG")
        }
        do {
            let surface = try Self.load(path)
            entries[path] = surface
            return surface
        } catch {
            entries[path] = .some(nil)
            throw error
        }
    }

    /// The paths tried for `name`, in order.
    func candidates(for name: String) -> [String] {
        guard !name.isEmpty else { return [] }
        var names = [name]
        if (name as NSString).pathExtension.isEmpty { names.append(name + ".png") }
        guard !name.hasPrefix("/") else { return names }
        let directories = searchPaths + [FileManager.default.currentDirectoryPath]
        return directories.flatMap { directory in
            names.map { URL(fileURLWithPath: directory, isDirectory: true).appendingPathComponent($0).path }
        }
    }

    /// Loads a PNG file into a new surface; the caller destroys it.
    static func load(_ path: String) throws -> OpaquePointer {
        guard let surface = cairo_image_surface_create_from_png(path) else {
            throw CairoError.unreadableImage(path: path, reason: "no memory")
        }
        let status = cairo_surface_status(surface)
        guard status == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            let reason = status == CAIRO_STATUS_FILE_NOT_FOUND ? "no such file"
                : String(cString: cairo_status_to_string(status))
            throw CairoError.unreadableImage(path: path, reason: reason)
        }
        return surface
    }
}
