// Where UIKit exists these run against UIKit and SwiftUI themselves; elsewhere against
// the declarations. On macOS (SwiftUI without UIKit) there is nothing to check.
#if canImport(UIKit) || !canImport(Darwin)
import Foundation
import Testing
#if canImport(UIKit)
import SwiftUI
import UIKit
#else
import AppleSwiftUIDeclarations
import AppleUIDeclarations
#endif

// MARK: - Uses that only have to compile (nothing here is called)

/// Touches outside the notices fall through to the app.
final class PassThroughWindow: UIWindow {
    var noticeFrames: [CGRect] = []
    var touchedAt: [CGPoint] = []

    override init(windowScene: UIWindowScene) {
        super.init(windowScene: windowScene)
        windowLevel = UIWindow.Level(UIWindow.Level.statusBar.rawValue + 1)
        isUserInteractionEnabled = true
    }

    required init?(coder: NSCoder) {
        fatalError("not used")
    }

    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        noticeFrames.contains { $0.contains(point) }
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        touchedAt += touches.map { $0.location(in: self) }
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let insets = safeAreaInsets
        noticeFrames = noticeFrames.map { $0.offsetBy(dx: insets.left, dy: insets.top) }
    }
}

@MainActor
func place(_ layer: CALayer, in frame: CGRect, opacity: Float) {
    CATransaction.begin()
    CATransaction.setDisableActions(true)
    layer.bounds = CGRect(origin: .zero, size: frame.size)
    layer.position = CGPoint(x: frame.midX, y: frame.midY)
    layer.opacity = opacity
    layer.shadowColor = CGColor(srgbRed: 0, green: 0, blue: 0, alpha: 1)
    layer.shadowOpacity = 0.2
    layer.shadowRadius = 8
    layer.shadowOffset = CGSize(width: 0, height: 2)
    layer.setAffineTransform(CGAffineTransform(a: 0.9, b: 0, c: 0, d: 0.9, tx: 0, ty: 0))
    CATransaction.commit()
}

@MainActor
func drawNotice(text: String, size: CGSize, scale: CGFloat) -> UIImage {
    let format = UIGraphicsImageRendererFormat()
    format.scale = scale
    format.opaque = false
    let paragraph = NSMutableParagraphStyle()
    paragraph.alignment = .center
    paragraph.lineBreakMode = .byTruncatingTail
    let attributed = NSAttributedString(string: text, attributes: [
        .font: UIFont.systemFont(ofSize: UIFontMetrics.default.scaledValue(for: 15), weight: .bold),
        .paragraphStyle: paragraph,
    ])
    return UIGraphicsImageRenderer(size: size, format: format).image { context in
        let path = CGMutablePath()
        path.move(to: .zero)
        path.addLine(to: CGPoint(x: size.width, y: 0))
        path.closeSubpath()
        context.cgContext.addPath(path)
        context.cgContext.setFillColor(CGColor(srgbRed: 1, green: 1, blue: 1, alpha: 1))
        context.cgContext.fillPath()
        let options: NSStringDrawingOptions = [.usesLineFragmentOrigin, .truncatesLastVisibleLine]
        let box = attributed.boundingRect(with: size, options: options, context: nil)
        attributed.draw(with: CGRect(origin: .zero, size: box.size), options: options, context: nil)
    }
}

@MainActor
func follow(_ window: PassThroughWindow) -> UIUpdateLink {
    window.registerForTraitChanges([UITraitUserInterfaceStyle.self]) { (window: PassThroughWindow, _: UITraitCollection) in
        window.layoutSubviews()
    }
    let link = UIUpdateLink(view: window)
    link.preferredFrameRateRange = CAFrameRateRange(minimum: 30, maximum: 120, preferred: 120)
    link.addAction { link, info in
        link.isEnabled = info.modelTime < CACurrentMediaTime() + 1
    }
    let idle = CFRunLoopObserverCreateWithHandler(nil, CFRunLoopActivity.beforeWaiting.rawValue, true, 0) { _, _ in }
    CFRunLoopAddObserver(CFRunLoopGetMain(), idle, .commonModes)
    UIAccessibility.post(notification: .announcement, argument: "Saved")
    return link
}

/// Installs the host next to the app's own views.
struct PopupHostBridge: UIViewRepresentable {
    func makeUIView(context: Context) -> UIView {
        UIView(frame: .zero)
    }

    func updateUIView(_ uiView: UIView, context: Context) {
        uiView.isHidden = context.environment.popupCenter == nil
    }
}

struct PopupHostModifier: ViewModifier {
    func body(content: Content) -> some View {
        content.background(PopupHostBridge())
    }
}

struct PopupCenterKey: EnvironmentKey {
    static let defaultValue: Int? = nil
}

extension EnvironmentValues {
    var popupCenter: Int? {
        get { self[PopupCenterKey.self] }
        set { self[PopupCenterKey.self] = newValue }
    }
}

extension View {
    func popupHost() -> some View {
        modifier(PopupHostModifier())
    }
}

struct HostedScreen: View {
    @Environment(\.popupCenter) var center

