import PopupKitCore
import PopupKitPresentation

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
    @discardableResult
    package func applyPointer(_ phase: PointerPhase, at point: Point) -> HitTarget? {
        mailbox.runQueued()
        var target: HitTarget?
        apply { center, now in
            center.liveStage.advance(to: now)
            target = center.liveStage.pointer(phase, at: point, now: now)
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
    package func applyPointerDownIfPassingThrough(at point: Point) -> HitTarget? {
        mailbox.runQueued()
        var target: HitTarget?
        apply { center, now in
            center.liveStage.advance(to: now)
            if point.x.isFinite, point.y.isFinite {
                let hit = center.liveStage.hitTest(point)
                switch hit {
                case .item, .blocked:
                    target = hit
                    return
                case .nothing, .hosted:
                    break  // Not PopupKit's touch (a hosted view takes its own): its `down` applies now.
                }
            }
            target = center.liveStage.pointer(.down, at: point, now: now)
        }
        if let target { tellTouchObservers(target) }
        return target
    }
}
