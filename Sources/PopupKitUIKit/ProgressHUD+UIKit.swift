// With the real UIKit, or on Linux against its documented declarations; empty on
// macOS, which has neither UIKit nor a need for it.
#if canImport(UIKit) || !canImport(Darwin)
#if canImport(UIKit)
import UIKit
#else
import AppleUIDeclarations
import Foundation
#endif
import PopupKit
import PopupKitHost

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
