import PopupKitCore
import PopupKitPresentation

/// What an assistive technology (VoiceOver, a screen reader) is told about one
/// notice on screen, or about one of a popup's action buttons: the data a host
/// turns into its platform's accessibility element (a `UIAccessibilityElement`,
/// an AT-SPI object).
public struct AccessibilityElement: Hashable, Sendable {
    /// What the element is, beyond its label.
    public struct Traits: OptionSet, Hashable, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }

        /// Text to read (every notice).
        public static let staticText = Traits(rawValue: 1 << 0)
        /// Activating it acts: a tap dismisses it.
        public static let button = Traits(rawValue: 1 << 1)
        /// Its value changes while it is on screen (a spinner, a progress ring).
        public static let updatesFrequently = Traits(rawValue: 1 << 2)
        /// It shows a picture or an icon (an image toast, a HUD's result glyph).
        public static let image = Traits(rawValue: 1 << 3)

        /// The traits' names, in a fixed order (`staticText`, `button`, …).
        public var names: [String] {
            [(Self.staticText, "staticText"), (.button, "button"), (.updatesFrequently, "updatesFrequently"),
             (.image, "image")].filter { contains($0.0) }.map(\.1)
        }
    }

    /// Which notice.
    public var id: NoticeID
    public var lane: Lane
    /// What is read: a toast's title and message, a HUD's status ("Loading" when
    /// it has none, as SVProgressHUD says), a banner's title and subtitle, a
    /// popup's title and message, a bubble's text; custom content may give its own.
    public var label: String
    /// The changing part, read after the label: a progress as a percentage.
    public var value: String?
    public var traits: Traits
    /// Where it is (container coordinates), for the screen reader's cursor.
    public var frame: Rect
    /// Whether everything else on screen is hidden from the screen reader while it
    /// is up: a HUD with a blocking mask, a popup over its dimmed background
    /// (SVProgressHUD's `accessibilityViewIsModal`).
    public var isModal: Bool
    /// The popup action this element is the button of (its label the action's
    /// title, its trait `button`), or `nil` for the notice's own element. A screen
    /// reader reaches each button on its own, as it does an alert's.
    public var action: PopupAction.ID?
    /// The name of the app's own view the notice shows (``HostedContent/name``),
    /// if it shows one: a host that shows the view puts the view itself (an
    /// accessibility container, with its own buttons and fields) in this element's
    /// place, so what is inside it stays reachable. `nil` for action buttons.
    public var hostedView: String?

    public init(id: NoticeID, lane: Lane, label: String, value: String?, traits: Traits, frame: Rect, isModal: Bool,
                action: PopupAction.ID? = nil, hostedView: String? = nil) {
        self.id = id
        self.lane = lane
        self.label = label
        self.value = value
        self.traits = traits
        self.frame = frame
        self.isModal = isModal
        self.action = action
        self.hostedView = hostedView
    }
}
