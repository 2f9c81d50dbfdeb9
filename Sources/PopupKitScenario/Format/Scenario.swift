import PopupKitPresentation
import PopupKitCore

import Foundation

/// A scripted run of the engine: screen, configuration, styles, banner rules and
/// timed inputs. The JSON form is a public contract, specified in
/// docs/ScenarioFormat.md.
public struct Scenario: Hashable, Sendable {
    /// The screen at the start (keyboard and container events change it).
    public var container: Container
    public var configuration: EngineConfiguration
    /// The look of every lane and Reduce Motion.
    public var styles: StyleSheet
    public var rules: RuleBook
    /// Inputs in time order; same-time inputs apply in file order.
    public var events: [ScenarioEvent]

    public init(container: Container = Container(), configuration: EngineConfiguration = EngineConfiguration(),
                styles: StyleSheet = StyleSheet(), rules: RuleBook = RuleBook(), events: [ScenarioEvent] = []) {
        self.container = container
        self.configuration = configuration
        self.styles = styles
        self.rules = rules
        self.events = events
    }

    /// Reads a scenario from JSON.
    /// - Throws: ``ScenarioError`` naming the field (`events[3].toast.duration`).
    public init(json data: Data) throws(ScenarioError) {
        self = try ScenarioParser.scenario(from: JSONValue.parse(data))
    }
}

/// One timed input of a scenario.
public struct ScenarioEvent: Hashable, Sendable {
    /// When it applies.
    public var at: Instant
    /// Its position in the file's `events` array (for messages).
    public var index: Int
    /// What it does: one input of PopupKit's input vocabulary.
    public var action: NoticeEngine.Input

    public init(at: Instant, index: Int, action: NoticeEngine.Input) {
        self.at = at
        self.index = index
        self.action = action
    }
}
