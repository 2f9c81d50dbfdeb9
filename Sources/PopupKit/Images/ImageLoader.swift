import Foundation
import PopupKitCore

/// Loads notices' images from `http`/`https` URLs (WPToastManager's `imageURL`)
/// off the main actor, and keeps them in memory by URL, within a byte budget.
///
/// The URL comes from a payload and the server may be anyone's, so every cost is
/// bounded before it is paid:
///
/// - **One request per URL**: notices that share a URL share its download; the
///   image is decoded once (off the main actor).
/// - **Bounded download**: an answer larger than ``maximumBytes`` is stopped there
///   (its memory too, on Linux), and the whole download must end within
///   ``timeout`` (a server that drips bytes cannot hold it).
/// - **Bounded decode**: the size in pixels is read from the image's header
///   (``ImageHeader``: PNG, JPEG, GIF, WebP) and an image of more than
///   ``maximumPixels`` is refused before `decode` allocates anything
///   (``EngineWarning/ImageProblem/tooManyPixels(width:height:limit:)``); an
///   answer whose size cannot be read is ``EngineWarning/ImageProblem/undecodable``.
/// - **Bounded cache**: decoded images are kept up to ``maximumCacheBytes``
///   (4 bytes a pixel), least recently used first out; an evicted URL is simply
///   loaded again when a notice asks for it. The image asked for last is always
///   kept, so a single image larger than the budget still shows.
/// - **Purged on demand**: ``purge(keeping:)`` lets every decoded image go but
///   the ones a host still shows (memory pressure, the app in the background).
/// - **Failures are remembered**: an unreachable host, a status other than 2xx,
///   too large, too slow, too many pixels or bytes that do not decode leave the
///   URL failed. A failed URL is not requested again until ``retryAfter`` has
///   passed since the failure, and then only when a notice asks for it again (no
///   background retries); `nil` never retries.
/// - **Nothing waits for it**: ``image(for:)`` answers at once (the image, or
///   `nil` and the download starts), so drawing never blocks; a notice's lifecycle
///   does not depend on its image.
/// - **Reports**: ``onFinish`` runs on the main actor when a download ends,
///   loaded or failed; a host redraws the notices that show the URL, or reports
///   ``EngineWarning/Kind-swift.enum/imageUnavailable(url:_:)``.
///
/// ```swift
/// let loader = ImageLoader(decode: CairoImage.png)
/// renderer.urlImage = { loader.image(for: $0) }
/// loader.onFinish = { url, outcome in /* redraw, or warn */ }
/// ```
public final class ImageLoader<Image: Sendable>: Sendable {
    /// How a download ended.
    public enum Outcome: Sendable {
        case loaded(Image)
        case failed(EngineWarning.ImageProblem)
    }

    /// What the loader knows about one URL.
    private enum Entry {
        case loading(Task<Outcome, Never>)
        /// `bytes`: what the decoded image holds; `used`: when it was last asked for.
        case loaded(Image, bytes: Int, used: UInt64)
        /// `at`: when it failed, as time since the loader was made (``elapsed``).
        case failed(EngineWarning.ImageProblem, at: Duration)
    }

    private struct State {
        var entries: [String: Entry] = [:]
        var requests = 0
        /// Bytes of the loaded images kept.
        var cachedBytes = 0
        /// Counts look-ups, to order the loaded images by last use.
        var tick: UInt64 = 0
        var onFinish: (@MainActor @Sendable (String, Outcome) -> Void)?
    }

    /// The largest answer accepted, in bytes (10 MiB by default).
    public let maximumBytes: Int
    /// The most pixels an image may have (``ImageHeader/defaultPixelBudget``, 16 M
    /// by default: 64 MiB decoded).
    public let maximumPixels: Int
    /// The bytes of decoded images kept (4 bytes a pixel; 128 MiB by default: two
    /// images at the pixel budget, or thousands of banner icons).
    public let maximumCacheBytes: Int
    /// How long a failed URL is left alone before a notice may request it again;
    /// `nil`: never again (for this loader).
    public let retryAfter: Duration?
    /// How long a whole download may take, from the request to the last byte.
    public let timeout: Duration
    private let clock: any Clock<Duration>
    /// Time on `clock` since the loader was made: failures are remembered at
    /// offsets, since an instant of a clock known only as `any Clock` cannot be
    /// kept and compared.
    private let elapsed: @Sendable () -> Duration
    private let decode: @Sendable (Data) -> Image?
    private let state = Locked(State())

    /// - Parameters:
    ///   - maximumBytes: the largest answer accepted (10 MiB).
    ///   - maximumPixels: the most pixels an image may have (16 M, 4096 × 4096).
    ///   - maximumCacheBytes: the bytes of decoded images kept (128 MiB).
    ///   - retryAfter: how long a failed URL is left alone (1 minute); `nil` never retries.
    ///   - timeout: how long a whole download may take (30 seconds).
    ///   - clock: the clock ``timeout`` and ``retryAfter`` are measured on (a test
    ///     clock in tests).
    ///   - decode: turns the bytes into an image (`nil`: not decodable), called off the main actor.
    public init(maximumBytes: Int = 10 * 1024 * 1024, maximumPixels: Int = ImageHeader.defaultPixelBudget,
                maximumCacheBytes: Int = 128 * 1024 * 1024, retryAfter: Duration? = .seconds(60),
                timeout: Duration = .seconds(30), clock: any Clock<Duration> = ContinuousClock(),
                decode: @escaping @Sendable (Data) -> Image?) {
        self.maximumBytes = max(0, maximumBytes)
        self.maximumPixels = max(0, maximumPixels)
        self.maximumCacheBytes = max(0, maximumCacheBytes)
        self.retryAfter = retryAfter
        self.timeout = max(.zero, timeout)
        self.clock = clock
        self.elapsed = Self.stopwatch(clock)
        self.decode = decode
    }

