import FlyingFox
import FlyingSocks
import Foundation
import PopupKit

/// A loopback HTTP server for image tests: serves the bodies it is given by path,
/// answers 404 for any other path, and counts the requests per path.
final class ImageServer: Sendable {
    private let server: HTTPServer
    private let counts = Counts()
    /// `http://127.0.0.1:PORT`.
    let base: String
    private let running: Task<Void, any Error>

    /// Starts a server on a free loopback port with `files` (path → body).
    init(files: [String: Data]) async throws {
        let server = HTTPServer(address: try .inet(ip4: "127.0.0.1", port: 0), timeout: 5, logger: DisabledLogger.disabled)
        let counts = counts
        await server.appendRoute("GET /*") { request in
            counts.add(request.path)
            guard let body = files[request.path] else { return HTTPResponse(statusCode: .notFound) }
            return HTTPResponse(statusCode: .ok, headers: [.contentType: "image/png"], body: body)
        }
        self.server = server
        running = Task { try await server.run() }
        // Generous: a full parallel test run can keep the server's task waiting for a while.
        try await server.waitUntilListening(timeout: 120)
        guard case .ip4(_, let port) = await server.listeningAddress else {
            throw CocoaError(.featureUnsupported)
        }
        base = "http://127.0.0.1:\(port)"
    }

    /// The URL of `path` on this server.
    func url(_ path: String) -> String { base + path }

    /// How many requests `path` received.
    func requests(_ path: String) -> Int { counts.count(path) }

    /// Stops listening: the port is closed afterwards.
    func stop() async {
        await server.stop()
        _ = try? await running.value
    }

    /// A URL on a loopback port nothing listens on: a server's port, once it stopped.
    static func closedPortURL() async throws -> String {
        let server = try await ImageServer(files: [:])
        await server.stop()
        return server.url("/gone.png")
    }

    private final class Counts: @unchecked Sendable {
        private let lock = NSLock()
        private var values: [String: Int] = [:]

        func add(_ path: String) { lock.withLock { values[path, default: 0] += 1 } }
        func count(_ path: String) -> Int { lock.withLock { values[path, default: 0] } }
    }
}
