import PopupKitCore
import PopupKitPresentation
import PopupKitStage

/// Frames: the scene handed to the display after every change, its motions
/// declared for the host's compositor, and on every tick of the frame ticker while
/// a notice follows a finger, sampled when the frame is shown.
extension PopupCenter {
    /// Hands the scene at `time` to the display and keeps the frame ticker running
    /// exactly while a notice follows a finger, at the rate it asks for.
    ///
    /// The scene is sampled no earlier than the engine's now and the scene handed
    /// over last, so scene time never runs back; the scene and the frame need come
    /// from one reading of what is on screen.
    func present(at time: Instant) {
        guard let display = sceneDisplay else {
            ticker?.stop()
            return
        }
        let time = max(time, liveStage.engine.now, presented?.time ?? time)
        let (scene, need) = liveStage.sceneAndFrameNeed(at: time)
        // A call that changed nothing on screen (a flush, a dismissal of an unknown
        // id) draws nothing: the host keeps the frame it has. A motion that starts
        // (a fade out begins where the screen rests) is a change. A change of the
        // screen itself (appearance, keyboard, safe area, Reduce Motion) is handed
        // over even with no notice on screen: a host draws what is behind the
        // notices (an app screen, a backdrop) from the stage.
        let environment = ScreenEnvironment(liveStage)
        // The last scene played on to this instant is what the host shows now.
        let shown = presented.map { $0.played(to: time) }
        if need.isAnimating || scene.size != shown?.size || scene.nodes != shown?.nodes
            || scene.motions != shown?.motions || environment != presentedEnvironment {
            display(scene)
            presented = scene
            presentedEnvironment = environment
        }
        if let rate = need.rate {
            if activeTicker.preferredRate != rate { activeTicker.preferredRate = rate }
            if activeTicker.isRunning == false { activeTicker.start { [weak self] frame in self?.frameTick(frame) } }
        } else {
            ticker?.stop()
        }
    }

    /// One frame, shown `frame`'s delay from now: the scene is sampled at that
    /// instant (never before the last scene's or the engine's now). A deadline that
    /// falls due by then fires first, so the frame shows its result.
    func frameTick(_ frame: FrameTime) {
        let shown = max(clock.now() + TimeSpan(frame.presentationDelay), liveStage.engine.now, presented?.time ?? .zero)
        if let deadline = liveStage.engine.nextDeadline, deadline <= shown {
            run(nil) { center, _ in center.liveStage.advance(to: shown) }
        } else {
            present(at: shown)
        }
    }
}

extension PopupCenter {
    /// Runs the calls waiting in the center's mailbox now, on the caller's turn:
    /// for a host that has just told the center what its screen is like (a
    /// container read again before a frame) and commits the scene that follows
    /// from it in the same turn. Inside a center callback it does nothing.
    @_spi(Tools) public func runWaitingCalls() {
        mailbox.runQueued()
    }

    /// Fires what is due by the clock's now, as the center's timer does when its
    /// sleep ends: for a host that moves a clock by hand and never waits for the
    /// timer (a scenario played off screen, frame by frame, in virtual time).
    @_spi(Tools) public func fireDueDeadlines() {
        run(nil) { center, now in center.liveStage.advance(to: now) }
    }
}

/// What of the screen a scene does not show but a host may draw: the container
/// (its appearance, keyboard, safe area, direction) and Reduce Motion.
struct ScreenEnvironment: Hashable {
    var container: Container
    var reduceMotion: Bool

    init(_ liveStage: Stage) {
        container = liveStage.container
        reduceMotion = liveStage.engine.configuration.accessibility.reduceMotion
    }
}
