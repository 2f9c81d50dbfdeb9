import PopupKitCore
import PopupKitPresentation

/// Turns what the engine reported into requests for the host (``HostRequest``),
/// remembering what each notice last said so only a change of text is announced
/// again (a HUD's progress ticking up is its value, not news). A ``Stage`` owns one
/// (``Stage/requests(after:)``), so it is not part of the API.
package struct AccessibilityAnnouncer: Hashable, Sendable {
    /// What a showing last said, and its HUD mode (so one result is felt once).
    private struct Memory: Hashable, Sendable {
        var id: NoticeID
        var label: String
        var mode: HUDMode?
    }

    /// What each showing last said, by show order.
    private var said: [UInt64: Memory] = [:]
    private var rememberedAfterLastForget = 0

    package init() {}

    /// The requests for `events`, given how to find a visible notice now
    /// (`NoticeEngine.visibleNotice(_:)`) and the styles.
    ///
    /// - a `shown` modal notice (a masked HUD, a popup) moves the focus to it
    ///   (`screenChanged`); any other `shown` notice is announced;
    /// - an `updated` notice whose label changed is announced;
    /// - a HUD that shows or turns into a result (success, error, info) asks for
    ///   haptic feedback once, when its lane's `haptics` is on.
    ///
    /// A notice no longer visible when the batch ends (shown and dismissed in one
    /// settling) asks for nothing: there is nothing left to read.
    /// - Complexity: O(e) for e events (amortised: forgetting notices that left is
    ///   O(m) for m remembered, once m has doubled).
    package mutating func requests(after events: [NoticeEvent], visible: (NoticeID) -> ScreenNotice?, styles: StyleSheet,
                                  configuration: EngineConfiguration) -> [HostRequest] {
        var requests: [HostRequest] = []
        for event in events where event.kind == .shown || event.kind == .updated {
            guard let item = visible(event.id), item.lane == event.lane else { continue }
            let label = AccessibilityDescription.of(item).label
            if event.kind == .shown, AccessibilityDescription.isModal(item, styles: styles) {
                requests.append(HostRequest(time: event.time, kind: .screenChanged(focus: event.id)))
            } else if said[item.showOrder]?.label != label, !label.isEmpty {
                requests.append(HostRequest(time: event.time, kind: .announce(label)))
            }
            var memory = said[item.showOrder] ?? Memory(id: item.id, label: label)
            memory.label = label
            if case .hud(let hud) = item.content {
                // Felt once per result: a status change on a shown result is not a new one.
                if configuration[item.lane].haptics, memory.mode != hud.mode, let haptic = Self.haptic(hud.mode) {
                    requests.append(HostRequest(time: event.time, kind: .haptic(haptic)))
                }
                memory.mode = hud.mode
            }
            said[item.showOrder] = memory
        }
        if said.count > 2 * rememberedAfterLastForget + 16 {
            said = said.filter { visible($0.value.id)?.showOrder == $0.key }
            rememberedAfterLastForget = said.count
        }
        return requests
    }

    /// SVProgressHUD's feedback for a result.
    static func haptic(_ mode: HUDMode) -> HostRequest.Haptic? {
        switch mode {
        case .success: .success
        case .error: .error
        case .info: .warning
        case .spinner, .progress, .image: nil
        }
    }
}
