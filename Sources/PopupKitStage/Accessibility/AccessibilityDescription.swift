import PopupKitCore
import PopupKitPresentation

/// The words and traits of a notice for a screen reader, from its content alone.
enum AccessibilityDescription {
    /// Whether `item` hides everything else from the screen reader: a HUD whose
    /// style has a blocking mask, a popup over its dim.
    static func isModal(_ item: ScreenNotice, styles: StyleSheet) -> Bool {
        switch item.content {
        case .hud(let hud): styles.style(for: hud).mask != .none
        case .popup: true
        case .toast, .banner, .bubble: false
        }
    }

    /// The label, value and traits of `item`. Custom content reads its own label
    /// or its name. A hosted view (``HostedContent``) adds nothing: its name is the
    /// host's key for it (often generated, `toast-140237461`), never words for a
    /// listener, and the view speaks for itself (a host puts it in the notice's
    /// place, ``AccessibilityElement/hostedView``). A notice with no words of its
    /// own has an empty label, and an empty label is never announced. Line
    /// breaks in the words are read as spaces, as SVProgressHUD reads a status
    /// (a break makes VoiceOver read the text twice).
    static func of(_ item: ScreenNotice) -> (label: String, value: String?, traits: AccessibilityElement.Traits) {
        let (label, value, traits) = words(of: item)
        return (lineBreaksAsSpaces(label), value, traits)
    }

    /// `text` with every run of line breaks (`\n`, `\r\n`, U+2028…) one space.
    static func lineBreaksAsSpaces(_ text: String) -> String {
        guard text.contains(where: \.isNewline) else { return text }
        return text.split(whereSeparator: \.isNewline).joined(separator: " ")
    }

    private static func words(of item: ScreenNotice) -> (label: String, value: String?, traits: AccessibilityElement.Traits) {
        var traits: AccessibilityElement.Traits = .staticText
        if item.tapToDismiss { traits.insert(.button) }
        switch item.content {
        case .toast(let toast):
            if toast.image != nil { traits.insert(.image) }
            if toast.isActivity, toast.bodyContent == nil {
                traits.insert(.updatesFrequently)
                return (joined(toast.title, toast.message) ?? "Loading", nil, traits)
            }
            return (joined(toast.title, toast.message, toast.bodyContent?.accessibilityLabel)
                    ?? toast.image.flatMap(ImageAccessibilityName.label(for:)) ?? "", nil, traits)
        case .hud(let hud):
            switch hud.mode {
            case .spinner:
                return (hud.status ?? "Loading", nil, traits.union(.updatesFrequently))
            case .progress(let progress):
                let percent = Int((min(1, max(0, progress)) * 100).rounded())
                return (hud.status ?? "Loading", "\(percent)%", traits.union(.updatesFrequently))
            case .success:
                return (hud.status ?? "Success", nil, traits.union(.image))
            case .error:
                return (hud.status ?? "Error", nil, traits.union(.image))
            case .info:
                return (hud.status ?? "Information", nil, traits.union(.image))
            case .image(let name):
                return (hud.status ?? ImageAccessibilityName.label(for: name) ?? "", nil, traits.union(.image))
            }
        case .banner(let banner):
            if banner.image != nil { traits.insert(.image) }
            return (joined(banner.title, banner.subtitle) ?? banner.image.flatMap(ImageAccessibilityName.label(for:)) ?? "",
                    nil, traits)
        case .popup(let popup):
            return (joined(popup.title, popup.message, popup.bodyContent?.accessibilityLabel) ?? "", nil, traits)
        case .bubble(let bubble):
            return (joined(bubble.text, bubble.bodyContent?.accessibilityLabel) ?? "", nil, traits)
        }
    }

    /// The non-empty parts joined with ", " (VoiceOver pauses at a comma); `nil`
    /// when all are empty (an image alone is then read by its name, when its name
    /// is words: ``ImageAccessibilityName``).
    private static func joined(_ parts: String?...) -> String? {
        let present = parts.compactMap { $0 }.filter { !$0.isEmpty }
        return present.isEmpty ? nil : present.joined(separator: ", ")
    }
}
