import PopupKitPresentation
import PopupKitCore

/// Reads styles in scenarios: `config.<lane>.style`, `config.hud.mask` and an item
/// event's own `style` (each any subset of the lane's style properties).
enum StyleParser {
    /// Applies `config.<lane>.style` (and `config.hud.mask`) to the style sheet.
    static func laneStyle(_ lane: Lane, _ reader: inout JSONObjectReader, into styles: inout StyleSheet) throws(ScenarioError) {
        if let overrides = reader.value("style") {
            let path = reader.fieldPath("style")
            switch lane {
            case .toast: styles.toast = try StyleOverlay.apply(overrides, to: styles.toast, path: path)
            case .hud: styles.hud = try StyleOverlay.apply(overrides, to: styles.hud, path: path)
            case .banner: styles.banner = try StyleOverlay.apply(overrides, to: styles.banner, path: path)
            case .popup: styles.popup = try StyleOverlay.apply(overrides, to: styles.popup, path: path)
            case .bubble: styles.bubble = try StyleOverlay.apply(overrides, to: styles.bubble, path: path)
            }
        }
        if lane == .hud {
            let masks = Dictionary(uniqueKeysWithValues: HUDStyle.Mask.allCases.map { ($0.rawValue, $0) })
            if let mask = try reader.choice("mask", masks) { styles.hud.mask = mask }
        }
    }

    /// An item event's `style`, applied over its lane's style.
    static func itemStyle<Style: Codable>(_ reader: inout JSONObjectReader, base: Style) throws(ScenarioError) -> Style? {
        guard let overrides = reader.value("style") else { return nil }
        return try StyleOverlay.apply(overrides, to: base, path: reader.fieldPath("style"))
    }
}
