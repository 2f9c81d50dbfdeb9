/// The five kinds of notice; each has its own rules and its own waiting queues
/// (toasts and the activity toast apart, banners one queue per type, popups one
/// per condition and untriggered behaviour).
public enum Lane: String, CaseIterable, Codable, Sendable, Comparable {
    /// Toast-Swift style toasts (optional queue, several visible).
    case toast
    /// SVProgressHUD style HUD (one at a time, counted show/pop).
    case hud
    /// WPToastManager style banners (priorities and frequency rules).
    case banner
    /// FGPopupScheduler style popups (strategies, conditions, switch behaviour).
    case popup
    /// BubblePopup style tips pointing at a target (any number at once).
    case bubble

    /// Lanes are dispatched in this order at every instant.
    var order: Int {
        switch self {
        case .toast: 0
        case .hud: 1
        case .banner: 2
        case .popup: 3
        case .bubble: 4
        }
    }

    public static func < (lhs: Lane, rhs: Lane) -> Bool { lhs.order < rhs.order }

    /// Lanes bottom to top on screen: bubbles sit on the app's content, popups
    /// above them, then toasts, banners and the HUD on top. The one home of
    /// stacking: the scene is built in this order and taps and the screen reader
    /// meet notices in its reverse.
    public static let stackingOrder: [Lane] = [.bubble, .popup, .toast, .banner, .hud]

    /// The lane's place in ``stackingOrder`` (0 at the bottom).
    public var stackingIndex: Int {
        switch self {
        case .bubble: 0
        case .popup: 1
        case .toast: 2
        case .banner: 3
        case .hud: 4
        }
    }

    /// Every lane in dispatch order, built once (`allCases` builds a new array on
    /// every call, and the engine walks the lanes at every instant).
    static let dispatchOrder: [Lane] = allCases
}
