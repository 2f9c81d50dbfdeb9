import PopupKitCore

/// The look of every lane, plus accessibility settings that change animation.
public struct StyleSheet: Hashable, Sendable {
    public var toast = ToastStyle()
    public var hud = HUDStyle()
    public var banner = BannerStyle()
    public var popup = PopupStyle()
    public var bubble = BubbleStyle()
    /// Reduce Motion: animations keep their fades, without scaling or sliding.
    public var reduceMotion = false

    public init() {}

    /// The style a toast uses: its own, else the lane's.
    public func style(for toast: Toast) -> ToastStyle { toast.style ?? self.toast }
    public func style(for hud: HUDContent) -> HUDStyle { hud.style ?? self.hud }
    public func style(for banner: Banner) -> BannerStyle { banner.style ?? self.banner }
    public func style(for popup: Popup) -> PopupStyle { popup.style ?? self.popup }
    public func style(for bubble: Bubble) -> BubbleStyle { bubble.style ?? self.bubble }
}
