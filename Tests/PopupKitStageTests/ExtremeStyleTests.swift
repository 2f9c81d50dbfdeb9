import Foundation
import PopupKit
import Testing
import PopupKitStage

/// Style numbers set through the API can be anything a `Double` holds. Stored in a
/// style sheet or attached to a notice they are clamped (lengths to 0…1e7, NaN to
/// 0), so layout never traps and keeps its contract.
@Suite("Layout: extreme style numbers")
struct ExtremeStyleTests {
    static let extremes: [Double] = [.nan, .infinity, -.infinity, .greatestFiniteMagnitude, -1e308, 1e-300, 0]

    /// A screen with every kind of notice, long text and targets far away.
    static func screen(own styles: StyleSheet? = nil) -> [ScreenNotice] {
        let long = String(repeating: "word ", count: 60)
        var toast = Toast(message: long, title: "Title", image: "image")
        var banner = Banner(title: "Banner", subtitle: long, image: "icon")
        var popup = Popup(title: "Popup", message: long)
        var bubble = Bubble(text: long, pointer: .dotLine, edge: .left, target: Rect(x: 300, y: 400, width: 20, height: 20))
        var hud = HUDContent(mode: .spinner, status: long, activityCount: 1)
        if let styles {
            toast.style = styles.toast
            banner.style = styles.banner
            popup.style = styles.popup
            bubble.style = styles.bubble
            hud.style = styles.hud
        }
        let contents: [ScreenContent] = [
            .toast(toast), .toast(Toast(message: "point", position: .point(x: 1e300, y: -1e300))), .toast(.activity()),
            .hud(hud), .banner(banner), .popup(popup), .bubble(bubble),
            .bubble(Bubble(text: "far", target: Rect(x: -1e300, y: 1e300, width: 1e300, height: 1e300), maxWidth: 1e300)),
        ]
        return contents.enumerated().map { index, content in
            screenItem(NoticeID("item\(index)"), content, order: UInt64(index))
        }
    }

    /// Every style sheet with one number of one lane's style set to `value`.
    static func sheets(_ value: Double) -> [(name: String, styles: StyleSheet)] {
        var result: [(String, StyleSheet)] = []
        for (name, style) in StyleVariants.variants(ToastStyle(), value) {
            var styles = StyleSheet()
            styles.toast = style
            result.append(("toast.\(name)", styles))
        }
        for (name, style) in StyleVariants.variants(HUDStyle(), value) {
            var styles = StyleSheet()
            styles.hud = style
            result.append(("hud.\(name)", styles))
        }
        for (name, style) in StyleVariants.variants(BannerStyle(), value) {
            var styles = StyleSheet()
            styles.banner = style
            result.append(("banner.\(name)", styles))
        }
        for (name, style) in StyleVariants.variants(PopupStyle(), value) {
            var styles = StyleSheet()
            styles.popup = style
            result.append(("popup.\(name)", styles))
        }
        for (name, style) in StyleVariants.variants(BubbleStyle(), value) {
            var styles = StyleSheet()
            styles.bubble = style
            result.append(("bubble.\(name)", styles))
        }
        return result
    }

    @Test("Any one style number at an extreme keeps every frame finite and inside", arguments: extremes)
    func laneStyles(_ value: Double) {
        let container = Container()
        for (name, styles) in Self.sheets(value) {
            for screen in [Self.screen(), Self.screen(own: styles)] {
                let layouts = layout(screen, in: container, styles: styles)
                let problems = LayoutContract.finiteness(screen, layouts) + LayoutContract.containment(container, layouts)
                    + LayoutContract.partsInsideBody(layouts)
                #expect(problems.isEmpty, "\(name) = \(value): \(problems.prefix(5))")
                let scene = SceneBuilder.scene(screen, layouts: layouts, styles: styles, container: container,
                                               measurer: measurer, at: Instant(seconds: 0.1))
                #expect(!scene.dump().isEmpty)
            }
        }
    }

    @Test("A stored style reads back clamped")
    func storedValuesAreClamped() {
        var styles = StyleSheet()
        styles.toast.horizontalPadding = .nan
        styles.toast.maxWidthPercentage = 7
        styles.hud.offsetFromCenter = Point(x: -.infinity, y: .nan)
        styles.bubble.dashPattern = [-1, .infinity]
        styles.popup.titleFont.size = -3
        #expect(styles.toast.horizontalPadding == 0)
        #expect(styles.toast.maxWidthPercentage == 1)
        #expect(styles.hud.offsetFromCenter == Point(x: -10_000_000, y: 0))
        #expect(styles.bubble.dashPattern == [0, 10_000_000])
        #expect(styles.popup.titleFont.size == 0)
        var own = BannerStyle()
        own.margin = -.greatestFiniteMagnitude
        #expect(Banner(title: "a", style: own).style?.margin == 0)
    }

