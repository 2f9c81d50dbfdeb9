import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
@_spi(Tools) import PopupKitCore

/// One GET of an image's bytes, bounded in memory and in time: it stops as soon
/// as the answer is larger than a limit, and when the whole download has taken
/// longer than a deadline.
///
/// - **Memory.** `URLSession`'s `data(for:)` would hold the whole answer before
///   its size could be checked, and `bytes(for:)` is not available everywhere
///   Foundation is; the session delegate sees each piece as it arrives instead.
///   On Linux, FoundationNetworking queues every piece for the delegate queue
///   without waiting for it to run, so a slow delegate queue can hold gigabytes
///   of an endless answer before the delegate even sees the limit crossed (and
///   it ignores a `.cancel` response disposition). There the delegate runs on
///   the thread that reads the socket (``InlineDelegateQueue``): nothing is
///   queued, bytes past the limit are dropped as they arrive, and the download
///   holds at most the limit plus one piece (``Report/peakHeldBytes``).
/// - **Time.** An idle timeout alone lets a server that sends one byte every
///   few seconds hold a download for ever, so the whole download has a deadline
///   on `clock` (a test clock in tests), after which it ends as
///   ``EngineWarning/ImageProblem/timedOut(seconds:)``.
///
/// A download ends as soon as its outcome is known (too large, too slow): the
/// session is then cancelled and invalidated. Each download has a session of its
/// own (image downloads are few).
final class CappedDownload: NSObject, URLSessionDataDelegate, @unchecked Sendable {
    typealias Problem = EngineWarning.ImageProblem

    /// How a download ended and what it held.
    struct Report: Sendable {
        var result: Result<Data, Problem>
        /// The most bytes the download held at once.
        var peakHeldBytes: Int
        /// The largest piece the session delivered.
        var largestPiece: Int
    }

    // The delegate's callbacks run one at a time (on the session's serial queue, or
    // inline on its reading thread); the lock guards the state against the deadline
    // and the starting thread too.
    private let lock = NSLock()
    private let limit: Int
    private let deadline: Duration
    private var received = Data()
    /// The outcome, once known (it may be known before the caller starts waiting).
    private var outcome: Result<Data, Problem>?
    private var peakHeldBytes = 0
    private var largestPiece = 0
    private var continuation: CheckedContinuation<Result<Data, Problem>, Never>?

    private init(limit: Int, deadline: Duration) {
        self.limit = limit
        self.deadline = deadline
    }

    /// The bytes at `url`, or why there are none, with what the download held.
    /// - Parameters:
    ///   - limit: the largest answer accepted, in bytes.
    ///   - deadline: how long the whole download may take, request to last byte.
    ///   - clock: the clock the deadline is measured on.
    static func data(at url: URL, limit: Int, deadline: Duration,
                     clock: any Clock<Duration> = ContinuousClock()) async -> Report {
        let download = CappedDownload(limit: limit, deadline: deadline)
        // The session's own timeouts only back the deadline up: FoundationNetworking
        // counts them in whole seconds (0.5 s would time out at once).
        let backstop = (deadline.inSeconds + 1).rounded(.up)
        let configuration = URLSessionConfiguration.ephemeral
        configuration.timeoutIntervalForRequest = backstop
        configuration.timeoutIntervalForResource = backstop
        #if canImport(FoundationNetworking)
        let queue: OperationQueue? = InlineDelegateQueue()
        #else
        let queue: OperationQueue? = nil
        #endif
        let session = URLSession(configuration: configuration, delegate: download, delegateQueue: queue)
        var request = URLRequest(url: url)
        request.timeoutInterval = backstop
        let timer = Task {
            try await clock.sleep(for: deadline)
            download.finish(.failure(.timedOut(seconds: deadline.inSeconds)))
        }
        let result = await withCheckedContinuation { continuation in
            let known = download.lock.withLock {
                if download.outcome == nil { download.continuation = continuation }
                return download.outcome
            }
            if let known { continuation.resume(returning: known) } else { session.dataTask(with: request).resume() }
        }
        timer.cancel()
        // Not from inside a delegate callback: a callback may run on the session's
        // own queue, which cancelling waits for.
        session.invalidateAndCancel()
        return download.lock.withLock {
            Report(result: result, peakHeldBytes: download.peakHeldBytes, largestPiece: download.largestPiece)
        }
    }

    /// Ends the download with `result` unless it has ended; later pieces are dropped.
    private func finish(_ result: Result<Data, Problem>) {
        let continuation: CheckedContinuation<Result<Data, Problem>, Never>? = lock.withLock {
            guard outcome == nil else { return nil }
            outcome = result
            received = Data()
            defer { self.continuation = nil }
            return self.continuation
        }
        continuation?.resume(returning: result)
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
                    completionHandler: @escaping @Sendable (URLSession.ResponseDisposition) -> Void) {
        let refusal: Problem? = if let http = response as? HTTPURLResponse, !(200..<300).contains(http.statusCode) {
            .httpStatus(http.statusCode)
        } else if response.expectedContentLength > Int64(limit) {
            .tooLarge(limit: limit)
        } else {
            nil
        }
        // FoundationNetworking ignores the disposition: the refusal ends the download itself.
        if let refusal { finish(.failure(refusal)) }
        completionHandler(refusal == nil ? .allow : .cancel)
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        let over = lock.withLock {
            largestPiece = max(largestPiece, data.count)
            guard outcome == nil else { return false }
            received.append(data)
            peakHeldBytes = max(peakHeldBytes, received.count)
            return received.count > limit
        }
        if over { finish(.failure(.tooLarge(limit: limit))) }
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        let data = lock.withLock { received }
        guard let error else { return finish(.success(data)) }
        // The session's backstop timeout is the deadline too.
        let timedOut = (error as? URLError)?.code == .timedOut
        finish(.failure(timedOut ? .timedOut(seconds: deadline.inSeconds) : .unreachable(error.localizedDescription)))
    }
}

#if canImport(FoundationNetworking)
/// A delegate queue that runs each callback at once, on the thread that delivers
/// it: FoundationNetworking then cannot pile up pieces of an answer faster than
/// the delegate drops them. The callbacks stay one at a time (the session reads
/// on one serial queue) and must not wait for the session (``CappedDownload``
/// only resumes its caller from them).
final class InlineDelegateQueue: OperationQueue, @unchecked Sendable {
    override func addOperation(_ block: @escaping @Sendable () -> Void) {
        block()
    }
}
#endif
