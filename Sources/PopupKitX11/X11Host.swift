#if canImport(CX11)
import CX11
import Dispatch
import Foundation
import PopupKit
import PopupKitCairo
import PopupKitHost

/// Shows a ``PopupCenter`` live in an X11 window: the window is the center's
/// container, the mouse is its finger, and frames are drawn only while something
/// moves.
///
/// - **Events** are read on the main queue, from a dispatch read source on the X
///   connection's file descriptor. Nothing blocks the main thread, so the
///   center's main-actor timers (deadlines, the frame ticker) keep running.
/// - **Frames**: the center's ``PopupCenter/display`` hands over each new scene;
///   the host composites it with a ``LayeredRenderer`` (a notice's layer is drawn
///   again only when its content changes) and sends the pixels with `XPutImage`.
///   Scenes that arrive within one turn of the main queue make one frame. The
///   center's ``PopupCenter/frameTicker`` is a ``DispatchFrameTicker`` at the
///   display rate, running only while ``PopupCenter/frameNeed`` is animating:
///   an idle screen draws nothing until the next deadline or input.
/// - **Input**: the window sees every event, so the left button's press, motion
///   and release all go to a ``PointerRouter``'s ``PointerRouter/pointer(_:at:)``.
///   A press on PopupKit's (a notice, a blocking mask, a dim) sends the center the
///   whole press (taps, drags, swipes); a press on nothing is one tap outside the
///   bubbles for the center and belongs to the app underneath: released within
///   10 pt of where it went down, it reaches ``onPassThrough``.
/// - **Size**: a window resized to another size sets the center's container to it
///   (``PopupCenter/setContainer(_:)``, the rest of the container unchanged), as a
///   rotation would; the notices are laid out again. A container the center
///   changes by itself (a scenario's `container` event) resizes the window.
/// - **Images by URL** (a banner's `imageURL`): the renderer asks ``images`` while
///   drawing, which starts the download off the main actor; the slot shows its
///   placeholder meanwhile. When the image arrives, the layers that show it are
///   dropped and a frame is drawn, even if nothing moves. A failed download keeps
///   the placeholder and is reported through the center's
///   ``PopupCenter/warningHandler`` as
///   ``EngineWarning/Kind-swift.enum/imageUnavailable(url:_:)``.
///
/// ```swift
/// let renderer = try CairoRenderer(scale: 1)
/// let center = PopupCenter(measurer: renderer.textMeasurer)
/// let host = try X11Host(center: center, renderer: renderer)
/// host.start()
/// center.toast("Saved")
/// dispatchMain()
/// ```
@MainActor
public final class X11Host {
    /// The window.
    public let window: X11Window
    /// Device pixels per point (the renderer's scale).
    public let scale: Int
    /// The center shown; ``attach(_:)`` replaces it.
    public private(set) var center: PopupCenter
    /// Drives the center's frames while something moves.
    public let ticker: DispatchFrameTicker
    /// Composites the frames and keeps the notices' layers.
    public let layers: LayeredRenderer
    /// Loads the images notices name by URL, and keeps them.
    public let images: ImageLoader<CairoImage>
    /// Draws what is behind the notices (an app screen) around each scene; the
    /// scene as it is when `nil`.
    public var backdrop: (@MainActor (Scene, Stage) -> Scene)?
    /// Called with a point the center passed through, when the button was released
    /// within the router's tap slop of it (a tap on the app underneath).
    public var onPassThrough: (@MainActor (Point) -> Void)?
    /// Called when the frames of an animation are over (the ticker stopped), with
    /// what those frames cost.
    public var onIdle: (@MainActor (_ animation: FrameStatistics) -> Void)?
    /// Called with each key typed in the window.
    public var onKey: (@MainActor (String) -> Void)?
    /// Called when the window's close button is pressed.
    public var onClose: (@MainActor () -> Void)?
    /// Called when a frame cannot be drawn.
    public var onError: (@MainActor (any Error) -> Void)?
    /// Every frame drawn since the window opened.
    public private(set) var statistics = FrameStatistics()
    /// The frames of the animation running now (or of the last one).
    public private(set) var animation = FrameStatistics()
    /// The window's title; frames drawn and the last frame's time are added to it.
    public var title: String

    private var source: (any DispatchSourceRead)?
    private var pending: Scene?
    private var lastScene: Scene?
    private var drawScheduled = false
    /// Whether the server lost the window's pixels (it was mapped, uncovered or
    /// resized): the next frame is sent whole.
    private var exposed = true
    /// Routes the left button to ``center`` (one router per center).
    private var router: PointerRouter

    /// Opens a window the size of `center`'s container at `renderer`'s scale and
    /// shows `center` in it. Call ``start()`` to read its events.
    /// - Throws: ``X11HostError`` when no X display can be used.
    /// - Parameter images: loads images by URL; a new loader (PNG, 10 MiB at most,
    ///   failures retried after a minute) by default. The host sets its
    ///   ``ImageLoader/onFinish`` and the renderer's ``CairoRenderer/urlImage``.
    public init(center: PopupCenter, renderer: CairoRenderer, title: String = "PopupKit live",
                ticker: DispatchFrameTicker = DispatchFrameTicker(),
                images: ImageLoader<CairoImage> = ImageLoader(decode: CairoImage.png)) throws {
        let size = center.stage.container.size
        let scale = renderer.scale
        window = try X11Window(width: Int((size.width * Double(scale)).rounded(.up)),
                               height: Int((size.height * Double(scale)).rounded(.up)), title: title)
        self.scale = scale
        self.center = center
        router = PointerRouter(center: center)
        self.ticker = ticker
        self.title = title
        layers = LayeredRenderer(renderer: renderer)
        self.images = images
        renderer.urlImage = { [images] url in images.image(for: url) }
        images.onFinish = { [weak self] url, outcome in self?.imageFinished(url, outcome) }
        ticker.onRunningChange = { [weak self] running in self?.tickerChanged(running: running) }
        attach(center)
    }