    @Test("The fixed-advance measurer answers finite sizes for any font size and width")
    func fixedAdvanceMeasurer() {
        let sizes: [Double] = [1e-300, .greatestFiniteMagnitude, 0, -5, .nan, .infinity]
        let widths: [Double] = [.greatestFiniteMagnitude, .nan, -1, 0, .infinity, 100]
        for size in sizes {
            for width in widths {
                for limit in [0, -3, Int.max, Int.min] {
                    let metrics = FixedAdvanceTextMeasurer().fit("hello wide world", font: NoticeFont(size: size), maxWidth: width,
                                                                 maxHeight: 50, lineLimit: limit)
                    #expect(metrics.size.width.isFinite && metrics.size.height.isFinite,
                            "size \(size), width \(width), limit \(limit): \(metrics)")
                }
            }
        }
    }

    /// A measurer whose answers are absurd: layout must still not trap.
    struct AbsurdMeasurer: TextMeasuring {
        let lineHeight: Double
        func measure(_ text: String, font: NoticeFont, maxWidth: Double, lineLimit: Int) -> TextMetrics {
            TextMetrics(size: Size(width: .greatestFiniteMagnitude, height: .greatestFiniteMagnitude), lineCount: 3,
                        lineHeight: lineHeight)
        }
    }

    @Test("Fitting text measured by an absurd measurer never traps", arguments: [1e-300, 1, .greatestFiniteMagnitude, .infinity])
    func absurdMeasurer(_ lineHeight: Double) {
        let metrics = AbsurdMeasurer(lineHeight: lineHeight).fit("x", font: .system(12), maxWidth: 100, maxHeight: 1e300,
                                                                 lineLimit: 0)
        #expect(metrics.size.height <= 1e300)
        #expect(metrics.lineLimit >= 1)
    }

    @Test("A colour component set to NaN or beyond 1 prints as clamped")
    func colorHex() {
        var color = NoticeColor.white
        color.red = .nan
        color.green = 7
        color.blue = -.infinity
        #expect(color.hex == "#00FF00FF")
    }
}

/// Style values with one number changed, through the styles' `Codable` form (the
/// same path the scenario reader takes), so every number of every style is covered.
enum StyleVariants {
    static func variants<Style: Codable>(_ style: Style, _ value: Double) -> [(String, Style)] {
        let encoder = JSONEncoder()
        encoder.nonConformingFloatEncodingStrategy = .convertToString(positiveInfinity: "inf", negativeInfinity: "-inf",
                                                                      nan: "nan")
        let decoder = JSONDecoder()
        decoder.nonConformingFloatDecodingStrategy = .convertFromString(positiveInfinity: "inf", negativeInfinity: "-inf",
                                                                        nan: "nan")
        guard let data = try? encoder.encode(style), let object = try? JSONSerialization.jsonObject(with: data) else { return [] }
        let written: Any = value.isNaN ? "nan" : value == .infinity ? "inf" : value == -.infinity ? "-inf" : value as Any
        return numberPaths(object).compactMap { path in
            let changed = replacing(object, at: path[...], with: written)
            guard let data = try? JSONSerialization.data(withJSONObject: changed),
                  let style = try? decoder.decode(Style.self, from: data) else { return nil }
            return (path.joined(separator: "."), style)
        }
    }

    /// The paths of every number in a JSON object (booleans excluded).
    static func numberPaths(_ value: Any, _ path: [String] = []) -> [[String]] {
        if let object = value as? [String: Any] {
            return object.keys.sorted().flatMap { numberPaths(object[$0]!, path + [$0]) }
        }
        if let array = value as? [Any] {
            return array.indices.flatMap { numberPaths(array[$0], path + ["\($0)"]) }
        }
        let text = String(describing: value)
        return text != "true" && text != "false" && value as? Double != nil ? [path] : []
    }

    static func replacing(_ value: Any, at path: ArraySlice<String>, with new: Any) -> Any {
        guard let key = path.first else { return new }
        if var object = value as? [String: Any], let inner = object[key] {
            object[key] = replacing(inner, at: path.dropFirst(), with: new)
            return object
        }
        if var array = value as? [Any], let index = Int(key), array.indices.contains(index) {
            array[index] = replacing(array[index], at: path.dropFirst(), with: new)
            return array
        }
        return value
    }
}
