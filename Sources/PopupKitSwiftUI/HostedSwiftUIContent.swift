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

/// A SwiftUI view shown as a notice's content: a `UIHostingController` whose
/// view the host shows over the notice's slot, the way it shows an app's
/// `UIView` (``PopupHost/register(view:as:)``), sized by SwiftUI at the room's
/// width (the host's measuring rule).
///
/// It is a full citizen of the overlay:
/// - **A child controller** of the overlay's (``PopupHost/adopt(_:resized:)``),
///   so a `.sheet`, an `.alert` or a `dismiss` inside it works.
/// - **It resizes itself**: with `sizingOptions = .preferredContentSize` it tells
///   the overlay when its own state changed its size; it is measured again at
///   the width offered and its notice resized when the size moved
///   (``HostedResize``).
/// - **Its light or dark style** follows the system's through the overlay, which
///   mirrors the app's window, copying the source's only when the app forced one
///   below its window (``SourceAppearance``).
/// - **Its touches are its own** (its buttons are no `UIControl`s), delivered to
///   the hosting view when its own hit test finds no view over what it draws
///   (iOS 26: ``HostedHitTarget``).
///
/// The notice draws the card, its padding, corners and shadow; the hosting
/// view is clear, so the card shows through it, and lays out edge to edge (a
/// notice near the top of the screen must not be padded by the status bar's
/// safe area).
@MainActor
final class HostedSwiftUIContent {
    /// The name the host knows the view by: one per bound view.
    let name = "swiftui-\(UUID().uuidString)"
    private var hosting: UIHostingController<AnyView>?
    /// The host the view is registered with, while a notice shows it.
    private weak var host: PopupHost?
    /// The width the view was last offered, and the size it was shown at.
    private var offered: CGFloat = 0
    private var shown = Size(width: 0, height: 0)
    /// Called with the new size when the content resized itself.
    private var resized: (@MainActor (Size) -> Void)?

    /// Shows `content` from now on (the same hosting controller: SwiftUI's
    /// state inside it survives an update), registered with `host`, and
    /// measures it. `source` is the view that carries the binding, whose
    /// style override, if any, the content takes. `resized` hears of every
    /// size the content takes by itself later.
    /// - Returns: the content to put in the notice.
    func show(_ content: AnyView, on host: PopupHost, source: UIView, maxWidth: Double?,
              resized: @escaping @MainActor (Size) -> Void) -> HostedContent {
        let root = AnyView(content.ignoresSafeArea(SafeAreaRegions.all, edges: Edge.Set.all))
        let hosting: UIHostingController<AnyView>
        if let existing = self.hosting {
            hosting = existing
            hosting.rootView = root
        } else {
            hosting = UIHostingController(rootView: root)
            hosting.view.backgroundColor = UIColor.clear
            // Tells the parent when SwiftUI's own state changes the content's size.
            hosting.sizingOptions = UIHostingControllerSizingOptions.preferredContentSize
            self.hosting = hosting
        }
        hosting.overrideUserInterfaceStyle = SourceAppearance.override(in: Self.styleChain(from: source)) ?? UIUserInterfaceStyle.unspecified
        if self.host !== host, let old = self.host {
            old.unregister(viewNamed: name)
            old.release(hosting)
        }
        self.host = host
        self.resized = resized
        host.adopt(hosting) { [weak self] in self?.contentResized() }
        host.register(view: hosting.view, as: name, keepsEveryTouch: true)
        offered = host.hostedViewWidth(maxWidth: maxWidth)
        let measured = HostedContent(name: name, measured: measure(hosting), offeredWidth: offered)
        shown = measured.size
        return measured
    }

    /// The notice that showed the view ended: the host stops showing it.
    func ended() {
        host?.unregister(viewNamed: name)
        if let hosting { host?.release(hosting) }
        host = nil
        resized = nil
    }

    /// SwiftUI's size for the content at the width offered, as tall as it wants.
    private func measure(_ hosting: UIHostingController<AnyView>) -> CGSize {
        var proposal = UIView.layoutFittingCompressedSize
        proposal.width = offered
        proposal.height = CGFloat.greatestFiniteMagnitude
        return hosting.sizeThatFits(in: proposal)
    }

    /// The content's preferred size changed: measured again at the width
    /// offered, its notice resized when the size moved (``HostedResize``).
    private func contentResized() {
        guard let hosting, host != nil else { return }
        let size = HostedContent(name: name, measured: measure(hosting), offeredWidth: offered).size
        guard HostedResize.resizes(shown: shown, measured: size) else { return }
        shown = size
        resized?(size)
    }

    /// The style overrides from `source` up to its window (not included), the
    /// source first: each view's, and each view controller's on the way (a
    /// controller's root view answers to it); `nil` for none set.
    private static func styleChain(from source: UIView) -> [UIUserInterfaceStyle?] {
        var chain: [UIUserInterfaceStyle?] = []
        var responder: UIResponder? = source
        while let current = responder, !(current is UIWindow) {
            let style = (current as? UIView)?.overrideUserInterfaceStyle
                ?? (current as? UIViewController)?.overrideUserInterfaceStyle
            chain.append(style == UIUserInterfaceStyle.unspecified ? nil : style)
            responder = current.next
        }
        return chain
    }
}
#endif
