import CCairo
import PopupKitCore
import PopupKitLayers
import PopupKitPresentation
import PopupKitStage

/// Draws one scene after another, as a live window does, keeping a layer per
/// group so a frame that only fades, slides or scales notices draws no text and
/// no shadow again.
///
/// Each top-level group of a scene (a notice, a HUD's mask, a popup's dimming) is
/// drawn into a layer of its own when it first appears and again only when its
/// children change (a new text, a progress value, a spinner's phase, a style).
/// Every frame then paints the layers with the frame's opacity, scale and offset.
/// What comes before the first group (the background and an app backdrop) is the
/// base layer, kept the same way. When the image size or the scale changes, every
/// layer is dropped and drawn again.
///
/// The frame itself is kept too: a new frame paints the base and the groups again
/// only where a group appeared, went, moved, faded or changed (``lastDamage``
/// says where, so a window sends only those pixels). A notice waiting for its
/// timeout costs nothing; a fading toast costs its own rectangle. A popup's
/// dimming (one plain rectangle) is filled straight into the frame while layers
/// are resampled, rather than kept as a layer and painted with an alpha.
///
/// A frame equals ``CairoRenderer/render(_:)`` of the same scene pixel for pixel
/// when every group sits at a whole device pixel and at scale 1 (still frames,
/// fades, whole-pixel slides): both paint a group as one layer the same way. While
/// a group is scaled (a pop-in) or sits between pixels (a slide's fractional
/// offset), its kept layer is resampled with bilinear filtering instead of drawn
/// at that scale or offset, which softens edges by up to about one pixel; set
/// ``resamplesLayers`` to `false` to draw such a group afresh instead (exact, at
/// the cost of drawing it).
///
/// It composites like a render server: ``commit(_:pixels:)`` takes a frame's
/// layer operations, as the host driver plans them from the scenes, and
/// ``composite(at:pixels:)`` draws the layers at any later instant with their
/// declared motions played to then (``LayerTree/nodes(at:)``), with no new
/// operations: what the live window's compositor does at the display's rate and
/// `popupkit record` does at each frame's instant (a ``CairoLayerSurface`` is
/// that surface).
///
/// Not thread-safe: use it from one thread (a ``CompositorThread``, or a
/// surface on the main queue).
public final class LayeredRenderer {
    /// What drawing cost so far.
    public struct Statistics: Hashable, Sendable {
        /// Frames composited.
        public var frames = 0
        /// Group layers drawn because they were new or their children changed.
        public var layersDrawn = 0
        /// Times the base (background and the nodes before the first group) was drawn.
        public var baseDrawn = 0
        /// Times every layer was dropped because the image size or scale changed.
        public var fullRedraws = 0

        public init() {}
    }

    /// Draws the layers and the base; changing it (another scale) drops every layer.
    public var renderer: CairoRenderer {
        didSet { dropLayers() }
    }
    /// What drawing cost so far.
    public private(set) var statistics = Statistics()
    /// Whether a group that is scaled or sits between device pixels is painted from
    /// its kept layer, resampled (`true`, the default: fast, for animation), or
    /// drawn afresh for the frame (`false`: the same pixels as
    /// ``CairoRenderer/render(_:)``, for a still frame).
    public var resamplesLayers = true
    /// How many group layers are kept now.
    public var keptLayers: Int { rasters.count }

    /// The frame's size in pixels, and its surface.
    private var frameSize: (width: Int, height: Int)?
    private var frame: OpaquePointer?
    /// The screen's size in points, as the last transaction gave it.
    public private(set) var sceneSize = Size(width: 0, height: 0)
    /// The base layer (full frame size) and what it shows.
    private var base: OpaquePointer?
    /// The nodes under every layer, as the last transaction left them.
    private var baseNodes: [RenderNode] = []
    /// The nodes the base layer was drawn with.
    private var drawnBaseNodes: [RenderNode]?
    private var baseBackground: CairoRenderer.Background?
    /// The layers as the operations left them.
    private var tree = LayerTree()
    /// The instant the last frame showed.
    public private(set) var composedAt: Instant?
    /// Kept rasters of the layers' content, by key.
    private var rasters: [GroupKey: GroupLayer] = [:]
    /// Where this frame must paint again; `nil` for the whole frame.
    private var damage: [PixelBox]? = nil
    /// The pixels the last frame painted again (the whole frame when its size, its
    /// base or its layers changed): a host needs to send only these to the screen.
    public private(set) var lastDamage: PixelBox?

