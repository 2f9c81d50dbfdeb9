/// An SVProgressHUD style call on the HUD lane.
///
/// The HUD is one long-lived notice (id `"hud"` unless given): `show` counts
/// activities, `popActivity` uncounts them, and the other commands change what it
/// shows in place.
public enum HUDCommand: Hashable, Sendable {
    /// Shows the spinner and counts one more activity.
    case show(status: String?)
    /// Shows a progress ring; the value is clamped to 0…1 with a warning (NaN is
    /// invalid). A progress of exactly 0 counts an activity, as `show` does;
    /// ``undefinedProgress`` (−1) is `show`: the spinner, counting an activity.
    case progress(Double, status: String?)
    /// Shows a success glyph, then times out after a time derived from the text.
    case success(status: String?)
    /// Shows an error glyph, then times out after a time derived from the text.
    case error(status: String?)
    /// Shows an info glyph, then times out after a time derived from the text.
    case info(status: String?)
    /// Shows a named image, then times out after a time derived from the text.
    case image(String, status: String?)
    /// Counts one activity less; at zero the HUD is dismissed.
    case popActivity
    /// Dismisses the HUD now or after `delay` seconds, whatever the count (a
    /// negative or non-finite delay only warns; above a billion seconds it is
    /// clamped to a billion, with a warning).
    case dismiss(delay: Duration)

    /// SVProgressHUD's `SVProgressHUDUndefinedProgress`: a progress of −1 shows the
    /// spinner instead of a ring (any other value below 0 is clamped to 0).
    public static let undefinedProgress: Double = -1
}

/// What the HUD currently shows.
public enum HUDMode: Hashable, Sendable {
    case spinner
    case progress(Double)
    case success
    case error
    case info
    case image(String)

    /// Whether this mode ends by itself (success, error, info, image).
    var timesOut: Bool {
        switch self {
        case .spinner, .progress: false
        case .success, .error, .info, .image: true
        }
    }
}

/// The HUD's content at a moment.
public struct HUDContent: Hashable, Sendable {
    public var mode: HUDMode
    public var status: String?
    /// Outstanding `show` calls not yet matched by `popActivity` (0 … `Int.max`).
    public var activityCount: Int
    /// This HUD's own look, stored for the presentation module's typed `style`;
    /// `nil` uses the lane's.
    package var look: Attachment?

    public init(mode: HUDMode, status: String?, activityCount: Int) {
        self.mode = mode
        self.status = status
        self.activityCount = activityCount
    }
}
