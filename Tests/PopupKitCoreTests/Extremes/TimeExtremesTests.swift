import PopupKitCore
import PopupKitTesting
import Testing

/// Instants and spans hold at most ±`Int64.max / 2` microseconds: every value a
/// caller can build is clamped into that range, and arithmetic on it never traps.
@Suite("Engine: extreme times")
struct TimeExtremesTests {
    static let limit = Int64.max / 2

    @Test("Instants and spans from any Int64 are clamped into the range")
    func construction() {
        #expect(Instant(microseconds: .max) == .distantFuture)
        #expect(Instant(microseconds: .min) == .distantPast)
        #expect(Instant.distantFuture.microseconds == Self.limit)
        #expect(Instant.distantPast.microseconds == -Self.limit)
        #expect(TimeSpan(microseconds: .min).microseconds == -Self.limit)
        var instant = Instant.zero
        instant.microseconds = .max
        #expect(instant == .distantFuture)
        #expect(Instant(microseconds: 12).microseconds == 12)
    }

    static let secondsCases: [(Double, Int64)] = [
        (1e300, Int64.max / 2), (Double.greatestFiniteMagnitude, Int64.max / 2), (Double.infinity, Int64.max / 2),
        (-1e300, -(Int64.max / 2)), (-Double.infinity, 0), (Double.nan, 0), (1.5, 1_500_000),
    ]

    @Test("Seconds beyond the range, and infinities, saturate", arguments: secondsCases)
    func seconds(_ seconds: Double, _ microseconds: Int64) {
        #expect(Instant(seconds: seconds).microseconds == microseconds)
        #expect(TimeSpan(seconds: seconds).microseconds == microseconds)
    }

    @Test("Sums and differences at the ends of the range are clamped, never trap")
    func arithmetic() {
        let past = Instant(microseconds: .min)
        let future = Instant(microseconds: .max)
        #expect(Instant(microseconds: 5) - past == TimeSpan(microseconds: .max))
        #expect(past - future == TimeSpan(microseconds: .min))
        #expect(future - past == TimeSpan(microseconds: .max))
        #expect(future + TimeSpan(microseconds: .max) == .distantFuture)
        #expect(past + TimeSpan(microseconds: .min) == .distantPast)
        #expect(TimeSpan(microseconds: .max) + TimeSpan(microseconds: .max) == TimeSpan(microseconds: .max))
        #expect(TimeSpan(microseconds: .max) * 1e300 == TimeSpan(microseconds: .max))
        #expect(TimeSpan(microseconds: .max) * .nan == .zero)
        #expect(Instant(seconds: 2) - Instant(seconds: 0.5) == .seconds(1.5))
    }

    @Test("An engine started at either end of time runs a toast to its end")
    func engineAtTheEnds() {
        for start in [Instant(microseconds: .min), Instant(microseconds: .max)] {
            var engine = NoticeEngine(start: start)
            engine.send(.submit(Notice(id: "t", .toast(Toast(message: "x")), duration: .seconds(3))), now: start)
            while let deadline = engine.nextDeadline { engine.advance(to: deadline) }
            let events = engine.takeEvents()
            #expect(events.map(\.kind) == [.received, .queued, .shown, .appeared, .dismissed(.timeout), .left],
                    "start \(start)")
            let expectedEnd = start == Instant.distantPast ? start + .seconds(3) : .distantFuture
            #expect(events.first { $0.isTerminal }?.time == expectedEnd, "start \(start)")
            #expect(engine.invariantViolations().isEmpty)
        }
    }

    @Test("Configuration and rule times at the ends of the range run without trapping")
    func extremeSpans() {
        for span in [Duration.seconds(Int64.max), .seconds(Int64.min)] {
            var configuration = EngineConfiguration()
            for lane in Lane.allCases {
                configuration[lane].transition = .fade(span)
                configuration[lane].minimumDismissTime = span
                configuration[lane].maximumDismissTime = span
                configuration[lane].graceTime = span
                configuration[lane].minimumShowTime = span
                configuration[lane].minGap = span
                configuration[lane].defaultDuration = .automatic
            }
            let rules = RuleBook([FrequencyRule(type: "default", minInterval: span, expiration: span, maxCount: 1,
                                                window: span)])
            var timeline = VirtualTimeline(configuration: configuration, rules: rules)
            timeline.at(0) { engine, now in
                engine.send(.submit(Notice(id: "t", .toast(Toast(message: "x")))), now: now)
                engine.send(.hud(.show(status: "x")), now: now)
                engine.send(.submit(Notice(id: "b1", .banner(Banner(title: "x")))), now: now)
                engine.send(.submit(Notice(id: "b2", .banner(Banner(title: "y")), expiresAfter: .seconds(5))), now: now)
            }
            timeline.at(1) { engine, now in engine.send(.hud(.dismiss(delay: .seconds(0))), now: now) }
            let wentIdle = timeline.runUntilIdle()
            #expect(wentIdle)
            expectEachEndsOnce(timeline.log)
            #expect(timeline.engine.invariantViolations().isEmpty)
        }
    }
}
