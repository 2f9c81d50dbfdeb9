import Clocks
import Foundation
import PopupKit
import PopupKitCairo
import PopupKitScenario
import Testing
import PopupKitPresentation
@_spi(Tools) import PopupKitStage

/// Banner icons loaded from URLs (WPToastManager's `imageURL`) from a loopback
/// server the test runs: fetched once per URL, drawn in the reserved slot, a
/// placeholder before they arrive and when they fail, and a warning for a failure.
@Suite("Images by URL")
struct URLImageTests {
    /// 76 × 76 pixels (the banner icon, 38 points, at 2×) in four opaque quadrants.
    static let quadrants: Bitmap = {
        var bitmap = Bitmap(width: 76, height: 76)
        let colors: [UInt32] = [0xFFD0_3030, 0xFF30_A040, 0xFF30_50D0, 0xFFE0_C020]
        for y in 0..<76 {
            for x in 0..<76 { bitmap.pixels[y * 76 + x] = colors[(y < 38 ? 0 : 2) + (x < 38 ? 0 : 1)] }
        }
        return bitmap
    }()

    static func png() throws -> Data { try quadrants.pngData() }

    /// Requests wait long: in a full parallel test run the loopback server's tasks
    /// may wait a while for a thread (this bounds a hang; nothing is timed).
    static let timeout = Duration.seconds(120)

    /// Two banners (both visible) showing `image` and `second` (the same by default).
    static func scenario(_ image: String, second: String? = nil, appearance: String = "light") -> String {
        """
        {"container": {"width": 390, "height": 844, "safeArea": {"top": 47, "left": 0, "bottom": 34, "right": 0},
                       "appearance": "\(appearance)"},
         "config": {"banner": {"maxVisible": 2}},
         "events": [
          {"at": 0, "banner": {"id": "a", "title": "Ana", "subtitle": "Lunch at 1?", "imageURL": "\(image)", "duration": "forever"}},
          {"at": 0, "banner": {"id": "b", "title": "Ben", "image": "\(second ?? image)", "duration": "forever"}}
         ]}
        """
    }

    /// The settled scene and layouts of `json`.
    static func play(_ json: String, renderer: CairoRenderer) throws -> (scene: RenderScene, layouts: [NoticePlacement]) {
        let scenario = try Scenario(json: Data(json.utf8))
        let result = ScenarioRunner(scenario, measurer: renderer.textMeasurer).run(until: Instant(seconds: 2))
        #expect(result.warnings.isEmpty, "\(result.warnings)")
        return (result.stage.scene(at: Instant(seconds: 2)), result.stage.layouts().layouts)
    }

    /// A 2× renderer over the test background whose URL images come from `loader`.
    static func renderer(_ loader: ImageLoader<CairoImage>?) throws -> CairoRenderer {
        try FontConfiguration.install()
        let renderer = try CairoRenderer(scale: 2, background: .color(Fixture.backgroundColor),
                                         imageSearchPaths: [Fixture.imageDirectory])
        if let loader { renderer.urlImage = { loader.image(for: $0) } }
        return renderer
    }

    static func icon(_ id: String, in layouts: [NoticePlacement]) throws -> Rect {
        let layout = try #require(layouts.first { $0.id.rawValue == id })
        guard case .banner(let parts) = layout.parts, let icon = parts.icon else {
            Issue.record("banner \(id) has no icon slot")
            return Rect(x: 0, y: 0, width: 0, height: 0)
        }
        return icon
    }

    static func pixel(_ bitmap: Bitmap, _ point: Point) -> Pixel {
        bitmap.pixel(x: Int(point.x * 2), y: Int(point.y * 2))
    }

    /// The largest channel difference between the icon's pixels in `bitmap` and the served PNG.
    static func difference(_ bitmap: Bitmap, icon: Rect) -> Int {
        var worst = 0
        let left = Int((icon.minX * 2).rounded()), top = Int((icon.minY * 2).rounded())
        for y in 0..<76 {
            for x in 0..<76 {
                worst = max(worst, bitmap.pixel(x: left + x, y: top + y).distance(to: quadrants.pixel(x: x, y: y)))
            }
        }
        return worst
    }

