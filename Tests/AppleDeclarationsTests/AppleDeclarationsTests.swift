// Where UIKit exists these run against UIKit and SwiftUI themselves; elsewhere against
// the declarations. On macOS (SwiftUI without UIKit) there is nothing to check.
#if canImport(UIKit) || !canImport(Darwin)
import Foundation
import Testing
#if canImport(UIKit)
import UIKit
#else
import AppleUIDeclarations
#endif

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
        ])
        center.removeObserver(observer)
        #expect(received.all == [frame])
    }

    @Test func windowLevelsAreUIKitsValues() {
        #expect(UIWindow.Level.alert.rawValue == 2000)
        #expect(UIWindow.Level(2001) == UIWindow.Level(rawValue: 2001))
    }

    @Test func contentSizeNotificationIsUIKitsString() {
        #expect(UIContentSizeCategory.didChangeNotification.rawValue == "UIContentSizeCategoryDidChangeNotification")
        #expect(UIContentSizeCategory(rawValue: "UICTContentSizeCategoryL").rawValue == "UICTContentSizeCategoryL")
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
        #expect(CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6).ty == 6)
        let range = CAFrameRateRange(minimum: 30, maximum: 120)
        #expect(range.preferred == nil)
        #expect(range.maximum == 120)
    }
}
#endif
