import Foundation
import PopupKitCore
import PopupKitPresentation
import PopupKitStage

/// An input the playground sends, `delay` after the button was pressed.
public struct PlaygroundStep: Hashable, Sendable {
    public var delay: Duration
    public var input: Stage.Input

    public init(delay: Duration, input: Stage.Input) {
        self.delay = delay
        self.input = input
    }
}

/// What the interactive playground does when a button is pressed: every component
/// on demand, and switches for the keyboard, the appearance, Reduce Motion, the
/// background and a popup condition.
///
/// A host (the live window) owns the clock and the center: it asks for the steps
/// of a press and sends each step's input after its delay. The playground itself
/// reads no clock, so its presses are tested in virtual time like any scenario.
/// The notices are written in the scenario format, so what a button does reads
/// as a scenario does.
public struct Playground: Sendable {
    /// The screen, lanes and banner rules the playground starts from.
    public let scenario: Scenario
    /// The switches' states.
    public private(set) var keyboardUp = false
    public private(set) var appearance = Appearance.light
    public private(set) var reduceMotion = false
    public private(set) var inBackground = false
    public private(set) var loggedIn = false
    /// How many times each button was pressed (numbers its notices' ids and text).
    private var presses: [PlaygroundAction: Int] = [:]

    /// The keyboard's height when it is up (an iPhone's, in points), and in a
    /// landscape screen (wider than high), where an iPhone's keyboard is lower.
    public static let keyboardHeight = 336.0
    public static let landscapeKeyboardHeight = 209.0

    public init() {
        do {
            scenario = try Scenario(json: Data(Self.setup.utf8))
        } catch {
            preconditionFailure("the playground's own setup does not parse: \(error)")
        }
    }

    /// The stand-in app screen with a row per button; a switch's row says what it
    /// is set to now, so the screen shows the keyboard, appearance, motion,
    /// background and log-in states without a look at the terminal.
    public var backdrop: AppBackdrop {
        var backdrop = AppBackdrop(title: "Playground", appearance: appearance)
        backdrop.rowLabels = PlaygroundAction.rows.map { AppBackdrop.RowLabel(badge: $0.key.uppercased(), text: label(of: $0)) }
        return backdrop
    }

    /// What `action`'s row says: what it does, or for a switch, its state now.
    public func label(of action: PlaygroundAction) -> String {
        switch action {
        case .keyboard: keyboardUp ? "Keyboard: up" : "Keyboard: down"
        case .appearance: appearance == .dark ? "Appearance: dark" : "Appearance: light"
        case .reduceMotion: reduceMotion ? "Reduce Motion: on (fades only)" : "Reduce Motion: off"
        case .background: inBackground ? "App: in the background (notices wait)" : "App: in the foreground"
        case .logIn: loggedIn ? "Logged in (popups that need it show)" : "Logged out (popups that need it wait)"
        default: action.summary
        }
    }

    /// The button on list row `row` (from 1), if that row is one.
    public func action(onRow row: Int) -> PlaygroundAction? {
        row >= 1 && row <= PlaygroundAction.rows.count ? PlaygroundAction.rows[row - 1] : nil
    }

