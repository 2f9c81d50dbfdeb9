import PopupKitCore
import PopupKitPresentation
import PopupKitStage

/// Pointer events applied at once, for a host's pointer router: the decision
/// "PopupKit's or the app's" and the press it opens are taken on one state.
///
/// `PopupCenter.pointer(_:at:)` waits its turn in the mailbox like every call, so
/// a host that asked `PopupCenter.accepts(_:)` first could decide on a screen the
/// `down` no longer meets (a toast posted just before the press, still waiting,
/// would be under the finger when the `down` arrives). These calls run the calls
/// waiting in the mailbox first, then apply the event and answer from the same
/// screen. They are `package` calls: hosts use `PointerRouter` (PopupKitHost).
extension PopupCenter {
    /// Applies one pointer event now — after every call waiting in the mailbox,
    /// with the engine caught up with the clock — and tells what a `down` hit.
    ///
    /// From inside a center callback (an event handler) the calls waiting are not
    /// run first: the event meets the screen the running call left.
    /// - Returns: what a `down` hit (``HitTarget/nothing``: it passed through, as a
    ///   one-shot tap outside the bubbles); `nil` for the other phases and for a
    ///   point that is not finite (a warning).
    ///
    /// A `down` on the app's own view in a notice asks `viewKeepsTouch` (the
    /// view's name, the point) whether a control of the view takes it, before
    /// anything is applied: the app's hit test may call PopupKit back. Without
    /// it the content's controls decide (``HostedContent``).
    @discardableResult
    package func applyPointer(_ phase: PointerPhase, at point: Point,
                              viewKeepsTouch: HostedTouchQuestion? = nil) -> HitTarget? {
        mailbox.runQueued()
        let hostedTouch = phase == .down ? askHostedView(at: point, viewKeepsTouch) : nil
        var target: HitTarget?
        apply { center, now in
            center.liveStage.advance(to: now)
            target = center.liveStage.pointer(phase, at: point, now: now, hostedTouch: hostedTouch)
        }
        if phase == .down, let target { tellTouchObservers(target) }
        return target
    }

    /// Hit-tests a `down` at `point` now, as ``applyPointer(_:at:)`` would, and
    /// applies it only when the touch is not PopupKit's (it hits nothing, or a
    /// notice's hosted view, which takes the touch): what a hit-test host asks
    /// before it takes a touch. A touch PopupKit takes is not pressed yet: its
    /// `down` comes with the touch.
    /// - Returns: what the `down` hits; `nil` for a point that is not finite (the
    ///   `down` is applied and warns, and the touch is not PopupKit's).
    package func applyPointerDownIfPassingThrough(at point: Point,
                                                  viewKeepsTouch: HostedTouchQuestion? = nil) -> HitTarget? {
        mailbox.runQueued()
        let hostedTouch = askHostedView(at: point, viewKeepsTouch)
        var target: HitTarget?
        apply { center, now in
            center.liveStage.advance(to: now)
            if point.x.isFinite, point.y.isFinite {
                let hit = center.liveStage.hitTest(point, hostedTouch: hostedTouch)
                switch hit {
                case .item, .blocked:
                    target = hit
                    return
                case .nothing, .hosted:
                    break  // Not PopupKit's touch (a hosted view takes its own): its `down` applies now.
                }
            }
            target = center.liveStage.pointer(.down, at: point, now: now, hostedTouch: hostedTouch)
        }
        if let target { tellTouchObservers(target) }
        return target
    }

    /// What a hit-test host answers from the screen as it is, with no side effect
    /// (a hover, a scroll), asking the app's view under `point` as a `down` would.
    package func peekPointer(at point: Point, viewKeepsTouch: HostedTouchQuestion? = nil) -> HitTarget {
        liveStage.hitTest(point, hostedTouch: askHostedView(at: point, viewKeepsTouch))
    }

    /// The host's answer for the app's view `point` lands on, asked outside the
    /// stage's update; `nil` when it lands on none or there is no one to ask.
    private func askHostedView(at point: Point, _ viewKeepsTouch: HostedTouchQuestion?) -> HostedTouch? {
        guard let viewKeepsTouch, point.x.isFinite, point.y.isFinite,
              let name = liveStage.hostedViewName(at: point) else { return nil }
        return HostedTouch(name: name, viewKeepsTouch: viewKeepsTouch(name, point))
    }
}

/// A host's question to the app's view registered under a name: does a control
/// of it take a touch at this point (container points)? (UIKit: the view's own
/// hit test, ``HostedContent``.)
package typealias HostedTouchQuestion = @MainActor (_ name: String, _ point: Point) -> Bool