    /// Runs on the main actor when a download ends, before ``load(_:)`` returns
    /// its outcome.
    public var onFinish: (@MainActor @Sendable (String, Outcome) -> Void)? {
        get { state.withLock { $0.onFinish } }
        set { state.withLock { $0.onFinish = newValue } }
    }

    /// Requests sent so far (a URL shared by many notices counts once; an evicted
    /// URL asked for again counts again).
    public var requestCount: Int { state.withLock { $0.requests } }

    /// Bytes of the decoded images kept now (at most ``maximumCacheBytes``, unless
    /// the one image kept is larger).
    public var cachedBytes: Int { state.withLock { $0.cachedBytes } }

    /// The image at `url` if it has arrived; otherwise `nil`, and its download
    /// starts unless one is under way or the URL failed less than ``retryAfter``
    /// ago (or was evicted). Never blocks.
    /// - Complexity: O(1) (a dictionary look-up).
    public func image(for url: String) -> Image? {
        switch entry(for: url) {
        case .loaded(let image, _, _): image
        case .loading, .failed: nil
        }
    }

    /// The outcome for `url`: the image, or why there is none. Starts the download
    /// as ``image(for:)`` does and waits for it (a failure still remembered is
    /// answered at once); ``onFinish`` has run when it returns.
    public func load(_ url: String) async -> Outcome {
        switch entry(for: url) {
        case .loaded(let image, _, _): .loaded(image)
        case .failed(let problem, _): .failed(problem)
        case .loading(let task): await task.value
        }
    }

    /// The entry for `url`, starting its download when it has none or its failure
    /// is old enough; a loaded one is marked as just used.
    private func entry(for url: String) -> Entry {
        state.withLock { state in
            if let entry = state.entries[url] {
                switch entry {
                case let .loaded(image, bytes, _):
                    state.tick += 1
                    state.entries[url] = .loaded(image, bytes: bytes, used: state.tick)
                    return entry
                case .failed(_, let at):
                    guard let retryAfter, elapsed() - at >= retryAfter else { return entry }
                case .loading:
                    return entry
                }
            }
            state.requests += 1
            let task = Task.detached { [self] in await fetch(url) }
            let entry = Entry.loading(task)
            state.entries[url] = entry
            return entry
        }
    }

    /// Downloads, measures and decodes `url`, records the outcome and reports it.
    private func fetch(_ url: String) async -> Outcome {
        let outcome: Outcome
        var bytes = 0
        if let address = URL(string: url), ["http", "https"].contains(address.scheme?.lowercased() ?? ""),
           address.host != nil {
            switch await CappedDownload.data(at: address, limit: maximumBytes, deadline: timeout, clock: clock).result {
            case .success(let data):
                if let header = ImageHeader(data) {
                    if header.pixels > maximumPixels {
                        outcome = .failed(.tooManyPixels(width: header.width, height: header.height, limit: maximumPixels))
                    } else {
                        bytes = header.pixels * 4
                        outcome = decode(data).map { .loaded($0) } ?? .failed(.undecodable)
                    }
                } else {
                    outcome = .failed(.undecodable)
                }
            case .failure(let problem):
                outcome = .failed(problem)
            }
        } else {
            outcome = .failed(.invalidURL)
        }
        let handler = state.withLock { state in
            switch outcome {
            case .loaded(let image):
                state.tick += 1
                state.entries[url] = .loaded(image, bytes: bytes, used: state.tick)
                state.cachedBytes += bytes
                evict(keeping: url, in: &state)
            case .failed(let problem):
                state.entries[url] = .failed(problem, at: elapsed())
            }
            return state.onFinish
        }
        if let handler { await handler(url, outcome) }
        return outcome
    }

    /// Lets the decoded images go, but those at `urls` (what the notices on screen
    /// show, so a redraw does not fall back to a placeholder): what a host does
    /// under memory pressure and when the app goes to the background. A dropped
    /// URL is loaded again when a notice asks for it. Downloads under way go on,
    /// and failures stay remembered (a purge is no reason to ask a failing server
    /// again).
    /// - Returns: how many images were let go.
    /// - Complexity: O(n) in the URLs known.
    @discardableResult
    public func purge(keeping urls: Set<String>) -> Int {
        state.withLock { state in
            var dropped = 0
            for (url, entry) in state.entries where !urls.contains(url) {
                guard case .loaded(_, let bytes, _) = entry else { continue }
                state.entries[url] = nil
                state.cachedBytes -= bytes
                dropped += 1
            }
            return dropped
        }
    }

    /// Reads the time on `clock` since this call.
    private static func stopwatch<C: Clock<Duration>>(_ clock: C) -> @Sendable () -> Duration {
        let start = clock.now
        return { start.duration(to: clock.now) }
    }

    /// Drops the least recently used images until the kept ones fit
    /// ``maximumCacheBytes``; `url`, just loaded, stays.
    /// - Complexity: O(n) per image dropped, for n URLs known (a few dozen).
    private func evict(keeping url: String, in state: inout State) {
        while state.cachedBytes > maximumCacheBytes {
            var oldest: (url: String, bytes: Int, used: UInt64)?
            for (key, entry) in state.entries where key != url {
                if case let .loaded(_, bytes, used) = entry, used < oldest?.used ?? .max { oldest = (key, bytes, used) }
            }
            guard let oldest else { return }
            state.entries[oldest.url] = nil
            state.cachedBytes -= oldest.bytes
        }
    }
}
