import PopupKitCore
import PopupKitPresentation

/// How the toasts move while a HUD or popup card comes or goes.
///
/// Layout stacks the toasts clear of the HUD's and popup cards' rows (the band),
/// fading cards included (a notice keeps its place until its fade ends), so a HUD
/// that comes or goes would make a centred toast jump out of its way or back.
/// Instead the toasts follow the card as it is drawn: each toast's offset from
/// its place is declared as a motion with the card's own fade (its begin,
/// duration and pacing), from its place without the card to its place with it
/// as the card appears, and back as it leaves. So the move takes exactly the
/// card's transition and ends where layout puts the toast once the card is fully
/// in or gone. When several cards fade at once the toasts follow the one that
/// began last. With Reduce Motion the toasts move at once, as they do for
/// banners (``ColumnReflow``).
enum BandReflow {
    /// Each toast's resting offset and motion (by index into `screen`), or `nil`
    /// when no HUD or popup card fades at `time` or no toast is on screen.
    /// - Complexity: O(n) unless a card is fading; then one layout of the screen.
    static func toastMotions(_ screen: [ScreenNotice], layouts: [NoticePlacement], styles: StyleSheet,
                             container: Container, measurer: any TextMeasuring, reduceMotion: Bool,
                             at time: Instant) -> [(resting: Double, motion: Motion)?]? {
        guard !reduceMotion, layouts.count == screen.count else { return nil }
        var followed: (fade: Motion, showOrder: UInt64)?
        // Built at the first card that fades: this runs on every scene, and nearly
        // always returns nil.
        var fading: [Bool] = []
        var toasts = false
        for index in screen.indices {
            switch screen[index].content {
            case .toast:
                toasts = true
            case .hud, .popup:
                guard let fade = Self.fade(of: screen[index], at: time) else { continue }
                if fading.isEmpty { fading = Array(repeating: false, count: screen.count) }
                fading[index] = true
                let order = screen[index].showOrder
                if followed.map({ ($0.fade.begin, $0.showOrder) < (fade.begin, order) }) ?? true { followed = (fade, order) }
            case .banner, .bubble:
                continue
            }
        }
        guard toasts, let fade = followed?.fade else { return nil }
        let kept = screen.indices.filter { !fading[$0] }
        let without = NoticeLayout(container: container, styles: styles, measurer: measurer).layout(kept.map { screen[$0] })
        var motions = [(resting: Double, motion: Motion)?](repeating: nil, count: screen.count)
        for (position, index) in kept.enumerated() where screen[index].lane == .toast {
            let away = without[position].frame.minY - layouts[index].frame.minY
            guard away != 0 else { continue }
            var motion = fade
            motion.property = .offsetY
            motion.from = (1 - fade.from) * away
            motion.to = (1 - fade.to) * away
            motions[index] = (motion.to, motion)
        }
        return motions
    }

    /// The card's fade the toasts follow at `time`: the one running, or, for a
    /// card leaving, its fade out even once it has ended (the toasts then rest
    /// where they are without the card until the engine takes it away); a card
    /// that leaves with no fade counts as faded out at once.
    private static func fade(of card: ScreenNotice, at time: Instant) -> Motion? {
        let fades = NoticeMotion.of(card, travel: 0, reduceMotion: true).fade.motions
        if let running = fades.first(where: { $0.isRunning(at: time) }) { return running }
        guard case .fadingOut(let started, _) = card.state else { return nil }
        return fades.last ?? Motion(.opacity, from: 0, to: 0, begin: started, duration: .zero, timing: .linear)
    }
}
