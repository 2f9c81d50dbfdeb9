import PopupKit
import PopupKitTesting
import PopupKitPresentation
@_spi(Tools) import PopupKitStage

/// One random layout input: a container, a style sheet and a mix of screen items,
/// all derived from `seed` (replay a failure with `RandomLayoutCase(seed:)`).
struct RandomLayoutCase: Sendable, CustomStringConvertible {
    let seed: UInt64
    let container: Container
    let styles: StyleSheet
    let screen: [ScreenNotice]

    /// A valid random case: finite, non-negative container values (insets and keyboard
    /// may exceed the size), any style within sane ranges, targets anywhere.
    init(seed: UInt64) {
        var random = RandomInput(seed: seed)
        self.init(seed: seed, container: random.container(), random: &random)
    }

    /// A valid random case whose container declares the app's bars: content insets
    /// from the safe area up to well past it (sometimes more than fits).
    init(appBarsSeed seed: UInt64) {
        var random = RandomInput(seed: seed)
        var container = random.container()
        container.contentInsets = random.contentInsets(over: container)
        self.init(seed: seed, container: container, random: &random)
    }

    /// A case whose container holds NaN, infinite, negative or huge values.
    init(badContainerSeed seed: UInt64) {
        var random = RandomInput(seed: seed)
        self.init(seed: seed, container: random.badContainer(), random: &random)
    }

    private init(seed: UInt64, container: Container, random: inout RandomInput) {
        self.seed = seed
        self.container = container
        styles = random.styleSheet()
        screen = random.screen(in: container.sanitized)
    }

    func layouts() -> [NoticePlacement] { layout(screen, in: container, styles: styles) }

    /// The layouts before their parts are clipped to their bodies.
    func layoutsBeforeClipping() -> [NoticePlacement] {
        NoticeLayout(container: container, styles: styles, measurer: measurer).layoutBeforeClipping(screen)
    }

    var description: String {
        let items = screen.map { item in
            let state = item.isVisible ? "" : " (fading)"
            return "  \(item.lane.rawValue) \(item.id) order \(item.showOrder)\(state): \(item.content)"
        }
        return (["seed \(seed): \(container)", "sanitized: \(container.sanitized)"] + items).joined(separator: "\n")
    }
}

/// Random values for layout input, from a seeded generator.
struct RandomInput {
    var generator: SeededRandom

    init(seed: UInt64) { generator = SeededRandom(seed: seed) }

