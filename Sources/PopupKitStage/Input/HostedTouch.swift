import PopupKitCore
import PopupKitPresentation

/// A host's answer for a touch that lands on the app's own view in a notice:
/// whether the view keeps it (a control in it takes it) or gives it to the
/// notice (a tap on the notice, a swipe of it).
///
/// The stage cannot ask a view, and a host must not be asked from inside the
/// stage's update (the app's hit test may call PopupKit back), so a host asks
/// its view first, for the view the point lands on
/// (``Stage/hostedViewName(at:)``), and hands the answer in with the touch's
/// `down`. Without an answer for that view the stage reads the content's own
/// ``HostedContent/controls``.
package struct HostedTouch: Hashable, Sendable {
    /// The view the answer is for: the name it was registered under.
    package var name: String
    /// Whether the view keeps the touch (a control of its takes it).
    package var viewKeepsTouch: Bool

    package init(name: String, viewKeepsTouch: Bool) {
        self.name = name
        self.viewKeepsTouch = viewKeepsTouch
    }

    /// Whether the view named `content.name` keeps a touch at `point`
    /// (container points) on its slot `slot`: the answer when it is for that
    /// view, else whether the point is inside one of the content's controls.
    static func viewKeeps(_ content: HostedContent, at point: Point, slot: Rect, answer: HostedTouch?) -> Bool {
        if let answer, answer.name == content.name { return answer.viewKeepsTouch }
        let local = Point(x: point.x - slot.minX, y: point.y - slot.minY)
        return content.controls.contains { $0.contains(local) }
    }
}
