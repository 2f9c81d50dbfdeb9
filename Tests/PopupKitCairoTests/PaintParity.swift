import CCairo
import PopupKit
@testable import PopupKitCairo
import PopupKitHost
import Testing

/// Renders one layer's content two ways on the same canvas: its nodes through
/// the ``CairoRenderer``, and its ``LayerPaint`` through the
/// ``PaintCommandPainter``, then measures how far the pixels are apart.
///
/// The canvas covers everything either draws (shadows included) with a margin,
/// its origin on whole points so both land on the same pixel grid.
struct PaintParity {
    /// How far two renderings are apart, in premultiplied 8-bit channels.
    struct Comparison: CustomStringConvertible {
        var scale: Int
        /// Pixels either rendering draws anything into.
        var ink: Int
        /// Pixels where some channel differs by more than the threshold.
        var differing: Int
        /// The largest difference of one channel, and where (device pixels).
        var worst: Int
        var worstAt: (x: Int, y: Int)
        /// The largest difference a whole 3 × 3 block of pixels shares: an
        /// antialiased edge drawn two ways differs along a line a pixel or two
        /// wide, a shape drawn wrong differs over an area.
        var solid: Int

        var differingFraction: Double { ink == 0 ? 0 : Double(differing) / Double(ink) }

        var description: String {
            "\(scale)×: \(differing) of \(ink) ink pixels differ (\(Double(Int(differingFraction * 10_000)) / 100)%), "
                + "worst \(worst)/255 at \(worstAt), over an area \(solid)/255"
        }
    }

    /// One renderer per scale: a renderer draws at one scale.
    let renderers: [Int: CairoRenderer]

    init(scales: [Int] = [1, 2], imageSearchPaths: [String] = []) throws {
        try FontConfiguration.install()
        let measurer = try PangoTextMeasurer()
        var renderers: [Int: CairoRenderer] = [:]
        for scale in scales {
            renderers[scale] = try CairoRenderer(scale: scale, imageSearchPaths: imageSearchPaths, textMeasurer: measurer)
        }
        self.renderers = renderers
    }

    /// Both renderings of `nodes` at `scale`, compared with `threshold`; `paint`
    /// replaces the nodes' own paint (to see a wrong one caught).
    func compare(_ nodes: [RenderNode], paint: LayerPaint? = nil, scale: Int, threshold: Int = 2) throws -> Comparison {
        let (reference, painted) = try render(nodes, paint: paint, scale: scale)
        return Self.compare(reference, painted, scale: scale, threshold: threshold)
    }

    /// How far `painted` is from `reference` (the same size).
    static func compare(_ reference: Bitmap, _ painted: Bitmap, scale: Int, threshold: Int) -> Comparison {
        var comparison = Comparison(scale: scale, ink: 0, differing: 0, worst: 0, worstAt: (0, 0), solid: 0)
        let width = reference.width
        var differences = [Int](repeating: 0, count: reference.pixels.count)
        for index in reference.pixels.indices {
            let a = reference.pixels[index], b = painted.pixels[index]
            guard a != 0 || b != 0 else { continue }
            comparison.ink += 1
            var difference = 0
            for shift: UInt32 in [0, 8, 16, 24] {
                difference = max(difference, abs(Int((a >> shift) & 0xFF) - Int((b >> shift) & 0xFF)))
            }
            differences[index] = difference
            if difference > threshold { comparison.differing += 1 }
            if difference > comparison.worst {
                comparison.worst = difference
                comparison.worstAt = (index % width, index / width)
            }
        }
        // The least difference in each 3 × 3 block: large only where a whole area differs.
        guard width >= 3, reference.height >= 3 else { return comparison }
        for y in 1..<reference.height - 1 {
            for x in 1..<width - 1 {
                var least = Int.max
                for dy in -1...1 {
                    for dx in -1...1 { least = min(least, differences[(y + dy) * width + x + dx]) }
                }
                comparison.solid = max(comparison.solid, least)
            }
        }
        return comparison
    }

    /// The Cairo renderer's pixels and the painter's, of the same size.
    func render(_ nodes: [RenderNode], paint: LayerPaint? = nil, scale: Int) throws -> (reference: Bitmap, painted: Bitmap) {
        let renderer = try #require(renderers[scale])
        let paint = paint ?? LayerPaint(LayerContent(nodes: nodes), scale: Double(scale))
        let area = Self.canvas(for: nodes, paint: paint)
        // An unkeyed group only moves the content onto the canvas.
        let scene = Scene(size: area.size, time: .zero,
                          nodes: [.group(RenderGroup(name: "parity", position: Point(x: -area.minX, y: -area.minY),
                                                     children: nodes))])
        let reference = try renderer.render(scene)
        let (width, height) = renderer.pixelSize(of: scene)
        let surface = try #require(cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)))
        defer { cairo_surface_destroy(surface) }
        let cr = try #require(cairo_create(surface))
        defer { cairo_destroy(cr) }
        cairo_scale(cr, Double(scale), Double(scale))
        cairo_translate(cr, -area.minX, -area.minY)
        cairo_set_font_options(cr, renderer.textMeasurer.fontOptions)
        PaintCommandPainter(renderer: renderer).draw(paint, on: cr)
        try CairoRenderer.check(cairo_status(cr))
        return (reference, Bitmap.copy(of: surface))
    }

    /// Whole points around what the nodes and the paint reach, with a margin.
    private static func canvas(for nodes: [RenderNode], paint: LayerPaint) -> Rect {
        var rects = [CairoRenderer.bounds(of: nodes), paint.bounds, paint.background?.rect]
        if let shadow = paint.shadow, let extent = shadow.path.extent { rects.append(shadow.paint.outset(of: extent)) }
        let finite = rects.compactMap { $0 }.filter(\.isFinite)
        guard let first = finite.first else { return Rect(x: 0, y: 0, width: 8, height: 8) }
        var minX = first.minX, minY = first.minY, maxX = first.maxX, maxY = first.maxY
        for rect in finite.dropFirst() {
            minX = min(minX, rect.minX); minY = min(minY, rect.minY)
            maxX = max(maxX, rect.maxX); maxY = max(maxY, rect.maxY)
        }
        let margin = 4.0
        minX = (minX - margin).rounded(.down); minY = (minY - margin).rounded(.down)
        return Rect(x: minX, y: minY, width: (maxX + margin).rounded(.up) - minX, height: (maxY + margin).rounded(.up) - minY)
    }
}
