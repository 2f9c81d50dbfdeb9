import CCairo
import Foundation
import PopupKitCore
import PopupKitPresentation

/// PNG images by name, loaded once.
///
/// A name comes from a notice, which may come from a push payload, so it is
/// looked up only inside the image directories: each search directory in turn,
/// then the working directory; `.png` is added to a name without an extension
/// when the name alone is not found. As UIKit does, the file for the drawing
/// scale (`name@2x.png` at 2×, the name itself at 1×) is preferred, then one of a
/// higher scale, then a lower one: a 2× picture draws its images from pixels
/// made for it instead of magnifying the 1× file. A name that is an absolute path or has a
/// `..` component is refused
/// (``EngineWarning/ImageProblem/nameNotAllowed``), and so is a file of more than
/// ``maximumPixels`` pixels, read from its header before it is decoded
/// (``EngineWarning/ImageProblem/tooManyPixels(width:height:limit:)``): both
/// draw the missing-image look and are reported once through ``onProblem``.
final class ImageCache {
    let searchPaths: [String]
    /// The drawing scale (device pixels per point) whose `@Nx` files are preferred.
    let scale: Int
    /// The most pixels a named image may have.
    let maximumPixels: Int
    /// Told once per name of a refused name or image.
    var onProblem: ((String, EngineWarning.ImageProblem) -> Void)?
    /// Loaded surfaces by name, or nil for names that could not be loaded.
    private var entries: [String: OpaquePointer?] = [:]

    init(searchPaths: [String], scale: Int = 1, maximumPixels: Int = ImageHeader.defaultPixelBudget) {
        self.searchPaths = searchPaths
        self.scale = scale
        self.maximumPixels = maximumPixels
    }

    deinit {
        for case let surface? in entries.values { cairo_surface_destroy(surface) }
    }

    /// The image called `name`, or nil when the name is refused or no candidate
    /// file is a readable PNG within the pixel budget.
    func surface(named name: String) -> OpaquePointer? {
        if let known = entries[name] { return known }
        var loaded: OpaquePointer?
        var problem: EngineWarning.ImageProblem?
        if !Self.isAllowed(name) {
            problem = .nameNotAllowed
        } else {
            for path in candidates(for: name) {
                if let header = Self.header(ofFileAt: path), header.pixels > maximumPixels {
                    problem = .tooManyPixels(width: header.width, height: header.height, limit: maximumPixels)
                    break
                }
                if let surface = try? Self.load(path) {
                    loaded = surface
                    break
                }
            }
        }
        entries[name] = loaded
        if let problem { onProblem?(name, problem) }
        return loaded
    }

    /// Whether `name` may be looked up: not empty, relative, no `..` component and
    /// no NUL (which would end the C path early).
    static func isAllowed(_ name: String) -> Bool {
        !name.isEmpty && !name.hasPrefix("/") && !name.contains("\0")
            && !name.split(separator: "/", omittingEmptySubsequences: false).contains("..")
    }

    /// The header of the file at `path`, or nil when it cannot be read or is not
    /// an image whose size is known.
    static func header(ofFileAt path: String) -> ImageHeader? {
        guard let file = FileHandle(forReadingAtPath: path) else { return nil }
        defer { try? file.close() }
        guard let bytes = try? file.read(upToCount: ImageHeader.shortHeaderLength) else { return nil }
        return ImageHeader(bytes)
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

    /// The paths tried for `name`, in order: none for a name that is not allowed.
    /// In each directory, the file for the drawing scale first, then those of
    /// higher, then lower scales: `name@2x.png` for 2×, and for 1× the name itself,
    /// then the name with `.png`.
    func candidates(for name: String) -> [String] {
        guard Self.isAllowed(name) else { return [] }
        let fileExtension = (name as NSString).pathExtension
        let stem = fileExtension.isEmpty ? name : (name as NSString).deletingPathExtension
        let scales = [scale] + (1...3).filter { $0 > scale } + (1...3).filter { $0 < scale }.reversed()
        let names = scales.flatMap { scale -> [String] in
            guard scale == 1 else { return ["\(stem)@\(scale)x.\(fileExtension.isEmpty ? "png" : fileExtension)"] }
            return fileExtension.isEmpty ? [name, name + ".png"] : [name]
        }
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
