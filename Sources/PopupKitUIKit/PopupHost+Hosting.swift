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

extension PopupHost {
    /// Shows `view` in a notice for as long as the notice lives: registered
    /// under a name of its own, measured at the room's width (a label in it
    /// wraps), and unregistered when the notice ends. What every call that takes
    /// the app's own `UIView` uses (a scheduler's popup view here, the seeds'
    /// custom toasts, banners and bubbles in PopupKitSeeds); `bare` shows it with
    /// nothing of PopupKit's around it (`HostedContent(…, bare: true)`), as the library
    /// a call comes from showed the app's view.
    /// - Returns: the content to put in the notice, and what to call when it ends.
    package func hosting(_ view: UIView, kind: String,
                         bare: Bool) -> (content: HostedContent, ended: @Sendable @MainActor () -> Void) {
        let name = "\(kind)-\(UInt(bitPattern: ObjectIdentifier(view).hashValue))"
        register(view: view, as: name)
        var content = HostedContent(view: view, name: name,
                                    maxWidth: HostedViewMeasure.offeredWidth(in: center.stage.container))
        content.isBare = bare
        return (content, { [weak self] in self?.unregister(viewNamed: name) })
    }
}
#endif
