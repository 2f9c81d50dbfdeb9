import PopupKit

/// What a host reads from a center and gives it: the stage, the scene after every
/// change, the frame need, the frame ticker, host requests and what a screen reader
/// sees. An app's `import PopupKit` does not reach these; a host imports
/// PopupKitHost (and ``HostDriver`` sets them for it).
extension PopupCenter {
    /// A center whose `display` draws every new scene (a back end, a test's list),
    /// with frames driven by `frameTicker` (a ``DispatchFrameTicker``, a display
    /// link, a test's manual ticker).
    ///
    /// - Parameters:
    ///   - configuration: lanes, strategies and accessibility.
    ///   - rules: banner frequency rules.
    ///   - container: the screen (size, safe area, keyboard, direction).
    ///   - styles: the look of every lane.
    ///   - measurer: the back end's text measurer; without one, the fixed-advance
    ///     stand-in (said once through ``PopupCenter/warningHandler``).
    ///   - clock: the clock deadlines are slept on (a test clock in tests).
    ///   - frameTicker: drives frames while something moves (see ``frameTicker``);
    ///     `nil` for a 60 Hz `ClockFrameTicker` on `clock`.
    ///   - display: receives each new scene.
    public convenience init<C: Clock>(configuration: EngineConfiguration = EngineConfiguration(), rules: RuleBook = RuleBook(),
                                      container: Container = Container(), styles: StyleSheet = StyleSheet(),
                                      measurer: (any TextMeasuring)? = nil, clock: C,
                                      frameTicker: (any FrameTicking)?,
                                      display: (@MainActor (RenderScene) -> Void)? = nil) where C.Duration == Duration {
        self.init(configuration: configuration, rules: rules, container: container, styles: styles,
                  measurer: measurer, clock: clock, ticker: frameTicker, sceneDisplay: display)
    }

    /// A center whose `display` draws every new scene, on `clock` with its default
    /// frame ticker.
    public convenience init<C: Clock>(configuration: EngineConfiguration = EngineConfiguration(), rules: RuleBook = RuleBook(),
                                      container: Container = Container(), styles: StyleSheet = StyleSheet(),
                                      measurer: (any TextMeasuring)? = nil, clock: C,
                                      display: @escaping @MainActor (RenderScene) -> Void) where C.Duration == Duration {
        self.init(configuration: configuration, rules: rules, container: container, styles: styles,
                  measurer: measurer, clock: clock, ticker: nil, sceneDisplay: display)
    }

    /// A center on the continuous clock whose `display` draws every new scene.
    public convenience init(configuration: EngineConfiguration = EngineConfiguration(), rules: RuleBook = RuleBook(),
                            container: Container = Container(), styles: StyleSheet = StyleSheet(),
                            measurer: (any TextMeasuring)? = nil,
                            display: @escaping @MainActor (RenderScene) -> Void) {
        self.init(configuration: configuration, rules: rules, container: container, styles: styles,
                  measurer: measurer, clock: ContinuousClock(), ticker: nil, sceneDisplay: display)
    }

    /// A center that draws every new scene with `renderer` and hands the result
    /// (or the error) to `onFrame`.
    public convenience init<C: Clock, R: Rendering>(
        configuration: EngineConfiguration = EngineConfiguration(), rules: RuleBook = RuleBook(),
        container: Container = Container(), styles: StyleSheet = StyleSheet(),
        measurer: any TextMeasuring, clock: C, frameTicker: (any FrameTicking)? = nil, renderer: R,
        onFrame: @escaping @MainActor (Result<R.Output, any Error>) -> Void
    ) where C.Duration == Duration {
        self.init(configuration: configuration, rules: rules, container: container, styles: styles,
                  measurer: measurer, clock: clock, ticker: frameTicker,
                  sceneDisplay: { scene in onFrame(Result { try renderer.render(scene) }) })
    }

    /// The engine with the screen it shows on. Read it to inspect; change it
    /// through the center's calls (or ``send(_:)``).
    public var stage: Stage { liveStage }

    /// What is on screen now, mid-fade included: at the clock's now, or at the
    /// last frame's instant when that frame was sampled ahead of the clock (at the
    /// time it reaches the screen).
    public var scene: RenderScene { currentScene }

    /// Whether a notice follows a finger now (a spring back, a swiped notice
    /// travelling on: frames at a rate) or the screen stays as its declared
    /// motions play it until an instant: what the frame ticker follows.
    public var frameNeed: FrameNeed { currentFrameNeed }

    /// Bumped whenever a call, an input or a deadline may have changed what is on
    /// screen, where or with which words; animation frames leave it. A host reads
    /// ``accessibilityElements`` again only when it changed.
    public var revision: Int { screenRevision }

    /// What a screen reader sees now: one element per visible notice, top first,
    /// with its label, value, traits, frame and whether it is modal.
    public var accessibilityElements: [AccessibilityElement] { liveStage.accessibilityElements() }

    /// Receives the scene after every change, with the motions it declares
    /// (``RenderScene/motions``: a host's compositor plays them), and on every tick
    /// of ``frameTicker`` while a notice follows a finger. Setting it delivers the
    /// current scene at once.
    public var display: (@MainActor (RenderScene) -> Void)? {
        get { sceneDisplay }
        set { sceneDisplay = newValue }
    }

    /// Called with every host request (announce a text, move the screen reader's
    /// focus, play a haptic) right after the events it follows: a host carries
    /// them out with its platform's accessibility and feedback calls.
    public var requestHandler: (@MainActor (HostRequest) -> Void)? {
        get { hostRequestHandler }
        set { hostRequestHandler = newValue }
    }

    /// Drives frames while something moves: a display link on Apple platforms, a
    /// window's vsync, a timer; by default a 60 Hz `ClockFrameTicker` on the
    /// center's clock. It runs only while a ``display`` is set and ``frameNeed`` is
    /// animating, with its `preferredRate` set to the frame need's rate; each
    /// frame's scene is sampled at the instant the frame is shown (`FrameTime`).
    public var frameTicker: any FrameTicking {
        get { activeTicker }
        set { activeTicker = newValue }
    }

    /// Applies one input of either kind (an engine input, or one the layout acts
    /// on: the container, the keyboard, a pointer event) in call order with every
    /// other call, as the named calls do; a pointer event is heard by
    /// `observeTouchDowns(_:)` as a host's press is.
    public nonisolated func send(_ input: Stage.Input) {
        sendToStage(input)
    }
}
