// iOS and iPadOS (Mac Catalyst too) with the real UIKit, or Linux against its documented
// declarations; empty on macOS, tvOS, watchOS and visionOS (docs/Apple.md#platforms).
#if os(iOS) || !canImport(Darwin)
#if canImport(UIKit)
import UIKit
#else
import AppleUIDeclarations
import Foundation
#endif
import PopupKit
internal import PopupKitHost

/// A HUD's success, warning and error haptics, from one notification feedback
/// generator prepared ahead (a cold Taptic Engine lags its first haptic).
@MainActor
final class Haptics {
    private let generator = UINotificationFeedbackGenerator()

    func prepare() {
        generator.prepare()
    }

    func play(_ haptic: HostRequest.Haptic) {
        let type: UINotificationFeedbackGenerator.FeedbackType = switch haptic {
        case .success: .success
        case .warning: .warning
        case .error: .error
        }
        generator.notificationOccurred(type)
        generator.prepare()
    }
}
#endif