    @Test("A URL image is fetched once for two banners, kept, and drawn in the icon slot; layout does not move")
    func fetchedOnceAndDrawn() async throws {
        let server = try await ImageServer(files: ["/ana.png": try Self.png()])
        defer { Task { await server.stop() } }
        let url = server.url("/ana.png")
        let loader = ImageLoader(timeout: Self.timeout, decode: CairoImage.png)
        let renderer = try Self.renderer(loader)
        let before = try Self.play(Self.scenario(url), renderer: renderer)
        let icon = try Self.icon("a", in: before.layouts)
        #expect(icon.width == 38 && icon.height == 38)

        // Before arrival: the placeholder (both banners asked; one request).
        let placeholderFrame = try renderer.render(before.scene)
        #expect(Self.difference(placeholderFrame, icon: icon) > 100)
        let outcomes = await (loader.load(url), loader.load(url))
        guard case .loaded = outcomes.0, case .loaded = outcomes.1 else {
            Issue.record("not loaded: \(outcomes)")
            return
        }
        #expect(server.requests("/ana.png") == 1)
        #expect(loader.requestCount == 1)

        // After arrival: the same layout, the served pixels in both slots.
        let after = try Self.play(Self.scenario(url), renderer: renderer)
        #expect(after.layouts == before.layouts)
        let frame = try renderer.render(after.scene)
        #expect(Self.difference(frame, icon: icon) <= 2)
        #expect(Self.difference(frame, icon: try Self.icon("b", in: after.layouts)) <= 2)
        _ = await loader.load(url)
        #expect(server.requests("/ana.png") == 1, "a kept image is not requested again")

        // The slot is the one a named image gets.
        let named = try Self.play(Self.scenario(url, second: "ana.png"), renderer: renderer)
        #expect(try Self.icon("b", in: named.layouts) == Self.icon("b", in: before.layouts))
    }

    @Test("The placeholder is a rounded rectangle in the style's colours, darker than a light card and lighter than a dark one",
          arguments: ["light", "dark"])
    func placeholder(appearance: String) throws {
        // Without a loader (`popupkit render`) a URL always shows the placeholder, as a name that cannot be read does.
        let renderer = try Self.renderer(nil)
        let played = try Self.play(Self.scenario("https://example.invalid/a.png", second: "no-such-image.png",
                                                 appearance: appearance), renderer: renderer)
        let frame = try renderer.render(played.scene)
        let a = try Self.icon("a", in: played.layouts), b = try Self.icon("b", in: played.layouts)
        let slot = Self.pixel(frame, a.center)
        let card = Self.pixel(frame, Point(x: a.midX, y: a.maxY + 4))
        #expect(slot == Self.pixel(frame, b.center), "a URL and a missing name look the same")
        if appearance == "light" {
            #expect(Int(slot.red) < Int(card.red) - 20, "\(slot) on \(card)")
        } else {
            #expect(Int(slot.red) > Int(card.red) + 20, "\(slot) on \(card)")
        }
        // Rounded: the slot's corner pixel is the card's.
        #expect(Self.pixel(frame, Point(x: a.minX + 0.5, y: a.minY + 0.5)).distance(to: card) <= 2)
    }

