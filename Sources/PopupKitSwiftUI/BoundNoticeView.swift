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

/// The view a bound modifier puts behind its content: a bubble points at it,
/// and it tells its coordinator when it reaches a window. It holds no state of
/// the notice: SwiftUI may reuse a representable's view, so the notice's state
/// is the coordinator's (``BoundNoticeCoordinator``).
final class BoundNoticeView: UIView {
    /// Called when the view is put in a window.
    var onWindow: (@MainActor () -> Void)?

    override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        isUserInteractionEnabled = false
    }

    override func didMoveToWindow() {
        super.didMoveToWindow()
        if window != nil { onWindow?() }
    }
}

/// Carries out a ``BoundNotice``'s decisions for one bound modifier: shows,
/// updates and dismisses the notice on its center (through the host of its
/// view's scene), sets the binding back when the notice ends by itself, and
/// ends the notice when the view goes away (``dismantle()``).
@MainActor
final class BoundNoticeCoordinator {
    private let popupCenter: PopupCenter
    private var bound = BoundNotice<BoundRequest>(scope: "popupkit.bound.\(UUID().uuidString)")
    private var ticket: NoticeTicket?
    /// Counts the notices shown, so the completion of one replaced (a bubble
    /// shown again) is told from the live one's.
    private var showing = 0
    private var binding: Binding<Bool>?
    private var onAction: (@MainActor (PopupAction.ID) -> Void)?
    private var content: AnyView?
    private let hosted = HostedSwiftUIContent()
    private weak var view: BoundNoticeView?
    /// Waiting for a window (a bubble points at the view, which must be in one).
    private var pending: BoundRequest?
    /// The request of the last update: shown again when the content resizes itself.
    private var latest: BoundRequest?
    /// Whether the content has text fields (the overlay may take key for them).
    private var acceptsTextInput = false

    init(center: PopupCenter) {
        popupCenter = center
    }

    func update(_ view: BoundNoticeView, isPresented: Binding<Bool>, request: BoundRequest, content: AnyView?,
                acceptsTextInput: Bool = false, onAction: (@MainActor (PopupAction.ID) -> Void)?) {
        self.view = view
        binding = isPresented
        self.onAction = onAction
        self.content = content
        self.acceptsTextInput = acceptsTextInput
        latest = request
        view.onWindow = { [weak self] in self?.reachedWindow() }
        guard view.window != nil else {
            pending = request
            return
        }
        apply(request)
    }

    /// The view went away (SwiftUI's `dismantleUIView`): the notice ends with its
    /// scope, and a binding still `true` goes back to `false` once this update
    /// is over (a screen pushed again shows its notice again).
    func dismantle() {
        view?.onWindow = nil
        pending = nil
        let leaving = bound.viewLeft(isPresented: binding?.wrappedValue ?? false)
        if leaving.endsScope { popupCenter.endScope(bound.scope) }
        ticket = nil
        if leaving.resetsBinding, let binding {
            // Written after SwiftUI's update, which must not change state.
            Task { @MainActor in binding.wrappedValue = false }
        }
    }

    private func reachedWindow() {
        guard let request = pending else { return }
        pending = nil
        apply(request)
    }

    private func apply(_ request: BoundRequest) {
        guard let binding else { return }
        var request = request
        if binding.wrappedValue, let measured = measure(request) { request = measured }
        switch bound.update(isPresented: binding.wrappedValue, request: request) {
        case .none: break
        case .present(let request), .update(let request): present(request)
        case .dismiss:
            if let ticket { popupCenter.dismiss(ticket.id) }
            ticket = nil
        }
    }

    /// `request` with its SwiftUI content shown and measured; `nil` for a
    /// request without such content or with no host to show it.
    private func measure(_ request: BoundRequest) -> BoundRequest? {
        // Shown where the center already is, never moved (with its notices) from another window.
        guard request.showsView, let content, let view, let host = PopupHost.hostWithoutMoving(popupCenter, for: view) else {
            return nil
        }
        let shown = hosted.show(content, on: host, source: view, maxWidth: request.maxWidth) { [weak self] _ in
            self?.contentResized()
        }
        return request.measured(shown.size)
    }

