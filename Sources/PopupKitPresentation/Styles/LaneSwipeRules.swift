import PopupKitCore

/// The swipe rules of every lane. Swiping is on for banners (WPToastManager pans
/// them up) and for toasts at the top or bottom; it is off for the HUD, popups and
/// bubbles, which SVProgressHUD, FGPopupScheduler and BubblePopup never let the
/// user throw away.
public struct LaneSwipeRules: Hashable, Sendable, Codable {
    public var toast = SwipeRules(isEnabled: true) { didSet { toast = toast.sanitized } }
    public var hud = SwipeRules(isEnabled: false, allowsCentred: true) { didSet { hud = hud.sanitized } }
    public var banner = SwipeRules(isEnabled: true) { didSet { banner = banner.sanitized } }
    public var popup = SwipeRules(isEnabled: false, allowsCentred: true) { didSet { popup = popup.sanitized } }
    public var bubble = SwipeRules(isEnabled: false, allowsCentred: true) { didSet { bubble = bubble.sanitized } }

    public init() {}

    /// The rules of `lane`.
    public subscript(lane: Lane) -> SwipeRules {
        get {
            switch lane {
            case .toast: toast
            case .hud: hud
            case .banner: banner
            case .popup: popup
            case .bubble: bubble
            }
        }
        set {
            switch lane {
            case .toast: toast = newValue
            case .hud: hud = newValue
            case .banner: banner = newValue
            case .popup: popup = newValue
            case .bubble: bubble = newValue
            }
        }
    }
}
