import PopupKitCore
import PopupKitPresentation

/// What the finger is doing and how the notices it moved are drawn: the part of
/// a ``Stage`` that turns pointer events into taps, touches, drags and swipes.
///
/// It is plain data. The decisions (which notice a press holds, when it is a drag,
/// when a release is a swipe) are made by `Stage.send(.pointer…)`; the scene reads
/// ``drags`` at any instant.
package struct PointerInteraction: Hashable, Sendable {
    /// The press in progress, if a finger is down on something of PopupKit's (a
    /// `down` on nothing opens none: the touch is the app's).
    var press: PointerPress?
    /// How notices moved by a finger are drawn, by their show order (an id can be
    /// on screen twice, fading out and shown anew; a show order cannot).
    package internal(set) var drags: [UInt64: NoticeDrag] = [:]

    package init() {}

    /// Whether a finger is down on something of PopupKit's (a press is open).
    package var isPressing: Bool { press != nil }

    /// The popup action button drawn highlighted: the one a finger went down on,
    /// while the finger is still on it.
    package var pressedAction: PressedAction? {
        guard let action = press?.action, action.isOn else { return nil }
        return PressedAction(showOrder: action.showOrder, action: action.action)
    }

    /// Whether a drag moves a notice by itself at `time`: a spring back in flight,
    /// or a swiped notice of `screen` travelling on while it fades out. Both are
    /// sampled frame by frame, as what a finger moves is.
    /// - Complexity: O(d) for d drags, plus O(s) for s notices on screen while one was swiped.
    package func isMoving(at time: Instant, screen: [ScreenNotice]) -> Bool {
        drags.contains { showOrder, drag in
            if drag.isMoving(at: time) { return true }
            guard drag.replacesExit else { return false }
            return screen.contains { item in
                guard item.showOrder == showOrder, case .fadingOut(_, let ends) = item.state else { return false }
                return time < ends
            }
        }
    }

    /// Forgets drags of notices no longer on screen and springs that have come to
    /// rest, so the table holds only what still changes a frame.
    /// - Complexity: O(s + d) for s notices on screen and d drags.
    mutating func prune(screen: [ScreenNotice], at time: Instant) {
        guard !drags.isEmpty else { return }
        let onScreen = Set(screen.map(\.showOrder))
        let held = press?.isDragging == true ? press?.grab?.showOrder : nil
        drags = drags.filter { showOrder, drag in
            guard onScreen.contains(showOrder) else { return false }
            if case .springing = drag, showOrder != held, !drag.isMoving(at: time),
               screen.contains(where: { $0.showOrder == showOrder && $0.isVisible }) {
                return false
            }
            return true
        }
    }
}
