import Foundation
import PopupKit
@testable import PopupKitCairo
import Testing
import PopupKitStage

/// An image's cost is bounded before it is paid: its size in pixels is read from
/// its header and checked before decoding; a name from a payload is looked up
/// only inside the image directories; and the loader keeps decoded images within
/// a byte budget. Everything asserted is a size or a count.
@Suite("Image bounds")
struct ImageBoundsTests {
    /// The first bytes of a PNG whose header says `width` × `height` (the rest is missing).
    static func pngHeader(width: UInt32, height: UInt32) -> Data {
        var bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13] + Array("IHDR".utf8)
        for value in [width, height] { bytes += [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: value >> $0) } }
        return Data(bytes + [8, 6, 0, 0, 0, 0, 0, 0, 0])
    }

    @Test("Sizes are read from PNG, JPEG, GIF and WebP headers; anything else or a cut header is nil")
    func headers() throws {
        let png = try Bitmap(width: 3, height: 2).pngData()
        #expect(ImageHeader(png) == ImageHeader(format: .png, width: 3, height: 2))
        #expect(ImageHeader(Self.pngHeader(width: 16000, height: 16000))?.pixels == 256_000_000)
        // JPEG: start of image, an APP0 segment of 16 bytes, then a baseline frame header.
        let jpeg: [UInt8] = [0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x10] + Array(repeating: 0, count: 14)
            + [0xFF, 0xC0, 0x00, 0x11, 0x08, 0x01, 0xE0, 0x02, 0x80, 0x03]
        #expect(ImageHeader(jpeg) == ImageHeader(format: .jpeg, width: 640, height: 480))
        let gif: [UInt8] = Array("GIF89a".utf8) + [0x2C, 0x01, 0xC8, 0x00]
        #expect(ImageHeader(gif) == ImageHeader(format: .gif, width: 300, height: 200))
        let riff: [UInt8] = Array("RIFF".utf8) + [0, 0, 0, 0] + Array("WEBP".utf8)
        let lossy = riff + Array("VP8 ".utf8) + [0, 0, 0, 0, 0, 0, 0, 0x9D, 0x01, 0x2A, 0x90, 0x01, 0x2C, 0x01]
        #expect(ImageHeader(lossy) == ImageHeader(format: .webp, width: 400, height: 300))
        // Lossless: 14 bits of width − 1 (99), then 14 bits of height − 1 (49).
        let bits = UInt32(99) | UInt32(49) << 14
        let lossless = riff + Array("VP8L".utf8) + [0, 0, 0, 0, 0x2F] + [0, 8, 16, 24].map { UInt8(truncatingIfNeeded: bits >> $0) }
        #expect(ImageHeader(lossless) == ImageHeader(format: .webp, width: 100, height: 50))
        let extended = riff + Array("VP8X".utf8) + [0, 0, 0, 0, 0, 0, 0, 0] + [0x7F, 0x3E, 0x00, 0x7F, 0x3E, 0x00]
        #expect(ImageHeader(extended) == ImageHeader(format: .webp, width: 16000, height: 16000))
        #expect(ImageHeader(Data("not an image".utf8)) == nil)
        #expect(ImageHeader(png.prefix(20)) == nil)
        #expect(ImageHeader(Array(jpeg.prefix(24))) == nil)
        #expect(ImageHeader(Self.pngHeader(width: 0, height: 5)) == nil)
    }

    @Test("A URL image of 16,000 × 16,000 pixels is refused from its header, before decoding")
    func tooManyPixelsByURL() async throws {
        let server = try await ImageServer(files: ["/huge.png": Self.pngHeader(width: 16000, height: 16000),
                                                  "/small.png": try URLImageTests.png()])
        defer { Task { await server.stop() } }
        let decoded = Counter()
        let loader = ImageLoader(timeout: URLImageTests.timeout) { data in
            decoded.add()
            return CairoImage.png(data)
        }
        guard case .failed(let problem) = await loader.load(server.url("/huge.png")) else {
            Issue.record("the huge image loaded")
            return
        }
        #expect(problem == .tooManyPixels(width: 16000, height: 16000, limit: 4096 * 4096))
        #expect(decoded.value == 0)
        guard case .loaded = await loader.load(server.url("/small.png")) else {
            Issue.record("the small image failed")
            return
        }
        #expect(decoded.value == 1)
    }

    @Test("Decoded images are kept within maximumCacheBytes, least recently used out; an evicted URL loads again")
    func cacheIsBoundedLRU() async throws {
        let png = try URLImageTests.png()  // 76 × 76 pixels: 23,104 bytes decoded
        let server = try await ImageServer(files: ["/a.png": png, "/b.png": png, "/c.png": png])
        defer { Task { await server.stop() } }
        let one = 76 * 76 * 4
        let loader = ImageLoader(maximumCacheBytes: 2 * one, timeout: URLImageTests.timeout, decode: CairoImage.png)
        let a = server.url("/a.png"), b = server.url("/b.png"), c = server.url("/c.png")
        _ = await loader.load(a)
        _ = await loader.load(b)
        #expect(loader.image(for: a) != nil)  // a is now used more recently than b
        _ = await loader.load(c)
        #expect(loader.cachedBytes == 2 * one)
        #expect(loader.image(for: a) != nil && loader.image(for: c) != nil)
        #expect(loader.image(for: b) == nil)  // evicted: asking starts its download again
        _ = await loader.load(b)
        #expect(loader.image(for: b) != nil)
        #expect(loader.cachedBytes == 2 * one)
        #expect(server.requests("/b.png") == 2 && server.requests("/a.png") == 1)
        #expect(loader.requestCount == 4)
    }

    @Test("A purge lets every decoded image go but the ones kept; failures stay remembered; a dropped URL loads again")
    func purgeKeepsWhatShows() async throws {
        let png = try URLImageTests.png()
        let server = try await ImageServer(files: ["/a.png": png, "/b.png": png])
        defer { Task { await server.stop() } }
        let one = 76 * 76 * 4
        let loader = ImageLoader(retryAfter: nil, timeout: URLImageTests.timeout, decode: CairoImage.png)
        let a = server.url("/a.png"), b = server.url("/b.png"), missing = server.url("/missing.png")
        _ = await loader.load(a)
        _ = await loader.load(b)
        _ = await loader.load(missing)
        #expect(loader.cachedBytes == 2 * one)
        #expect(loader.purge(keeping: [a]) == 1)
        #expect(loader.cachedBytes == one)
        #expect(loader.image(for: a) != nil, "kept: a notice on screen shows it")
        #expect(loader.image(for: missing) == nil && server.requests("/missing.png") == 1, "a failure is not asked again")
        _ = await loader.load(b)
        #expect(server.requests("/b.png") == 2 && loader.image(for: b) != nil, "the dropped URL loaded again")
        #expect(loader.purge(keeping: []) == 2 && loader.cachedBytes == 0)
    }

    @Test("An image name that is absolute or has .. is refused with a warning and drawn as missing",
          arguments: ["ABSOLUTE", "../DIRECTORY/avatar.png", "sub/../../DIRECTORY/avatar.png"])
    func namesStayInTheImageDirectories(_ pattern: String) throws {
        try FontConfiguration.install()
        let directory = URL(fileURLWithPath: Fixture.imageDirectory)
        let name = pattern.replacingOccurrences(of: "ABSOLUTE", with: directory.appendingPathComponent("avatar.png").path)
            .replacingOccurrences(of: "DIRECTORY", with: directory.lastPathComponent)
        // The names are looked up from a folder beside the image folder, so ".." would reach it.
        let beside = directory.deletingLastPathComponent().appendingPathComponent("beside-\(getpid())").path
        try FileManager.default.createDirectory(atPath: beside + "/sub", withIntermediateDirectories: true)
        let renderer = try CairoRenderer(scale: 1, background: .color(Fixture.backgroundColor), imageSearchPaths: [beside])
        var problems: [String] = []
        renderer.onImageProblem = { name, problem in problems.append("\(name): \(problem)") }
        let slot = Rect(x: 8, y: 8, width: 64, height: 64)
        func centre(_ name: String) throws -> Pixel {
            let scene = RenderScene(size: Size(width: 80, height: 80), time: .zero, nodes: [.image(ImageNode(name: name, rect: slot))])
            return try renderer.render(scene).pixel(x: 40, y: 50)
        }
        let missing = try centre("no-such-image")
        #expect(problems.isEmpty)  // a name not found is not refused
        #expect(try centre(name) == missing)
        #expect(try centre(name) == missing)
        #expect(problems == ["\(name): nameNotAllowed"])  // once per name
        // The same file by a name inside the search directories is drawn.
        let inside = try CairoRenderer(scale: 1, background: .color(Fixture.backgroundColor),
                                       imageSearchPaths: [Fixture.imageDirectory])
        let scene = RenderScene(size: Size(width: 80, height: 80), time: .zero, nodes: [.image(ImageNode(name: "avatar.png", rect: slot))])
        #expect(try inside.render(scene).pixel(x: 40, y: 50) != missing)
    }

    @Test("A named PNG file of more than 16 M pixels is refused from its header, with a warning")
    func tooManyPixelsByName() throws {
        try FontConfiguration.install()
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("huge-image-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try Self.pngHeader(width: 5000, height: 5000).write(to: directory.appendingPathComponent("huge.png"))
        let renderer = try CairoRenderer(scale: 1, imageSearchPaths: [directory.path])
        var problems: [EngineWarning.ImageProblem] = []
        renderer.onImageProblem = { _, problem in problems.append(problem) }
        let scene = RenderScene(size: Size(width: 40, height: 40), time: .zero,
                          nodes: [.image(ImageNode(name: "huge", rect: Rect(x: 0, y: 0, width: 40, height: 40)))])
        _ = try renderer.render(scene)
        #expect(problems == [.tooManyPixels(width: 5000, height: 5000, limit: 4096 * 4096)])
    }

    final class Counter: @unchecked Sendable {
        private let lock = NSLock()
        private var count = 0
        func add() { lock.withLock { count += 1 } }
        var value: Int { lock.withLock { count } }
    }
}