    @MainActor
    @Test("An unreachable URL, a 404, a body that is not a PNG and one too large keep the placeholder and warn with the URL")
    func failures() async throws {
        let server = try await ImageServer(files: ["/text.png": Data("not an image".utf8),
                                                  "/big.png": Data(repeating: 7, count: 5000)])
        defer { Task { await server.stop() } }
        let closed = try await ImageServer.closedPortURL()
        let cases: [(String, EngineWarning.ImageProblem?)] = [
            (closed, nil),
            (server.url("/missing.png"), .httpStatus(404)),
            (server.url("/text.png"), .undecodable),
            (server.url("/big.png"), .tooLarge(limit: 1000)),
        ]
        // Never retried: a slow run (sanitizers, a loaded machine) can take longer than the
        // default minute between a failure and the next frame, which would request the URL
        // again and report it twice.
        let loader = ImageLoader(maximumBytes: 1000, retryAfter: nil, timeout: Self.timeout, decode: CairoImage.png)
        let renderer = try Self.renderer(loader)
        let center = PopupCenter(measurer: renderer.textMeasurer, clock: ContinuousClock())
        var warnings: [EngineWarning] = []
        center.warningHandler = { warnings.append($0) }
        // What a host does with a finished download.
        loader.onFinish = { url, outcome in
            if case .failed(let problem) = outcome { center.report(.imageUnavailable(url: url, problem)) }
        }
        for (url, expected) in cases {
            let before = try Self.play(Self.scenario(url, second: "ana.png"), renderer: renderer)
            let icon = try Self.icon("a", in: before.layouts)
            let placeholder = Self.pixel(try renderer.render(before.scene), icon.center)
            let outcome = await loader.load(url)
            guard case .failed(let problem) = outcome else {
                Issue.record("\(url) loaded")
                continue
            }
            if let expected {
                #expect(problem == expected)
            } else if case .unreachable = problem {
            } else {
                Issue.record("\(url): \(problem), expected unreachable")
            }
            let warning = try #require(warnings.last)
            #expect(warning.kind == .imageUnavailable(url: url, problem))
            #expect(warning.message.contains(url))
            let after = try Self.play(Self.scenario(url, second: "ana.png"), renderer: renderer)
            #expect(after.layouts == before.layouts)
            #expect(Self.pixel(try renderer.render(after.scene), icon.center) == placeholder)
        }
        let warned = warnings.map { warning -> String in
            if case .imageUnavailable(let url, _) = warning.kind { return url }
            return warning.message
        }
        #expect(warned == cases.map(\.0), "one warning per failed URL, in order")
        #expect(server.requests("/missing.png") == 1)
    }

    @Test("A failed URL is not requested again before retryAfter; with retryAfter zero it is")
    func retryPolicy() async throws {
        let server = try await ImageServer(files: [:])
        defer { Task { await server.stop() } }
        let never = ImageLoader<CairoImage>(retryAfter: nil, timeout: Self.timeout, decode: CairoImage.png)
        _ = await never.load(server.url("/a.png"))
        _ = await never.load(server.url("/a.png"))
        #expect(never.image(for: server.url("/a.png")) == nil)
        #expect(server.requests("/a.png") == 1)
        #expect(never.requestCount == 1)
        let minute = ImageLoader<CairoImage>(timeout: Self.timeout, decode: CairoImage.png)
        _ = await minute.load(server.url("/b.png"))
        _ = await minute.load(server.url("/b.png"))
        #expect(server.requests("/b.png") == 1)
        let always = ImageLoader<CairoImage>(retryAfter: .zero, timeout: Self.timeout, decode: CairoImage.png)
        _ = await always.load(server.url("/c.png"))
        _ = await always.load(server.url("/c.png"))
        #expect(server.requests("/c.png") == 2)
        // Not an http URL: no request at all.
        let invalid = await always.load("https://")
        guard case .failed(.invalidURL) = invalid else {
            Issue.record("\(invalid)")
            return
        }
    }

    @Test("retryAfter is measured on the loader's clock: a failed URL is requested again once it has passed there")
    func retryOnClock() async throws {
        let server = try await ImageServer(files: [:])
        defer { Task { await server.stop() } }
        let clock = TestClock<Duration>()
        let loader = ImageLoader<CairoImage>(retryAfter: .seconds(60), timeout: Self.timeout, clock: clock,
                                             decode: CairoImage.png)
        let url = server.url("/d.png")
        _ = await loader.load(url)
        await clock.advance(by: .seconds(59))
        _ = await loader.load(url)
        #expect(server.requests("/d.png") == 1, "59 s after the failure it is still remembered")
        await clock.advance(by: .seconds(1))
        _ = await loader.load(url)
        #expect(server.requests("/d.png") == 2, "60 s after the failure it is requested again")
        #expect(loader.requestCount == 2)
    }

