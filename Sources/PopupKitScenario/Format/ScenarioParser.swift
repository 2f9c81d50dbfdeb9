import PopupKitPresentation
@_spi(Tools) import PopupKitCore
import PopupKitJSON

/// Turns scenario JSON into a ``Scenario``, checking every field.
enum ScenarioParser {
    static let lanes: [String: Lane] = Dictionary(uniqueKeysWithValues: Lane.allCases.map { ($0.rawValue, $0) })
    /// The container's appearance names: `"light"` and `"dark"`.
    static let appearances: [String: Appearance] = Dictionary(uniqueKeysWithValues: Appearance.allCases.map { ($0.rawValue, $0) })

    static func scenario(from json: JSONValue) throws(ScenarioError) -> Scenario {
        var reader = try JSONObjectReader(json, path: "")
        var scenario = Scenario()
        if var container = try reader.object("container") {
            scenario.container = try Self.container(&container)
        }
        if var config = try reader.object("config") {
            (scenario.configuration, scenario.styles) = try configuration(&config)
        }
        if let rules = reader.value("rules") {
            scenario.rules = try RuleParser.ruleBook(from: rules, path: "rules")
        }
        guard let events = reader.value("events") else { throw reader.missing("events") }
        guard case .array(let list) = events else {
            throw ScenarioError(path: "events", message: "expected an array, got \(events.kindName)")
        }
        try reader.rejectUnknownFields(allowed: "container, config, rules, events")
        var previous = 0.0
        for (index, value) in list.enumerated() {
            let event = try EventParser.event(value, index: index, styles: scenario.styles)
            if event.at.seconds < previous {
                throw ScenarioError(path: "events[\(index)].at",
                                    message: "\(event.at.seconds) is before the previous event's \(previous); events must be in time order")
            }
            previous = event.at.seconds
            scenario.events.append(event)
        }
        return scenario
    }

    static func container(_ reader: inout JSONObjectReader) throws(ScenarioError) -> Container {
        var container = Container()
        container.size.width = try reader.points("width") ?? container.size.width
        container.size.height = try reader.points("height") ?? container.size.height
        if var insets = try reader.object("safeArea") { container.safeArea = try Self.insets(&insets) }
        if var insets = try reader.object("contentInsets") { container.contentInsets = try Self.insets(&insets) }
        container.keyboardHeight = try reader.points("keyboardHeight") ?? 0
        container.layoutDirection = try reader.choice("layoutDirection", ["ltr": .leftToRight, "rtl": .rightToLeft]) ?? .leftToRight
        container.appearance = try reader.choice("appearance", appearances) ?? .light
        try reader.rejectUnknownFields(allowed: "width, height, safeArea, contentInsets, keyboardHeight, layoutDirection, appearance")
        return container
    }

    static func insets(_ reader: inout JSONObjectReader) throws(ScenarioError) -> Insets {
        let insets = Insets(top: try reader.points("top") ?? 0, left: try reader.points("left") ?? 0,
                                bottom: try reader.points("bottom") ?? 0, right: try reader.points("right") ?? 0)
        try reader.rejectUnknownFields(allowed: "top, left, bottom, right")
        return insets
    }

    static func configuration(_ reader: inout JSONObjectReader) throws(ScenarioError) -> (EngineConfiguration, StyleSheet) {
        var configuration = EngineConfiguration()
        var styles = StyleSheet()
        for lane in Lane.allCases {
            guard var laneReader = try reader.object(lane.rawValue) else { continue }
            try StyleParser.laneStyle(lane, &laneReader, into: &styles)
            configuration[lane] = try laneConfiguration(lane, &laneReader)
        }
        if var accessibility = try reader.object("accessibility") {
            var settings = AccessibilityConfiguration()
            settings.reduceMotion = try accessibility.bool("reduceMotion") ?? false
            settings.voiceOver = try accessibility.bool("voiceOver") ?? false
            if let factor = try accessibility.number("voiceOverDurationFactor") {
                guard factor >= 1 else {
                    throw accessibility.error("voiceOverDurationFactor", "must be ≥ 1, got \(factor)")
                }
                guard factor <= JSONObjectReader.largestMagnitude else {
                    throw accessibility.error("voiceOverDurationFactor", "must be at most 1e9, got \(factor)")
                }
                settings.voiceOverDurationFactor = factor
            }
            try accessibility.rejectUnknownFields(allowed: "reduceMotion, voiceOver, voiceOverDurationFactor")
            configuration.accessibility = settings
        }
        try reader.rejectUnknownFields(allowed: "toast, hud, banner, popup, bubble, accessibility")
        return (configuration, styles)
    }

    static func laneConfiguration(_ lane: Lane, _ reader: inout JSONObjectReader) throws(ScenarioError) -> LaneConfiguration {
        var config = LaneConfiguration.defaults(for: lane)
        let fields = LaneField.all.filter { $0.accepted(by: lane) }
        for field in fields { try field.read(&reader, &config) }
        try reader.rejectUnknownFields(allowed: fields.map(\.name).joined(separator: ", "))
        return config
    }

    static func laneList(_ value: JSONValue, path: String) throws(ScenarioError) -> Set<Lane> {
        guard case .array(let names) = value else {
            throw ScenarioError(path: path, message: "expected an array of lane names, got \(value.kindName)")
        }
        var result: Set<Lane> = []
        for (index, name) in names.enumerated() {
            guard case .string(let text) = name, let lane = lanes[text] else {
                throw ScenarioError(path: "\(path)[\(index)]",
                                    message: "expected one of: \(Lane.allCases.map(\.rawValue).joined(separator: ", "))")
            }
            result.insert(lane)
        }
        return result
    }
}
