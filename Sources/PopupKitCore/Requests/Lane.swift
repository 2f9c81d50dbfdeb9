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

    /// Every lane in dispatch order, built once (`allCases` builds a new array on
    /// every call, and the engine walks the lanes at every instant).
    static let dispatchOrder: [Lane] = allCases
}
