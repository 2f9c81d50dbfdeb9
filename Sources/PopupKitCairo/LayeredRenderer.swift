import CCairo
import PopupKitCore
import PopupKitPresentation

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
/// ```swift
/// let layered = LayeredRenderer(renderer: try CairoRenderer(scale: 2))
/// for time in frameTimes {
///     let image = try layered.render(stage.scene(at: time))
/// }
/// ```
///
/// Not thread-safe: use it from one thread (a window's main queue).
public final class LayeredRenderer: Rendering {
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
    public var keptLayers: Int { layers.count }

    /// The frame's size in pixels, and its surface.
    private var frameSize: (width: Int, height: Int)?
    private var frame: OpaquePointer?
    /// The base layer (full frame size) and what it shows.
    private var base: OpaquePointer?
    private var baseNodes: [RenderNode]?
    private var baseBackground: CairoRenderer.Background?
    /// Kept group layers by the group's key.
    private var layers: [GroupKey: GroupLayer] = [:]
    /// Where the last frame painted groups, so the next paints only what changed.
    private var damage = FrameDamage()
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

    /// Composites `scene` and returns a copy of the frame.
    /// - Throws: as ``CairoRenderer/render(_:)``.
    public func render(_ scene: Scene) throws -> Bitmap {
        try draw(scene)
        guard let frame else { throw CairoError.cairo("no frame") }
        return Bitmap.copy(of: frame)
    }

    /// Composites `scene` into the kept frame and lends its pixels to `body`
    /// without copying them: premultiplied `0xAARRGGBB` words, `bytesPerRow` apart.
    /// The pointer is valid only during `body`.
    /// - Throws: as ``CairoRenderer/render(_:)``, or what `body` throws.
    public func draw<R>(_ scene: Scene,
                        pixels body: (_ base: UnsafeRawPointer, _ width: Int, _ height: Int, _ bytesPerRow: Int) throws -> R)
        throws -> R {
        try draw(scene)
        guard let frame, let data = cairo_image_surface_get_data(frame) else { throw CairoError.cairo("no frame") }
        return try body(UnsafeRawPointer(data), Int(cairo_image_surface_get_width(frame)),
                        Int(cairo_image_surface_get_height(frame)), Int(cairo_image_surface_get_stride(frame)))
    }

    /// Drops every kept layer: the next frame draws everything again.
    public func dropLayers() {
        damage.invalidate()
        layers = [:]
        if let base { cairo_surface_destroy(base) }
        base = nil
        baseNodes = nil
        baseBackground = nil
    }

    /// Drops the kept layers that show the image `name` (a URL whose image has
    /// just arrived): a layer is kept while its render nodes are equal, and an
    /// image node stays equal when only its pixels became available, so the next
    /// frame would paint the placeholder again. The next frame draws those layers
    /// afresh; the others stay.
    /// - Returns: how many layers were dropped (the base counts as one).
    /// - Complexity: O(n) in the kept layers' nodes.
    @discardableResult
    public func invalidateLayers(showingImage name: String) -> Int {
        let stale = layers.filter { Self.shows(name, in: $0.value.children) }.map(\.key)
        for key in stale { layers[key] = nil }
        guard let baseNodes, Self.shows(name, in: baseNodes) else { return stale.count }
        self.baseNodes = nil
        return stale.count + 1
    }

    /// Whether `nodes` (groups searched through) draw the image `name`.
    static func shows(_ name: String, in nodes: [RenderNode]) -> Bool {
        nodes.contains { node in
            switch node {
            case .image(let image): image.name == name
            case .group(let group): shows(name, in: group.children)
            default: false
            }
        }
    }

    /// Composites `scene` into ``frame``: first decides how each group is painted
    /// and where, then paints the base and the groups again only where groups were
    /// or are (``FrameDamage``).
    /// - Complexity: O(g) comparisons of group children for g groups, plus drawing
    ///   the groups whose children changed, plus painting the damaged pixels.
    private func draw(_ scene: Scene) throws {
        let size = renderer.pixelSize(of: scene)
        guard size.width <= CairoRenderer.maximumPixelSide, size.height <= CairoRenderer.maximumPixelSide else {
            throw CairoError.cairo("the scene \(scene.size) at \(renderer.scale)× is larger than \(CairoRenderer.maximumPixelSide) pixels")
        }
        if frameSize.map({ $0 != size }) ?? true {
            try makeFrame(size)
        }
        guard let frame else { throw CairoError.cairo("no frame") }
        let firstGroup = scene.nodes.firstIndex { if case .group = $0 { true } else { false } } ?? scene.nodes.endIndex
        if try updateBase(Array(scene.nodes[..<firstGroup]), size: scene.size) { damage.invalidate() }
        let paints = try plan(scene.nodes[firstGroup...], fallback: Rect(origin: .zero, size: scene.size))
        let painted = paints.reduce([FrameDamage.Painted]?([])) { painted, paint in
            guard let painted, let key = paint.key else { return nil }
            return painted + [FrameDamage.Painted(key: key, group: paint.group, box: paint.box, redrawn: paint.redrawn)]
        }
        let boxes = damage.boxes(painting: painted)?.map { $0.clamped(width: size.width, height: size.height) }
        lastDamage = boxes.map { $0.reduce(PixelBox(x: 0, y: 0, width: 0, height: 0)) { $0.union($1) } }
            ?? PixelBox(x: 0, y: 0, width: size.width, height: size.height)
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
        for paint in paints {
            switch paint.kind {
            case .loose(let node): renderer.draw(node, on: canvas)
            case .solid(let box): fill(box, group: paint.group, on: canvas)
            case .fresh: renderer.drawGroup(paint.group, on: canvas)
            case .layer(let layer): self.paint(paint.group, from: layer, on: canvas)
            }
        }
        try CairoRenderer.check(cairo_status(cr))
        cairo_surface_flush(frame)
        statistics.frames += 1
    }

