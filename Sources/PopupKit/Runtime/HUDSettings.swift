import PopupKitPresentation

/// The HUD's look and timing, as SVProgressHUD's class settings
/// (``HUDController/settings``). Negative times count as zero.
public struct HUDSettings: Hashable, Sendable {
    /// The HUD's look (SVProgressHUD's style, mask, colours, fonts, sizes).
    public var style: HUDStyle
    /// A HUD shows only if still wanted after this long (SVProgressHUD's `graceTimeInterval`).
    public var graceTime: Duration
    /// A dismissal before the HUD has been visible this long waits.
    public var minimumShowTime: Duration
    /// Shortest display time of success, error, info and image HUDs.
    public var minimumDismissTime: Duration
    /// Longest display time of success, error, info and image HUDs (`nil`: none).
    public var maximumDismissTime: Duration?
    /// How long the HUD takes to appear (SVProgressHUD's `fadeInAnimationDuration`).
    public var fadeInDuration: Duration
    /// How long the HUD takes to leave (SVProgressHUD's `fadeOutAnimationDuration`).
    public var fadeOutDuration: Duration

    public init(style: HUDStyle = HUDStyle(), graceTime: Duration = .zero, minimumShowTime: Duration = .zero,
                minimumDismissTime: Duration = .seconds(5), maximumDismissTime: Duration? = nil,
                fadeInDuration: Duration = .milliseconds(150), fadeOutDuration: Duration = .milliseconds(150)) {
        self.style = style
        self.graceTime = graceTime
        self.minimumShowTime = minimumShowTime
        self.minimumDismissTime = minimumDismissTime
        self.maximumDismissTime = maximumDismissTime
        self.fadeInDuration = fadeInDuration
        self.fadeOutDuration = fadeOutDuration
    }
}
