import PopupKitCore
import PopupKitPresentation

/// The engine together with the screen it shows on: the container, the styles and
/// a text measurer. It answers "where is everything", "what does it look like at
/// t" and "what did this tap hit", and turns taps by position into engine input.
public struct Stage {
    /// The engine. Apps and hosts read it; what changes it is an input
    /// (``send(_:now:)-(Stage.Input,_)``), so only the package's runtime, scenario runner and tests
    /// move it in time or replace it.
    public package(set) var engine: NoticeEngine
    public var container: Container { didSet { coverCheckedAt = nil } }
    public var styles: StyleSheet { didSet { coverCheckedAt = nil } }
    public var measurer: any TextMeasuring { didSet { coverCheckedAt = nil } }
    /// The finger PopupKit follows and the notices it moved (pointer input).
    package internal(set) var interaction = PointerInteraction()
    /// The notices' move after the keyboard or the screen changed with a
    /// transition, while it may still run.
    var reflow: LayoutReflow?
    /// What each notice last told the screen reader (host requests).
    var announcer = AccessibilityAnnouncer()
    /// The engine's ``NoticeEngine/screenRevision`` when the stage last checked
    /// which bubbles are covered, with this container, these styles and this
    /// measurer; `nil` once any of them changed. While it holds, the answer holds.
    var coverCheckedAt: UInt64?

    public init(engine: NoticeEngine = NoticeEngine(), container: Container = Container(),
                styles: StyleSheet = StyleSheet(), measurer: any TextMeasuring) {
        self.engine = engine
        self.container = container
        self.styles = styles
        self.measurer = measurer
    }

    @_spi(Tools) public var layout: NoticeLayout {
        NoticeLayout(container: container, styles: styles, measurer: measurer)
    }

    /// What is on screen now and where, in the same order.
    @_spi(Tools) public func layouts() -> (screen: [ScreenNotice], layouts: [NoticePlacement]) {
        let screen = engine.screen
        return (screen, layout.layout(screen))
    }

    /// Where a notice is drawn now: the frame of its body (what a tap hits), in
    /// container coordinates; `nil` when it is not on screen. A notice fading out
    /// still has a frame; when an id is both fading and visible again, the visible
    /// one's.
    /// - Complexity: lays out what is on screen, O(v log v) for v notices.
    public func frame(of id: NoticeID) -> Rect? {
        let (screen, layouts) = layouts()
        var found: Rect?
        for (notice, placement) in zip(screen, layouts) where placement.id == id {
            if notice.state == .visible { return placement.frame }
            found = placement.frame
        }
        return found
    }

    /// The scene at `time` of what is on screen now (advance the engine to `time` first).
    public func scene(at time: Instant) -> RenderScene {
        scene(of: engine.screen, at: time)
    }

    /// When the screen next changes by itself after `time`: frames at the
    /// display's maximum while a notice follows input (springs back after a drag,
    /// travels on after a swipe), else not before the engine's next deadline.
    /// Declared motion (fades, slides, spinners: ``RenderScene/motions``) takes no
    /// frames: the platform's compositor plays it.
    public func frameNeed(at time: Instant) -> FrameNeed {
        frameNeed(of: engine.screen, at: time)
    }

    /// ``scene(at:)`` and ``frameNeed(at:)`` together, from one reading of what is on
    /// screen: what a frame loop needs on every frame.
    public func sceneAndFrameNeed(at time: Instant) -> (scene: RenderScene, frameNeed: FrameNeed) {
        let screen = engine.screen
        return (scene(of: screen, at: time), frameNeed(of: screen, at: time))
    }

    private func scene(of screen: [ScreenNotice], at time: Instant) -> RenderScene {
        SceneBuilder.scene(screen, layout: layout, reduceMotion: engine.configuration.accessibility.reduceMotion,
                           drags: interaction.drags, pressed: interaction.pressedAction, reflow: reflow, at: time)
    }

    private func frameNeed(of screen: [ScreenNotice], at time: Instant) -> FrameNeed {
        if interaction.isMoving(at: time, screen: screen) { return .animating(.displayMaximum) }
        return FrameNeed.declared(nextDeadline: engine.nextDeadline)
    }

