import CenterHarness
import Clocks
import ConcurrencyExtras
@testable import PopupKit
import Testing

/// The center with numbers at the edge of what its parameters accept: nothing
/// traps, every notice ends once, and every clamp reaches `warningHandler`.
@MainActor
@Suite("PopupCenter with extreme input")
struct ExtremeInputTests {
    @Test("Popups of priority Int.min and Int.max take turns under the priority strategies")
    func extremePriorities() async {
        for strategy in [QueueStrategy.priority, .priorityLIFO] {
            let harness = Harness()
            let popups = PopupScheduler.configured(center: harness.center, strategy: strategy)
            popups.add(Popup(title: "first"), priority: 0, id: "first", duration: .seconds(1))
            popups.add(Popup(title: "low"), priority: .min, id: "low", duration: .seconds(1))
            popups.add(Popup(title: "high", priority: .max), id: "high", duration: .seconds(1))
            popups.add(Popup(title: "lowest", priority: .min), id: "lowest", duration: .seconds(1))
            await harness.settle()
            for _ in 0..<5 { await harness.advance(by: 1.2) }
            let shown = harness.events.filter { $0.kind == .shown }.map(\.id)
            let lows: [NoticeID] = strategy == .priority ? ["low", "lowest"] : ["lowest", "low"]
            // Added in one instant, they are ordered together: Int.max first.
            #expect(shown == ["high", "first"] + lows, "\(strategy)")
            #expect(harness.center.waitingCount == 0)
        }
    }

    @Test("Progress outside 0…1 and a 25,000-character toast reach warningHandler as typed clamps")
    func clampsReachTheHandler() async {
        let harness = Harness()
        harness.center.hud.showProgress(1.5, status: "Uploading")
        harness.center.hud.showProgress(-2)
        let long = String(repeating: "a", count: 25_000)
        harness.center.toast(long, id: "long")
        await harness.settle()
        #expect(harness.engineWarnings.map(\.kind) == [
            .valueClamped(.progress, id: "hud", from: 1.5, to: 1),
            .valueClamped(.progress, id: "hud", from: -2, to: 0),
            .valueClamped(.textLength(field: "message"), id: "long", from: 25_000, to: 10_000),
        ])
        #expect(harness.hudContent()?.mode == .progress(0))
        for item in harness.center.stage.engine.screen where item.id == "long" {
            guard case .toast(let toast) = item.content else { continue }
            #expect(toast.message?.count == 10_000)
            #expect(toast.message?.hasSuffix("a…") == true)
        }
    }

    @Test("A duration of Int64.max seconds is clamped to a billion seconds and still ends")
    func hugeDuration() async {
        let harness = Harness()
        let ticket = harness.center.toast("Forever-ish", duration: .seconds(Int64.max))
        await harness.settle()
        #expect(harness.engineWarnings.map(\.kind) == [
            .valueClamped(.seconds(field: "duration"), id: ticket.id, from: Double(Int64.max), to: 1e9),
        ])
        await harness.advance(by: 0.2)  // it has finished appearing: the timeout is the next deadline
        #expect(harness.center.stage.engine.nextDeadline == Instant(seconds: 1e9))
        await harness.advance(by: 1e9)
        #expect(ticket.endedOutcome == .dismissed(.timeout))
    }

    @Test("A configuration with maxVisible 0 is clamped with a warning at the next call")
    func configurationClamp() async {
        var configuration = EngineConfiguration()
        configuration[.toast].maxVisible = 0
        let harness = Harness(configuration: configuration)
        harness.center.toast("a")
        harness.center.toast("b")
        await harness.settle()
        #expect(harness.engineWarnings.map(\.kind) == [
            .valueClamped(.laneSetting(.toast, field: "maxVisible"), id: nil, from: 0, to: 1),
        ])
        #expect(harness.center.stage.engine.screen.filter(\.isVisible).count == 1)
    }
}

/// The runtime clock turns any `Duration` into microseconds without trapping.
@Suite("Runtime clock at the ends of Duration")
struct RuntimeClockExtremesTests {
    static let cases: [(Duration, Int64)] = [
        (.seconds(Int64.max), .max), (.seconds(Int64.min), .min),
        (.seconds(9_223_372_036_854) + .milliseconds(999), .max),
        (.seconds(1) + .microseconds(5), 1_000_005),
    ]

    @Test("Durations beyond Int64 microseconds saturate; others convert exactly", arguments: cases)
    func microseconds(_ duration: Duration, _ expected: Int64) {
        #expect(RuntimeClock.microseconds(duration) == expected)
    }
}
