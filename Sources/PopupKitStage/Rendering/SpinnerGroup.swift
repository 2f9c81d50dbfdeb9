import PopupKitCore
import PopupKitPresentation

/// A spinner as a group of its own inside its notice's body: the spinner is
/// drawn once, at phase 0 about the group's origin, and turns by the group's
/// ``RenderGroup/rotation``. So a turning spinner changes one property of one
/// small layer, and the body around it is never drawn again for it.
enum SpinnerGroup {
    /// The spinner's group, placed at `center` (in the body's coordinates, before
    /// the body's own translation into its group).
    static func node(center: Point, radius: Double, thickness: Double, color: NoticeColor, style: HUDStyle.Spinner,
                     item: ScreenNotice, at time: Instant) -> RenderNode {
        let spinner = SpinnerNode(center: .zero, radius: radius, thickness: thickness, color: color, phase: 0, style: style)
        return .group(RenderGroup(name: GroupName.of("spinner", item.id), key: GroupKey(showing: item.showOrder, part: .spinner),
                                  rotation: rotation(style, phase: Animation.spinnerPhase(item, at: time)),
                                  position: center, children: [.spinner(spinner)]))
    }

    /// The turn for `phase` (0…1 of a turn): continuous for the ring; in twelfths
    /// for the system spinner, whose twelve spokes step from one to the next (a
    /// turn by a twelfth draws the same spokes with the next one lit).
    static func rotation(_ style: HUDStyle.Spinner, phase: Double) -> Double {
        let turn = 2 * Double.pi
        switch style {
        case .ring: return phase * turn
        case .system: return (phase * 12).rounded(.down) / 12 * turn
        }
    }
}