    /// - Parameter renderer: draws the layers (its scale, background, fonts and images).
    public init(renderer: CairoRenderer) {
        self.renderer = renderer
    }

    deinit {
        if let frame { cairo_surface_destroy(frame) }
        if let base { cairo_surface_destroy(base) }
    }

    /// Drops every kept raster: the next frame draws everything again.
    public func dropLayers() {
        damage = nil
        rasters = [:]
        if let base { cairo_surface_destroy(base) }
        base = nil
        drawnBaseNodes = nil
        baseBackground = nil
    }

    /// Applies one frame's layer operations (a host driver's) and composites the
    /// frame: the layers they inserted, redrew, updated, moved or removed are
    /// painted again where they were and where they are; everything else keeps its
    /// pixels. The frame's pixels are lent to `body` without copying them:
    /// premultiplied `0xAARRGGBB` words, `bytesPerRow` apart, valid only during it.
    /// - Throws: as ``CairoRenderer/render(_:)``.
    public func commit<R>(_ transaction: LayerTransaction,
                          pixels body: (_ base: UnsafeRawPointer, _ width: Int, _ height: Int, _ bytesPerRow: Int) throws -> R)
        throws -> R {
        let time = max(transaction.time, composedAt ?? transaction.time)
        try apply(transaction, at: time)
        return try compositeApplied(at: time, pixels: body)
    }

    /// Composites the layers as they are at `time`, every declared motion played
    /// to then (an instant before the last frame's counts as that one's): the
    /// layers that move are painted again where they were and where they are.
    /// - Throws: as ``CairoRenderer/render(_:)``; ``CairoError`` before the first commit.
    public func composite<R>(at time: Instant,
                             pixels body: (_ base: UnsafeRawPointer, _ width: Int, _ height: Int, _ bytesPerRow: Int) throws -> R)
        throws -> R {
        guard frameSize != nil else { throw CairoError.cairo("no frame committed") }
        let time = max(time, composedAt ?? time)
        addMovingDamage(until: time)
        return try compositeApplied(at: time, pixels: body)
    }

    /// Whether a declared motion still runs at `time`: whether a compositor has
    /// frames to draw.
    public func isMoving(at time: Instant) -> Bool { tree.isMoving(at: time) }

    private func compositeApplied<R>(at time: Instant,
                                     pixels body: (_ base: UnsafeRawPointer, _ width: Int, _ height: Int, _ bytesPerRow: Int) throws -> R)
        throws -> R {
        try paintFrame(at: time)
        composedAt = time
        guard let frame, let data = cairo_image_surface_get_data(frame) else { throw CairoError.cairo("no frame") }
        return try body(UnsafeRawPointer(data), Int(cairo_image_surface_get_width(frame)),
                        Int(cairo_image_surface_get_height(frame)), Int(cairo_image_surface_get_stride(frame)))
    }

    /// Damages every layer on the screen whose motions ran at the last frame's
    /// instant: where it was then and where it is at `time`.
    private func addMovingDamage(until time: Instant) {
        guard let last = composedAt else { return }
        let moving = tree.topLevelKeys.filter { key in
            tree.keys(under: key).contains { tree.motions(of: $0).contains { $0.isRunning(at: last) } }
        }
        guard !moving.isEmpty else { return }
        addDamage(moving.map { tree.box(of: $0, at: last, renderer: renderer) })
        addDamage(moving.map { tree.box(of: $0, at: time, renderer: renderer) })
    }

    /// Lends the kept frame's pixels as the last commit left them (a
    /// window that lost its pixels sends them again), or `nil` before the first.
    public func withFrame<R>(_ body: (_ base: UnsafeRawPointer, _ width: Int, _ height: Int, _ bytesPerRow: Int) throws -> R)
        rethrows -> R? {
        guard let frame, let data = cairo_image_surface_get_data(frame) else { return nil }
        return try body(UnsafeRawPointer(data), Int(cairo_image_surface_get_width(frame)),
                        Int(cairo_image_surface_get_height(frame)), Int(cairo_image_surface_get_stride(frame)))
    }

