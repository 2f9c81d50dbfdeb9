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
import PopupKitUIKit

extension ProgressHUD {
    /// SVProgressHUD's `showImage(_:status:)` with a `UIImage`: registered with
    /// the host of ``ProgressHUD/center`` (when one is installed) and shown like a
    /// success.
    @MainActor
    public static func showImage(_ image: UIImage, status: String?) {
        guard let name = PopupHost.installed(for: center)?.register(image) else { return }
        showImage(name, status: status)
    }
}
#endif
