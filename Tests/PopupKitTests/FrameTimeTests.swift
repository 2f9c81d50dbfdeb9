import PopupKit
import Testing

/// A frame's time as a ticker fills it: a span from the callback, clamped so a
/// host's odd numbers cannot move the scene back or far ahead.
@Suite("Frame time")
struct FrameTimeTests {
    @Test("a display link's target and current media time give the span between them")
    func fromTimestamps() {
        let frame = FrameTime(presentedAt: 1_000.016_667, now: 1_000)
        #expect(frame.presentationDelay == .microseconds(16_667))
        #expect(FrameTime(presentedAt: 5, now: 5) == .immediate)
    }

    @Test("a late frame counts as shown at once; a span above one second counts as one second",
          arguments: [(-0.004, Duration.zero), (0.5, .milliseconds(500)), (1.5, .seconds(1)), (1e300, .seconds(1))])
    func clampedSpans(seconds: Double, expected: Duration) {
        #expect(FrameTime(presentedAt: seconds, now: 0).presentationDelay == expected)
        #expect(FrameTime(presentedIn: .microseconds(Int64((seconds * 1e6).clamped))).presentationDelay == expected)
    }

    @Test("a span that is not a number counts as zero", arguments: [Double.nan, .infinity, -.infinity])
    func notANumber(target: Double) {
        #expect(FrameTime(presentedAt: target, now: 1).presentationDelay == .zero)
        #expect(FrameTime(presentedAt: 1, now: target).presentationDelay == .zero)
    }
}

extension Double {
    /// The value within what `Int64` holds, for building spans from any test value.
    fileprivate var clamped: Double { Swift.min(Swift.max(self, -9e18), 9e18) }
}
