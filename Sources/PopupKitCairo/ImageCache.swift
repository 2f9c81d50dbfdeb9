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

extension Canvas {
    /// Draws `surface` scaled to fit `rect` (aspect fit, centred, like
    /// `UIImageView`'s `scaleAspectFit`).
    func drawImage(_ surface: OpaquePointer, fitting rect: Rect) {
        let width = Double(cairo_image_surface_get_width(surface))
        let height = Double(cairo_image_surface_get_height(surface))
        guard width > 0, height > 0, rect.width > 0, rect.height > 0 else { return }
        let scale = min(rect.width / width, rect.height / height)
        let origin = Point(x: rect.midX - width * scale / 2, y: rect.midY - height * scale / 2)
        drawImage(surface, at: origin, scaleX: scale, scaleY: scale)
    }

    /// Draws `surface` stretched to fill `rect` (a background).
    func drawImage(_ surface: OpaquePointer, filling rect: Rect) {
        let width = Double(cairo_image_surface_get_width(surface))
        let height = Double(cairo_image_surface_get_height(surface))
        guard width > 0, height > 0, rect.width > 0, rect.height > 0 else { return }
        drawImage(surface, at: rect.origin, scaleX: rect.width / width, scaleY: rect.height / height)
    }

    private func drawImage(_ surface: OpaquePointer, at origin: Point, scaleX: Double, scaleY: Double) {
        saved {
            cairo_translate(cr, origin.x, origin.y)
            cairo_scale(cr, scaleX, scaleY)
            cairo_set_source_surface(cr, surface, 0, 0)
            // Pad: the image's edge pixels are not blended with transparency.
            cairo_pattern_set_extend(cairo_get_source(cr), CAIRO_EXTEND_PAD)
            cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_GOOD)
            cairo_rectangle(cr, 0, 0, Double(cairo_image_surface_get_width(surface)),
                            Double(cairo_image_surface_get_height(surface)))
            cairo_fill(cr)
        }
    }

    /// What a missing image looks like: a light grey box with a dark border and a
    /// cross, visible on dark and light backgrounds.
    func drawPlaceholder(in rect: Rect) {
        guard rect.width > 0, rect.height > 0 else { return }
        saved {
            cairo_rectangle(cr, rect.minX, rect.minY, rect.width, rect.height)
            setColor(Color(white: 0.85))
            cairo_fill(cr)
            let inset = rect.outset(by: -0.5)
            cairo_set_line_width(cr, 1)
            setColor(Color(white: 0.45))
            cairo_rectangle(cr, inset.minX, inset.minY, inset.width, inset.height)
            cairo_stroke(cr)
            line(from: Point(x: inset.minX, y: inset.minY), to: Point(x: inset.maxX, y: inset.maxY))
            line(from: Point(x: inset.maxX, y: inset.minY), to: Point(x: inset.minX, y: inset.maxY))
        }
    }
}
