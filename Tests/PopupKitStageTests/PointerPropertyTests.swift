import PopupKit
import PopupKitTesting
import ScriptHarness
import Testing

/// Random pointer input on a stage full of notices: whatever the finger does —
/// taps, drags, flicks, cancels, events out of order — every notice still ends
/// exactly once, the engine's invariants hold after every step, and every frame
/// stays finite.
@Suite struct PointerPropertyTests {
    /// How many random runs (`POPUPKIT_MODEL_SCRIPTS`, scaled down:
    /// each run is a whole stage with layout).
    static var runs: UInt64 { max(20, ScriptBudget.scripts / 10) }

    @Test("random pointer input never loses or doubles a notice")
    func randomPointerInput() {
        var failures: [String] = []
        var reasons: [DismissReason: Int] = [:]
        for seed in 1...Self.runs {
            switch Self.run(seed: seed) {
            case .failure(let problem): failures.append("seed \(seed): \(problem.text)")
            case .success(let counts): reasons.merge(counts, uniquingKeysWith: +)
            }
            if failures.count >= 3 { break }
        }
        #expect(failures.isEmpty, "\(failures)")
        // The runs reach what they are meant to stress: swipes, taps, taps outside.
        #expect(reasons[.swipe, default: 0] > 0 && reasons[.tap, default: 0] > 0
                && reasons[.tapOutside, default: 0] > 0, "\(reasons)")
    }

    struct Problem: Error { var text: String }

    /// One random run: how many notices each dismissal reason ended, or the first problem.
    static func run(seed: UInt64) -> Result<[DismissReason: Int], Problem> {
        var random = SeededRandom(seed: seed)
        var stage = Stage(measurer: FixedAdvanceTextMeasurer())
        if Bool.random(using: &random) { stage.styles.swipe.popup.isEnabled = true }
        if Bool.random(using: &random) { stage.styles.swipe.hud.isEnabled = true }
        var time = Instant.zero
        var events: [NoticeEvent] = []
        var steps: [(delay: Int64, input: Stage.Input)] = []
        for step in 0..<60 {
            steps += Int.random(in: 0..<3, using: &random) == 0
                ? gesture(&random) : [(Int64.random(in: 0...400_000, using: &random), input(step, &random))]
        }
        for (step, (delay, input)) in steps.enumerated() {
            time = time + TimeSpan(microseconds: delay)
            stage.send(input, now: time)
            events += stage.engine.takeEvents()
            _ = stage.engine.takeWarnings()
            if let broken = stage.engine.invariantViolations().first {
                return .failure(Problem(text: "after step \(step): \(broken)"))
            }
            if let bad = nonFinite(stage.scene(at: time)) { return .failure(Problem(text: "after step \(step): \(bad)")) }
        }
        for lane in Lane.allCases {
            stage.send(.hideAll(lane, clearQueue: true, includeActivity: true), now: time)
        }
        while let next = stage.engine.nextDeadline { stage.engine.advance(to: next) }
        events += stage.engine.takeEvents()
        var received: [NoticeID: Int] = [:], ended: [NoticeID: Int] = [:], reasons: [DismissReason: Int] = [:]
        for event in events {
            if event.kind == .received { received[event.id, default: 0] += 1 }
            if event.isTerminal { ended[event.id, default: 0] += 1 }
            if case .dismissed(let reason) = event.kind { reasons[reason, default: 0] += 1 }
        }
        return received == ended ? .success(reasons) : .failure(Problem(text: "received \(received), ended \(ended)"))
    }

    /// A random input: mostly pointer events (some out of order), some notices.
    static func input(_ step: Int, _ random: inout SeededRandom) -> Stage.Input {
        let point = Point(x: Double.random(in: -20...410, using: &random), y: Double.random(in: -20...864, using: &random))
        switch Int.random(in: 0..<12, using: &random) {
        case 0:
            let position = [ToastPosition.top, .bottom, .center].randomElement(using: &random)!
            return .engine(.submit(Notice(id: NoticeID("t\(step % 5)"), .toast(Toast(message: "toast \(step)", position: position)))))
        case 1:
            return .engine(.submit(Notice(id: NoticeID("b\(step % 3)"), .banner(Banner(type: "chat", title: "banner \(step)")))))
        case 2:
            return .engine(.submit(Notice(id: NoticeID("p\(step % 2)"), .popup(Popup(title: "popup", message: "\(step)")))))
        case 3:
            return .engine(.submit(Notice(id: NoticeID("u\(step % 2)"), .bubble(Bubble(text: "tip", target: Rect(
                x: point.x, y: point.y, width: 30, height: 30))))))
        case 4:
            return .engine(Bool.random(using: &random) ? .hud(.show(status: "Loading")) : .hud(.dismiss(delay: .zero)))
        case 5:
            return .pointer(.down, at: point)
        case 6, 7, 8:
            return .pointer(.move, at: point)
        case 9:
            return .pointer(.up, at: point)
        case 10:
            return .pointer(.cancel, at: point)
        default:
            return .engine(.dismiss(NoticeID(["t0", "b0", "p0", "u0"].randomElement(using: &random)!)))
        }
    }

    /// A whole press where notices sit (top, middle or bottom of the screen): a
    /// `down`, a few moves of random speed up or down, then an `up` or a `cancel`.
    static func gesture(_ random: inout SeededRandom) -> [(delay: Int64, input: Stage.Input)] {
        var point = Point(x: Double.random(in: 20...370, using: &random),
                          y: [80.0, 422, 780].randomElement(using: &random)! + Double.random(in: -30...30, using: &random))
        var steps: [(Int64, Stage.Input)] = [(Int64.random(in: 0...300_000, using: &random), .pointer(.down, at: point))]
        let direction = Double.random(in: -1...1, using: &random)
        for _ in 0..<Int.random(in: 0...6, using: &random) {
            point.y += direction * Double.random(in: 0...40, using: &random)
            point.x += Double.random(in: -5...5, using: &random)
            steps.append((Int64.random(in: 5_000...200_000, using: &random), .pointer(.move, at: point)))
        }
        let end: PointerPhase = Int.random(in: 0..<5, using: &random) == 0 ? .cancel : .up
        steps.append((Int64.random(in: 5_000...200_000, using: &random), .pointer(end, at: point)))
        return steps
    }

    /// The first group with a non-finite offset, opacity or scale.
    static func nonFinite(_ scene: RenderScene) -> String? {
        for case .group(let group) in scene.nodes {
            let numbers = [group.offset.x, group.offset.y, group.opacity, group.scale]
            if numbers.contains(where: { !$0.isFinite }) { return "group \(group.name) is not finite: \(numbers)" }
        }
        return nil
    }
}
