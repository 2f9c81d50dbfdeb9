// iOS and iPadOS (Mac Catalyst too) with the real SwiftUI and UIKit, or Linux against their
// documented declarations; empty on macOS, tvOS, watchOS and visionOS (docs/Apple.md#platforms).
#if os(iOS) || !canImport(Darwin)
#if canImport(UIKit)
import SwiftUI
import UIKit
#else
import AppleSwiftUIDeclarations
import Foundation
#endif
import PopupKit
import PopupKitUIKit

/// The environment's popup center: the one `.popupHost()` shows in this view's
/// window (each window of the app has its own; the first window's is the shared
/// one), else the shared one. A plain `EnvironmentKey` (no macro), so it works
/// from iOS 16.
public struct PopupCenterKey: EnvironmentKey {
    public static var defaultValue: PopupCenter { .shared }
}

extension EnvironmentValues {
    /// The center views post notices to: `@Environment(\.popupCenter) var popups`.
    public var popupCenter: PopupCenter {
        get { self[PopupCenterKey.self] }
        set { self[PopupCenterKey.self] = newValue }
    }
}
#endif
