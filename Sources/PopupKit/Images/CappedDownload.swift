import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import PopupKitCore

/// One GET of an image's bytes that stops as soon as the answer is larger than a
/// limit, so a huge or endless answer costs at most the limit in memory.
///
/// `URLSession`'s `data(for:)` would hold the whole answer before its size could
/// be checked, and `bytes(for:)` is not available everywhere Foundation is; the
/// session delegate sees each piece as it arrives instead. Each download has a
/// session of its own (image downloads are few) that is invalidated when it ends.
final class CappedDownload: NSObject, URLSessionDataDelegate, @unchecked Sendable {
    typealias Problem = EngineWarning.ImageProblem

    // The delegate's callbacks run one at a time on the session's serial queue;
    // the lock guards the state against the starting thread too.
    private let lock = NSLock()
    private let limit: Int
    private var received = Data()
    private var problem: Problem?
    private var continuation: CheckedContinuation<Result<Data, Problem>, Never>?

    private init(limit: Int) {
        self.limit = limit
    }

    /// The bytes at `url`, or why there are none.
    static func data(at url: URL, limit: Int, timeout: Duration) async -> Result<Data, Problem> {
        let download = CappedDownload(limit: limit)
        let configuration = URLSessionConfiguration.ephemeral
        configuration.timeoutIntervalForRequest = timeout.inSeconds
        configuration.timeoutIntervalForResource = timeout.inSeconds
        let session = URLSession(configuration: configuration, delegate: download, delegateQueue: nil)
        defer { session.finishTasksAndInvalidate() }
        var request = URLRequest(url: url)
        request.timeoutInterval = timeout.inSeconds
        return await withCheckedContinuation { continuation in
            download.lock.withLock { download.continuation = continuation }
            session.dataTask(with: request).resume()
        }
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
        lock.withLock { problem = problem ?? refusal }
        completionHandler(refusal == nil ? .allow : .cancel)
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        let over = lock.withLock {
            guard problem == nil else { return false }
            received.append(data)
            guard received.count > limit else { return false }
            problem = .tooLarge(limit: limit)
            received = Data()
            return true
        }
        if over { dataTask.cancel() }
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        let (continuation, result): (CheckedContinuation<Result<Data, Problem>, Never>?, Result<Data, Problem>) = lock.withLock {
            let result: Result<Data, Problem> = if let problem {
                .failure(problem)
            } else if let error {
                .failure(.unreachable(error.localizedDescription))
            } else if let http = task.response as? HTTPURLResponse, !(200..<300).contains(http.statusCode) {
                .failure(.httpStatus(http.statusCode))
            } else {
                .success(received)
            }
            defer { self.continuation = nil }
            return (self.continuation, result)
        }
        continuation?.resume(returning: result)
    }
}
