import Foundation
import PopupKit
import PopupKitCairo
import PopupKitScenario
import Testing
import PopupKitPresentation
@_spi(Tools) import PopupKitStage

/// Text on every kind of notice stays readable over a busy app: the showcase's key
/// moments drawn by Cairo over the stand-in app (its title, rows and lines under
/// the notices), light and dark. For each notice text on screen, the pixels of its
/// frame are read with the text and without it; without it they are what the text
/// is read against.
///
/// - The text keeps WCAG AA contrast (4.5:1) against the worst of those pixels.
/// - The app shows through by at most 1.1:1 (the contrast between the lightest and
///   darkest of them): a translucent box lets the app's own title and lines read
///   through the message, which no contrast ratio of the text alone reveals.
@Suite("Pixels: text contrast over the app")
struct ContrastOverAppTests {
    /// WCAG 2's AA level for body text.
    static let leastTextContrast = 4.5
    /// How visible the app behind a text may be: under 1.1:1 it does not compete
    /// with the text (WCAG asks 3:1 for anything meant to be seen).
    static let mostShowThrough = 1.1

    static let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("examples")

    /// A text of a notice, where it is on screen and how opaque its groups draw it.
    struct PlacedText {
        var notice: String
        var node: TextNode
        var frame: Rect
        var opacity: Double
    }

    @Test("Every text on a notice keeps AA contrast over the app, and the app does not read through",
          arguments: [Appearance.light, .dark])
    func showcase(appearance: Appearance) throws {
        try FontConfiguration.install()
        var scenario = try Scenario(json: Data(contentsOf: Self.examples.appendingPathComponent("showcase.json")))
        scenario.container.appearance = appearance
        // The showcase's HUD is always dark; here it follows the screen, so the
        // light HUD is read too.
        scenario.styles.hud.appearance = .automatic
        let renderer = try CairoRenderer(scale: 1, imageSearchPaths: [Self.examples.path])
        let runner = ScenarioRunner(scenario, measurer: renderer.textMeasurer)
        let moments = KeyMoments.of(scenario, events: runner.run().events)
        var failures: [String] = []
        var kindsRead: Set<String> = []
        for moment in moments {
            let stage = runner.run(until: moment.frameTime).stage
            let scene = stage.scene(at: moment.frameTime)
            let backdrop = AppBackdrop(appearance: stage.container.appearance)
            let withText = try renderer.render(backdrop.behind(scene, on: stage))
            var bare = scene
            bare.nodes = Self.withoutText(scene.nodes)
            let withoutText = try renderer.render(backdrop.behind(bare, on: stage))
            for text in Self.texts(in: scene.nodes, notice: "", transform: { $0 }, opacity: 1) where text.opacity > 0.99 {
                let box = Self.pixelBox(text.frame, in: withText)
                // A text under another notice is not on screen to be read.
                guard box.contains(where: { withText.pixel(x: $0.x, y: $0.y) != withoutText.pixel(x: $0.x, y: $0.y) }) else {
                    continue
                }
                kindsRead.insert(String(text.notice.prefix { $0 != " " }))
                let behind = box.map { Self.luminance(withoutText.pixel(x: $0.x, y: $0.y)) }
                let textLuminance = Self.luminance(text.node.color)
                let (darkest, lightest) = (behind.min() ?? 0, behind.max() ?? 0)
                let worst = min(Self.contrast(textLuminance, darkest), Self.contrast(textLuminance, lightest))
                let showThrough = Self.contrast(darkest, lightest)
                let at = "\(KeyMoments.seconds(moment.frameTime)) s, \(text.notice), \"\(text.node.placement.text)\""
                if worst < Self.leastTextContrast {
                    failures.append("\(at): text contrast \(Self.format(worst)):1 < \(Self.leastTextContrast):1")
                }
                if showThrough > Self.mostShowThrough {
                    failures.append("\(at): the app shows through at \(Self.format(showThrough)):1 > \(Self.mostShowThrough):1")
                }
            }
        }
        #expect(failures.isEmpty, "\(appearance):\n\(failures.joined(separator: "\n"))")
        #expect(kindsRead.isSuperset(of: ["toast", "hud", "banner", "popup", "bubble"]),
                "texts read only on: \(kindsRead.sorted())")
    }

    /// Every text node under `nodes`, its frame mapped to the screen through its
    /// groups, named by its outermost group (`toast "hello"`).
    static func texts(in nodes: [RenderNode], notice: String, transform: (Point) -> Point,
                      opacity: Double) -> [PlacedText] {
        nodes.flatMap { node -> [PlacedText] in
            switch node {
            case .text(let text):
                let frame = text.placement.frame
                let corners = [Point(x: frame.minX, y: frame.minY), Point(x: frame.maxX, y: frame.maxY),
                               Point(x: frame.minX, y: frame.maxY), Point(x: frame.maxX, y: frame.minY)].map(transform)
                let (xs, ys) = (corners.map(\.x), corners.map(\.y))
                let screen = Rect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
                return [PlacedText(notice: notice, node: text, frame: screen, opacity: opacity)]
            case .group(let group):
                return texts(in: group.children, notice: notice.isEmpty ? group.name : notice,
                             transform: { transform(group.place($0)) }, opacity: opacity * group.opacity)
            default:
                return []
            }
        }
    }

    /// `nodes` without their text nodes, groups kept.
    static func withoutText(_ nodes: [RenderNode]) -> [RenderNode] {
        nodes.compactMap { node in
            switch node {
            case .text: return nil
            case .group(var group):
                group.children = withoutText(group.children)
                return .group(group)
            default: return node
            }
        }
    }

    /// The device pixels wholly inside `frame` (points).
    static func pixelBox(_ frame: Rect, in bitmap: Bitmap) -> [(x: Int, y: Int)] {
        let minX = max(0, Int(frame.minX.rounded(.up))), maxX = min(bitmap.width, Int(frame.maxX.rounded(.down)))
        let minY = max(0, Int(frame.minY.rounded(.up))), maxY = min(bitmap.height, Int(frame.maxY.rounded(.down)))
        guard minX < maxX, minY < maxY else { return [] }
        return (minY..<maxY).flatMap { y in (minX..<maxX).map { (x: $0, y: y) } }
    }

    /// WCAG 2's relative luminance of an sRGB colour (alpha ignored: text colours are opaque).
    static func luminance(_ color: NoticeColor) -> Double {
        func linear(_ channel: Double) -> Double {
            channel <= 0.04045 ? channel / 12.92 : pow((channel + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * linear(color.red) + 0.7152 * linear(color.green) + 0.0722 * linear(color.blue)
    }

    static func luminance(_ pixel: Pixel) -> Double {
        luminance(NoticeColor(red: Double(pixel.red) / 255, green: Double(pixel.green) / 255, blue: Double(pixel.blue) / 255))
    }

    /// WCAG 2's contrast ratio of two luminances, 1…21.
    static func contrast(_ a: Double, _ b: Double) -> Double {
        (max(a, b) + 0.05) / (min(a, b) + 0.05)
    }

    static func format(_ value: Double) -> String { String(format: "%.2f", value) }
}
