import PopupKitCore
import PopupKitPresentation

/// Pointer input: one finger's `down`, `move`, `up` and `cancel` become taps,
/// the touch that pauses a timeout, drags, swipes and taps outside bubbles.
extension Stage {
    /// Applies one pointer event at `time` (after the engine has moved to `time`)
    /// and tells what a `down` hit.
    ///
    /// - `down` on a notice pauses its timeout (`touchDown`) and opens a press; on
    ///   anything but a bubble it is also a tap outside the bubbles. A `down` on a
    ///   HUD's blocking mask or a popup's dimmed background opens a press that
    ///   does nothing else.
    /// - `down` on a hosted view (``HitTarget/hosted(_:_:name:)``) is one input, not
    ///   a press: the touch is the app's view's, so the notice is neither paused,
    ///   tapped nor dragged; on anything but a bubble it is a tap outside the
    ///   bubbles. A host must not send the rest of that touch.
    /// - `down` on nothing is one input, not a press: a tap outside the bubbles
    ///   (bubbles that dismiss on a tap outside go). The touch belongs to the app,
    ///   and a host that passes it through never sees its `move`s or `up`, so
    ///   PopupKit does not wait for them; a host must not send them (they would
    ///   warn `noPress`).
    /// - `move` beyond the lane's slop makes the press a drag when the lane allows
    ///   swiping; the notice follows the finger (rubber-banded away from its edge).
    /// - `up` ends the press: within the slop it is a tap; a drag past a threshold is
    ///   a swipe (`dismissed(.swipe)`), else the notice springs back; the timeout
    ///   resumes with the time it had left (`touchUp`, sent only when the `down`
    ///   paused it: its lane's `pausesOnTouch` was on then).
    /// - `cancel` ends the press with neither a tap nor a swipe.
    ///
    /// Events out of order are warnings (``EngineWarning/Kind/pointerIgnored(_:_:)``).
    /// - Returns: what a `down` hit (``HitTarget/nothing`` for a pass-through);
    ///   `nil` for the other phases and for a point that is not finite.
    @discardableResult
    package mutating func pointer(_ phase: PointerPhase, at point: Point, now time: Instant,
                                  hostedTouch: HostedTouch? = nil) -> HitTarget? {
        defer { interaction.prune(screen: engine.screen, at: time) }
        guard point.x.isFinite, point.y.isFinite else {
            engine.report(.pointerIgnored(phase, .notFinite))
            return nil
        }
        if phase == .down {
            if interaction.press != nil {
                engine.report(.pointerIgnored(.down, .alreadyDown))
                endPress(at: time, cancelled: true)
            }
            return beginPress(at: point, time: time, hostedTouch: hostedTouch)
        }
        guard interaction.press != nil else {
            engine.report(.pointerIgnored(phase, .noPress))
            return nil
        }
        if phase != .cancel { movePress(to: point, time: time) }
        endPressIfLifted(phase, time: time)
        return nil
    }

    private mutating func endPressIfLifted(_ phase: PointerPhase, time: Instant) {
        switch phase {
        case .up: endPress(at: time, cancelled: false)
        case .cancel: endPress(at: time, cancelled: true)
        case .down, .move: break
        }
    }

    /// Opens a press on what `point` hits, or, on nothing, only taps outside the bubbles.
    private mutating func beginPress(at point: Point, time: Instant, hostedTouch: HostedTouch?) -> HitTarget {
        let target = hitTest(point, hostedTouch: hostedTouch)
        var grab: PointerPress.Grab?
        var action: ActionPress?
        switch target {
        case .item(let id, let lane):
            grab = self.grab(id, lane: lane)
            if let hit = actionHit(point), hit.popup == id, let showOrder = grab?.showOrder {
                // A button takes the press: no tap on the popup, no drag of it.
                action = ActionPress(popup: id, showOrder: showOrder, action: hit.action)
                grab?.tapToDismiss = false
                grab?.way = nil
            }
            engine.send(.touchDown(id), now: time)
            if lane != .bubble { engine.send(.tapOutsideBubbles, now: time) }
        case .nothing:
            engine.send(.tapOutsideBubbles, now: time)
            return target
        case .hosted(_, let lane, _):
            // A control of the app's view has the touch: the notice is not pressed.
            if lane != .bubble { engine.send(.tapOutsideBubbles, now: time) }
            return target
        case .blocked:
            break
        }
        interaction.press = PointerPress(target: target, grab: grab, at: point, time: time)
        interaction.press?.action = action
        return target
    }

