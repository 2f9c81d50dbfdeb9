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

/// The view that carries out a ``BoundNotice``'s decisions: it shows, updates
/// and dismisses the notice on its center (through the host of its own window's
/// scene) and sets the binding back when the notice ends by itself.
final class BoundNoticeView: UIView {
    private let popupCenter: PopupCenter
    private var bound = BoundNotice<BoundRequest>()
    private var ticket: NoticeTicket?
    private var binding: Binding<Bool>?
    private var onAction: (@MainActor (PopupAction.ID) -> Void)?
    /// Waiting for a window (a bubble points at this view, which must be in one).
    private var pending: (isPresented: Binding<Bool>, request: BoundRequest)?

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
        if window != nil, let pending {
            self.pending = nil
            update(isPresented: pending.isPresented, request: pending.request, onAction: onAction)
        }
    }

    func update(isPresented: Binding<Bool>, request: BoundRequest, onAction: (@MainActor (PopupAction.ID) -> Void)?) {
        binding = isPresented
        self.onAction = onAction
        guard window != nil else {
            pending = (isPresented, request)
            return
        }
        switch bound.update(isPresented: isPresented.wrappedValue, request: request) {
        case .none: break
        case .present(let request): present(request)
        case .update(let request): present(request)
        case .dismiss:
            if let ticket { popupCenter.dismiss(ticket.id) }
            ticket = nil
        }
    }

    /// Shows `request`, or updates the notice in place (same id).
    private func present(_ request: BoundRequest) {
        let id = ticket?.id
        let ended: PopupCenter.Completion = { [weak self] outcome in self?.ended(outcome) }
        switch request {
        case let .toast(message, title, position, duration):
            ticket = popupCenter.toast(message, title: title, position: position, duration: .fixed(duration), id: id) {
                [weak self] _ in self?.ended(nil)
            }
        case let .hud(status, progress):
            let hud = progress.map { popupCenter.hud.showProgress($0, status: status) } ?? popupCenter.hud.show(status: status)
            if ticket == nil {
                Task { @MainActor [weak self] in self?.ended(await hud.outcome) }
            }
            ticket = hud
        case let .popup(title, message, actions):
            ticket = popupCenter.popups.add(Popup(title: title, message: message, actions: actions), id: id, completion: ended)
        case let .bubble(text, edge, pointer):
            if let id { popupCenter.dismiss(id) }
            // Shown where the center already is, never moved (with its notices) from another window.
            ticket = PopupHost.hostWithoutMoving(popupCenter, for: self)?
                .bubble(text: text, pointingAt: self, edge: edge, pointer: pointer, completion: ended)
        }
    }

    private func ended(_ outcome: Outcome?) {
        if case .action(let action)? = outcome { onAction?(action) }
        ticket = nil
        if bound.ended() { binding?.wrappedValue = false }
    }
}
#endif
