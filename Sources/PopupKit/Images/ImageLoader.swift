import Foundation
import PopupKitCore

/// Loads notices' images from `http`/`https` URLs (WPToastManager's `imageURL`)
/// off the main actor, and keeps them in memory by URL.
///
/// - **One request per URL**: notices that share a URL share its download; the
///   image is decoded once (off the main actor) and kept for the loader's life.
/// - **Failures are remembered**: an unreachable host, a status other than 2xx,
///   an answer larger than ``maximumBytes`` (the download stops there) or bytes
///   that do not decode leave the URL failed. A failed URL is not requested again
///   until ``retryAfter`` has passed since the failure, and then only when a
///   notice asks for it again (no background retries); `nil` never retries.
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
        case loaded(Image)
        case failed(EngineWarning.ImageProblem, at: ContinuousClock.Instant)
    }

    private struct State {
        var entries: [String: Entry] = [:]
        var requests = 0
        var onFinish: (@MainActor @Sendable (String, Outcome) -> Void)?
    }

    /// The largest answer accepted, in bytes (10 MiB by default).
    public let maximumBytes: Int
    /// How long a failed URL is left alone before a notice may request it again;
    /// `nil`: never again (for this loader).
    public let retryAfter: Duration?
    /// How long a request may wait for an answer.
    public let timeout: Duration
    private let decode: @Sendable (Data) -> Image?
    private let state = Locked(State())

    /// - Parameters:
    ///   - maximumBytes: the largest answer accepted (10 MiB).
    ///   - retryAfter: how long a failed URL is left alone (1 minute); `nil` never retries.
    ///   - timeout: how long a request may wait for an answer (30 seconds).
    ///   - decode: turns the bytes into an image (`nil`: not decodable), called off the main actor.
    public init(maximumBytes: Int = 10 * 1024 * 1024, retryAfter: Duration? = .seconds(60),
                timeout: Duration = .seconds(30), decode: @escaping @Sendable (Data) -> Image?) {
        self.maximumBytes = max(0, maximumBytes)
        self.retryAfter = retryAfter
        self.timeout = timeout
        self.decode = decode
    }

    /// Runs on the main actor when a download ends, before ``load(_:)`` returns
    /// its outcome.
    public var onFinish: (@MainActor @Sendable (String, Outcome) -> Void)? {
        get { state.withLock { $0.onFinish } }
        set { state.withLock { $0.onFinish = newValue } }
    }

    /// Requests sent so far (a URL shared by many notices counts once).
    public var requestCount: Int { state.withLock { $0.requests } }

    /// The image at `url` if it has arrived; otherwise `nil`, and its download
    /// starts unless one is under way or the URL failed less than ``retryAfter``
    /// ago. Never blocks.
    /// - Complexity: O(1) (a dictionary look-up).
    public func image(for url: String) -> Image? {
        switch entry(for: url) {
        case .loaded(let image): image
        case .loading, .failed: nil
        }
    }

    /// The outcome for `url`: the image, or why there is none. Starts the download
    /// as ``image(for:)`` does and waits for it (a failure still remembered is
    /// answered at once); ``onFinish`` has run when it returns.
    public func load(_ url: String) async -> Outcome {
        switch entry(for: url) {
        case .loaded(let image): .loaded(image)
        case .failed(let problem, _): .failed(problem)
        case .loading(let task): await task.value
        }
    }

    /// The entry for `url`, starting its download when it has none or its failure is old enough.
    private func entry(for url: String) -> Entry {
        state.withLock { state in
            if let entry = state.entries[url] {
                guard case .failed(_, let at) = entry, let retryAfter, at.duration(to: .now) >= retryAfter else {
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

    /// Downloads and decodes `url`, records the outcome and reports it.
    private func fetch(_ url: String) async -> Outcome {
        let outcome: Outcome
        if let address = URL(string: url), ["http", "https"].contains(address.scheme?.lowercased() ?? ""),
           address.host != nil {
            switch await CappedDownload.data(at: address, limit: maximumBytes, timeout: timeout) {
            case .success(let data):
                outcome = decode(data).map { .loaded($0) } ?? .failed(.undecodable)
            case .failure(let problem):
                outcome = .failed(problem)
            }
        } else {
            outcome = .failed(.invalidURL)
        }
        let handler = state.withLock { state in
            switch outcome {
            case .loaded(let image): state.entries[url] = .loaded(image)
            case .failed(let problem): state.entries[url] = .failed(problem, at: .now)
            }
            return state.onFinish
        }
        if let handler { await handler(url, outcome) }
        return outcome
    }
}
