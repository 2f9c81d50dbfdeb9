import PopupKitCore
import PopupKitPresentation

extension Stage {
    /// What an escape (VoiceOver's two-finger scrub, a hardware keyboard's Esc)
    /// does on the screen as it is now, as an engine input; `nil` when it does
    /// nothing, and the platform may pass it on.
    ///
    /// - A popup that shows (the front one, if several) takes it: its first
    ///   action with the cancel role is tapped (its completion hears the action,
    ///   as for a tap), as an alert's cancel button answers Esc. A popup with no
    ///   cancel action keeps it: escape does nothing, as for an alert with only
    ///   an OK button, and nothing under the popup's dimming hears it either.
    /// - A HUD with a mask blocks it: a task in progress is not escaped.
    /// - Otherwise visible bubbles that go on a tap outside end, `tapOutside`.
    public func escapeInput() -> NoticeEngine.Input? {
        let visible = engine.screen.filter(\.isVisible)
        let popups = visible.filter { if case .popup = $0.content { true } else { false } }
        if let front = popups.max(by: { $0.showOrder < $1.showOrder }) {
            guard case .popup(let popup) = front.content,
                  let cancel = popup.actions.first(where: { $0.role == .cancel }) else { return nil }
            return .action(front.id, cancel.id)
        }
        let styles = layout.styles
        if visible.contains(where: { if case .hud(let hud) = $0.content { styles.style(for: hud).mask != .none } else { false } }) {
            return nil
        }
        let dismissible = visible.contains { if case .bubble(let bubble) = $0.content { bubble.dismissesOnTapOutside } else { false } }
        return dismissible ? .tapOutsideBubbles : nil
    }
}