    @Test("A kept layer is drawn again when its image arrives, and only that layer")
    func layerInvalidated() async throws {
        let server = try await ImageServer(files: ["/ana.png": try Self.png()])
        defer { Task { await server.stop() } }
        let url = server.url("/ana.png")
        let loader = ImageLoader(timeout: Self.timeout, decode: CairoImage.png)
        let layered = LayeredScenes(renderer: try Self.renderer(loader))
        let played = try Self.play(Self.scenario(url, second: "ana.png"), renderer: layered.renderer)
        let icon = try Self.icon("a", in: played.layouts)
        #expect(Self.difference(try layered.render(played.scene), icon: icon) > 100)
        _ = await loader.load(url)
        let drawn = layered.statistics.layersDrawn
        // Equal nodes: the kept layer still shows the placeholder…
        #expect(Self.difference(try layered.render(played.scene), icon: icon) > 100)
        // …until the layers that show the URL are dropped: banner a's only.
        #expect(layered.invalidateLayers(showingImage: url) == 1)
        #expect(Self.difference(try layered.render(played.scene), icon: icon) <= 2)
        #expect(layered.statistics.layersDrawn == drawn + 1)
    }

    @MainActor
    @Test("BannerMessage takes a URL; its scene names the URL with the placeholder colour")
    func bannerMessageURL() async throws {
        let url = try #require(URL(string: "https://example.invalid/ana.png"))
        let message = BannerMessage(title: "Ana", imageURL: url)
        #expect(message.image == url.absoluteString)
        #expect(message.imageURL == url)
        let center = PopupCenter(measurer: try Self.renderer(nil).textMeasurer, clock: ContinuousClock())
        // Up for an hour: a busy test run must not see it time out before the scene is read.
        _ = center.push(BannerMessage(title: "Ana", imageURL: url, displayTime: .seconds(3600)))
        await center.flush()
        func images(_ nodes: [RenderNode]) -> [ImageNode] {
            nodes.flatMap { node -> [ImageNode] in
                switch node {
                case .image(let image): [image]
                case .group(let group): images(group.children)
                default: []
                }
            }
        }
        let shown = images(center.stage.scene(at: center.now).nodes)
        #expect(shown.map(\.name) == [url.absoluteString])
        #expect(shown.first?.placeholder == BannerStyle().subtitleColor.light.withAlpha(0.18 * BannerStyle().subtitleColor.light.alpha))
        var named = BannerMessage(title: "Ana", image: "ana.png")
        #expect(named.imageURL == nil)
        named.imageURL = url
        #expect(named.image == url.absoluteString)
        #expect(ImageSource(url.absoluteString) == .url(url.absoluteString))
        #expect(ImageSource("HTTP://A/b.png") == .url("HTTP://A/b.png"))
        #expect(ImageSource("http.png") == .named("http.png"))
    }

    @Test("Scenario banners: image takes a name or a URL, imageURL only a URL, not both")
    func scenarioFields() throws {
        func banner(_ fields: String) throws -> Scenario {
            try Scenario(json: Data(#"{"events": [{"at": 0, "banner": {"title": "A", \#(fields)}}]}"#.utf8))
        }
        #expect(throws: ScenarioError.self) { try banner(#""image": "a.png", "imageURL": "https://x/a.png""#) }
        #expect(throws: ScenarioError.self) { try banner(#""imageURL": "a.png""#) }
        for fields in [#""imageURL": "https://x/a.png""#, #""image": "https://x/a.png""#] {
            let scenario = try banner(fields)
            guard case .engine(.submit(let notice)) = scenario.events.first?.action, case .banner(let content) = notice.content else {
                Issue.record("no banner in \(fields)")
                continue
            }
            #expect(content.image == "https://x/a.png")
        }
    }
}
