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
/// The notice draws the card, its padding, corners and shadow; the hosting
/// view is clear, so the card shows through it, and lays out edge to edge (a
/// notice near the top of the screen must not be padded by the status bar's
/// safe area). Its light or dark style is the app's, which the overlay mirrors.
@MainActor
final class HostedSwiftUIContent {
    /// The name the host knows the view by: one per bound view.
    let name = "swiftui-\(UUID().uuidString)"
    private var hosting: UIHostingController<AnyView>?
    /// The host the view is registered with, while a notice shows it.
    private weak var host: PopupHost?

    /// Shows `content` from now on (the same hosting controller: SwiftUI's
    /// state inside it survives an update), registered with `host`, and
    /// measures it. `source` is the view that carries the binding, whose
    /// style is the app's.
    /// - Returns: the content to put in the notice.
    func show(_ content: AnyView, on host: PopupHost, source: UIView, maxWidth: Double?) -> HostedContent {
        let root = AnyView(content.ignoresSafeArea(SafeAreaRegions.all, edges: Edge.Set.all))
        let hosting: UIHostingController<AnyView>
        if let existing = self.hosting {
            hosting = existing
            hosting.rootView = root
        } else {
            hosting = UIHostingController(rootView: root)
            hosting.view.backgroundColor = UIColor.clear
            self.hosting = hosting
        }
        hosting.view.overrideUserInterfaceStyle = source.traitCollection.userInterfaceStyle
        if self.host !== host { self.host?.unregister(viewNamed: name) }
        self.host = host
        host.register(view: hosting.view, as: name, keepsEveryTouch: true)
        let offered = host.hostedViewWidth(maxWidth: maxWidth)
        var proposal = UIView.layoutFittingCompressedSize
        proposal.width = offered
        proposal.height = CGFloat.greatestFiniteMagnitude   // as tall as the view wants
        let measured = hosting.sizeThatFits(in: proposal)
        return HostedContent(name: name, measured: measured, offeredWidth: offered)
    }

    /// The notice that showed the view ended: the host stops showing it.
    func ended() {
        host?.unregister(viewNamed: name)
        host = nil
    }
}
#endif