    /// Updates the layer tree and the damage for `transaction`.
    /// - Complexity: O(o + l) for o operations and l layers touched.
    private func apply(_ transaction: LayerTransaction, at time: Instant) throws {
        let size = renderer.pixelSize(of: RenderScene(size: transaction.size, time: transaction.time, nodes: []))
        guard size.width <= CairoRenderer.maximumPixelSide, size.height <= CairoRenderer.maximumPixelSide else {
            throw CairoError.cairo("the scene \(transaction.size) at \(renderer.scale)× is larger than \(CairoRenderer.maximumPixelSide) pixels")
        }
        sceneSize = transaction.size
        if frameSize.map({ $0 != size }) ?? true {
            try makeFrame(size)
        }
        if let nodes = transaction.base { baseNodes = nodes }
        if try updateBase(baseNodes, size: transaction.size) { damage = nil }
        // What moved since the last frame, and where the touched layers were,
        // then where they are.
        addMovingDamage(until: time)
        let last = composedAt ?? time
        let roots = Set(transaction.operations.compactMap { tree.root(of: $0.key) })
        addDamage(roots.map { tree.box(of: $0, at: last, renderer: renderer) })
        // A kept raster is the layer's content: what changes the content, or the
        // layer's existence, drops it. Every kind is named, so a new operation
        // decides here too.
        for operation in transaction.operations {
            switch operation {
            case .redraw(let key, _): rasters[key] = nil
            case .remove(let key): tree.keys(under: key).forEach { rasters[$0] = nil }
            case .insert, .update, .animate, .move: break
            }
        }
        do {
            try tree.apply(transaction)
        } catch {
            throw CairoError.cairo("layer operations out of order: \(error)")
        }
        addDamage(Set(transaction.operations.compactMap { tree.root(of: $0.key) }).map { tree.box(of: $0, at: time, renderer: renderer) })
    }

    /// Adds boxes to this frame's damage; an unknown box (`nil`) damages the whole frame.
    private func addDamage(_ boxes: [PixelBox?]) {
        guard damage != nil else { return }
        for box in boxes {
            guard let box else {
                damage = nil
                return
            }
            damage?.append(box)
        }
    }

    /// Paints the frame where it is damaged (all of it after a new size, base or
    /// scale), then starts the next frame's damage empty.
    private func paintFrame(at time: Instant) throws {
        guard let frame, let frameSize else { throw CairoError.cairo("no frame") }
        let boxes = damage?.map { $0.clamped(width: frameSize.width, height: frameSize.height) }.filter { !$0.isEmpty }
        damage = []
        lastDamage = boxes.map { $0.reduce(PixelBox(x: 0, y: 0, width: 0, height: 0)) { $0.union($1) } }
            ?? PixelBox(x: 0, y: 0, width: frameSize.width, height: frameSize.height)
        statistics.frames += 1
        if let boxes, boxes.isEmpty { return }
        guard let cr = cairo_create(frame) else { throw CairoError.cairo("cannot create a context") }
        defer { cairo_destroy(cr) }
        try CairoRenderer.check(cairo_status(cr))
        if let boxes { FrameDamage.clip(cr, to: boxes) }
        if let base {
            cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
            cairo_set_source_surface(cr, base, 0, 0)
            cairo_paint(cr)
            cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
        }
        cairo_scale(cr, Double(renderer.scale), Double(renderer.scale))
        cairo_set_font_options(cr, renderer.textMeasurer.fontOptions)
        let canvas = Canvas(cr: cr)
        let fallback = Rect(origin: .zero, size: sceneSize)
        for key in tree.topLevelKeys {
            guard let group = tree.group(key, at: time), CairoRenderer.visibleOpacity(of: group) != nil else { continue }
            try paint(key, group, fallback: fallback, on: canvas)
        }
        try CairoRenderer.check(cairo_status(cr))
        cairo_surface_flush(frame)
    }

