import PopupKitCore

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
        var banners: [Int] = []
        for index in screen.indices {
            switch screen[index].content {
            case .toast: if inRegions[index] == nil { toasts += 1 }
            case .banner: banners.append(index)
            case .hud, .popup, .bubble: break
            }
        }
        // The bodies of different lanes never overlap (docs/Layout.md, "Sharing the
        // screen"): banners take the top; the HUD and popup cards keep their centre
        // but stay below the banners; toasts fill the rest of the column, below the
        // banners and clear of the HUD and popup cards. Bubbles point at the app and
        // go where their target needs.
        var bannerLayouts: [NoticePlacement] = []
        if !banners.isEmpty {
            BannerLayout(container: container, measurer: measurer)
                .layoutBanners(screen, banners, laneStyle: styles.banner, into: &bannerLayouts)
        }
        let region = Self.regionBelow(bannerLayouts, in: container, spacing: styles.banner.stackSpacing)
        var centred: [Int: NoticePlacement] = [:]
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
            centred[index] = placement
            let frame = placement.frame
            band = band.map { (min($0.minY, frame.minY), max($0.maxY, frame.maxY)) } ?? (frame.minY, frame.maxY)
        }
        var stacked: [NoticePlacement] = []
        if toasts > 0 {
            ToastLayout(container: container, measurer: measurer)
                .layout(screenToasts, count: toasts, laneStyle: styles.toast, below: banners.isEmpty ? nil : region.minY,
                        clearOf: band, into: &stacked)
        }
        stacked += bannerLayouts
        // Every item gets exactly one layout at its own position (an id on screen twice,
        // fading out and shown again, keeps both in screen order).
        var layouts: [NoticePlacement?] = []
        layouts.reserveCapacity(screen.count)
        var nextToast = 0
        var nextBanner = toasts
        for index in screen.indices {
            switch screen[index].content {
            case .toast:
                if let placement = inRegions[index] {
                    layouts.append(placement)
                    continue
                }
                layouts.append(stacked[nextToast])
                nextToast += 1
            case .banner:
                layouts.append(stacked[nextBanner])
                nextBanner += 1
            case .hud, .popup:
                layouts.append(centred[index]!)
            case .bubble:
                layouts.append(nil)  // laid out below, clear of the rest
            }
        }
        // Bubbles last: each keeps clear of the bodies of the other lanes' visible
        // notices and of the bubbles shown before it (BubbleCover).
        var obstacles: [Rect] = []
        for index in screen.indices where screen[index].isVisible && screen[index].lane != .bubble {
            if let frame = layouts[index]?.frame { obstacles.append(frame) }
        }
        let bubbleLayout = BubbleLayout(container: container, measurer: measurer)
        for index in screen.indices {
            guard case .bubble(let bubble) = screen[index].content else { continue }
            layouts[index] = bubbleLayout.layout(screen[index], bubble, style: styles.style(for: bubble), avoiding: obstacles)
            if screen[index].isVisible, let frame = layouts[index]?.frame { obstacles.append(frame) }
        }
        return layouts.compactMap { $0 }
    }

    /// The area above the keyboard below the banner column (`spacing` under its
    /// lowest banner): where the HUD, popup cards and toasts go while banners show.
    /// The whole area above the keyboard when there is no banner.
    static func regionBelow(_ banners: [NoticePlacement], in container: Container, spacing: Double) -> Rect {
        let area = container.availableRect
        guard let bottom = banners.map(\.frame.maxY).max() else { return area }
        let top = min(max(area.minY, bottom + spacing), area.maxY)
        return Rect(x: area.minX, y: top, width: area.width, height: area.maxY - top)
    }
}
