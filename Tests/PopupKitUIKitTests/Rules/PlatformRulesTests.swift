import PopupKit
import PopupKitHost
import PopupKitUIKit
import PopupKitTesting
import Testing

/// The small rules between a platform's values and the driver's: keyboard
/// frames, touches, frame rates, text sizes and fonts.
@Suite("Platform rules")
@MainActor
struct PlatformRulesTests {
    private let screen = Rect(x: 0, y: 0, width: 390, height: 844)

    @Test("the keyboard covers the strip below its top edge; hidden, floating, elsewhere or NaN covers nothing")
    func keyboard() {
        #expect(KeyboardOverlap.height(of: Rect(x: 0, y: 508, width: 390, height: 336), in: screen) == 336)
        #expect(KeyboardOverlap.height(of: Rect(x: 0, y: 844, width: 390, height: 336), in: screen) == 0, "hidden below")
        #expect(KeyboardOverlap.height(of: Rect(x: 20, y: 300, width: 300, height: 200), in: screen) == 0, "floating")
        #expect(KeyboardOverlap.height(of: Rect(x: 400, y: 508, width: 390, height: 336), in: screen) == 0, "beside the window")
        #expect(KeyboardOverlap.height(of: Rect(x: 0, y: .nan, width: 390, height: 336), in: screen) == 0)
        #expect(KeyboardOverlap.height(of: Rect(x: 0, y: -100, width: 390, height: 2000), in: screen) == 844, "at most the screen")
        // A window lower on the screen (a converted frame past its bottom edge) is covered to its bottom.
        #expect(KeyboardOverlap.height(of: Rect(x: 0, y: 700, width: 390, height: 336), in: screen) == 144)
    }

    @Test("one finger is followed: a second finger is ignored until the first lifts")
    func touches() {
        var tracker = TouchTracker<Int>()
        let a = Point(x: 1, y: 1), b = Point(x: 2, y: 2)
        #expect(tracker.began([(1, a)]).map(\.0) == [.down])
        #expect(tracker.began([(2, b)]).isEmpty)
        #expect(tracker.moved([(2, b)]).isEmpty)
        #expect(tracker.moved([(2, b), (1, b)]).map(\.1) == [b])
        #expect(tracker.ended([(2, b)], cancelled: false).isEmpty)
        #expect(tracker.ended([(1, b)], cancelled: true).map(\.0) == [.cancel])
        #expect(tracker.current == nil)
        #expect(tracker.began([(2, b)]).map(\.0) == [.down])
        #expect(tracker.ended([(2, a)], cancelled: false).map(\.0) == [.up])
    }

    @Test("frame rates: motion asks ProMotion for 120 Hz, a spinner alone exactly its 30 fps")
    func frameRates() {
        #expect(FrameRateRange(.displayMaximum) == FrameRateRange(minimum: 60, maximum: 120, preferred: 120))
        #expect(FrameRateRange(.perSecond(30)) == FrameRateRange(minimum: 30, maximum: 30, preferred: 30))
        #expect(FrameRateRange(.perSecond(500)).maximum == 120)
    }

    /// A display link that records what it was asked.
    final class FakeLink: DisplayLinking {
        var running = false
        var ranges: [FrameRateRange] = []
        var onFrame: (@MainActor (Double, Double) -> Void)?
        func start(range: FrameRateRange, _ onFrame: @escaping @MainActor (Double, Double) -> Void) {
            running = true
            ranges.append(range)
            self.onFrame = onFrame
        }
        func setRange(_ range: FrameRateRange) { ranges.append(range) }
        func stop() {
            running = false
            onFrame = nil
        }
    }

    @Test("a display-link ticker creates its link to animate, follows the rate, and removes it when still")
    func displayLink() throws {
        let link = FakeLink()
        let ticker = DisplayLinkTicker(link: link)
        var delays: [Duration] = []
        ticker.start { delays.append($0.presentationDelay) }
        #expect(link.running && ticker.isRunning)
        link.onFrame?(10.016, 10.0)
        #expect(delays.count == 1 && delays[0] > .microseconds(15_999) && delays[0] < .microseconds(16_001))
        ticker.preferredRate = .perSecond(30)
        #expect(link.ranges.last == FrameRateRange(.perSecond(30)))
        ticker.stop()
        #expect(!link.running && !ticker.isRunning)
        ticker.preferredRate = .displayMaximum
        #expect(link.ranges.count == 2, "a stopped link is not asked for rates")
        #expect(ticker.ticks == 1)
    }

