/// How often, how urgently and for how long banners of one `type` may show
/// (WPToastManager's frequency control, per type).
public struct FrequencyRule: Hashable, Sendable {
    /// What happens to a banner over ``maxCount`` per ``window``.
    public enum LimitBehavior: String, Hashable, Sendable, Codable {
        /// It waits until the window frees (and may expire meanwhile).
        case wait
        /// It is discarded (`rateLimited`).
        case discard
    }

    /// The type name that applies to banners whose type has no rule of its own.
    public static let defaultType = "default"

    /// The banner type this rule governs.
    public var type: String
    /// Higher shows first and preempts an equal or lower visible banner.
    public var priority: Int
    /// Least time between two banners of this type being shown.
    public var minInterval: Duration
    /// A banner still waiting this long after it was received expires.
    public var expiration: Duration?
    /// At most this many banners of this type shown per ``window``.
    public var maxCount: Int?
    /// The sliding window of ``maxCount``.
    public var window: Duration
    public var onLimit: LimitBehavior

    public init(type: String, priority: Int = 0, minInterval: Duration = .zero,
                expiration: Duration? = nil, maxCount: Int? = nil, window: Duration = .zero,
                onLimit: LimitBehavior = .wait) {
        self.type = type
        self.priority = priority
        self.minInterval = minInterval
        self.expiration = expiration
        self.maxCount = maxCount
        self.window = window
        self.onLimit = onLimit
    }

    /// The rule of a type nobody wrote a rule for: priority 0, no limits.
    public static func unlimited(type: String) -> FrequencyRule {
        FrequencyRule(type: type)
    }
}
