import PopupKitCore
import PopupKitPresentation

/// How the top toasts move while a banner slides in or out above them.
///
/// Layout puts the top toasts below the banner column, fading banners included (a
/// notice keeps its place until its fade ends), so a banner that comes or goes
/// would make them jump. Instead they follow the banners as drawn: while a banner
/// slides down from above the top edge (or back up as it leaves), the top of the
/// toasts' column is the banners' drawn bottom edge plus the spacing, never above
/// where it is without banners. The move takes exactly the banners' transition, so
/// it is animated whenever they are (the frame need is already
/// ``FrameNeed/animating(_:)``); with Reduce Motion banners do not slide and the
/// toasts move at once, when the banner shows and when it has gone.
enum ColumnReflow {
    /// The vertical offset, at `time`, of every toast with the `top` position from
    /// its place in `layouts` (zero or negative: the toasts are higher than their
    /// final place while the banners above them are not all in).
    static func topToastOffset(_ screen: [ScreenNotice], layouts: [NoticePlacement], styles: StyleSheet,
                               container: Container, reduceMotion: Bool, at time: Instant) -> Double {
        guard !reduceMotion else { return 0 }
        var laidOut = -Double.infinity
        var drawn = -Double.infinity
        for (item, placement) in zip(screen, layouts) where item.lane == .banner {
            let bottom = placement.frame.maxY
            laidOut = max(laidOut, bottom)
            let motion = Animation.of(item, at: time, travel: bottom, reduceMotion: false)
            drawn = max(drawn, bottom + motion.offsetY)
        }
        guard laidOut.isFinite, drawn < laidOut else { return 0 }
        let area = container.availableRect
        let spacing = styles.banner.stackSpacing
        func top(below bannerBottom: Double) -> Double {
            let below = min(max(area.minY, bannerBottom + spacing), area.maxY)
            return ToastLayout.columnTop(screen, laneStyle: styles.toast, in: container, below: below)
        }
        return top(below: drawn) - top(below: laidOut)
    }
}
