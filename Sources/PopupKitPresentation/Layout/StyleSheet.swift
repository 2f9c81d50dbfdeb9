import PopupKitCore

/// The look of every lane. Animation time is not a look: it is the lanes'
/// ``NoticeTransition``, which the engine holds.
///
/// A style stored here has its numbers clamped to what layout can use (NaN and
/// negative lengths are 0, see the styles' documentation), so every frame stays
/// finite whatever was set.
public struct StyleSheet: Hashable, Sendable {
    public var toast = ToastStyle() { didSet { toast = toast.sanitized } }
    public var hud = HUDStyle() { didSet { hud = hud.sanitized } }
    public var banner = BannerStyle() { didSet { banner = banner.sanitized } }
    public var popup = PopupStyle() { didSet { popup = popup.sanitized } }
    public var bubble = BubbleStyle() { didSet { bubble = bubble.sanitized } }
    /// When a drag dismisses a notice, per lane (each lane's rules are sanitized
    /// when set).
    public var swipe = LaneSwipeRules()

    public init() {}

    /// The style a toast uses: its own, else the lane's; without padding,
    /// background, corners or shadow when it shows the app's view bare
    /// (`HostedContent(…, bare: true)`). Layout and
    /// the scene both ask here, so a bare notice is laid out and drawn alike.
    public func style(for toast: Toast) -> ToastStyle {
        let style = toast.style ?? self.toast
        return toast.hosted?.isBare == true ? style.bare : style
    }
    public func style(for hud: HUDContent) -> HUDStyle { hud.style ?? self.hud }
    public func style(for banner: Banner) -> BannerStyle {
        let style = banner.style ?? self.banner
        return banner.hosted?.isBare == true ? style.bare : style
    }
    public func style(for popup: Popup) -> PopupStyle {
        let style = popup.style ?? self.popup
        return popup.hosted?.isBare == true ? style.bare : style
    }
    public func style(for bubble: Bubble) -> BubbleStyle {
        let style = bubble.style ?? self.bubble
        return bubble.hosted?.isBare == true ? style.bare : style
    }
}