    /// How each node after the base is painted this frame, and where; draws the
    /// layers of groups that are new or changed, and keeps the layers still in use.
    private func plan(_ nodes: ArraySlice<RenderNode>, fallback: Rect) throws -> [Paint] {
        var paints: [Paint] = []
        var used: [GroupKey: GroupLayer] = [:]
        var unkeyed = 0
        let scale = renderer.scale
        for node in nodes {
            guard case .group(let group) = node else {
                // A loose node between groups: not kept, drawn every frame, anywhere.
                paints.append(Paint(key: nil, group: RenderGroup(name: "", children: []), kind: .loose(node), box: nil))
                continue
            }
            let key = group.key ?? GroupKey(showing: .max, part: .unkeyed(unkeyed))
            if group.key == nil { unkeyed += 1 }
            let content = Self.content(of: group)
            let kept = layers[key].flatMap { $0.children == content && $0.fits(group.position, scale: scale) ? $0 : nil }
            guard CairoRenderer.visibleOpacity(of: group) != nil else {
                // Invisible now: keep its layer for when it shows again.
                if let kept { used[key] = kept }
                continue
            }
            let box = FrameDamage.box(of: group, bounds: CairoRenderer.bounds(of: group.children), scale: scale)
            if resamplesLayers, let solid = Self.solidBox(of: group) {
                // A dimming: one plain rectangle, often the whole screen. Filled with
                // the group's opacity it costs one pass; painting a kept layer of it
                // with an alpha would cost a second read of every pixel.
                paints.append(Paint(key: key, group: group, kind: .solid(solid), box: box))
                if let kept { used[key] = kept }
                continue
            }
            if !resamplesLayers, !Self.isOnWholePixels(group, scale: scale) {
                paints.append(Paint(key: key, group: group, kind: .fresh, box: box))
                if let kept { used[key] = kept }
                continue
            }
            let layer: GroupLayer
            if let kept {
                layer = kept
            } else {
                layer = try GroupLayer(children: content, at: group.position, renderer: renderer, fallback: fallback)
                statistics.layersDrawn += 1
            }
            used[key] = layer
            paints.append(Paint(key: key, group: group, kind: .layer(layer), box: box, redrawn: kept == nil))
        }
        layers = used
        return paints
    }

    /// What a group's kept layer shows: its children but for its keyed child
    /// groups (a spinner), which turn on their own and are painted over it.
    static func content(of group: RenderGroup) -> [RenderNode] {
        guard group.children.contains(where: isKeyedGroup) else { return group.children }
        return group.children.filter { !isKeyedGroup($0) }
    }

    private static func isKeyedGroup(_ node: RenderNode) -> Bool {
        if case .group(let group) = node, group.key != nil { true } else { false }
    }

    /// Paints `group` from its kept `layer` (and its keyed child groups, drawn
    /// afresh over it) with the group's opacity, under the group's transform.
    private func paint(_ group: RenderGroup, from layer: GroupLayer, on canvas: Canvas) {
        let children = group.children.filter(Self.isKeyedGroup)
        let bounds = children.isEmpty ? layer.bounds.map { Rect(origin: $0.origin.moved(by: layer.position.negated), size: $0.size) }
            : CairoRenderer.bounds(of: group.children)
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
            for child in children { renderer.draw(child, on: canvas) }
            cairo_pop_group_to_source(cr)
        }
    }

    /// The one plain rectangle a group shows (no corners, border or shadow), if
    /// that is all it shows: a dimming or a mask.
    static func solidBox(of group: RenderGroup) -> BoxNode? {
        guard group.children.count == 1, case .box(let box) = group.children[0], box.cornerRadius == 0,
              box.shadow == nil, box.borderColor == nil || box.borderWidth <= 0 else { return nil }
        return box
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
        guard baseNodes != nodes || baseBackground != renderer.background || base == nil, let frameSize else { return false }
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
            for node in nodes { renderer.draw(node, on: canvas) }
            try CairoRenderer.check(cairo_status(cr))
        } catch {
            cairo_surface_destroy(surface)
            throw error
        }
        cairo_surface_flush(surface)
        base = surface
        baseNodes = nodes
        baseBackground = renderer.background
        statistics.baseDrawn += 1
        return true
    }
}

/// How one node after the base is painted in a frame, and where (`nil`: anywhere).
private struct Paint {
    enum Kind {
        case loose(RenderNode)
        case solid(BoxNode)
        case fresh
        case layer(GroupLayer)
    }

    /// The group's key; `nil` for a loose node.
    var key: GroupKey?
    var group: RenderGroup
    var kind: Kind
    var box: PixelBox?
    /// Whether its layer was drawn anew for this frame.
    var redrawn = false
}
