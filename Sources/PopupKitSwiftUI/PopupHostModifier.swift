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
    /// Shows `center`'s notices over the window scene this view is in, above
    /// sheets and full-screen covers (an overlay window, which an `.overlay`
    /// cannot be), and puts the center in the environment as
    /// ``SwiftUICore/EnvironmentValues/popupCenter``.
    ///
    /// ```swift
    /// WindowGroup {
    ///     ContentView().popupHost()
    /// }
    /// ```
    public func popupHost(_ center: PopupCenter = .shared) -> some View {
        modifier(PopupHostModifier(center: center))
    }
}

/// Puts a zero-size bridging view behind the content: when UIKit puts it in a
/// window, it installs the UIKit host on that window's scene.
struct PopupHostModifier: ViewModifier {
    let center: PopupCenter

    func body(content: Content) -> some View {
        content
            .background(PopupHostBridge(center: center).frame(width: 0, height: 0))
            .environment(\.popupCenter, center)
    }
}

/// The bridge between SwiftUI and the UIKit host.
struct PopupHostBridge: UIViewRepresentable {
    let center: PopupCenter

    func makeUIView(context: Context) -> PopupHostAnchorView {
        PopupHostAnchorView(center: center)
    }

    func updateUIView(_ view: PopupHostAnchorView, context: Context) {
        view.popupCenter = center
    }
}

/// A view that takes no touches and draws nothing; in a window, it installs
/// the host on the window's scene (the scene of this SwiftUI view, right on iPad
/// with several windows).
final class PopupHostAnchorView: UIView {
    var popupCenter: PopupCenter {
        didSet { if popupCenter !== oldValue { installIfInWindow() } }
    }

    init(center: PopupCenter) {
        popupCenter = center
        super.init(frame: .zero)
        isUserInteractionEnabled = false
    }

    required init?(coder: NSCoder) {
        popupCenter = .shared
        super.init(coder: coder)
        isUserInteractionEnabled = false
    }

    override func didMoveToWindow() {
        super.didMoveToWindow()
        installIfInWindow()
    }

    private func installIfInWindow() {
        guard window != nil else { return }
        PopupHost.install(popupCenter, on: self)
    }
}
#endif
