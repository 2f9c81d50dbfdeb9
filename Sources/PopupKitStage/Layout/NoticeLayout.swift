import PopupKitCore
import PopupKitPresentation

/// Computes where everything on screen goes: a pure function of the screen items,
/// the container, the styles and text measurements.
///
/// Every frame is finite and lies inside the container's safe area (toasts, the
/// HUD, popups and bubbles also inside the app's bars, ``Container/contentRect``,
/// and above the keyboard), whatever the input: bad
/// container values are sanitized first (see ``Container/sanitized``). Parts
/// (text, images) lie inside their notice's body.
@_spi(Tools) public struct NoticeLayout {
    public var container: Container
    public var styles: StyleSheet
    public var measurer: any TextMeasuring

    public init(container: Container, styles: StyleSheet = StyleSheet(), measurer: any TextMeasuring) {
        self.container = container
        self.styles = styles
        self.measurer = measurer
    }

    /// The layout of each item, in the order given. Every text comes with the line
    /// limit that fits its final frame, so a back end draws it as it is given.
    ///
    /// Layout runs on every frame of an animation, so each item's layout is written
    /// straight into its screen position (no lookup by id) and the big style values
    /// are read in place rather than copied per item.
    public func layout(_ screen: [ScreenNotice]) -> [NoticePlacement] {
        var layouts = layoutBeforeClipping(screen)
        for index in layouts.indices {
            layouts[index].clipParts(measurer: measurer)
        }
        return layouts
    }

    /// The layout of each item before its parts are clipped to its body: where each
    /// kind's algorithm puts them. Tests check that the parts already lie inside the
    /// body here, so the final clip stays a guard against rounding and degenerate
    /// input rather than the thing that makes the property hold.
    @_spi(Tools) public func layoutBeforeClipping(_ screen: [ScreenNotice]) -> [NoticePlacement] {
        let container = self.container.sanitized
        // Toasts in a region of their own are laid out there (ToastRegionLayout); the
        // rest of this function sees the screen without them.
        let inRegions = ToastRegionLayout(container: container, measurer: measurer).layout(screen, laneStyle: styles.toast)
        let screenToasts = inRegions.isEmpty ? screen : screen.indices.filter { inRegions[$0] == nil }.map { screen[$0] }
        var toasts = 0
        var bubbles = 0
        var banners: [Int] = []
        for index in screen.indices {
            switch screen[index].content {
            case .toast: if inRegions[index] == nil { toasts += 1 }
            case .banner: banners.append(index)
            case .bubble: bubbles += 1
            case .hud, .popup: break
            }
        }
        // The bodies of different lanes never overlap (docs/Layout.md, "Sharing the
        // screen"): banners take the top; the HUD and popup cards keep their centre
        // but stay below the banners; toasts fill the rest of the column, below the
        // banners and clear of the HUD and popup cards. Bubbles point at the app and
        // go where their target needs.
        var placed = LanePlacements(inRegions: inRegions)
        if !banners.isEmpty {
            BannerLayout(container: container, measurer: measurer)
                .layoutBanners(screen, banners, laneStyle: styles.banner, into: &placed.banners)
        }
        let region = Self.regionBelow(placed.banners, in: container, spacing: styles.banner.stackSpacing)
        var band: (minY: Double, maxY: Double)?
        for index in screen.indices {
            let placement: NoticePlacement
            switch screen[index].content {
            case .hud(let content):
                placement = HUDLayout(container: container, measurer: measurer)
                    .layout(screen[index], content, style: styles.style(for: content), region: region)
            case .popup(let popup):
                placement = PopupCardLayout(container: container, measurer: measurer)
                    .layoutPopup(screen[index], popup, style: styles.style(for: popup), region: region)
            case .toast, .banner, .bubble:
                continue
            }
            let frame = placement.frame
            band = band.map { (min($0.minY, frame.minY), max($0.maxY, frame.maxY)) } ?? (frame.minY, frame.maxY)
            placed.centred.append(placement)
        }
        if toasts > 0 {
            ToastLayout(container: container, measurer: measurer)
                .layout(screenToasts, count: toasts, laneStyle: styles.toast, below: banners.isEmpty ? nil : region.minY,
                        clearOf: band, into: &placed.toasts)
        }
        // Every item gets exactly one layout at its own position (an id on screen twice,
        // fading out and shown again, keeps both in screen order). Bubbles last: each
        // keeps clear of the bodies of the other lanes' visible notices and of the
        // bubbles shown before it (BubbleCover), so those frames are gathered first,
        // and only when there is a bubble to keep clear of them.
        var obstacles: [Rect] = []
        if bubbles > 0, screen.count > 1 {
            obstacles.reserveCapacity(screen.count - 1)
            var others = placed
            for index in screen.indices {
                if let frame = others.next(screen[index], at: index)?.frame, screen[index].isVisible {
                    obstacles.append(frame)
                }
            }
        }
        var layouts: [NoticePlacement] = []
        layouts.reserveCapacity(screen.count)
        let bubbleLayout = BubbleLayout(container: container, measurer: measurer)
        for index in screen.indices {
            if let placement = placed.next(screen[index], at: index) {
                layouts.append(placement)
                continue
            }
            guard case .bubble(let bubble) = screen[index].content else { continue }
            let placement = bubbleLayout.layout(screen[index], bubble, style: styles.style(for: bubble), avoiding: obstacles)
            bubbles -= 1
            if bubbles > 0, screen[index].isVisible { obstacles.append(placement.frame) }
            layouts.append(placement)
        }
        return layouts
    }

    /// The area above the keyboard below the banner column (`spacing` under its
    /// lowest banner): where the HUD, popup cards and toasts go while banners show.
    /// The whole area above the keyboard when there is no banner.
    static func regionBelow(_ banners: [NoticePlacement], in container: Container, spacing: Double) -> Rect {
        let area = container.availableRect
        guard var bottom = banners.first?.frame.maxY else { return area }
        for banner in banners.dropFirst() where banner.frame.maxY > bottom { bottom = banner.frame.maxY }
        let top = min(max(area.minY, bottom + spacing), area.maxY)
        return Rect(x: area.minX, y: top, width: area.width, height: area.maxY - top)
    }
}

/// The layouts of every lane but bubbles, as `layoutBeforeClipping` computes them,
/// handed out again in screen order: each toast (in a region or the screen's
/// column), banner, HUD and popup card takes the next of its kind.
private struct LanePlacements {
    /// The toasts laid out in a region of their own, by screen position.
    let inRegions: [Int: NoticePlacement]
    /// The other toasts, in screen order.
    var toasts: [NoticePlacement] = []
    var banners: [NoticePlacement] = []
    /// The HUD and popup cards, in screen order.
    var centred: [NoticePlacement] = []
    private var nextToast = 0
    private var nextBanner = 0
    private var nextCentred = 0

    init(inRegions: [Int: NoticePlacement]) {
        self.inRegions = inRegions
    }

    /// The layout of `notice`, the one at `index` on screen, or `nil` for a bubble.
    /// Called once for every notice, in screen order.
    mutating func next(_ notice: ScreenNotice, at index: Int) -> NoticePlacement? {
        switch notice.content {
        case .toast:
            if let placement = inRegions[index] { return placement }
            nextToast += 1
            return toasts[nextToast - 1]
        case .banner:
            nextBanner += 1
            return banners[nextBanner - 1]
        case .hud, .popup:
            nextCentred += 1
            return centred[nextCentred - 1]
        case .bubble:
            return nil
        }
    }
}
