/// One button of the playground: the key that presses it, and the row of the
/// stand-in app's list that does the same when tapped.
///
/// The first nine show a component each; the rest switch something about the
/// screen or the app, and their rows say what the switch is set to now.
public enum PlaygroundAction: String, CaseIterable, Hashable, Sendable {
    case topToast, centreToast, bottomToast, loadingToast, hud, chatBanner, promoBanner, popup, bubble
    case keyboard, appearance, reduceMotion, background, logIn, clear

    /// The key (as typed, lower case) that presses the button.
    public var key: String {
        switch self {
        case .topToast: "t"
        case .centreToast: "c"
        case .bottomToast: "b"
        case .loadingToast: "l"
        case .hud: "h"
        case .chatBanner: "n"
        case .promoBanner: "p"
        case .popup: "u"
        case .bubble: "o"
        case .keyboard: "k"
        case .appearance: "d"
        case .reduceMotion: "m"
        case .background: "g"
        case .logIn: "i"
        case .clear: "x"
        }
    }

    /// What the button does, in a few words.
    public var summary: String {
        switch self {
        case .topToast: "Toast at the top"
        case .centreToast: "Toast in the centre"
        case .bottomToast: "Toast at the bottom (above the keyboard)"
        case .loadingToast: "Loading toast, then its result"
        case .hud: "HUD: spinner, progress, success or error"
        case .chatBanner: "Banner: a chat message (priority 10)"
        case .promoBanner: "Banner: a promo (1 per 5 s, 3 a minute)"
        case .popup: "Popup with buttons (keys 1, 2)"
        case .bubble: "Bubble at the compose button"
        case .keyboard: "Keyboard up or down"
        case .appearance: "Light or dark"
        case .reduceMotion: "Reduce Motion on or off"
        case .background: "App to the background or back"
        case .logIn: "Log in or out (the popups' condition)"
        case .clear: "Hide everything"
        }
    }

    /// The action a typed key presses, if any (either case).
    public init?(key: String) {
        guard let action = Self.allCases.first(where: { $0.key == key.lowercased() }) else { return nil }
        self = action
    }

    /// The list's rows, top first: every action has one, the switches after the
    /// components.
    public static let rows: [PlaygroundAction] = allCases

    /// The switches: their rows show what they are set to.
    public static let switches: [PlaygroundAction] = [.keyboard, .appearance, .reduceMotion, .background, .logIn, .clear]
}
