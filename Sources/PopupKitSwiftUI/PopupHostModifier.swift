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

extension View {
    /// Shows notices over the window scene this view is in, above sheets and
    /// full-screen covers (an overlay window, which an `.overlay` cannot be), and
    /// puts the center they come from in the environment as
    /// ``SwiftUICore/EnvironmentValues/popupCenter``.
    ///
    /// Without a center, each window of the app gets its own: the first window's
    /// is ``PopupCenter/shared`` (a single-window app posts to `.shared` from
    /// anywhere), each further window (iPad Split View, Stage Manager, Mac) has
    /// one of its own, so a toast triggered in one window shows in that window.
    /// The UIKit seeds of views in that window (`view.makeToast`) post to the same
    /// center. Put it once per window, at the root of the window's content (sheets
    /// and full-screen covers inherit the environment): a second `.popupHost()` in
    /// the same window would get a center of its own. With a center, that center
    /// shows here, beside the scene's own; a center shows in one window at a time.
    ///
    /// ```swift
    /// WindowGroup {
    ///     ContentView().popupHost()
    /// }
    /// ```
    public func popupHost(_ center: PopupCenter? = nil) -> some View {
        modifier(PopupHostModifier(center: center))
    }
}

/// Puts a zero-size bridging view behind the content: when UIKit puts it in a
/// window, it installs the UIKit host on that window's scene.
struct PopupHostModifier: ViewModifier {
    /// The center the app named, if it did.
    let center: PopupCenter?
    /// This window's own center, claimed once per `.popupHost()` (SwiftUI keeps a
    /// state's first value; the other values made are never asked for a center).
    @State private var own = WindowCenter()

    func body(content: Content) -> some View {
        let shown = center ?? own.center
        content
            .background(PopupHostBridge(center: shown, isWindowCenter: center == nil).frame(width: 0, height: 0))
            .environment(\.popupCenter, shown)
    }
}

/// A `.popupHost()`'s own center, chosen when the body first asks (before the
/// view is in a window): `.shared` if no window holds it, else a new one.
@MainActor
final class WindowCenter {
    private(set) lazy var center: PopupCenter = PopupHost.center(claimedBy: self)
}

/// The bridge between SwiftUI and the UIKit host.
struct PopupHostBridge: UIViewRepresentable {
    let center: PopupCenter
    let isWindowCenter: Bool

    func makeUIView(context: Context) -> PopupHostAnchorView {
        PopupHostAnchorView(center: center, isWindowCenter: isWindowCenter)
    }

    func updateUIView(_ view: PopupHostAnchorView, context: Context) {
        view.isWindowCenter = isWindowCenter
        view.popupCenter = center
    }
}

/// A view that takes no touches and draws nothing; in a window, it installs
/// the host on the window's scene (the scene of this SwiftUI view, right on iPad
/// with several windows) and, for a window's own center, makes it the center of
/// that scene's UIKit seeds too.
final class PopupHostAnchorView: UIView {
    var popupCenter: PopupCenter {
        didSet { if popupCenter !== oldValue { installIfInWindow() } }
    }
    var isWindowCenter: Bool

    init(center: PopupCenter, isWindowCenter: Bool) {
        popupCenter = center
        self.isWindowCenter = isWindowCenter
        super.init(frame: .zero)
        isUserInteractionEnabled = false
    }

    required init?(coder: NSCoder) {
        popupCenter = .shared
        isWindowCenter = false
        super.init(coder: coder)
        isUserInteractionEnabled = false
    }

    override func didMoveToWindow() {
        super.didMoveToWindow()
        installIfInWindow()
    }

    private func installIfInWindow() {
        guard let scene = window?.windowScene else { return }
        if isWindowCenter { PopupHost.adopt(popupCenter, for: scene) }
        PopupHost.install(popupCenter, on: self)
    }
}
#endif
