import Dispatch
import PopupKit
import PopupKitCairo
import PopupKitHost

/// A host surface drawn with Cairo: it performs each committed transaction on a
/// ``LayeredRenderer`` (layers kept between frames, a frame painted again only
/// where the operations touched it) and hands the frame to ``onFrame``, all on
/// the main actor: `popupkit record` and `layers` draw on it off screen, and an
/// X11 window composited on the main queue (``X11Host/Compositing/mainQueue``)
/// sends its damaged pixels; a live window's default is a ``CompositorThread``.
///
/// Between transactions it composites like a render server: while a declared
/// motion runs, a frame at the display's rate shows the layers at that instant
/// (``compositor``, on the center's clock, a main-queue timer that stops while
/// the main actor is busy), with no work from the driver. An off-screen player
/// in virtual time sets no ``compositor`` and calls ``composite(at:)`` for each
/// frame instead.
@MainActor
public final class CairoLayerSurface: HostSurface {
    /// What plays the declared motions between transactions: the center's clock
    /// (`now`) and the time between two frames.
    public struct Compositor {
        public var now: @MainActor () -> Instant
        public var interval: Duration

        public init(now: @escaping @MainActor () -> Instant, interval: Duration = .microseconds(16_667)) {
            self.now = now
            self.interval = interval
        }
    }
    /// One composited frame, lent for the duration of ``onFrame``.
    public typealias Frame = CompositedFrame

    /// Keeps the layers and composites the frames.
    public let layers: LayeredRenderer
    /// Receives every frame drawn.
    public var onFrame: (@MainActor (Frame) -> Void)?
    /// Receives the requests (announcements, focus moves, haptics): a Linux window
    /// has no screen reader to hand them to, so it logs them.
    public var onRequest: (@MainActor (HostRequest) -> Void)?
    /// Receives the screen reader's elements when they change (a Linux window
    /// hands them to no screen reader; a test or a log may read them).
    public var onAccessibility: (@MainActor (AccessibilityChange) -> Void)?
    /// Called when a frame cannot be drawn.
    public var onError: (@MainActor (any Error) -> Void)?
    /// How many frames it drew.
    public private(set) var framesDrawn = 0
    /// Composites frames by itself while motions run; `nil`: only on
    /// ``commit(_:)`` and ``composite(at:)``.
    public var compositor: Compositor? {
        didSet { scheduleComposite() }
    }
    /// Frames composited between transactions, for motions.
    public private(set) var framesComposited = 0
    private var compositeTimer: (any DispatchSourceTimer)?

    public init(renderer: CairoRenderer) {
        layers = LayeredRenderer(renderer: renderer)
    }

    public func commit(_ transaction: LayerTransaction) {
        size = transaction.size
        // A live window shows the commit now: a transaction of an earlier scene
        // (an image that arrived redraws the last one) is composited at the
        // compositor's instant, its motions played to it.
        var transaction = transaction
        if let compositor { transaction.time = max(transaction.time, compositor.now()) }
        do {
            try layers.commit(transaction) { pixels, width, height, bytesPerRow in
                framesDrawn += 1
                onFrame?(Frame(pixels: pixels, width: width, height: height, bytesPerRow: bytesPerRow,
                               damage: layers.lastDamage, size: transaction.size, resized: transaction.resized,
                               isComposited: false))
            }
        } catch {
            onError?(error)
        }
        scheduleComposite()
    }

    /// Draws the layers as their motions have them at `time` (no operations):
    /// one frame, handed to ``onFrame`` like a committed one.
    public func composite(at time: Instant) {
        guard let size else { return }
        do {
            try layers.composite(at: time) { pixels, width, height, bytesPerRow in
                framesDrawn += 1
                framesComposited += 1
                onFrame?(Frame(pixels: pixels, width: width, height: height, bytesPerRow: bytesPerRow,
                               damage: layers.lastDamage, size: size, resized: false, isComposited: true))
            }
        } catch {
            onError?(error)
        }
    }

    private var size: Size?

    /// Keeps a frame coming at the compositor's interval while a motion runs,
    /// and none once nothing does.
    private func scheduleComposite() {
        guard let compositor, layers.isMoving(at: compositor.now()) else {
            compositeTimer?.cancel()
            compositeTimer = nil
            return
        }
        guard compositeTimer == nil else { return }
        let timer = DispatchSource.makeTimerSource(queue: .main)
        let micros = Int(max(1_000, TimeSpan(compositor.interval).microseconds))
        timer.schedule(deadline: .now() + .microseconds(micros), repeating: .microseconds(micros))
        timer.setEventHandler { [weak self] in
            MainActor.assumeIsolated {
                guard let self, let compositor = self.compositor else { return }
                self.composite(at: compositor.now())
                if !self.layers.isMoving(at: compositor.now()) {
                    self.compositeTimer?.cancel()
                    self.compositeTimer = nil
                }
            }
        }
        compositeTimer = timer
        timer.resume()
    }

    public func accessibilityChanged(_ change: AccessibilityChange) {
        onAccessibility?(change)
    }

    public func perform(_ request: HostRequest, focus: AccessibilityElement?) {
        onRequest?(request)
    }
}
