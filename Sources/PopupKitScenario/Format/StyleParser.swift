import PopupKitPresentation
import PopupKitCore
import PopupKitJSON

/// Reads styles in scenarios: `config.<lane>.style`, `config.hud.mask` and an item
/// event's own `style` (each any subset of the lane's style properties).
enum StyleParser {
    /// Applies `config.<lane>.style`, `config.<lane>.swipe` (and `config.hud.mask`)
    /// to the style sheet.
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
        if var swipe = try reader.object("swipe") {
            styles.swipe[lane] = try swipeRules(&swipe, base: styles.swipe[lane])
        }
        if lane == .hud {
            let masks = Dictionary(uniqueKeysWithValues: HUDStyle.Mask.allCases.map { ($0.rawValue, $0) })
            if let mask = try reader.choice("mask", masks) { styles.hud.mask = mask }
        }
    }

    /// `config.<lane>.swipe`: any subset of the lane's swipe rules.
    static func swipeRules(_ reader: inout JSONObjectReader, base: SwipeRules) throws(ScenarioError) -> SwipeRules {
        var rules = base
        rules.isEnabled = try reader.bool("enabled") ?? rules.isEnabled
        rules.allowsCentred = try reader.bool("centred") ?? rules.allowsCentred
        rules.slop = try reader.points("slop") ?? rules.slop
        rules.velocity = try reader.points("velocity") ?? rules.velocity
        rules.distance = try reader.points("distance") ?? rules.distance
        if let fraction = try reader.number("fraction") {
            guard (0...1).contains(fraction) else { throw reader.error("fraction", "must be within 0…1, got \(fraction)") }
            rules.fraction = fraction
        }
        rules.springBack = try reader.time("springBack") ?? rules.springBack
        try reader.rejectUnknownFields(allowed: "enabled, centred, slop, velocity, distance, fraction, springBack")
        return rules
    }

    /// An item event's `style`, applied over its lane's style.
    static func itemStyle<Style: Codable>(_ reader: inout JSONObjectReader, base: Style) throws(ScenarioError) -> Style? {
        guard let overrides = reader.value("style") else { return nil }
        return try StyleOverlay.apply(overrides, to: base, path: reader.fieldPath("style"))
    }
}
