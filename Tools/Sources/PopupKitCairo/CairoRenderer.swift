import CCairo
import Foundation
import PopupKitCore
import PopupKitPresentation
import PopupKitStage

/// Draws a ``RenderScene`` with Cairo into an ARGB32 image at 1×, 2× or 3× and encodes
/// it as PNG.
///
/// The render tree is lowered to the paint commands the iOS hosts draw with Core
/// Graphics (``PaintCommand/commands(for:slot:)``), and those commands are
/// painted: groups (opacity, scale about the anchor, offset), rounded boxes with
/// fill, border and a blurred shadow, text (exactly as layout fitted it: its
/// width, font and line limit, laid out by a ``PangoTextMeasurer``), PNG images
/// by name (or by URL through ``urlImage``), the built-in glyphs, spinners,
/// progress rings, bubble pointers, dots and masks. A hosted view's slot, which
/// has no app view on Linux, shows a labelled placeholder. The same scene always
/// gives byte-identical PNGs.
///
/// ```swift
/// let measurer = try PangoTextMeasurer()
/// let result = ScenarioRunner(scenario, measurer: measurer).run(until: time)
/// let renderer = try CairoRenderer(scale: 2, textMeasurer: measurer)
/// try renderer.render(result.stage.scene(at: time)).writePNG(to: "screen.png")
/// ```
///
/// Not thread-safe (it caches images and shares the measurer's layout): use one
/// renderer per thread.
public final class CairoRenderer: Rendering {
    /// What is drawn before the scene.
    public enum Background: Hashable, Sendable {
        /// Nothing: the PNG is transparent where the scene draws nothing.
        case transparent
        /// One opaque or translucent colour.
        case color(NoticeColor)
        /// A PNG file, stretched to the scene's size.
        case image(path: String)
    }

    /// The largest image side in pixels the renderer makes.
    public static let maximumPixelSide = 16_384

    /// Device pixels per point: 1, 2 or 3.
    public let scale: Int
    /// What every image starts with.
    public var background: Background
    /// Lays out text to draw it. Any ``PangoTextMeasurer`` lays out the same lines
    /// as the one that measured for layout (same font options and resolution);
    /// sharing it with the layout (`ScenarioRunner(…, measurer:)`) saves a second
    /// font map and layout.
    public let textMeasurer: PangoTextMeasurer
    let images: ImageCache
    /// The image at an `http`/`https` URL if it has arrived, `nil` while it has
    /// not (or never will). A live host sets it to its image loader, which starts
    /// the download on the first ask; without it (`popupkit render`, offline and
    /// deterministic) a URL always shows the placeholder. Called while drawing, on
    /// the renderer's thread: it must not block.
    public var urlImage: ((String) -> CairoImage?)?
    /// Told once per image name the renderer refuses, while drawing (on the
    /// renderer's thread): a name that is an absolute path or has a `..`
    /// component (``EngineWarning/ImageProblem/nameNotAllowed``), or a file of more
    /// than ``ImageHeader/defaultPixelBudget`` pixels
    /// (``EngineWarning/ImageProblem/tooManyPixels(width:height:limit:)``). The
    /// slot shows the missing-image look; a host reports it as
    /// ``EngineWarning/Kind-swift.enum/imageUnavailable(url:_:)``. A name that is
    /// simply not found draws the same look without a report.
    public var onImageProblem: ((String, EngineWarning.ImageProblem) -> Void)? {
        get { images.onProblem }
        set { images.onProblem = newValue }
    }

    /// - Parameters:
    ///   - scale: device pixels per point, 1, 2 or 3.
    ///   - background: drawn first; transparent by default.
    ///   - imageSearchPaths: directories where image names are looked up (then the
    ///     working directory, the default's only directory). A name may come from a
    ///     payload, so only relative names without `..` are looked up, inside these
    ///     directories: an app whose working directory is not its own (a service
    ///     started in `/`) passes its image directory here.
    ///   - textMeasurer: the measurer layout used; a new one by default.
    /// - Throws: ``CairoError`` when fontconfig or Pango cannot be set up.
    public init(scale: Int = 1, background: Background = .transparent, imageSearchPaths: [String] = [],
                textMeasurer: PangoTextMeasurer? = nil) throws {
        precondition((1...3).contains(scale), "scale must be 1, 2 or 3, got \(scale)")
        try FontConfiguration.install()
        self.scale = scale
        self.background = background
        self.textMeasurer = try textMeasurer ?? PangoTextMeasurer()
        self.images = ImageCache(searchPaths: imageSearchPaths, scale: scale)
    }

