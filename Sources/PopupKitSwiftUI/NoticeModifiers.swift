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

/// What a binding-driven modifier shows.
enum BoundRequest: Equatable {
    case toast(message: String, title: String?, position: ToastPosition, duration: Duration)
    case hud(status: String?, progress: Double?)
    case popup(title: String?, message: String?, actions: [PopupAction])
    case bubble(text: String, edge: BubbleEdge, pointer: BubblePointer)
}

extension View {
    /// Shows a toast while `isPresented` is `true` (on the center in the
    /// environment, ``SwiftUICore/EnvironmentValues/popupCenter``); when it ends
    /// by itself, `isPresented` goes back to `false`.
    public func toast(isPresented: Binding<Bool>, _ message: String, title: String? = nil,
                      position: ToastPosition = .bottom, duration: Duration = .seconds(3)) -> some View {
        modifier(BoundNoticeModifier(isPresented: isPresented,
                                     request: .toast(message: message, title: title, position: position,
                                                     duration: duration), onAction: nil))
    }

    /// Shows the HUD while `isPresented` is `true`: a spinner, or a progress ring
    /// when `progress` is set (a new status or progress updates it in place).
    public func hud(isPresented: Binding<Bool>, status: String? = nil, progress: Double? = nil) -> some View {
        modifier(BoundNoticeModifier(isPresented: isPresented, request: .hud(status: status, progress: progress),
                                     onAction: nil))
    }

    /// Shows a popup while `isPresented` is `true`; a tap on one of its
    /// `actions` calls `onAction` with the action's id and ends it.
    public func popup(isPresented: Binding<Bool>, title: String? = nil, message: String? = nil,
                      actions: [PopupAction] = [],
                      onAction: (@MainActor (PopupAction.ID) -> Void)? = nil) -> some View {
        modifier(BoundNoticeModifier(isPresented: isPresented,
                                     request: .popup(title: title, message: message, actions: actions),
                                     onAction: onAction))
    }

    /// Shows a bubble tip pointing at this view while `isPresented` is `true`,
    /// following it while it moves (scrolling, rotation).
    public func bubble(isPresented: Binding<Bool>, _ text: String, edge: BubbleEdge = .bottom,
                       pointer: BubblePointer = .triangle) -> some View {
        modifier(BoundNoticeModifier(isPresented: isPresented,
                                     request: .bubble(text: text, edge: edge, pointer: pointer), onAction: nil))
    }
}

/// Puts a bridging view behind the content: the same size as the content (a
/// bubble points at it), taking no touches.
struct BoundNoticeModifier: ViewModifier {
    @Environment(\.popupCenter) private var center
    let isPresented: Binding<Bool>
    let request: BoundRequest
    let onAction: (@MainActor (PopupAction.ID) -> Void)?

    func body(content: Content) -> some View {
        content.background(BoundNoticeBridge(center: center, isPresented: isPresented, request: request,
                                             onAction: onAction))
    }
}

struct BoundNoticeBridge: UIViewRepresentable {
    let center: PopupCenter
    let isPresented: Binding<Bool>
    let request: BoundRequest
    let onAction: (@MainActor (PopupAction.ID) -> Void)?

    func makeUIView(context: Context) -> BoundNoticeView {
        BoundNoticeView(center: center)
    }

    func updateUIView(_ view: BoundNoticeView, context: Context) {
        view.update(isPresented: isPresented, request: request, onAction: onAction)
    }
}
#endif
