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
    /// Shows `view` in every notice whose hosted content is named `name`
    /// (``HostedContent``; measure it with ``HostedContent/init(view:name:)``):
    /// on each frame the view is placed exactly over its slot — `bounds`,
    /// `center`, `transform` and `alpha` follow the notice's fade, slide, scale
    /// and drag — and taken away when the notice has left. A touch on a control
    /// of the view (a `UIControl`, or a view with gesture recognizers of its own:
    /// a scroll view, a text view) is the view's (the overlay's hit test answers
    /// the view's `hitTest`); a touch anywhere else on it (a label, an image, its
    /// background) is the notice's, as on the notice's padding: a tap dismisses
    /// it or calls its tap handler, a drag swipes it. The views sit above the
    /// notices' layers.
    public func register(view: UIView, as name: String) {
        hostedViews.register(view, as: name)
    }

    /// ``register(view:as:)`` for a view every touch on which is its own (SwiftUI
    /// content, whose controls UIKit cannot see).
    package func register(view: UIView, as name: String, keepsEveryTouch: Bool) {
        hostedViews.register(view, as: name, keepsEveryTouch: keepsEveryTouch)
    }

    /// Stops showing the view registered under `name` (its slot stays empty).
    public func unregister(viewNamed name: String) {
        hostedViews.unregister(name)
    }

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