    /// A renderer for another thread: the same scale, background, image
    /// directories and ``urlImage``, with a text measurer, an image cache and a
    /// problem report of its own (``onImageProblem`` is not carried over: it is
    /// called on the renderer's thread). A compositor thread draws with it while
    /// this one measures for layout on the main actor.
    /// - Throws: as ``init(scale:background:imageSearchPaths:textMeasurer:)``.
    public func twin() throws -> CairoRenderer {
        let twin = try CairoRenderer(scale: scale, background: background, imageSearchPaths: images.searchPaths)
        twin.urlImage = urlImage
        return twin
    }

    /// The size in pixels of a scene's image: its size in points times the scale,
    /// rounded up (at least 1 × 1).
    public func pixelSize(of scene: RenderScene) -> (width: Int, height: Int) {
        func pixels(_ points: Double) -> Int {
            guard points.isFinite, points > 0 else { return 1 }
            let value = (points * Double(scale)).rounded(.up)
            return value > Double(Self.maximumPixelSide) ? Self.maximumPixelSide + 1 : max(1, Int(value))
        }
        return (pixels(scene.size.width), pixels(scene.size.height))
    }

    /// Draws `scene` and returns its pixels.
    /// - Throws: ``CairoError/unreadableImage(path:reason:)`` for a background image
    ///   that cannot be read, ``CairoError/cairo(_:)`` when Cairo fails or the scene
    ///   is larger than ``maximumPixelSide`` pixels on a side.
    public func render(_ scene: RenderScene) throws -> Bitmap {
        let size = pixelSize(of: scene)
        guard size.width <= Self.maximumPixelSide, size.height <= Self.maximumPixelSide else {
            throw CairoError.cairo("the scene \(scene.size) at \(scale)× is larger than \(Self.maximumPixelSide) pixels")
        }
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(size.width), Int32(size.height)) else {
            throw CairoError.cairo("cannot create a surface")
        }
        defer { cairo_surface_destroy(surface) }
        try Self.check(cairo_surface_status(surface))
        guard let cr = cairo_create(surface) else { throw CairoError.cairo("cannot create a context") }
        defer { cairo_destroy(cr) }
        try Self.check(cairo_status(cr))
        cairo_scale(cr, Double(scale), Double(scale))
        cairo_set_font_options(cr, textMeasurer.fontOptions)
        let canvas = Canvas(cr: cr)
        try drawBackground(scene.size, on: canvas)
        paint(scene.nodes, on: canvas)
        try Self.check(cairo_status(cr))
        return Bitmap.copy(of: surface)
    }

    /// Draws `scene` and encodes it as PNG.
    public func renderPNG(_ scene: RenderScene) throws -> Data {
        try render(scene).pngData()
    }

    /// Draws `scene` and writes it as a PNG file at `path`.
    public func renderPNG(_ scene: RenderScene, to path: String) throws {
        try render(scene).writePNG(to: path)
    }

    /// Paints the ``background`` over `size`.
    func drawBackground(_ size: Size, on canvas: Canvas) throws {
        let bounds = Rect(origin: .zero, size: size)
        switch background {
        case .transparent:
            break
        case .color(let color):
            canvas.setColor(color)
            cairo_paint(canvas.cr)
        case .image(let path):
            canvas.drawImage(try images.surface(atPath: path), filling: bounds)
        }
    }

    static func check(_ status: cairo_status_t) throws {
        guard status == CAIRO_STATUS_SUCCESS else { throw CairoError.cairo(String(cString: cairo_status_to_string(status))) }
    }
}
