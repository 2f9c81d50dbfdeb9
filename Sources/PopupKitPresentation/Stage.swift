import PopupKitCore

/// The engine together with the screen it shows on: the container, the styles and
/// a text measurer. It answers "where is everything", "what does it look like at
/// t" and "what did this tap hit", and turns taps by position into engine input.
public struct Stage {
    public var engine: PopupEngine
    public var container: Container
    public var styles: StyleSheet
    public var measurer: any TextMeasuring

    public init(engine: PopupEngine = PopupEngine(), container: Container = Container(),
                styles: StyleSheet = StyleSheet(), measurer: any TextMeasuring) {
        self.engine = engine
        self.container = container
        self.styles = styles
        self.measurer = measurer
    }

    public var layout: PopupLayout {
        PopupLayout(container: container, styles: styles, measurer: measurer)
    }

    /// What is on screen now and where, in the same order.
    public func layouts() -> (screen: [ScreenItem], layouts: [ItemLayout]) {
        let screen = engine.screen
        return (screen, layout.layout(screen))
    }

    /// The scene at `time` of what is on screen now (advance the engine to `time` first).
    public func scene(at time: Instant) -> Scene {
        SceneBuilder.scene(engine.screen, layout: layout, reduceMotion: engine.configuration.accessibility.reduceMotion,
                           at: time)
    }

    /// When the screen next changes by itself after `time`: every frame while
    /// something moves, else not before the engine's next deadline.
    public func frameNeed(at time: Instant) -> FrameNeed {
        FrameNeed.of(engine.screen, at: time, nextDeadline: engine.nextDeadline)
    }

    /// A tap at `point`: the notice hit is tapped; a tap that hits no bubble
    /// dismisses the bubbles that allow it (`tapOutside`); a HUD mask or a popup's
    /// dimmed background swallows it.
    @discardableResult
    public mutating func tap(at point: Point, now: Instant) -> HitTarget {
        engine.advance(to: now)
        let (screen, layouts) = layouts()
        let target = HitTesting.hitTest(point, screen: screen, layouts: layouts)
        switch target {
        case .item(let id, let lane):
            engine.tap(id, now: now)
            if lane != .bubble { engine.tapOutsideBubbles(now: now) }
        case .nothing:
            engine.tapOutsideBubbles(now: now)
        case .blocked:
            break
        }
        return target
    }
}
