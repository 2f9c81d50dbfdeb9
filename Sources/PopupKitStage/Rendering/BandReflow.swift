import PopupKitCore
import PopupKitPresentation

/// How the toasts move while a HUD or popup card comes or goes.
///
/// Layout stacks the toasts clear of the HUD's and popup cards' rows (the band),
/// fading cards included (a notice keeps its place until its fade ends), so a HUD
/// that comes or goes would make a centred toast jump out of its way or back.
/// Instead the toasts follow the card as it is drawn: while it fades in or out,
/// each toast is drawn between its place without that card and its place with
/// it, in the proportion of the card's opacity. The move takes exactly the
/// card's transition, so it is animated whenever the card is (the frame need is
/// already ``FrameNeed/animating(_:)``) and ends where layout puts the toast once
/// the card is fully in or gone. With Reduce Motion the toasts move at once, as
/// they do for banners (``ColumnReflow``).
enum BandReflow {
    /// The vertical offset, at `time`, of each item of `screen` from its place in
    /// `layouts` (zero for all but toasts), or `nil` when no HUD or popup card is
    /// fading in or out or no toast is on screen (every offset is zero).
    /// - Complexity: O(1) unless a card is fading; then one layout of the screen.
    static func toastOffsets(_ screen: [ScreenNotice], layouts: [NoticePlacement], styles: StyleSheet,
                             container: Container, measurer: any TextMeasuring, reduceMotion: Bool,
                             at time: Instant) -> [Double]? {
        guard !reduceMotion, layouts.count == screen.count else { return nil }
        var presence = 1.0
        // Built at the first card that fades: this runs on every frame, and nearly
        // always returns nil.
        var fading: [Bool] = []
        var toasts = false
        for index in screen.indices {
            switch screen[index].content {
            case .toast:
                toasts = true
            case .hud, .popup:
                let opacity = Animation.of(screen[index], at: time, travel: 0, reduceMotion: true).opacity
                guard opacity < 1 else { continue }
                presence = min(presence, max(0, opacity))
                if fading.isEmpty { fading = Array(repeating: false, count: screen.count) }
                fading[index] = true
            case .banner, .bubble:
                continue
            }
        }
        guard toasts, !fading.isEmpty else { return nil }
        let kept = screen.indices.filter { !fading[$0] }
        let without = NoticeLayout(container: container, styles: styles, measurer: measurer).layout(kept.map { screen[$0] })
        var offsets = [Double](repeating: 0, count: screen.count)
        for (position, index) in kept.enumerated() where screen[index].lane == .toast {
            offsets[index] = (1 - presence) * (without[position].frame.minY - layouts[index].frame.minY)
        }
        return offsets
    }
}
