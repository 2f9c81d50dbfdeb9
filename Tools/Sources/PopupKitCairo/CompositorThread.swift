import Foundation
import PopupKitCore
import PopupKitLayers
import PopupKitStage

/// A render server on a thread of its own: it takes the layer transactions the
/// main actor commits, keeps the layers (a ``LayeredRenderer`` drawing with a
/// renderer of its own) and, while a declared motion runs, composites a frame at
/// the display's rate on the center's clock, whatever the main actor is doing.
///
/// This is what Core Animation's render server does for an iOS app: a spinner
/// shown before synchronous work keeps turning, and a fade keeps fading, while
/// the main thread is busy. The main actor's share is one ``commit(_:)`` per
/// change, which only queues the transaction.
///
/// Every frame is handed to `present` on the thread, its pixels lent for the
/// call: a window sends them to the screen from there, on a connection of its
/// own. The thread sleeps while nothing moves and no transaction waits (idle is
/// no frames), and wakes at once for a transaction.
///
/// The layers, the renderer and `present` belong to the thread from
/// ``start()`` on; everything else here may be called from any thread. The
/// thread keeps the compositor alive until ``stop()``.
public final class CompositorThread: @unchecked Sendable {
    /// One composited frame, lent for the duration of `present`.
    public typealias Frame = CompositedFrame

    /// What the thread drew so far.
    public struct Counts: Hashable, Sendable {
        /// Frames handed to `present`.
        public var frames = 0
        /// Of those, frames composited between transactions, for motions.
        public var composited = 0
        /// Group layers drawn (``LayeredRenderer/Statistics/layersDrawn``).
        public var layersDrawn = 0
        /// Transactions applied.
        public var transactions = 0
    }

    /// The time between two frames while something moves.
    public let interval: Duration

    private let condition = NSCondition()
    // Guarded by `condition`.
    private var waiting: [LayerTransaction] = []
    private var wholeFrameWanted = false
    private var stopping = false
    private var running = false
    private var busy = false
    private var counts = Counts()
    private var now: @Sendable () -> Instant
    private var exited = false

    // The thread's own, from start() on.
    private let layers: LayeredRenderer
    private let present: (Frame) -> Void
    private let onError: @Sendable (any Error) -> Void

    /// - Parameters:
    ///   - renderer: draws the layers; the thread's from now on, used nowhere
    ///     else (a ``CairoRenderer/twin()`` of the one that measures for layout).
    ///   - resamplesLayers: as ``LayeredRenderer/resamplesLayers``.
    ///   - interval: the time between frames while a motion runs (60 Hz by default).
    ///   - now: the center's clock, read on the thread.
    ///   - present: receives every frame, on the thread; what it uses is the
    ///     thread's from now on.
    ///   - onError: told, on the thread, when a frame cannot be drawn.
    public init(renderer: CairoRenderer, resamplesLayers: Bool = true,
                interval: Duration = .microseconds(16_667),
                now: @escaping @Sendable () -> Instant,
                present: @escaping (Frame) -> Void,
                onError: @escaping @Sendable (any Error) -> Void) {
        layers = LayeredRenderer(renderer: renderer)
        layers.resamplesLayers = resamplesLayers
        self.interval = max(.milliseconds(1), interval)
        self.now = now
        self.present = present
        self.onError = onError
    }

    /// Starts the thread (once).
    public func start() {
        condition.withLock {
            guard !running, !stopping else { return }
            running = true
            let thread = Thread { [self] in run() }
            thread.name = "PopupKit compositor"
            // The display's frames come before background work.
            thread.qualityOfService = .userInteractive
            thread.start()
        }
    }

    /// Queues a transaction; the thread applies it and composites a frame at once.
    public func commit(_ transaction: LayerTransaction) {
        condition.withLock {
            waiting.append(transaction)
            condition.signal()
        }
    }

    /// Asks for the kept frame again, whole (a window that lost its pixels).
    public func presentWholeFrame() {
        condition.withLock {
            wholeFrameWanted = true
            condition.signal()
        }
    }

