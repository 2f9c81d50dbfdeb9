#if canImport(CX11)
import CX11
import Dispatch
import Foundation
@_spi(Tools) import PopupKit
import PopupKitCairo
import PopupKitHost

/// Shows a ``PopupCenter`` live in an X11 window: Xlib only. Everything a host
/// decides is the ``HostDriver``'s (PopupKitHost), and the layers are a
/// ``CairoLayerSurface``'s; this type opens the window, pumps its events and
/// sends the pixels.
///
/// - **Events** are read on the main queue, from a dispatch read source on the X
///   connection's file descriptor. Nothing blocks the main thread, so the
///   center's main-actor timers (deadlines, the frame ticker) keep running.
/// - **Frames**: the driver commits each change's layer operations (one commit
///   per turn of the main queue). With ``Compositing/ownThread`` (the default) a
///   ``CompositorThread`` takes them: it keeps the layers, plays the declared
///   motions at the display's rate on the center's clock and sends the pixels
///   each frame painted again with `XPutImage` on a connection of its own, so a
///   spinner keeps turning while the main actor is busy, as Core Animation's
///   render server keeps it turning on iOS. With ``Compositing/mainQueue`` a
///   ``CairoLayerSurface`` does the same on the main queue (and stops with it).
///   The center's frame ticker is a ``DispatchFrameTicker``, running only while
///   something follows the pointer.
/// - **Input**: the window sees every event, so the left button's press, motion
///   and release all go to the driver's ``HostDriver/pointer(_:at:)``. A press on
///   PopupKit's (a notice, a blocking mask, a dim) sends the center the whole
///   press; a press on nothing belongs to the app underneath: released within
///   10 pt of where it went down, it reaches ``onPassThrough``.
/// - **Fit**: a window that would not fit its display (a phone screen at 2× is
///   1,688 pixels tall) shows its frames scaled down (``windowScale``, from
///   ``WindowFit``); the container keeps its points.
/// - **Size**: a window resized to another size sets the center's container to it
///   (``HostDriver/containerResized(to:)``); a container the center changes by
///   itself (a scenario's `container` event) resizes the window.
/// - **Images by URL** (a banner's `imageURL`): the renderer asks ``images`` while
///   drawing, which starts the download off the main actor; the slot shows its
///   placeholder meanwhile. When the image arrives the driver redraws the layers
///   that show it (``HostDriver/imageArrived(_:)``). A failed download keeps the
///   placeholder and is reported through the center's
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
    /// How much the window shows frames smaller than drawn, to fit the display
    /// (1 when they fit as they are): the container keeps its points, and the
    /// window's pixels per point are `scale × windowScale`.
    public let windowScale: Double
    /// Shrinks frames when ``windowScale`` is below 1.
    private let scaler: FrameScaler?
    /// The center shown; ``attach(_:)`` replaces it.
    public var center: PopupCenter { driver.center }
    /// Drives the center's frames while something moves.
    public let ticker: DispatchFrameTicker
    /// Decides what the window shows and does.
    public let driver: HostDriver
    /// Where the frames are composited.
    public enum Compositing: Sendable {
        /// On a thread of its own (``CompositorThread``): motions play while the main actor is busy.
        case ownThread
        /// On the main queue (``CairoLayerSurface``): motions stop while the main actor is busy.
        case mainQueue
    }
    /// Where this window's frames are composited.
    public let compositing: Compositing
    /// The main queue's surface (``Compositing/mainQueue``).
    private let mainSurface: CairoLayerSurface?
    /// The compositor thread's surface (``Compositing/ownThread``).
    private let threadSurface: CompositedSurface?
    /// Sends the compositor thread's frames (the thread's until it stops).
    private let presenter: X11FramePresenter?
    /// Group layers drawn so far, by whichever compositor the window has.
    public var layersDrawn: Int {
        threadSurface?.compositor.drawn.layersDrawn ?? mainSurface?.layers.statistics.layersDrawn ?? 0
    }
    /// Frames composited between transactions (declared motions played) so far.
    public var framesComposited: Int {
        threadSurface?.compositor.drawn.composited ?? mainSurface?.framesComposited ?? 0
    }
    /// Loads the images notices name by URL, and keeps them.
    public let images: ImageLoader<CairoImage>
    /// Draws what is behind the notices (an app screen) around each scene; the
    /// scene as it is when `nil`.
    public var backdrop: (@MainActor (RenderScene, Stage) -> RenderScene)? {
        get { driver.backdrop }
        set { driver.backdrop = newValue }
    }
    /// Called with a point the center passed through, when the button was released
    /// within 10 pt of it (a tap on the app underneath).
    public var onPassThrough: (@MainActor (Point) -> Void)? {
        get { driver.onPassThroughTap }
        set { driver.onPassThroughTap = newValue }
    }
    /// Called when the frames of an animation are over (the ticker stopped), with
    /// what those frames cost.
    public var onIdle: (@MainActor (_ animation: FrameStatistics) -> Void)? {
        get { driver.onIdle }
        set { driver.onIdle = newValue }
    }
    /// Called with each host request (announcements, focus moves, haptics), after
    /// the frame it is about: a Linux window has no screen reader to hand it to.
    public var onRequest: (@MainActor (HostRequest) -> Void)? {
        didSet {
            mainSurface?.onRequest = onRequest
            threadSurface?.onRequest = onRequest
        }
    }
    /// Called with each key typed in the window.
    public var onKey: (@MainActor (String) -> Void)?
    /// Called when the window's close button is pressed.
    public var onClose: (@MainActor () -> Void)?
    /// Called when a frame cannot be drawn (on the main actor, whichever thread drew it).
    public var onError: (@MainActor (any Error) -> Void)? {
        didSet { mainSurface?.onError = onError }
    }
    /// Every frame drawn since the window opened.
    public var statistics: FrameStatistics { driver.statistics }
    /// The frames of the animation running now (or of the last one).
    public var animation: FrameStatistics { driver.animation }
    /// The window's title; frames drawn and the last frame's time are added to it.
    public var title: String
    /// Set by ``close()``: nothing is sent to the window after it.
    private var closed = false

    private var source: (any DispatchSourceRead)?
    /// Whether the server lost the window's pixels (it was mapped, uncovered or
    /// resized): the next frame is sent whole.
    private var exposed = true

    /// Opens a window the size of `center`'s container at `renderer`'s scale and
    /// shows `center` in it. Call ``start()`` to read its events.
    /// - Throws: ``X11HostError`` when no X display can be used.
    /// - Parameters:
    ///   - images: loads images by URL; a new loader (PNG, 10 MiB at most,
    ///     failures retried after a minute) by default. The host sets its
    ///     ``ImageLoader/onFinish`` and the renderer's ``CairoRenderer/urlImage``.
    ///   - compositing: where frames are composited; a thread of their own by default.
    ///   - resamplesLayers: as ``LayeredRenderer/resamplesLayers`` (`false` for
    ///     exact still frames).
    public init(center: PopupCenter, renderer: CairoRenderer, title: String = "PopupKit live",
                ticker: DispatchFrameTicker = DispatchFrameTicker(),
                images: ImageLoader<CairoImage> = ImageLoader(decode: CairoImage.png),
                compositing: Compositing = .ownThread, resamplesLayers: Bool = true) throws {
        let size = center.stage.container.size
        let scale = renderer.scale
        let width = (size.width * Double(scale)).rounded(.up), height = (size.height * Double(scale)).rounded(.up)
        window = try X11Window(width: Int(width), height: Int(height), title: title)
        self.scale = scale
        windowScale = WindowFit.factor(width: width, height: height, screenWidth: Double(window.screenWidth),
                                       screenHeight: Double(window.screenHeight))
        scaler = windowScale < 1 ? FrameScaler(factor: windowScale) : nil
        if windowScale < 1 {
            window.resize(width: Int((width * windowScale).rounded(.up)), height: Int((height * windowScale).rounded(.up)))
        }
        self.ticker = ticker
        self.title = title
        self.compositing = compositing
        self.images = images
        renderer.urlImage = { [images] url in images.image(for: url) }
        let surface: any HostSurface
        let reporter = HostReference()
        switch compositing {
        case .mainQueue:
            let main = CairoLayerSurface(renderer: renderer)
            main.layers.resamplesLayers = resamplesLayers
            mainSurface = main
            threadSurface = nil
            presenter = nil
            surface = main
            // The renderer draws on the main actor, where the host lives.
            renderer.onImageProblem = { name, problem in
                MainActor.assumeIsolated { reporter.host?.center.report(.imageUnavailable(url: name, problem)) }
            }
        case .ownThread:
            let drawing = try renderer.twin()
            // The thread's renderer reports its problems to the main actor.
            drawing.onImageProblem = { name, problem in
                DispatchQueue.main.async { MainActor.assumeIsolated { reporter.host?.center.report(.imageUnavailable(url: name, problem)) } }
            }
            let presenter = try X11FramePresenter(displayName: window.displayName, windowID: window.windowID,
                                                  windowScale: windowScale)
            self.presenter = presenter
            let compositor = CompositorThread(renderer: drawing, resamplesLayers: resamplesLayers, now: center.clockReading,
                                              present: { frame in presenter.present(frame) },
                                              onError: { error in
                                                  DispatchQueue.main.async { MainActor.assumeIsolated { reporter.host?.onError?(error) } }
                                              })
            let threaded = CompositedSurface(compositor: compositor)
            mainSurface = nil
            threadSurface = threaded
            surface = threaded
        }
        driver = HostDriver(center: center, surface: surface, ticker: ticker)
        reporter.host = self
        mainSurface?.onFrame = { [weak self] frame in self?.show(frame) }
        mainSurface?.compositor = CairoLayerSurface.Compositor(now: { [weak self] in self?.driver.center.now ?? .zero })
        threadSurface?.beforeCommit = { [weak self] transaction in self?.willCommit(transaction) }
        threadSurface?.afterCommit = { [weak self] in self?.didCommit() }
        threadSurface?.compositor.start()
        images.onFinish = { [weak self] url, outcome in self?.imageFinished(url, outcome) }
    }

    /// Shows `center` from now on (a scenario played again); the previous center
    /// stops drawing here. The window takes the size of `center`'s container.
    public func attach(_ center: PopupCenter) {
        threadSurface?.compositor.setClock(center.clockReading)
        driver.attach(center)
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
        guard !closed else { return }
        closed = true
        source?.cancel()
        source = nil
        driver.detach()
        // No frame is sent once the window is gone: the thread ends, then the
        // server draws what it was sent before the window goes.
        threadSurface?.compositor.stop()
        presenter?.close()
        window.close()
    }

    // MARK: Frames

    /// Sends a frame the main queue's surface drew: only what it painted again,
    /// unless the window was exposed. A screen the center resized by itself
    /// resizes the window first.
    private func show(_ frame: CairoLayerSurface.Frame) {
        guard !closed else { return }
        if frame.resized { resizeWindow(to: frame.size) }
        send(frame.pixels, width: frame.width, height: frame.height, bytesPerRow: frame.bytesPerRow,
             damage: exposed ? nil : frame.damage)
        exposed = false
        didCommit()
    }

    /// Before the compositor thread gets a transaction: a screen the center
    /// resized by itself resizes the window first.
    private func willCommit(_ transaction: LayerTransaction) {
        guard !closed, transaction.resized else { return }
        resizeWindow(to: transaction.size)
    }

    private func resizeWindow(to size: Size) {
        let width = Int((size.width * pixelsPerPoint).rounded(.up))
        let height = Int((size.height * pixelsPerPoint).rounded(.up))
        if (width, height) != (window.width, window.height) { window.resize(width: width, height: height) }
    }

    /// After a commit: the title shows it on the next turn (once the frame's
    /// time is counted).
    private func didCommit() {
        guard !closed else { return }
        DispatchQueue.main.async { [weak self] in
            MainActor.assumeIsolated { self?.updateTitle() }
        }
        // Xlib may have read events while sending the frame or resizing; the read
        // source would not see them.
        pump()
    }

    private func updateTitle() {
        // A title update queued by the last frame may run after the window closed
        // (a quit that let the notices end first): the display is gone by then.
        guard !closed else { return }
        window.setTitle("\(title) · \(statistics.framesDrawn) frames · \(Self.format(statistics.lastMilliseconds)) ms")
    }

    /// Sends the kept frame again, whole: the server lost the window's pixels.
    private func resend() {
        if let compositor = threadSurface?.compositor { return compositor.presentWholeFrame() }
        mainSurface?.layers.withFrame { pixels, width, height, bytesPerRow in
            send(pixels, width: width, height: height, bytesPerRow: bytesPerRow, damage: nil)
            exposed = false
        }
    }

    /// Sends a frame's `damage` (all of it when `nil`) to the window, shrunk to
    /// the window when it does not fit the display.
    private func send(_ pixels: UnsafeRawPointer, width: Int, height: Int, bytesPerRow: Int, damage: PixelBox?) {
        guard let scaler else {
            let part = damage.map { ($0.x, $0.y, $0.width, $0.height) }
            return window.show(pixels: pixels, width: width, height: height, bytesPerRow: bytesPerRow, only: part)
        }
        _ = scaler.scale(pixels, width: width, height: height, bytesPerRow: bytesPerRow, damage: damage) {
            scaled, scaledWidth, scaledHeight, scaledBytesPerRow, box in
            window.show(pixels: scaled, width: scaledWidth, height: scaledHeight, bytesPerRow: scaledBytesPerRow,
                        only: box.map { ($0.x, $0.y, $0.width, $0.height) })
        }
    }

    /// Window pixels per container point.
    private var pixelsPerPoint: Double { Double(scale) * windowScale }

    /// A download ended: an arrived image replaces its placeholder in a frame drawn
    /// now, even if nothing moves; a failure keeps the placeholder and is reported.
    private func imageFinished(_ url: String, _ outcome: ImageLoader<CairoImage>.Outcome) {
        switch outcome {
        case .loaded:
            driver.imageArrived(url)
        case .failed(let problem):
            center.report(.imageUnavailable(url: url, problem))
        }
    }

    // MARK: Events

    private func pump() {
        for event in window.nextEvents() { handle(event) }
    }

    private func handle(_ event: WindowEvent) {
        switch event {
        case let .press(button, x, y) where button == 1:
            driver.pointer(.down, at: point(x, y))
        case let .motion(x, y):
            // Motion with another button held belongs to no press: the router drops it.
            driver.pointer(.move, at: point(x, y))
        case let .release(button, x, y) where button == 1:
            driver.pointer(.up, at: point(x, y))
        case .press, .release:
            break
        case let .resized(width, height):
            // The window at the size the container asks for (its own fitting, a
            // resize it was told to make) changes nothing; another size is the user's.
            let size = center.stage.container.size
            let expected = (Int((size.width * pixelsPerPoint).rounded(.up)), Int((size.height * pixelsPerPoint).rounded(.up)))
            guard (width, height) != expected else { return }
            driver.containerResized(to: Size(width: Double(width) / pixelsPerPoint, height: Double(height) / pixelsPerPoint))
        case .exposed:
            exposed = true
            resend()
        case .key(let text):
            onKey?(text)
        case .closeRequested:
            onClose?()
        }
    }

    private func point(_ x: Int, _ y: Int) -> Point {
        Point(x: Double(x) / pixelsPerPoint, y: Double(y) / pixelsPerPoint)
    }

    private static func format(_ milliseconds: Double) -> String {
        String(format: "%.2f", milliseconds)
    }
}
/// The host, for callbacks made before it exists or off the main actor: they
/// reach it on the main actor, weakly.
@MainActor
private final class HostReference: Sendable {
    weak var host: X11Host?
}
#endif