    /// Presses `action` on a screen that is `container` now: the inputs to send and
    /// when. A bubble points at the button's own row.
    public mutating func press(_ action: PlaygroundAction, on container: Container) -> [PlaygroundStep] {
        let count = (presses[action] ?? 0) + 1
        presses[action] = count
        switch action {
        case .topToast, .centreToast, .bottomToast:
            // Numbered across the three rows, so each toast on screen is told apart.
            let number = [PlaygroundAction.topToast, .centreToast, .bottomToast].reduce(0) { $0 + (presses[$1] ?? 0) }
            return toast(action, count, number: number)
        case .loadingToast:
            return events("""
                {"at": 0, "toast": {"id": "loading-\(count)", "activity": true, "position": "center"}},
                {"at": 2, "toast": {"id": "loading-\(count)", "message": "\(count % 2 == 1 ? "Synced 12 photos" : "Sync failed: offline")",
                                    "position": "center", "duration": 2}}
                """)
        case .hud:
            return hud(succeeds: count % 2 == 1)
        case .chatBanner:
            return events("""
                {"at": 0, "banner": {"id": "chat-\(count)", "type": "chat", "title": "Ana (\(count))",
                                     "subtitle": "Lunch at 1? Swipe me up.", "displayTime": 4}}
                """)
        case .promoBanner:
            return events("""
                {"at": 0, "banner": {"id": "promo-\(count)", "type": "promo", "title": "Spring sale \(count)",
                                     "subtitle": "Everything 30% off", "displayTime": 3}}
                """)
        case .popup:
            let condition = count % 2 == 0 ? #", "condition": "loggedIn""# : ""
            let title = count % 2 == 0 ? "Welcome back (needs log-in)" : "What's new \(count)"
            return events("""
                {"at": 0, "popup": {"id": "popup-\(count)", "title": "\(title)", "message": "Press a button, or 1 or 2. Popups wait their turn.",
                                    "priority": \(count % 3)\(condition),
                                    "actions": [{"id": "later", "title": "Later", "role": "cancel"}, {"id": "open", "title": "Open"}]}}
                """)
        case .bubble:
            presses[.bubble] = count - 1  // bubble(pointingAt:) counts the press.
            // The compose button, from below: the bubble keeps clear of the
            // navigation bar, under the button at the rows' free end, so the keys
            // and their labels stay readable.
            return bubble(pointingAt: backdrop.composeButton(in: container), text: "Write a post")
        case .keyboard:
            keyboardUp.toggle()
            let height = container.size.width > container.size.height ? Self.landscapeKeyboardHeight : Self.keyboardHeight
            return [PlaygroundStep(delay: .zero, input: .keyboard(height: keyboardUp ? height : 0))]
        case .appearance:
            appearance = appearance == .dark ? .light : .dark
            return [PlaygroundStep(delay: .zero, input: .appearance(appearance))]
        case .reduceMotion:
            reduceMotion.toggle()
            var accessibility = scenario.configuration.accessibility
            accessibility.reduceMotion = reduceMotion
            return [PlaygroundStep(delay: .zero, input: .engine(.accessibility(accessibility)))]
        case .background:
            inBackground.toggle()
            return [PlaygroundStep(delay: .zero, input: .engine(inBackground ? .background : .foreground))]
        case .logIn:
            loggedIn.toggle()
            return [PlaygroundStep(delay: .zero, input: .engine(.setCondition("loggedIn", loggedIn)))]
        case .clear:
            return Self.quitInputs.map { PlaygroundStep(delay: .zero, input: .engine($0)) }
        }
    }

    /// A bubble pointing at `target` (a click on the app outside the list's buttons).
    public mutating func bubble(pointingAt target: Rect) -> [PlaygroundStep] {
        bubble(pointingAt: target, text: "You tapped here")
    }

    private mutating func bubble(pointingAt target: Rect, text: String) -> [PlaygroundStep] {
        let count = (presses[.bubble] ?? 0) + 1
        presses[.bubble] = count
        return events("""
            {"at": 0, "bubble": {"id": "tip-\(count)", "text": "\(text)", "edge": "bottom", "maxWidth": 200,
                                 "target": {"x": \(target.minX), "y": \(target.minY), "width": \(target.width), "height": \(target.height)},
                                 "duration": 4}}
            """)
    }

    private func toast(_ action: PlaygroundAction, _ count: Int, number: Int) -> [PlaygroundStep] {
        let (position, message) = switch action {
        case .topToast: ("top", "Message archived")
        case .centreToast: ("center", "Copied to the clipboard")
        default: ("bottom", "Draft saved")
        }
        return events("""
            {"at": 0, "toast": {"id": "\(position)-\(count)", "title": "Toast \(number)", "message": "\(message)",
                                "position": "\(position)", "duration": 3}}
            """)
    }

    private func hud(succeeds: Bool) -> [PlaygroundStep] {
        let result = succeeds ? #"{"action": "success", "status": "Uploaded"}"# : #"{"action": "error", "status": "Upload failed"}"#
        return events("""
            {"at": 0, "hud": {"action": "show", "status": "Preparing"}},
            {"at": 1, "hud": {"action": "progress", "value": 0.25, "status": "Uploading"}},
            {"at": 1.5, "hud": {"action": "progress", "value": 0.6, "status": "Uploading"}},
            {"at": 2, "hud": {"action": "progress", "value": 0.9, "status": "Uploading"}},
            {"at": 2.5, "hud": \(result)}
            """)
    }

    /// Steps from scenario events written with times relative to the press.
    private func events(_ json: String) -> [PlaygroundStep] {
        do {
            let parsed = try Scenario(json: Data(#"{"events": [\#(json)]}"#.utf8))
            return parsed.events.map { PlaygroundStep(delay: .microseconds($0.at.microseconds), input: $0.action) }
        } catch {
            preconditionFailure("a playground button's events do not parse: \(error)")
        }
    }
}
