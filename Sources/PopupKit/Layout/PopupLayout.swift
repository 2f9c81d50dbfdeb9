/// Computes where everything on screen goes: a pure function of the screen items,
/// the container, the styles and text measurements.
///
/// Every frame is finite and lies inside the container's safe area (toasts, the
/// HUD, popups and bubbles also above the keyboard), whatever the input: bad
/// container values are sanitized first (see ``Container/sanitized``). Parts
/// (text, images) lie inside their notice's body.
public struct PopupLayout {
    public var container: Container
    public var styles: StyleSheet
    public var measurer: any TextMeasuring

    public init(container: Container, styles: StyleSheet = StyleSheet(), measurer: any TextMeasuring) {
        self.container = container
        self.styles = styles
        self.measurer = measurer
    }

    /// The layout of each item, in the order given.
    public func layout(_ screen: [ScreenItem]) -> [ItemLayout] {
        let container = self.container.sanitized
        var toasts: [(ScreenItem, Toast)] = []
        var banners: [(ScreenItem, Banner)] = []
        var result: [LaneAndID: [ItemLayout]] = [:]
        func add(_ layout: ItemLayout) { result[LaneAndID(lane: layout.lane, id: layout.id), default: []].append(layout) }
        for item in screen {
            switch item.content {
            case .toast(let toast): toasts.append((item, toast))
            case .banner(let banner): banners.append((item, banner))
            case .hud(let content):
                add(HUDLayout(container: container, styles: styles, measurer: measurer).layout(item, content))
            case .popup(let popup):
                add(CardLayout(container: container, styles: styles, measurer: measurer).layoutPopup(item, popup))
            case .bubble(let bubble):
                add(BubbleLayout(container: container, styles: styles, measurer: measurer).layout(item, bubble))
            }
        }
        ToastLayout(container: container, styles: styles, measurer: measurer).layout(toasts).forEach(add)
        CardLayout(container: container, styles: styles, measurer: measurer).layoutBanners(banners).forEach(add)
        // An id can be on screen twice (fading out, and shown again); keep screen order.
        var taken: [LaneAndID: Int] = [:]
        return screen.compactMap { item in
            let key = LaneAndID(lane: item.lane, id: item.id)
            let index = taken[key, default: 0]
            taken[key] = index + 1
            guard let layouts = result[key], index < layouts.count else { return nil }
            return layouts[index].clippingParts()
        }
    }

    private struct LaneAndID: Hashable {
        let lane: Lane
        let id: ItemID
    }
}
