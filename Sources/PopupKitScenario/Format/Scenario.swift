import PopupKitPresentation
import PopupKitCore
import PopupKitJSON

import Foundation
import PopupKitStage

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

    /// The latest time, in seconds, a scenario names (a billion seconds): the
    /// commands' time options stop there too.
    public static let latestTime = JSONObjectReader.largestMagnitude

    public init(container: Container = Container(), configuration: EngineConfiguration = EngineConfiguration(),
                styles: StyleSheet = StyleSheet(), rules: RuleBook = RuleBook(), events: [ScenarioEvent] = []) {
        self.container = container
        self.configuration = configuration
        self.styles = styles
        self.rules = rules
        self.events = events
    }

    /// The largest scenario document read, in bytes: 8 MiB. The showcase is a few
    /// kilobytes and a long recorded session a few hundred; a document beyond this
    /// is a mistake or an attack, and reading it would cost memory and time in
    /// proportion (its parsed values take several times its bytes).
    public static let maximumJSONBytes = 8 * 1024 * 1024

    /// Reads a scenario from JSON.
    /// - Throws: ``ScenarioError`` naming the field (`events[3].toast.duration`),
    ///   or the document when it is larger than ``maximumJSONBytes``.
    public init(json data: Data) throws(ScenarioError) {
        guard data.count <= Self.maximumJSONBytes else {
            throw ScenarioError(path: "", message: "the scenario is \(data.count) bytes, more than the limit of "
                                    + "\(Self.maximumJSONBytes) bytes (8 MiB)")
        }
        self = try ScenarioParser.scenario(from: JSONValue.parse(data))
    }
}

/// One timed input of a scenario.
public struct ScenarioEvent: Hashable, Sendable {
    /// When it applies.
    public var at: Instant
    /// Its position in the file's `events` array (for messages).
    public var index: Int
    /// What it does: one input of PopupKit's input vocabulary (the engine's, or
    /// one only the layout acts on).
    public var action: Stage.Input

    public init(at: Instant, index: Int, action: Stage.Input) {
        self.at = at
        self.index = index
        self.action = action
    }
}
