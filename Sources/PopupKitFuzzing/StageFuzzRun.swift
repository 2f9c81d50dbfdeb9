import PopupKit
import PopupKitHost

/// Plays a ``FuzzProgram`` on a `Stage` (engine, layout, scene, hit-testing) on
/// virtual time, with the host driver's pure parts beside it: after every input
/// and every deadline the scene becomes layer operations that must apply to last
/// frame's layers and rebuild the scene exactly, the accessibility tree is
/// updated (and asked where each focus request goes), the engine's invariants must
/// hold and every notice's lifecycle must stay whole.
///
/// At the end it dismisses everything still live and runs to idle: every notice
/// received must then have ended exactly once, with a reason.
public struct StageFuzzRun {
    /// The most deadlines one program may fire; a program cannot run forever.
    public static let maximumDeadlines = 100_000

    /// The stage after the run: its engine and screen at the end.
    public private(set) var stage: Stage
    /// Every notice's lifecycle as the run reported it.
    public private(set) var ledger = LifecycleLedger()
    /// What broke, each with the step it broke at; empty when the run was clean.
    public private(set) var problems: [String] = []
    private var plan = LayerPlan()
    private var layers = LayerTree()
    private var accessibility = AccessibilityTree()
    private var deadlines = 0
    /// Where the run is, for the problems: the step, described only when one breaks.
    private var place: Place = .start

    private enum Place: CustomStringConvertible {
        case start
        case step(Int, FuzzStep)
        case cleanUp

        var description: String {
            switch self {
            case .start: "start"
            case let .step(index, step): "step \(index) (\(step))"
            case .cleanUp: "clean-up"
            }
        }
    }

    /// Runs `program` and the final clean-up; read ``problems`` afterwards.
    public init(_ program: FuzzProgram) {
        stage = Stage(engine: NoticeEngine(configuration: program.initialConfiguration),
                      measurer: CachingTextMeasurer(FixedAdvanceTextMeasurer()))
        check()
        for (index, step) in program.steps.enumerated() where problems.isEmpty {
            place = .step(index, step)
            switch step {
            case .send(let input):
                stage.send(input, now: stage.engine.now)
                check()
            case .wait(let span):
                run(to: stage.engine.now + TimeSpan(span))
            }
        }
        guard problems.isEmpty else { return }
        finish()
    }

    /// Fires every deadline up to `time`, checking after each.
    private mutating func run(to time: Instant) {
        while problems.isEmpty, let next = stage.engine.nextDeadline, next <= time {
            deadlines += 1
            guard deadlines <= Self.maximumDeadlines else {
                problems.append("\(place): more than \(Self.maximumDeadlines) deadlines: the engine never goes quiet")
                return
            }
            stage.advance(to: next)
            check()
        }
        stage.advance(to: time)
        check()
    }

    /// Dismisses every live notice (the app back in front, every lane and
    /// scheduler resumed), runs until nothing is due, and checks that everything
    /// received has ended.
    private mutating func finish() {
        place = .cleanUp
        for input: NoticeEngine.Input in [.foreground, .resumeScheduler(nil), .resumeScheduler("ads")] {
            stage.send(input, now: stage.engine.now)
        }
        for lane in Lane.allCases { stage.send(.resume(lane), now: stage.engine.now) }
        for notice in stage.engine.liveNotices { stage.send(.dismiss(notice.id), now: stage.engine.now) }
        check()
        run(to: Instant(seconds: 1e9))
        guard problems.isEmpty else { return }
        if !ledger.unended.isEmpty {
            problems.append("after dismissing everything: never ended: \(ledger.unended.joined(separator: ", "))")
        }
        let live = stage.engine.liveNotices.map { "\($0.id) (\($0.lane.rawValue))" }
        if !live.isEmpty { problems.append("after dismissing everything: still live: \(live.joined(separator: ", "))") }
    }

    /// The checks after one step.
    private mutating func check() {
        let now = stage.engine.now
        let events = stage.engine.takeEvents()
        let requests = stage.requests(after: events)
        _ = stage.engine.takeWarnings()
        problems += ledger.record(events).map { "\(place): \($0)" }
        problems += stage.engine.invariantViolations().map { "\(place): invariant: \($0)" }
        if !stage.engine.isDispatchHeld {
            let stale = stage.bubbleCoverFromScratch()
            if !stale.isEmpty { problems.append("\(place): bubble cover not current: \(stale)") }
        }
        let scene = stage.scene(at: now)
        do {
            try layers.apply(plan.transaction(to: scene))
            if layers.nodes(at: scene.time) != scene.nodes { problems.append("\(place): the layers do not show the scene") }
        } catch {
            problems.append("\(place): a layer operation does not apply: \(error)")
        }
        _ = accessibility.update(stage.accessibilityElements())
        // A focus request may name a notice the frame does not show yet: only ask.
        for request in requests { _ = accessibility.focusTarget(for: request) }
        _ = stage.frameNeed(at: now)
    }
}
