import PopupKitCore

/// The look of every lane. Animation time is not a look: it is the lanes'
/// ``Transition``, which the engine holds.
public struct StyleSheet: Hashable, Sendable {
    public var toast = ToastStyle()
    public var hud = HUDStyle()
    public var banner = BannerStyle()
    public var popup = PopupStyle()
    public var bubble = BubbleStyle()

    public init() {}

    /// The style a toast uses: its own, else the lane's.
    public func style(for toast: Toast) -> ToastStyle { toast.style ?? self.toast }
    public func style(for hud: HUDContent) -> HUDStyle { hud.style ?? self.hud }
    public func style(for banner: Banner) -> BannerStyle { banner.style ?? self.banner }
    public func style(for popup: Popup) -> PopupStyle { popup.style ?? self.popup }
    public func style(for bubble: Bubble) -> BubbleStyle { bubble.style ?? self.bubble }
}
