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

/// What a binding-driven modifier shows. A SwiftUI view's request carries the
/// size the view was measured at (zero until it is), so a view that grows
/// updates its notice in place.
enum BoundRequest: Equatable {
    case toast(message: String, title: String?, position: ToastPosition, duration: Duration)
    case hud(status: String?, progress: Double?)
    case popup(title: String?, message: String?, actions: [PopupAction])
    case bubble(text: String, edge: BubbleEdge, pointer: BubblePointer)
    case viewToast(size: Size, position: ToastPosition, duration: Duration)
    case viewPopup(size: Size)
    case viewBubble(size: Size, edge: BubbleEdge, pointer: BubblePointer, maxWidth: Double?)

    /// Whether it shows a SwiftUI view.
    var showsView: Bool { viewSize != nil }

    /// The measured size of its SwiftUI view; `nil` for other requests.
    var viewSize: Size? {
        switch self {
        case .viewToast(let size, _, _), .viewPopup(let size), .viewBubble(let size, _, _, _): size
        default: nil
        }
    }

    /// The widest its SwiftUI view may be, beyond the room's width.
    var maxWidth: Double? {
        if case .viewBubble(_, _, _, let maxWidth) = self { maxWidth } else { nil }
    }

    var isBubble: Bool {
        switch self {
        case .bubble, .viewBubble: true
        default: false
        }
    }

    /// The request with its SwiftUI view measured at `size`.
    func measured(_ size: Size) -> BoundRequest {
        switch self {
        case let .viewToast(_, position, duration): .viewToast(size: size, position: position, duration: duration)
        case .viewPopup: .viewPopup(size: size)
        case let .viewBubble(_, edge, pointer, maxWidth): .viewBubble(size: size, edge: edge, pointer: pointer,
                                                                       maxWidth: maxWidth)
        default: self
        }
    }
}

extension View {
    /// Shows a toast while `isPresented` is `true` (on the center in the
    /// environment, ``SwiftUICore/EnvironmentValues/popupCenter``); when it ends
    /// by itself, `isPresented` goes back to `false`. When this view goes away
    /// (a navigation pop, an `if` branch), the toast ends with it
    /// (`dismissed(.scopeEnded)`) and `isPresented` goes back to `false`; the
    /// same holds for every bound modifier.
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
    /// The SwiftUI view the notice shows, for the `view…` requests.
    var content: AnyView? = nil
    /// Whether the content has text fields: the overlay may take key for them.
    var acceptsTextInput = false
    let onAction: (@MainActor (PopupAction.ID) -> Void)?

    func body(content view: Content) -> some View {
        view.background(BoundNoticeBridge(center: center, isPresented: isPresented, request: request,
                                          content: content, acceptsTextInput: acceptsTextInput, onAction: onAction))
    }
}

/// The bridge between a bound modifier and UIKit. The notice's state lives in
/// the coordinator, which lives as long as the modifier's place in the view
/// tree; when that place goes (a navigation pop, an `if` branch, a list row
/// reused), SwiftUI dismantles the view and the notice ends with it.
struct BoundNoticeBridge: UIViewRepresentable {
    let center: PopupCenter
    let isPresented: Binding<Bool>
    let request: BoundRequest
    let content: AnyView?
    let acceptsTextInput: Bool
    let onAction: (@MainActor (PopupAction.ID) -> Void)?

    func makeCoordinator() -> BoundNoticeCoordinator {
        BoundNoticeCoordinator(center: center)
    }

    func makeUIView(context: Context) -> BoundNoticeView {
        BoundNoticeView(frame: .zero)
    }

    func updateUIView(_ view: BoundNoticeView, context: Context) {
        context.coordinator.update(view, isPresented: isPresented, request: request, content: content,
                                   acceptsTextInput: acceptsTextInput, onAction: onAction)
    }

    static func dismantleUIView(_ view: BoundNoticeView, coordinator: BoundNoticeCoordinator) {
        coordinator.dismantle()
    }
}
#endif