    mutating func double(_ range: ClosedRange<Double>) -> Double { Double.random(in: range, using: &generator) }
    mutating func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &generator) }
    mutating func chance(_ probability: Double) -> Bool { double(0...1) < probability }
    mutating func pick<T>(_ values: [T]) -> T { values[int(0...values.count - 1)] }

    // MARK: Containers

    /// Zero, tiny, small or screen-sized.
    mutating func length() -> Double {
        switch int(0...9) {
        case 0: 0
        case 1: double(0...4)
        case 2, 3: double(4...150)
        default: double(150...1400)
        }
    }

    mutating func inset(within size: Double) -> Double {
        if chance(0.4) { return 0 }
        return chance(0.1) ? double(0...max(1, size)) : double(0...60)
    }

    mutating func container() -> Container {
        let size = Size(width: length(), height: length())
        let safeArea = Insets(top: inset(within: size.height), left: inset(within: size.width),
                                  bottom: inset(within: size.height), right: inset(within: size.width))
        let keyboard = switch int(0...19) {
        case 0...9: 0.0
        case 10...16: double(0...size.height * 0.7)
        default: double(0...size.height * 1.5 + 10)
        }
        return Container(size: size, safeArea: safeArea, keyboardHeight: keyboard,
                         layoutDirection: pick(WritingDirection.allCases))
    }

    /// Content insets for `container`: each side none, a bar's height past the safe
    /// area, or anything up to the size.
    mutating func contentInsets(over container: Container) -> Insets {
        func side(_ safe: Double, _ size: Double, _ random: inout RandomInput) -> Double {
            switch random.int(0...5) {
            case 0: 0
            case 1: safe
            case 2, 3: safe + random.pick([32, 44, 49, 83, 96])
            case 4: safe + random.double(0...120)
            default: random.double(0...max(1, size))
            }
        }
        let size = container.size
        return Insets(top: side(container.safeArea.top, size.height, &self),
                          left: side(container.safeArea.left, size.width, &self),
                          bottom: side(container.safeArea.bottom, size.height, &self),
                          right: side(container.safeArea.right, size.width, &self))
    }

    mutating func badValue() -> Double {
        pick([.nan, .infinity, -.infinity, -1, -1e300, 0, 1e-300, 1e300, .greatestFiniteMagnitude,
              double(0...1000), double(0...1000)])
    }

    mutating func badContainer() -> Container {
        Container(size: Size(width: badValue(), height: badValue()),
                  safeArea: Insets(top: badValue(), left: badValue(), bottom: badValue(), right: badValue()),
                  contentInsets: Insets(top: badValue(), left: badValue(), bottom: badValue(), right: badValue()),
                  keyboardHeight: badValue(), layoutDirection: pick(WritingDirection.allCases))
    }

    // MARK: Text

    mutating func word() -> String {
        let letters = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")
        return String((0..<int(1...12)).map { _ in pick(letters) })
    }

    mutating func words(_ count: ClosedRange<Int>) -> String {
        (0..<int(count)).map { _ in word() }.joined(separator: " ")
    }

    /// Never empty: short, sentences, long paragraphs, several lines, one long word, odd text.
    mutating func text() -> String {
        switch int(0...9) {
        case 0, 1: words(1...3)
        case 2, 3: words(4...15)
        case 4: words(20...60)
        case 5, 6: (0..<int(2...6)).map { _ in chance(0.2) ? "" : words(1...6) }.joined(separator: "\n")
        case 7: String(repeating: pick(["w", "M", "é"]), count: int(20...200))
        default: pick([" ", "  a  b  ", "\n", "🎉 Done 🎉", "مرحبا بالعالم", "こんにちは世界", "a\n\n\nb", "x"])
        }
    }

    mutating func optionalText(_ probability: Double) -> String? { chance(probability) ? text() : nil }

    // MARK: Items

    mutating func toast(in container: Container) -> Toast {
        let position: ToastPosition = switch int(0...4) {
        case 0: .top
        case 1: .center
        case 2: .bottom
        default: .point(x: coordinate(in: container.size.width), y: coordinate(in: container.size.height))
        }
        let style = chance(0.25) ? toastStyle() : nil
        if chance(0.1) { return Toast(position: position, isActivity: true, style: style) }
        var toast = Toast(message: optionalText(0.8), title: optionalText(0.4),
                          image: chance(0.3) ? "image" : nil, position: position, style: style)
        if toast.message == nil && toast.title == nil && toast.image == nil { toast.message = text() }
        return toast
    }

    /// Mostly inside `0…size`, sometimes around it, rarely far away.
    mutating func coordinate(in size: Double) -> Double {
        switch int(0...19) {
        case 0: pick([-1e9, 1e9, -1e300, 1e300])
        case 1...4: double(-300...size + 300)
        default: double(0...max(size, 0))
        }
    }

    mutating func hud() -> HUDContent {
        let mode = pick([HUDMode.spinner, .progress(double(0...1)), .success, .error, .info, .image("logo")])
        return HUDContent(mode: mode, status: chance(0.2) ? "" : optionalText(0.6), activityCount: 1,
                          style: chance(0.25) ? hudStyle() : nil)
    }

    mutating func banner() -> Banner {
        var banner = Banner(title: optionalText(0.8), subtitle: optionalText(0.6), image: chance(0.4) ? "icon" : nil,
                            style: chance(0.25) ? bannerStyle() : nil)
        if banner.title == nil && banner.subtitle == nil { banner.subtitle = text() }
        return banner
    }

    mutating func popup() -> Popup {
        Popup(title: optionalText(0.7), message: optionalText(0.8), style: chance(0.25) ? popupStyle() : nil)
    }

    /// A target inside, partly outside or fully outside the container, or none.
    mutating func target(in container: Container) -> Rect? {
        if chance(0.1) { return nil }
        let (width, height) = (container.size.width, container.size.height)
        func side(_ random: inout RandomInput) -> Double {
            switch random.int(0...19) {
            case 0: 0
            case 1: random.double(-50...0)
            case 2: random.double(0...3000)
            default: random.double(1...120)
            }
        }
        let (w, h) = (side(&self), side(&self))
        func origin(_ extent: Double, _ size: Double, _ random: inout RandomInput) -> Double {
            switch random.int(0...19) {
            case 0...7: random.double(0...max(0, extent - size))
            case 8...13: random.double(-abs(size)...extent)
            case 14...18: random.chance(0.5) ? random.double(-1000...0) - abs(size) : extent + random.double(0...1000)
            default: random.pick([-1e9, 1e9])
            }
        }
        return Rect(x: origin(width, w, &self), y: origin(height, h, &self), width: w, height: h)
    }

    mutating func bubble(in container: Container) -> Bubble {
        Bubble(text: text(), pointer: pick(BubblePointer.allCases), edge: pick(BubbleEdge.allCases),
               target: target(in: container), maxWidth: chance(0.2) ? double(1...400) : nil,
               style: chance(0.25) ? bubbleStyle() : nil)
    }

    mutating func screen(in container: Container) -> [ScreenNotice] {
        var contents: [ScreenContent] = []
        contents += (0..<pick([0, 1, 2, 2, 3, 4, 6])).map { _ in .toast(toast(in: container)) }
        if chance(0.4) { contents.append(.hud(hud())) }
        contents += (0..<pick([0, 0, 1, 2, 3, 4])).map { _ in .banner(banner()) }
        if chance(0.4) { contents.append(.popup(popup())) }
        contents += (0..<pick([0, 0, 1, 2, 4])).map { _ in .bubble(bubble(in: container)) }
        var items = contents.enumerated().map { index, content in
            let state: ScreenNotice.State = chance(0.15)
                ? .fadingOut(started: .zero, ends: Instant(seconds: 0.3)) : .visible
            return screenItem(NoticeID("\(content.lane.rawValue)\(index)"), content, state: state)
        }
        // Sometimes an id is on screen twice: fading out, and shown again.
        if let first = items.first, chance(0.05) {
            items.append(screenItem(first.id, first.content, state: .fadingOut(started: .zero, ends: Instant(seconds: 1))))
        }
        // Distinct show orders in random order; usually sorted like the engine's screen.
        var orders = Array(0..<UInt64(items.count))
        orders.shuffle(using: &generator)
        for index in items.indices { items[index].showOrder = orders[index] }
        if chance(0.7) { items.sort { $0.showOrder < $1.showOrder } }
        return items
    }
}