    /// Paints one top-level layer: a plain rectangle filled in one pass, a group
    /// between pixels drawn afresh (when layers are not resampled), else its kept
    /// raster (drawn now if it has none, or if it moved by a fraction of a pixel)
    /// with its spinners drawn over it.
    private func paint(_ key: GroupKey, _ group: RenderGroup, fallback: Rect, on canvas: Canvas) throws {
        let scale = renderer.scale
        if resamplesLayers, tree.children(of: key).isEmpty, let box = Self.solidBox(of: group) {
            // A dimming: one plain rectangle, often the whole screen. Filled with
            // the group's opacity it costs one pass; painting a kept layer of it
            // with an alpha would cost a second read of every pixel.
            return fill(box, group: group, on: canvas)
        }
        if !resamplesLayers, !Self.isOnWholePixels(group, scale: scale) {
            return renderer.paint([.group(group)], on: canvas)
        }
        let content = tree.layer(key)?.content.nodes ?? []
        let layer: GroupLayer
        if let kept = rasters[key], kept.fits(group.position, scale: scale) {
            layer = kept
        } else {
            layer = try GroupLayer(children: content, at: group.position, renderer: renderer, fallback: fallback)
            rasters[key] = layer
            statistics.layersDrawn += 1
        }
        let children = group.children.filter(\.isKeyedGroup)
        let bounds = children.isEmpty ? layer.bounds.map { Rect(origin: $0.origin.moved(by: layer.position.negated), size: $0.size) }
            : renderer.bounds(of: group.children)
        let cr = canvas.cr
        renderer.composite(group, bounds: bounds, on: canvas) {
            guard !children.isEmpty else {
                cairo_translate(cr, -layer.position.x, -layer.position.y)
                return layer.setSource(on: cr, scale: renderer.scale)
            }
            cairo_push_group(cr)
            canvas.saved {
                cairo_translate(cr, -layer.position.x, -layer.position.y)
                layer.setSource(on: cr, scale: renderer.scale)
                cairo_paint(cr)
            }
            renderer.paint(children, on: canvas)
            cairo_pop_group_to_source(cr)
        }
    }

    /// The one plain rectangle a group shows (no corners, border or shadow), if
    /// that is all it shows: a dimming or a mask.
    static func solidBox(of group: RenderGroup) -> BoxNode? {
        guard let fill = LayerContent(nodes: group.children).plainFill else { return nil }
        return BoxNode(rect: fill.rect, fill: fill.color)
    }

    /// Fills `box` with its colour at the group's opacity, under the group's transform.
    private func fill(_ box: BoxNode, group: RenderGroup, on canvas: Canvas) {
        guard let opacity = CairoRenderer.visibleOpacity(of: group), box.rect.isFinite else { return }
        canvas.saved {
            CairoRenderer.applyTransform(of: group, to: canvas.cr)
            canvas.setColor(box.fill, alpha: opacity)
            cairo_rectangle(canvas.cr, box.rect.minX, box.rect.minY, box.rect.width, box.rect.height)
            cairo_fill(canvas.cr)
        }
    }

    /// Whether `group` is painted at scale 1 and a whole device pixel, where its
    /// kept layer gives exactly the pixels of drawing it afresh.
    static func isOnWholePixels(_ group: RenderGroup, scale: Int) -> Bool {
        let x = group.offset.x * Double(scale), y = group.offset.y * Double(scale)
        return group.scale == 1 && group.rotation == 0 && x == x.rounded() && y == y.rounded()
    }

    /// A new frame surface of `size`; every kept layer is dropped.
    private func makeFrame(_ size: (width: Int, height: Int)) throws {
        if let frame { cairo_surface_destroy(frame) }
        frame = nil
        frameSize = nil
        if statistics.frames > 0 { statistics.fullRedraws += 1 }
        dropLayers()
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(size.width), Int32(size.height)) else {
            throw CairoError.cairo("cannot create a surface")
        }
        do {
            try CairoRenderer.check(cairo_surface_status(surface))
        } catch {
            cairo_surface_destroy(surface)
            throw error
        }
        frame = surface
        frameSize = size
    }

    /// Draws the base layer again when its nodes or the background changed.
    /// - Returns: whether it drew the base again.
    private func updateBase(_ nodes: [RenderNode], size: Size) throws -> Bool {
        guard drawnBaseNodes != nodes || baseBackground != renderer.background || base == nil, let frameSize else { return false }
        if let base { cairo_surface_destroy(base) }
        base = nil
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(frameSize.width), Int32(frameSize.height)) else {
            throw CairoError.cairo("cannot create a surface")
        }
        do {
            try CairoRenderer.check(cairo_surface_status(surface))
            guard let cr = cairo_create(surface) else { throw CairoError.cairo("cannot create a context") }
            defer { cairo_destroy(cr) }
            cairo_scale(cr, Double(renderer.scale), Double(renderer.scale))
            cairo_set_font_options(cr, renderer.textMeasurer.fontOptions)
            let canvas = Canvas(cr: cr)
            try renderer.drawBackground(size, on: canvas)
            renderer.paint(nodes, on: canvas)
            try CairoRenderer.check(cairo_status(cr))
        } catch {
            cairo_surface_destroy(surface)
            throw error
        }
        cairo_surface_flush(surface)
        base = surface
        drawnBaseNodes = nodes
        baseBackground = renderer.background
        statistics.baseDrawn += 1
        return true
    }
}
