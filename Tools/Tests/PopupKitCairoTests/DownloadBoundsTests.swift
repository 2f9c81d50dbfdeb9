import FlyingFox
import FlyingSocks
import Foundation
@testable import PopupKit
import Testing

/// A download is bounded in memory and in time whatever the server does: an
/// endless answer ends `tooLarge` holding at most the limit plus one piece, an
/// answer announcing a huge length ends at once, and one that drips ends at the
/// deadline of the whole download. Counts and outcomes are asserted, never times.
@Suite("Download bounds")
struct DownloadBoundsTests {
    /// Bytes of `piece` each, with `pause` before each, `count` of them (`nil`: for ever).
    struct Pieces: AsyncBufferedSequence, AsyncBufferedIteratorProtocol {
        typealias Element = UInt8
        let piece: Int
        let pause: Duration?
        var remaining: Int?

        func makeAsyncIterator() -> Pieces { self }

        mutating func next() async throws -> UInt8? {
            try await nextBuffer(suggested: 1)?.first
        }

        mutating func nextBuffer(suggested count: Int) async throws -> [UInt8]? {
            if remaining == 0 { return nil }
            if let pause { try await Task.sleep(for: pause) }
            remaining = remaining.map { $0 - 1 }
            return [UInt8](repeating: 0x41, count: Swift.max(1, Swift.min(piece, count)))
        }
    }

    /// A loopback server: `/endless` (chunked, for ever), `/announced` (a terabyte
    /// announced and sent for ever) and `/drip` (one byte every 0.1 s, 200 of them).
    static func server() async throws -> (HTTPServer, Task<Void, any Error>, String) {
        let server = HTTPServer(address: try .inet(ip4: "127.0.0.1", port: 0), timeout: 5, logger: DisabledLogger.disabled)
        await server.appendRoute("GET /endless") { _ in
            HTTPResponse(statusCode: .ok, headers: [.contentType: "image/png"],
                         body: HTTPBodySequence(from: Pieces(piece: 64 * 1024, pause: nil)))
        }
        await server.appendRoute("GET /announced") { _ in
            HTTPResponse(statusCode: .ok, headers: [.contentType: "image/png"],
                         body: HTTPBodySequence(from: Pieces(piece: 64 * 1024, pause: nil), count: 1 << 40))
        }
        await server.appendRoute("GET /drip") { _ in
            HTTPResponse(statusCode: .ok, headers: [.contentType: "image/png"],
                         body: HTTPBodySequence(from: Pieces(piece: 1, pause: .milliseconds(100), remaining: 200)))
        }
        let running = Task { try await server.run() }
        try await server.waitUntilListening(timeout: 120)
        guard case .ip4(_, let port) = await server.listeningAddress else { throw CocoaError(.featureUnsupported) }
        return (server, running, "http://127.0.0.1:\(port)")
    }

    static let limit = 1024 * 1024

    @Test("An endless chunked answer ends tooLarge, never holding more than the limit plus one piece")
    func endlessChunked() async throws {
        let (server, running, base) = try await Self.server()
        defer { Task { await server.stop(); _ = try? await running.value } }
        let report = await CappedDownload.data(at: try #require(URL(string: base + "/endless")), limit: Self.limit,
                                               deadline: URLImageTests.timeout)
        guard case .failure(.tooLarge(limit: Self.limit)) = report.result else {
            Issue.record("\(report.result)")
            return
        }
        #expect(report.peakHeldBytes > 0)
        #expect(report.peakHeldBytes <= Self.limit + report.largestPiece)
    }

    @Test("An answer announcing a terabyte ends tooLarge before its body is read")
    func announcedTooLarge() async throws {
        let (server, running, base) = try await Self.server()
        defer { Task { await server.stop(); _ = try? await running.value } }
        let report = await CappedDownload.data(at: try #require(URL(string: base + "/announced")), limit: Self.limit,
                                               deadline: URLImageTests.timeout)
        guard case .failure(.tooLarge(limit: Self.limit)) = report.result else {
            Issue.record("\(report.result)")
            return
        }
        #expect(report.peakHeldBytes <= Self.limit)
    }

    @Test("An answer that drips a byte every 0.1 s ends at the whole download's deadline, through the loader too")
    func dripEndsAtTheDeadline() async throws {
        let (server, running, base) = try await Self.server()
        defer { Task { await server.stop(); _ = try? await running.value } }
        let report = await CappedDownload.data(at: try #require(URL(string: base + "/drip")), limit: Self.limit,
                                               deadline: .milliseconds(500))
        guard case .failure(.timedOut(seconds: 0.5)) = report.result else {
            Issue.record("\(report.result)")
            return
        }
        let loader = ImageLoader<Data>(timeout: .milliseconds(500)) { $0 }
        let outcome = await loader.load(base + "/drip")
        guard case .failed(.timedOut(seconds: 0.5)) = outcome else {
            Issue.record("the loader's download did not time out: \(outcome)")
            return
        }
    }
}