    /// What a tap at `point` would reach now, top to bottom.
    public func hitTest(_ point: Point) -> HitTarget {
        hitTest(point, hostedTouch: nil)
    }

    /// What a touch at `point` would reach now, with a host's answer for the app's
    /// view it lands on (``HostedTouch``).
    package func hitTest(_ point: Point, hostedTouch: HostedTouch?) -> HitTarget {
        let (screen, layouts) = layouts()
        return HitTesting.hitTest(point, screen: screen, layouts: layouts, hostedTouch: hostedTouch)
    }

    /// The name of the app's view in a notice that `point` lands on now (the
    /// topmost notice there, on its hosted view's slot): the view a host asks
    /// whether it keeps a touch there (``HostedTouch``).
    package func hostedViewName(at point: Point) -> String? {
        let (screen, layouts) = layouts()
        return HitTesting.hostedViewName(at: point, screen: screen, layouts: layouts)
    }

    /// Applies one input at `time`. Layout inputs are handled here — a tap or a
    /// pointer event at a point is hit-tested against the layout at `time`, the
    /// keyboard, the screen, the app's bars and the appearance change the container — and an
    /// engine input goes to the engine.
    /// - Complexity: a tap or pointer event lays out what is on screen, O(v log v)
    ///   for v notices.
    ///
    /// Time moves as in ``advance(to:)``, and after the input the stage tells the
    /// engine which bubbles are covered (`BubbleCover`): the keyboard coming up
    /// over a bubble's target hides the bubble at once.
    public mutating func send(_ input: Input, now time: Instant) {
        advance(to: time)
        switch input {
        case .engine(let input):
            engine.send(input, now: time)
        case .tapAt(let point):
            tap(at: point, now: time)
        case let .pointer(phase, point):
            pointer(phase, at: point, now: time)
        case let .keyboard(height, transition):
            changeContainer(with: transition, at: time) { $0.keyboardHeight = height }
        case let .container(size, safeArea, transition):
            changeContainer(with: transition, at: time) { container in
                container.size = size
                if let safeArea { container.safeArea = safeArea }
            }
        case .contentInsets(let insets):
            engine.advance(to: time)
            changeContainer(with: nil, at: time) { $0.contentInsets = insets }
        case .appearance(let appearance):
            container.appearance = appearance
        case .escape:
            if let input = escapeInput() { engine.send(input, now: time) }
        }
        if !engine.isDispatchHeld { updateBubbleCover() }
    }

    /// Applies `inputs`, all at `time`, together, as
    /// ``NoticeEngine/send(contentsOf:now:)``: each in order (a tap at a point hit-tests what is on screen
    /// before the instant, minus what earlier inputs ended), and only then do the
    /// lanes choose what shows.
    public mutating func send(contentsOf inputs: some Sequence<Input>, now time: Instant) {
        engine.holdDispatch(at: time)
        for input in inputs { send(input, now: time) }
        engine.releaseDispatch()
        updateBubbleCover()
    }

    /// Applies one engine input at `time`: ``send(_:now:)-(Stage.Input,_)`` with
    /// ``Input/engine(_:)``.
    public mutating func send(_ input: NoticeEngine.Input, now time: Instant) {
        send(.engine(input), now: time)
    }

    /// A tap at `point`: the notice hit is tapped (a tap on a control of its hosted
    /// view is the view's, and only taps outside the bubbles); a tap that hits no bubble
    /// dismisses the bubbles that allow it (`tapOutside`); a HUD mask or a popup's
    /// dimmed background swallows it.
    private mutating func tap(at point: Point, now: Instant) {
        switch hitTest(point) {
        case .item(let id, let lane):
            if let hit = actionHit(point), hit.popup == id {
                engine.send(.action(id, hit.action), now: now)
            } else {
                engine.send(.tap(id), now: now)
            }
            if lane != .bubble { engine.send(.tapOutsideBubbles, now: now) }
        case .nothing:
            engine.send(.tapOutsideBubbles, now: now)
        case .hosted(_, let lane, _):
            // A control of the app's view takes the tap, not the notice.
            if lane != .bubble { engine.send(.tapOutsideBubbles, now: now) }
        case .blocked:
            break
        }
    }
}