    private mutating func movePress(to point: Point, time: Instant) {
        guard var press = interaction.press else { return }
        press.record(point, at: time)
        defer { interaction.press = press }
        if let action = press.action {
            press.action?.isOn = actionFrame(action).map { $0.contains(point) } ?? false
        }
        guard let grab = press.grab else { return }
        let dx = point.x - press.origin.x, dy = point.y - press.origin.y
        if !press.leftSlop, dx * dx + dy * dy >= grab.rules.slop * grab.rules.slop {
            press.leftSlop = true
            press.isDragging = grab.way != nil && isShowing(grab)
        }
        // A notice dismissed under the finger stops following it: it fades out where it is.
        guard press.isDragging, let way = grab.way, isShowing(grab) else { return }
        press.offset = way.offset(for: press.translation)
        interaction.drags[grab.showOrder] = .held(offset: press.offset)
    }

    private mutating func endPress(at time: Instant, cancelled: Bool) {
        guard let press = interaction.press else { return }
        interaction.press = nil
        guard let grab = press.grab, isShowing(grab) else { return }
        if let action = press.action, action.isOn, !cancelled {
            engine.send(.action(action.popup, action.action), now: time)
            if !isShowing(grab) { return }
        }
        if press.isDragging, let way = grab.way {
            if !cancelled, press.isSwipe(grab, way: way) {
                let direction = way.direction(for: way == .either && press.translation == 0
                                              ? press.velocity : press.translation)
                interaction.drags[grab.showOrder] = .leaving(from: press.offset, direction: direction)
                engine.send(.swipe(grab.id), now: time)
                return
            }
            interaction.drags[grab.showOrder] = .springing(from: press.offset, at: time,
                                                            duration: grab.rules.springBack)
        } else if !cancelled, !press.leftSlop, grab.tapToDismiss {
            engine.send(.tap(grab.id), now: time)
            if !isShowing(grab) { return }
        }
        if grab.pausedTimeout { engine.send(.touchUp(grab.id), now: time) }
    }

    /// Whether the grabbed showing of a notice is still visible (not ended, not
    /// fading out, not replaced by a new showing of the same id).
    private func isShowing(_ grab: PointerPress.Grab) -> Bool {
        engine.screen.contains { $0.showOrder == grab.showOrder && $0.isVisible }
    }

    /// Where the button a press went down on is now (the layout may have moved
    /// it); `nil` once its popup is no longer visible.
    private func actionFrame(_ press: ActionPress) -> Rect? {
        let (screen, layouts) = layouts()
        guard let index = screen.indices.first(where: { screen[$0].showOrder == press.showOrder && screen[$0].isVisible }),
              case .popup(let parts) = layouts[index].parts
        else { return nil }
        return parts.actions.first { $0.id == press.action }?.frame
    }

    /// What a press on visible notice `id` needs to know about it.
    private func grab(_ id: NoticeID, lane: Lane) -> PointerPress.Grab? {
        let (screen, layouts) = layouts()
        guard let index = screen.firstIndex(where: { $0.id == id && $0.isVisible }) else { return nil }
        let item = screen[index]
        let rules = styles.swipe[lane]
        return PointerPress.Grab(id: id, lane: lane, showOrder: item.showOrder, height: layouts[index].frame.height,
                                 tapToDismiss: item.tapToDismiss,
                                 pausedTimeout: engine.configuration[lane].pausesOnTouch,
                                 way: SwipeWay.of(item, rules: rules), rules: rules)
    }

    /// Whether a point belongs to PopupKit — a notice (a hosted view in it
    /// included), a HUD's blocking mask, a popup's dimmed background — or passes through to the app underneath: what a
    /// host's pass-through window asks before it takes a touch.
    public func accepts(_ point: Point) -> Bool {
        hitTest(point) != .nothing
    }
}
