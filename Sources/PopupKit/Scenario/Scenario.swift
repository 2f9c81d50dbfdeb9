import Foundation

/// A scripted run of the engine: configuration, banner rules and timed inputs.
/// The JSON form is a public contract (see the scenario format in the docs).
public struct Scenario: Hashable, Sendable {
    /// The screen the notices live on (used by layout; the engine ignores it).
    public var container: ContainerSpec
    public var configuration: EngineConfiguration
    public var rules: RuleBook
    /// Inputs in time order; same-time inputs apply in file order.
    public var events: [ScenarioEvent]

    public init(container: ContainerSpec = ContainerSpec(), configuration: EngineConfiguration = EngineConfiguration(),
                rules: RuleBook = RuleBook(), events: [ScenarioEvent] = []) {
        self.container = container
        self.configuration = configuration
        self.rules = rules
        self.events = events
    }

    /// Reads a scenario from JSON.
    /// - Throws: ``ScenarioError`` naming the field (`events[3].toast.duration`).
    public init(json data: Data) throws(ScenarioError) {
        self = try ScenarioParser.scenario(from: JSONValue.parse(data))
    }
}

/// The container (screen or window) size and insets.
public struct ContainerSpec: Hashable, Sendable {
    public var width: Double = 390
    public var height: Double = 844
    public var safeArea = Insets(top: 47, left: 0, bottom: 34, right: 0)
    public var keyboardHeight: Double = 0
    public var rightToLeft = false

    public init() {}
}

/// Edge insets in points.
public struct Insets: Hashable, Sendable {
    public var top: Double
    public var left: Double
    public var bottom: Double
    public var right: Double

    public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }
}

/// One timed input of a scenario.
public struct ScenarioEvent: Hashable, Sendable {
    /// When it applies.
    public var at: Instant
    /// Its position in the file's `events` array (for messages).
    public var index: Int
    public var action: ScenarioAction

    public init(at: Instant, index: Int, action: ScenarioAction) {
        self.at = at
        self.index = index
        self.action = action
    }
}

/// What a scenario event does.
public enum ScenarioAction: Hashable, Sendable {
    case submit(Notice)
    case hud(HUDCommand, id: ItemID, scope: String?, expiresAfter: Double?, duration: DisplayDuration?)
    case dismiss(ItemID)
    case tap(ItemID)
    case touchDown(ItemID)
    case touchUp(ItemID)
    case setCondition(String, Bool)
    case suspend(Lane)
    case resume(Lane)
    case hideAll(Lane, clearQueue: Bool, includeActivity: Bool)
    case background
    case foreground
    case endScope(String)
    /// The keyboard's height changed (layout only).
    case keyboard(height: Double)
    /// The container changed size (layout only).
    case container(width: Double, height: Double, safeArea: Insets?)
}
