@testable import PopupKit
import PopupKitTesting
import Testing
import PopupKitPresentation
@_spi(Tools) import PopupKitStage

// Shared fixture helpers. Frames in the fixtures are computed by hand from the
// documented algorithm and the style defaults, with the fixed-advance measurer:
// a character is 0.6 × font size wide (bold 10 % wider), a line 1.2 × font size high.
//
//   font 14: 8.4 per char, line 16.8      font 15: 9 per char (bold 9.9), line 18
//   font 16: 9.6 per char (bold 10.56), line 19.2      font 17 bold: 11.22 per char, line 20.4

/// The fixed-advance measurer with its documented defaults (0.6 / 1.2).
let measurer = FixedAdvanceTextMeasurer()

/// The default iPhone container: 390×844, safe area top 47, bottom 34, no side insets.
/// Safe rect (0, 47, 390, 763); without a keyboard the available rect is the same.
func phone(_ direction: WritingDirection, keyboard: Double = 0) -> Container {
    Container(keyboardHeight: keyboard, layoutDirection: direction)
}

/// A screen item built directly (the engine is not needed for layout).
func screenItem(_ id: NoticeID, _ content: ScreenContent, order: UInt64 = 0,
                state: ScreenNotice.State = .visible) -> ScreenNotice {
    ScreenNotice(id: id, lane: content.lane, content: content, shownAt: .zero, showOrder: order,
               state: state, tapToDismiss: true)
}

extension ScreenContent {
    var lane: Lane {
        switch self {
        case .toast: .toast
        case .hud: .hud
        case .banner: .banner
        case .popup: .popup
        case .bubble: .bubble
        }
    }
}

/// Lays out `items` with the fixed-advance measurer.
func layout(_ items: [ScreenNotice], in container: Container, styles: StyleSheet = StyleSheet()) -> [NoticePlacement] {
    NoticeLayout(container: container, styles: styles, measurer: measurer).layout(items)
}

/// Lays out one item and returns its layout (recording an issue when there is none).
func layoutOne(_ content: ScreenContent, in container: Container, styles: StyleSheet = StyleSheet(),
               sourceLocation: SourceLocation = #_sourceLocation) -> NoticePlacement? {
    let layouts = layout([screenItem("x", content)], in: container, styles: styles)
    #expect(layouts.count == 1, "expected one layout, got \(layouts.count)", sourceLocation: sourceLocation)
    return layouts.first
}

/// `ltr` in left-to-right layout, `rtl` in right-to-left.
func mirror<T>(_ direction: WritingDirection, ltr: T, rtl: T) -> T {
    direction == .leftToRight ? ltr : rtl
}

/// Expects `actual` to equal `expected` up to floating-point rounding.
func expectRect(_ actual: Rect?, _ expected: Rect, _ what: String = "frame",
                sourceLocation: SourceLocation = #_sourceLocation) {
    guard let actual else {
        Issue.record("\(what): missing, expected \(expected)", sourceLocation: sourceLocation)
        return
    }
    let close = [(actual.minX, expected.minX), (actual.minY, expected.minY),
                 (actual.width, expected.width), (actual.height, expected.height)]
        .allSatisfy { abs($0.0 - $0.1) <= 1e-9 }
    #expect(close, "\(what): got \(actual), expected \(expected)", sourceLocation: sourceLocation)
}

func expectPoint(_ actual: Point, _ expected: Point, _ what: String,
                 sourceLocation: SourceLocation = #_sourceLocation) {
    let close = abs(actual.x - expected.x) <= 1e-9 && abs(actual.y - expected.y) <= 1e-9
    #expect(close, "\(what): got \(actual), expected \(expected)", sourceLocation: sourceLocation)
}

extension NoticePlacement {
    var toastParts: ToastParts? { if case .toast(let parts) = parts { parts } else { nil } }
    var hudParts: HUDParts? { if case .hud(let parts) = parts { parts } else { nil } }
    var bannerParts: BannerParts? { if case .banner(let parts) = parts { parts } else { nil } }
    var popupParts: PopupParts? { if case .popup(let parts) = parts { parts } else { nil } }
    var bubbleParts: BubbleParts? { if case .bubble(let parts) = parts { parts } else { nil } }
}