    /// Shows `center` from now on (a scenario played again); the previous center
    /// stops drawing here. The window takes the size of `center`'s container.
    public func attach(_ center: PopupCenter) {
        if self.center !== center {
            self.center.display = nil
            router = PointerRouter(center: center)
        }
        self.center = center
        router.onPassThroughTap = { [weak self] point in self?.onPassThrough?(point) }
        center.frameTicker = ticker
        // The new center's container is the truth: its first frame sizes the window.
        lastScene = nil
        center.display = { [weak self] scene in self?.present(scene) }
    }

    /// Starts reading the window's events on the main queue.
    public func start() {
        guard source == nil else { return }
        let source = DispatchSource.makeReadSource(fileDescriptor: window.connectionNumber, queue: .main)
        source.setEventHandler { [weak self] in
            MainActor.assumeIsolated { self?.pump() }
        }
        self.source = source
        source.resume()
        pump()
    }

    /// Stops reading events and closes the window.
    public func close() {
        source?.cancel()
        source = nil
        center.display = nil
        window.close()
    }

    // MARK: Frames

    /// A new scene from the center: drawn once the main queue's current work is done.
    private func present(_ scene: Scene) {
        pending = scene
        guard !drawScheduled else { return }
        drawScheduled = true
        DispatchQueue.main.async { [weak self] in
            MainActor.assumeIsolated { self?.drawPending() }
        }
    }

    private func drawPending() {
        drawScheduled = false
        guard let scene = pending else { return }
        pending = nil
        draw(scene)
    }

    private func draw(_ scene: Scene) {
        let clock = ContinuousClock()
        let started = clock.now
        let full = backdrop?(scene, center.stage) ?? scene
        do {
            try layers.draw(full) { pixels, width, height, bytesPerRow in
                // Only what the frame painted again, unless the window was exposed.
                let part = exposed ? nil : layers.lastDamage.map { ($0.x, $0.y, $0.width, $0.height) }
                window.show(pixels: pixels, width: width, height: height, bytesPerRow: bytesPerRow, only: part)
            }
            exposed = false
        } catch {
            onError?(error)
            return
        }
        let time = started.duration(to: clock.now)
        followContainer(scene, previous: lastScene)
        lastScene = scene
        statistics.record(time)
        animation.record(time)
        window.setTitle("\(title) · \(statistics.framesDrawn) frames · \(Self.format(statistics.lastMilliseconds)) ms")
        // Xlib may have read events while sending the frame; the read source would
        // not see them.
        pump()
    }

    /// A download ended: an arrived image replaces its placeholder in the next
    /// frame, drawn now even if nothing moves; a failure keeps the placeholder and
    /// is reported.
    private func imageFinished(_ url: String, _ outcome: ImageLoader<CairoImage>.Outcome) {
        switch outcome {
        case .loaded:
            layers.invalidateLayers(showingImage: url)
            if let scene = pending ?? lastScene { present(scene) }
        case .failed(let problem):
            center.report(.imageUnavailable(url: url, problem))
        }
    }

    /// The center's container changed size by itself (a scenario's rotation), or a
    /// new center's first frame has another size: the window takes the scene's
    /// size. Only a change between two scenes counts, so a frame drawn while the
    /// window's own resize is on its way to the center does not size it back.
    private func followContainer(_ scene: Scene, previous: Scene?) {
        guard previous?.size != scene.size else { return }
        let width = Int((scene.size.width * Double(scale)).rounded(.up))
        let height = Int((scene.size.height * Double(scale)).rounded(.up))
        if (width, height) != (window.width, window.height) { window.resize(width: width, height: height) }
    }

    /// The ticker started (an animation begins) or stopped (it is over).
    private func tickerChanged(running: Bool) {
        if running {
            animation = FrameStatistics()
            return
        }
        // The center stops the ticker right after handing over the animation's last
        // scene, which is drawn on the next turn of the main queue: report after it.
        DispatchQueue.main.async { [weak self] in
            MainActor.assumeIsolated {
                guard let self, !self.ticker.isRunning else { return }
                self.onIdle?(self.animation)
            }
        }
    }

    // MARK: Events

    private func pump() {
        for event in window.nextEvents() { handle(event) }
    }

    private func handle(_ event: WindowEvent) {
        switch event {
        case let .press(button, x, y) where button == 1:
            router.pointer(.down, at: point(x, y))
        case let .motion(x, y):
            // Motion with another button held belongs to no press: the router drops it.
            router.pointer(.move, at: point(x, y))
        case let .release(button, x, y) where button == 1:
            router.pointer(.up, at: point(x, y))
        case .press, .release:
            break
        case let .resized(width, height):
            resizeContainer(to: Size(width: Double(width) / Double(scale), height: Double(height) / Double(scale)))
        case .exposed:
            exposed = true
            if let lastScene, pending == nil { present(lastScene) }
        case .key(let text):
            onKey?(text)
        case .closeRequested:
            onClose?()
        }
    }

    private func point(_ x: Int, _ y: Int) -> Point {
        Point(x: Double(x) / Double(scale), y: Double(y) / Double(scale))
    }

    /// The container as it is, at the window's new size.
    private func resizeContainer(to size: Size) {
        var container = center.stage.container
        container.size = size
        center.setContainer(container)
    }

    private static func format(_ milliseconds: Double) -> String {
        String(format: "%.2f", milliseconds)
    }
}
#endif
