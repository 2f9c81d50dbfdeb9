import PopupKit
import PopupKitHost
import PopupKitUIKit
import Testing

/// A rotation's or window resize's transition pends from
/// `viewWillTransition(to:with:)` until the reading that finds the new size
/// takes it, or the coordinator's completion ends it.
@Suite("Size transition")
struct SizeTransitionTests {
    @Test("the coordinator's duration, easing in and out, pends until a reading finds the screen changed")
    func takenByTheReadingThatFindsTheChange() {
        var rule = SizeTransition()
        #expect(rule.pending == nil)
        let number = rule.begin(duration: 0.4)
        #expect(rule.pending == ScreenTransition(duration: .milliseconds(400), timing: .easeInOut))
        rule.read([])
        rule.read([.accessibility, .textScale])
        #expect(rule.pending != nil, "a reading before the size changed leaves it")
        rule.read([.container])
        #expect(rule.pending == nil, "the reading the size change causes took it")
        rule.end(number)
        #expect(rule.pending == nil)
    }

    @Test("the completion ends a transition no reading took")
    func endedByTheCompletion() {
        var rule = SizeTransition()
        let number = rule.begin(duration: 0.3)
        rule.read([])
        rule.end(number)
        #expect(rule.pending == nil)
    }

    @Test("an earlier transition's completion does not end a later one")
    func overlapping() {
        var rule = SizeTransition()
        let first = rule.begin(duration: 0.3)
        let second = rule.begin(duration: 0.5)
        rule.end(first)
        #expect(rule.pending == ScreenTransition(duration: .milliseconds(500), timing: .easeInOut))
        rule.end(second)
        #expect(rule.pending == nil)
    }

    @Test("a zero, negative or not finite duration is no transition",
          arguments: [0, -1, Double.nan, .infinity])
    func noTransition(duration: Double) {
        var rule = SizeTransition()
        _ = rule.begin(duration: duration)
        #expect(rule.pending == nil)
    }

    @Test("a duration over the longest transition is clamped to it")
    func clamped() {
        var rule = SizeTransition()
        _ = rule.begin(duration: 30)
        #expect(rule.pending?.duration == ScreenTransition.longest)
        _ = rule.begin(duration: 0)
        #expect(rule.pending == nil, "a new transition replaces the pending one")
    }
}