    /// The SwiftUI content changed its size by itself: the notice showing it is
    /// updated in place at the new size (the request is measured again).
    private func contentResized() {
        guard let latest, pending == nil, ticket != nil else { return }
        apply(latest)
    }

    /// Shows `request`, or updates the notice in place (same id). Only a new
    /// notice gets a completion: an update is the same notice.
    private func present(_ request: BoundRequest) {
        let id = ticket?.id
        if id == nil || request.isBubble { showing += 1 }
        let number = showing
        var ended: PopupCenter.Completion?
        if id == nil || request.isBubble {
            ended = { [weak self] outcome in self?.ended(outcome, showing: number) }
        }
        let scope = bound.scope
        let hostedContent = HostedContent(name: hosted.name, size: request.viewSize ?? Size(width: 0, height: 0))
        switch request {
        case let .toast(message, title, position, duration):
            let toast = Toast(message: message, title: title, position: position)
            ticket = popupCenter.submit(Notice(id: id, .toast(toast), scope: scope, duration: .fixed(duration)),
                                        completion: ended)
        case let .viewToast(_, position, duration):
            ticket = popupCenter.submit(Notice(id: id, .toast(Toast(hosted: hostedContent, position: position)),
                                               scope: scope, duration: .fixed(duration)), completion: ended)
        case let .hud(status, progress):
            let hud = popupCenter.hud.show(progress.map { .progress($0, status: status) } ?? .show(status: status),
                                           scope: scope)
            if let ended { Task { @MainActor in ended(await hud.outcome) } }
            ticket = hud
        case let .popup(title, message, actions):
            ticket = popupCenter.submit(Notice(id: id, .popup(Popup(title: title, message: message, actions: actions)),
                                               scope: scope), completion: ended)
        case .viewPopup:
            ticket = popupCenter.submit(Notice(id: id, .popup(Popup(hosted: hostedContent)), scope: scope),
                                        completion: ended)
            acceptTextInputIfAsked()
        case let .bubble(text, edge, pointer):
            showBubble(Bubble(text: text, pointer: pointer, edge: edge), replacing: id, completion: ended)
        case let .viewBubble(_, edge, pointer, maxWidth):
            showBubble(Bubble(hosted: hostedContent, pointer: pointer, edge: edge, maxWidth: maxWidth), replacing: id,
                       completion: ended)
            acceptTextInputIfAsked()
        }
    }

    /// Lets the overlay take key for the notice's text fields, when the
    /// modifier asked (``PopupHost/acceptTextInput(in:)``).
    private func acceptTextInputIfAsked() {
        guard acceptsTextInput, let ticket, let view,
              let host = PopupHost.hostWithoutMoving(popupCenter, for: view) else { return }
        host.acceptTextInput(in: ticket.id)
    }

    /// A bubble pointing at the view, following it; one shown already is
    /// replaced (its anchor is the new one's).
    private func showBubble(_ bubble: Bubble, replacing id: NoticeID?, completion: PopupCenter.Completion?) {
        if let id { popupCenter.dismiss(id) }
        // Shown where the center already is, never moved (with its notices) from another window.
        guard let view, let window = view.window, let host = PopupHost.hostWithoutMoving(popupCenter, for: view) else { return }
        var bubble = bubble
        let frame = view.convert(view.bounds, to: window)
        bubble.target = Rect(x: Double(frame.minX), y: Double(frame.minY), width: Double(frame.width),
                             height: Double(frame.height))
        let ticket = popupCenter.submit(Notice(.bubble(bubble), scope: bound.scope), completion: completion)
        host.anchor(ticket, to: view)
        self.ticket = ticket
    }

    private func ended(_ outcome: Outcome, showing number: Int) {
        guard number == showing else { return }
        if case .action(let action) = outcome { onAction?(action) }
        ticket = nil
        hosted.ended()
        if bound.ended() { binding?.wrappedValue = false }
    }
}
#endif
