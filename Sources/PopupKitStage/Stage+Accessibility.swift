import PopupKitCore
import PopupKitPresentation

/// Accessibility output: the elements a screen reader sees, and the requests
/// (announcements, focus moves, haptics) a host carries out.
extension Stage {
    /// One element per visible notice, top first (the order a tap reaches them),
    /// each popup's followed by one per action button in reading order: what a
    /// host hands its platform's screen reader. Notices fading out are gone for the
    /// screen reader already.
    /// - Complexity: O(v log v) for v notices on screen (it lays them out).
    public func accessibilityElements() -> [AccessibilityElement] {
        let (screen, layouts) = layouts()
        return Self.accessibilityElements(screen, layouts: layouts, styles: styles)
    }

    /// The elements of `screen` laid out at `layouts` (same order), top first.
    package static func accessibilityElements(_ screen: [ScreenNotice], layouts: [NoticePlacement],
                                             styles: StyleSheet) -> [AccessibilityElement] {
        return HitTesting.topFirst(screen, layouts: layouts).flatMap { item, placement in
            let (label, value, traits) = AccessibilityDescription.of(item)
            let notice = AccessibilityElement(id: item.id, lane: item.lane, label: label, value: value, traits: traits,
                                              frame: placement.frame,
                                              isModal: AccessibilityDescription.isModal(item, styles: styles),
                                              hostedView: item.content.hosted?.name)
            guard case .popup(let parts) = placement.parts, !parts.actions.isEmpty else { return [notice] }
            return [notice] + parts.actions.map { button in
                AccessibilityElement(id: item.id, lane: item.lane, label: button.title.text, value: nil, traits: .button,
                                     frame: button.frame, isModal: false, action: button.id)
            }
        }
    }

    /// The host requests for `events` (what the engine just reported), given the
    /// screen as it is now: call it with every batch of events, in order. It needs
    /// no layout: words and modality come from the notices and their styles.
    /// - Complexity: O(e) for e events.
    public mutating func requests(after events: [NoticeEvent]) -> [HostRequest] {
        guard events.contains(where: { $0.kind == .shown || $0.kind == .updated }) else { return [] }
        let engine = engine
        return announcer.requests(after: events, visible: { engine.visibleNotice($0) }, styles: styles,
                                  configuration: engine.configuration)
    }
}