    @Test("a display-link ticker released while it runs removes its link; released still, it asks nothing")
    func releasedTickerStopsItsLink() {
        let link = FakeLink()
        var ticker: DisplayLinkTicker? = DisplayLinkTicker(link: link)
        ticker?.start { _ in }
        #expect(link.running)
        ticker = nil
        #expect(!link.running, "a link left running would call back every frame for nothing")
        var still: DisplayLinkTicker? = DisplayLinkTicker(link: link)
        #expect(still != nil)
        still = nil
        #expect(link.ranges.count == 1, "never started, never asked")
    }

    @Test("line breaks: Core Text's suggestion stands; none (narrower than a glyph) takes one whole character")
    func lineBreaks() {
        #expect(LineBreak.length(suggested: 5, in: "Saved to Photos", from: 0) == 5)
        #expect(LineBreak.length(suggested: 0, in: "Saved", from: 2) == 1)
        // A surrogate pair (U+1F44D), with its skin tone (U+1F3FD): one character, four units.
        #expect(LineBreak.length(suggested: 0, in: "👍🏽ok", from: 0) == 4)
        #expect(LineBreak.length(suggested: 0, in: "ok👍🏽", from: 2) == 4)
        // A family: three emoji joined by zero-width joiners, eight units.
        #expect(LineBreak.length(suggested: 0, in: "👨‍👩‍👧!", from: 0) == 8)
        // A letter and its combining accents stay together.
        #expect(LineBreak.length(suggested: 0, in: "e\u{301}\u{323}x", from: 0) == 3)
        #expect(LineBreak.length(suggested: -1, in: "\u{1F1EB}\u{1F1F7}", from: 0) == 4, "a flag: two regional indicators")
        // Every line, broken one character at a time, ends inside the text and on a character's end.
        let text = "a👍🏽e\u{301}👨‍👩‍👧🇫🇷z"
        var start = 0, lines: [String] = []
        let units = Array(text.utf16)
        while start < units.count {
            let length = LineBreak.length(suggested: 0, in: text, from: start)
            lines.append(String(decoding: units[start..<start + length], as: UTF16.self))
            start += length
        }
        #expect(start == units.count)
        #expect(lines == text.map(String.init), "\(lines)")
    }

    @Test("Dynamic Type: the body size's ratio per content size category; unknown is the default")
    func textScale() {
        #expect(TextScale.factor(contentSizeCategory: "UICTContentSizeCategoryL") == 1)
        #expect(TextScale.factor(contentSizeCategory: "UICTContentSizeCategoryXS") == 14.0 / 17)
        #expect(TextScale.factor(contentSizeCategory: "UICTContentSizeCategoryAccessibilityXXXL") == 53.0 / 17)
        #expect(TextScale.factor(contentSizeCategory: "_UICTContentSizeCategoryUnspecified") == 1)
    }

    @Test("fonts: the default family is the system font, sizes scale and stay in 1…1000 points")
    func fonts() {
        #expect(PlatformFont(.bold(15), textScale: 2) == PlatformFont(family: nil, size: 30, isBold: true))
        #expect(PlatformFont(NoticeFont(family: "Avenir", size: 12)).family == "Avenir")
        #expect(PlatformFont(NoticeFont(size: .nan)).size == 17)
        #expect(PlatformFont(NoticeFont(size: 1e9)).size == 1000)
        #expect(PlatformFont(NoticeFont(size: 12), textScale: .infinity).size == 12)
    }

    @Test("text metrics: the line limit applied, sizes up to whole pixels but never wider than asked")
    func lineMetrics() {
        let metrics = TextLineMetrics.metrics(lineWidths: [100.2, 140.01, 90], lineHeight: 18.3, lineLimit: 2,
                                              maxWidth: 140.3, scale: 3)
        #expect(metrics.lineCount == 2 && metrics.lineLimit == 2)
        #expect(abs(metrics.size.width - 140.3) < 1e-9, "140.01 rounds up to 140.333…, capped at the width asked")
        #expect(abs(metrics.size.height - 36.666666666666664) < 1e-9)
        let unlimited = TextLineMetrics.metrics(lineWidths: [10, 20, 30], lineHeight: 10, lineLimit: 0, maxWidth: 100, scale: 2)
        #expect(unlimited.lineCount == 3 && unlimited.size == Size(width: 30, height: 30))
        let frame = Rect(x: 10, y: 0, width: 100, height: 20)
        #expect(TextLineMetrics.lineX(width: 40, in: frame, alignment: .center) == 40)
        #expect(TextLineMetrics.lineX(width: 40, in: frame, alignment: .right) == 70)
    }