    /// Reads the center's clock from `now` on (another center was attached).
    public func setClock(_ now: @escaping @Sendable () -> Instant) {
        condition.withLock {
            self.now = now
            condition.signal()
        }
    }

    /// What the thread drew so far.
    public var drawn: Counts { condition.withLock { counts } }

    /// Waits until every queued transaction has been applied and its frame
    /// presented (a test's, or a window's before it closes).
    public func waitUntilApplied() {
        condition.withLock {
            while running, !exited, !waiting.isEmpty || busy || wholeFrameWanted { condition.wait() }
        }
    }

    /// Stops the thread and waits for it to end: no frame is presented after it.
    public func stop() {
        condition.withLock {
            stopping = true
            condition.broadcast()
            while running, !exited { condition.wait() }
        }
    }

    /// The thread: waits for a transaction or the next frame of a motion, draws,
    /// presents, and sleeps while nothing moves.
    private func run() {
        var nextFrame: ContinuousClock.Instant?
        let clock = ContinuousClock()
        while true {
            condition.lock()
            while !stopping, waiting.isEmpty, !wholeFrameWanted {
                guard let due = nextFrame else {
                    condition.wait()
                    continue
                }
                let remaining = clock.now.duration(to: due)
                if remaining <= .zero { break }
                _ = condition.wait(until: Date(timeIntervalSinceNow: Self.seconds(remaining)))
            }
            if stopping {
                exited = true
                condition.broadcast()
                condition.unlock()
                return
            }
            let transactions = waiting
            let whole = wholeFrameWanted
            waiting = []
            wholeFrameWanted = false
            busy = true
            let read = now
            condition.unlock()

            let started = clock.now
            let presented = draw(transactions, whole: whole, now: read)
            // Another frame while the last one showed a motion mid-way (the one
            // after it shows where it ends).
            let moving = layers.isMoving(at: layers.composedAt ?? read())
            nextFrame = moving ? started.advanced(by: interval) : nil

            condition.withLock {
                counts.frames += presented.frames
                counts.composited += presented.composited
                counts.transactions += transactions.count
                counts.layersDrawn = layers.statistics.layersDrawn
                busy = false
                condition.broadcast()
            }
        }
    }

    /// Applies the transactions (each a frame, as the driver committed them) or,
    /// with none, composites the motions at the clock's now.
    private func draw(_ transactions: [LayerTransaction], whole: Bool, now read: () -> Instant)
        -> (frames: Int, composited: Int) {
        var frames = 0, composited = 0
        do {
            for transaction in transactions {
                // Shown now: an earlier scene's transaction (an image that arrived
                // redraws the last scene) plays its motions to the clock's instant.
                var transaction = transaction
                transaction.time = max(transaction.time, read())
                try layers.commit(transaction) { pixels, width, height, bytesPerRow in
                    present(Frame(pixels: pixels, width: width, height: height, bytesPerRow: bytesPerRow,
                                  damage: transaction.resized ? nil : layers.lastDamage, size: transaction.size,
                                  resized: transaction.resized, isComposited: false))
                }
                frames += 1
            }
            if transactions.isEmpty, !whole, layers.isMoving(at: layers.composedAt ?? read()) {
                try layers.composite(at: read()) { pixels, width, height, bytesPerRow in
                    present(Frame(pixels: pixels, width: width, height: height, bytesPerRow: bytesPerRow,
                                  damage: layers.lastDamage, size: layers.sceneSize, resized: false, isComposited: true))
                }
                frames += 1
                composited += 1
            }
            if whole {
                let size = layers.sceneSize
                let sent: Void? = layers.withFrame { pixels, width, height, bytesPerRow in
                    present(Frame(pixels: pixels, width: width, height: height, bytesPerRow: bytesPerRow,
                                  damage: nil, size: size, resized: false, isComposited: false))
                }
                if sent != nil { frames += 1 }
            }
        } catch {
            onError(error)
        }
        return (frames, composited)
    }

    private static func seconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    }
}
