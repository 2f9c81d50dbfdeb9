import PopupKitCore
import PopupKitPresentation

/// A spinner as a group of its own inside its notice's body: the spinner is
/// drawn once, at phase 0 about the group's origin, and turns by the group's
/// ``RenderGroup/rotation``, a declared motion that repeats (``motion(_:item:)``).
/// So a turning spinner is one motion of one small layer, played by the
/// platform's compositor, and the body around it is never drawn again for it.
enum SpinnerGroup {
    /// The spinner's group, placed at `center` (in the body's coordinates, before
    /// the body's own translation into its group), turned as its motion has it at `time`.
    static func node(center: Point, radius: Double, thickness: Double, color: NoticeColor, style: HUDStyle.Spinner,
                     item: ScreenNotice, at time: Instant) -> RenderNode {
        let spinner = SpinnerNode(center: .zero, radius: radius, thickness: thickness, color: color, phase: 0, style: style)
        return .group(RenderGroup(name: GroupName.of("spinner", item.id), key: key(of: item),
                                  rotation: motion(style, item: item).value(at: time),
                                  position: center, children: [.spinner(spinner)]))
    }

    /// One turn a second from when the notice was shown, forever: continuous for
    /// the ring; in twelfths for the system spinner, whose twelve spokes step from
    /// one to the next (a turn by a twelfth draws the same spokes with the next
    /// one lit), as `UIActivityIndicatorView` does.
    static func motion(_ style: HUDStyle.Spinner, item: ScreenNotice) -> Motion {
        Motion(.rotation, from: 0, to: 2 * Double.pi, begin: item.shownAt, duration: .seconds(1),
               timing: style == .ring ? .linear : .steps(12), repeats: true)
    }

    /// The key of `item`'s spinner group.
    static func key(of item: ScreenNotice) -> GroupKey {
        GroupKey(showing: item.showOrder, part: .spinner)
    }

    /// The spinner's motion, when `body` (a notice's body nodes) holds its spinner group.
    static func declared(in body: [RenderNode], item: ScreenNotice) -> GroupMotion? {
        let key = key(of: item)
        for node in body {
            guard case .group(let group) = node, group.key == key else { continue }
            for child in group.children {
                if case .spinner(let spinner) = child { return GroupMotion(motions: [motion(spinner.style, item: item)]) }
            }
        }
        return nil
    }
}