    var body: some View {
        EmptyView().popupHost().environment(\.popupCenter, 1)
    }
}

// MARK: - Values

/// Holds what a `@Sendable` observer saw.
final class Received: @unchecked Sendable {
    private let lock = NSLock()
    private var frames: [CGRect] = []

    func append(_ frame: CGRect) {
        lock.lock()
        frames.append(frame)
        lock.unlock()
    }

    var all: [CGRect] {
        lock.lock()
        defer { lock.unlock() }
        return frames
    }
}

@Suite struct AppleDeclarationsTests {
    @Test func notificationNamesAreUIKitsStrings() {
        #expect(UIResponder.keyboardWillChangeFrameNotification.rawValue == "UIKeyboardWillChangeFrameNotification")
        #expect(UIScene.didActivateNotification.rawValue == "UISceneDidActivateNotification")
        #expect(UIScene.willDeactivateNotification.rawValue == "UISceneWillDeactivateNotification")
        #expect(UIScene.didEnterBackgroundNotification.rawValue == "UISceneDidEnterBackgroundNotification")
        #expect(UIScene.willEnterForegroundNotification.rawValue == "UISceneWillEnterForegroundNotification")
        #expect(UIAccessibility.voiceOverStatusDidChangeNotification.rawValue == "UIAccessibilityVoiceOverStatusDidChangeNotification")
        #expect(UIAccessibility.reduceMotionStatusDidChangeNotification.rawValue == "UIAccessibilityReduceMotionStatusDidChangeNotification")
    }

    @Test func keyboardUserInfoKeysAreUIKitsStrings() {
        #expect(UIResponder.keyboardFrameEndUserInfoKey == "UIKeyboardFrameEndUserInfoKey")
        #expect(UIResponder.keyboardAnimationDurationUserInfoKey == "UIKeyboardAnimationDurationUserInfoKey")
    }

    @Test func anObserverReadsTheKeyboardFrameAsACGRect() {
        let center = NotificationCenter()
        let received = Received()
        let observer = center.addObserver(forName: UIResponder.keyboardWillChangeFrameNotification, object: nil, queue: nil) { note in
            if let frame = note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect {
                received.append(frame)
            }
        }
        let frame = CGRect(x: 0, y: 500, width: 390, height: 344)
        center.post(name: UIResponder.keyboardWillChangeFrameNotification, object: nil, userInfo: [
            UIResponder.keyboardFrameEndUserInfoKey: frame,
            UIResponder.keyboardAnimationDurationUserInfoKey: 0.25,
        ])
        center.removeObserver(observer)
        #expect(received.all == [frame])
    }

    @Test func windowLevelsAreUIKitsValues() {
        #expect(UIWindow.Level.normal.rawValue == 0)
        #expect(UIWindow.Level.statusBar.rawValue == 1000)
        #expect(UIWindow.Level.alert.rawValue == 2000)
        #expect(UIWindow.Level(1001) == UIWindow.Level(rawValue: 1001))
        #expect(UIWindow.Level.alert.rawValue > UIWindow.Level.statusBar.rawValue)
    }

    @Test func contentSizeCategoriesAreUIKitsStrings() {
        #expect(UIContentSizeCategory.extraSmall.rawValue == "UICTContentSizeCategoryXS")
        #expect(UIContentSizeCategory.large.rawValue == "UICTContentSizeCategoryL")
        #expect(UIContentSizeCategory.extraExtraExtraLarge.rawValue == "UICTContentSizeCategoryXXXL")
        #expect(UIContentSizeCategory.accessibilityMedium.rawValue == "UICTContentSizeCategoryAccessibilityM")
        #expect(UIContentSizeCategory.accessibilityExtraExtraExtraLarge.rawValue == "UICTContentSizeCategoryAccessibilityXXXL")
        #expect(UIContentSizeCategory(rawValue: "UICTContentSizeCategoryL") == .large)
    }

    @Test func accessibilityTraitsCombineAsASet() {
        let traits: UIAccessibilityTraits = [.staticText, .updatesFrequently]
        #expect(traits.contains(.staticText))
        #expect(traits.contains(.updatesFrequently))
        #expect(!traits.contains(.button))
        #expect(!traits.contains(.image))
        #expect(traits.union(.button).subtracting(traits) == .button)
    }

    @Test func accessibilityNotificationsAreDistinct() {
        let kinds: Set<UIAccessibility.Notification> = [.announcement, .screenChanged, .layoutChanged]
        #expect(kinds.count == 3)
    }

    @Test func valueTypesHoldTheirValues() {
        let insets = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        #expect([insets.top, insets.left, insets.bottom, insets.right] == [1, 2, 3, 4])
        #expect(UIEdgeInsets.zero == UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0))
        #expect(CGAffineTransform.identity == CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0))
        let range = CAFrameRateRange(minimum: 30, maximum: 120)
        #expect(range.preferred == nil)
        #expect(range.maximum == 120)
    }

    @Test func theEnvironmentKeyDefaultsToNoCenter() {
        #expect(PopupCenterKey.defaultValue == nil)
    }
}
#endif
