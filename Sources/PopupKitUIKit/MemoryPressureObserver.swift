// iOS and iPadOS (Mac Catalyst too) with the real UIKit, or Linux against its documented
// declarations; empty on macOS, tvOS, watchOS and visionOS (docs/Apple.md#platforms).
#if os(iOS) || !canImport(Darwin)
#if canImport(UIKit)
import UIKit
#else
import AppleUIDeclarations
import Foundation
#endif

/// Runs an action on the main actor when the system warns the app that memory is
/// low and when the app goes to the background (where the system ends apps that
/// hold much memory first): what lets caches go. Block-based; it stops hearing
/// them when it is released.
final class MemoryPressureObserver {
    private let tokens: [any NSObjectProtocol]

    init(_ action: @escaping @MainActor () -> Void) {
        let center = NotificationCenter.default
        tokens = [UIApplication.didReceiveMemoryWarningNotification, UIApplication.didEnterBackgroundNotification].map { name in
            center.addObserver(forName: name, object: nil, queue: .main) { _ in
                MainActor.assumeIsolated { action() }
            }
        }
    }

    deinit {
        for token in tokens { NotificationCenter.default.removeObserver(token) }
    }
}
#endif
