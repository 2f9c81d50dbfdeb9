import PopupKitCore
import PopupKitPresentation

/// How the top toasts move while a banner slides in or out above them.
///
/// Layout puts the top toasts below the banner column, fading banners included (a
/// notice keeps its place until its fade ends), so a banner that comes or goes
/// would make them jump. Instead they follow the lowest banner as it slides: the
/// top of the toasts' column is declared to move with that banner's slide (its
/// begin, duration and pacing) from below where the banner's bottom edge starts
/// to below where it ends, never above where it is without banners. With Reduce
/// Motion banners do not slide and the toasts move at once, when the banner shows
/// and when it has gone.
enum ColumnReflow {
    /// The resting offset and motion of every toast with the `top` position from
    /// its place in `layouts`, or `nil` when the lowest banner does not slide at
    /// `time` (the toasts stay at their place).
    static func topToastMotion(_ screen: [ScreenNotice], layouts: [NoticePlacement], styles: StyleSheet,
                               container: Container, reduceMotion: Bool,
                               at time: Instant) -> (resting: Double, motion: Motion)? {
        guard !reduceMotion else { return nil }
        var lowest: (item: ScreenNotice, bottom: Double)?
        for (item, placement) in zip(screen, layouts) where item.lane == .banner {
            if placement.frame.maxY > lowest?.bottom ?? -.infinity { lowest = (item, placement.frame.maxY) }
        }
        guard let lowest else { return nil }
        let slides = NoticeMotion.of(lowest.item, travel: lowest.bottom, reduceMotion: false).body.motions.filter { $0.property == .offsetY }
        // The slide running, or a leaving banner's slide out once it has ended (the
        // toasts rest where it took them until the engine takes the banner away).
        var found = slides.first { $0.isRunning(at: time) }
        if found == nil, !lowest.item.isVisible { found = slides.last }
        guard let slide = found else { return nil }
        let area = container.availableRect
        let spacing = styles.banner.stackSpacing
        func top(below bannerBottom: Double) -> Double {
            let below = min(max(area.minY, bannerBottom + spacing), area.maxY)
            return ToastLayout.columnTop(screen, laneStyle: styles.toast, in: container, below: below)
        }
        let laidOut = top(below: lowest.bottom)
        var motion = slide
        motion.from = top(below: lowest.bottom + slide.from) - laidOut
        motion.to = top(below: lowest.bottom + slide.to) - laidOut
        guard motion.from != motion.to || motion.to != 0 else { return nil }
        return (motion.to, motion)
    }
}