    @Test("text is drawn by flipping the context around each line: the line's origin on its baseline, y up, glyphs upright")
    func lineFlip() {
        let frame = Rect(x: 10, y: 100, width: 200, height: 60)
        let second = TextLineMetrics.lineTransform(index: 1, x: 24, in: frame, ascender: 15, lineHeight: 20)
        #expect(second.apply(Point(x: 0, y: 0)) == Point(x: 24, y: 135), "the origin: the second baseline, one ascender below its top")
        // A glyph's top (y up in Core Text) is above its baseline on the y-down bitmap: the glyph stands upright.
        #expect(second.apply(Point(x: 0, y: 10)) == Point(x: 24, y: 125))
        #expect(second.apply(Point(x: 5, y: 0)) == Point(x: 29, y: 135), "text runs right")
        // The flip is the context's: a determinant of -1, with no rotation or skew a text matrix would have to undo.
        #expect(second.a * second.d - second.b * second.c == -1 && second.b == 0 && second.c == 0)
    }

    @Test("geometry: Core Animation's placement of a layer is the scene's, for any transform (400 random groups)")
    func geometryPlacesLikeTheScene() {
        var random = SeededRandom(seed: 11)
        for _ in 0..<400 {
            func value(_ range: ClosedRange<Double>) -> Double { Double.random(in: range, using: &random) }
            let properties = LayerProperties(opacity: value(-0.5...1.5), position: Point(x: value(-500...500), y: value(-500...500)),
                                             offset: Point(x: value(-50...50), y: value(-50...50)), scale: value(0...3),
                                             rotation: value(-7...7), anchor: Point(x: value(-100...100), y: value(-100...100)))
            let frame = Rect(x: value(-100...100), y: value(-100...100), width: value(0...300), height: value(0...300))
            let geometry = LayerGeometry(properties, frame: frame)
            let group = RenderGroup(name: "g", opacity: properties.opacity, scale: properties.scale,
                                    rotation: properties.rotation, anchor: properties.anchor, position: properties.position,
                                    offset: properties.offset, children: [])
            for point in [frame.origin, Point(x: frame.maxX, y: frame.maxY), properties.anchor] {
                let shown = geometry.place(point), expected = group.place(point)
                #expect(abs(shown.x - expected.x) < 1e-6 && abs(shown.y - expected.y) < 1e-6)
            }
            #expect((0...1).contains(geometry.opacity))
        }
        let broken = LayerGeometry(LayerProperties(position: Point(x: .nan, y: 0)), frame: nil)
        #expect(broken.opacity == 0 && broken.transform == .identity)
    }
}

@Suite("Platform accessibility")
struct PlatformAccessibilityTests {
    private func element(_ id: String, modal: Bool = false) -> AccessibilityElement {
        AccessibilityElement(id: NoticeID(id), lane: .toast, label: id, value: nil, traits: .staticText,
                             frame: Rect(x: 0, y: 0, width: 10, height: 10), isModal: modal)
    }

    @Test("under a modal element only it and what is above it are exposed; a toast never traps the screen reader")
    func exposed() {
        let change = AccessibilityChange(elements: [element("top"), element("popup", modal: true), element("under")],
                                         added: [], removed: [], changed: [], modalChanged: true)
        #expect(change.exposedElements.map(\.label) == ["top", "popup"])
        #expect(change.isModal && change.notification == .screenChanged)
        let toasts = AccessibilityChange(elements: [element("a"), element("b")], added: [], removed: [], changed: [],
                                         modalChanged: false)
        #expect(toasts.exposedElements.count == 2 && !toasts.isModal && toasts.notification == .layoutChanged)
    }
}

@Suite("Platform presence and images")
struct PlatformPresenceTests {
    @Test("the overlay exists only while layers do, and a lost window is made again")
    func presence() {
        var presence = OverlayPresence()
        #expect(presence.after(layerCount: 0) == .none)
        #expect(presence.after(layerCount: 2) == .install)
        #expect(presence.after(layerCount: 3) == .none)
        #expect(presence.after(layerCount: 0) == .remove)
        #expect(presence.after(layerCount: 1) == .install)
        presence.windowLost()
        #expect(presence.after(layerCount: 1) == .install)
    }

    @Test("image names: URLs, symbols, names; never a file path from a payload")
    func imageReferences() {
        #expect(ImageReference("https://example.com/a.png") == .url("https://example.com/a.png"))
        #expect(ImageReference("symbol:checkmark.circle") == .symbol("checkmark.circle"))
        #expect(ImageReference("symbol:") == ImageReference.none)
        #expect(ImageReference("avatar") == .named("avatar"))
        for path in ["/etc/passwd.png", "../secret.png", "a/../../b.png", "file:///x.png", ""] {
            #expect(ImageReference(path) == ImageReference.none, "\(path)")
        }
    }
}
