import PopupKitCore

extension Playground {
    /// The input a digit key sends: `1` presses the first button of the popup on
    /// screen, `2` its second, and so on; `nil` for any other key, or when no popup
    /// on screen has that button. The newest popup on screen is the one pressed.
    /// - Complexity: O(n) for n notices on screen.
    public static func popupButton(forKey key: String, on screen: [ScreenNotice]) -> NoticeEngine.Input? {
        guard key.count == 1, let number = Int(key), number >= 1 else { return nil }
        for notice in screen.reversed() {
            guard case .visible = notice.state, case .popup(let popup) = notice.content else { continue }
            return popup.actions.indices.contains(number - 1) ? .action(notice.id, popup.actions[number - 1].id) : nil
        }
        return nil
    }

    /// What a live window sends as it quits: every lane hidden and its queue
    /// cleared, the loading toast and the HUD too, so every notice still on screen
    /// or waiting ends, with its reason (`cleared`), before the window goes.
    public static let quitInputs: [NoticeEngine.Input] = Lane.allCases.map {
        .hideAll($0, clearQueue: true, includeActivity: true)
    }
}
