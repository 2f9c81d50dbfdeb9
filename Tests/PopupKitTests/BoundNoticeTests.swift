import CenterHarness
import PopupKit
import Testing

/// The rules behind SwiftUI's binding-driven modifiers.
@Suite("Bound notices")
struct BoundNoticeTests {
    @Test("true shows once; a new request updates in place; false dismisses; the same state again does nothing")
    func transitions() {
        var bound = BoundNotice<String>()
        do { let action = bound.update(isPresented: false, request: "a"); #expect(action == .none) }
        do { let action = bound.update(isPresented: true, request: "a"); #expect(action == .present("a")) }
        do { let action = bound.update(isPresented: true, request: "a"); #expect(action == .none) }
        do { let action = bound.update(isPresented: true, request: "b"); #expect(action == .update("b")) }
        do { let action = bound.update(isPresented: false, request: "b"); #expect(action == .dismiss) }
        do { let action = bound.update(isPresented: false, request: "b"); #expect(action == .none) }
    }

    @Test("a notice that ends by itself sets the binding back once; shown again, it is new")
    func endedByItself() {
        var bound = BoundNotice<String>()
        _ = bound.update(isPresented: true, request: "a")
        let first = bound.ended(), second = bound.ended()
        #expect(first)
        #expect(!second, "only once")
        do { let action = bound.update(isPresented: false, request: "a"); #expect(action == .none, "the binding follows: nothing to dismiss") }
        do { let action = bound.update(isPresented: true, request: "a"); #expect(action == .present("a")) }
    }
}

/// What happens when the view that carries the binding goes away.
@Suite("Bound notices: the view goes away")
struct BoundNoticeLeavingTests {
    @Test("a live notice ends with its scope and a binding still true goes back to false")
    func liveNotice() {
        var bound = BoundNotice<String>(scope: "screen")
        _ = bound.update(isPresented: true, request: "a")
        let leaving = bound.viewLeft(isPresented: true)
        #expect(leaving == .init(endsScope: true, resetsBinding: true))
        #expect(bound.shown == nil)
        let endedLater = bound.ended()
        #expect(!endedLater, "the scope's ending, reported later, writes the binding no more")
    }

    @Test("nothing live: nothing to end; a binding still true (the view never reached a window) is reset")
    func nothingLive() {
        var bound = BoundNotice<String>(scope: "screen")
        let neverShown = bound.viewLeft(isPresented: true)
        #expect(neverShown == .init(endsScope: false, resetsBinding: true))
        var ended = BoundNotice<String>(scope: "screen")
        _ = ended.update(isPresented: true, request: "a")
        _ = ended.ended()
        let afterEnding = ended.viewLeft(isPresented: false)
        #expect(afterEnding == .init(endsScope: false, resetsBinding: false))
    }
}

/// The scope a bound notice is submitted in, end to end on a center: ending it
/// ends the notice with a reason the app reads.
@MainActor
@Suite("Bound notices: ended with their scope")
struct BoundNoticeScopeTests {
    @Test("a toast, a popup and a HUD of a scope end with scopeEnded; another scope's toast stays")
    func scopeEnds() async {
        let harness = Harness()
        let toast = harness.center.submit(Notice(.toast(Toast(message: "Saved")), scope: "a", duration: .forever))
        let popup = harness.center.submit(Notice(.popup(Popup(title: "Hi", message: nil, actions: [])), scope: "a"))
        let hud = harness.center.hud.show(.show(status: "Loading"), scope: "a")
        let other = harness.center.submit(Notice(.toast(Toast(message: "Other")), scope: "b", duration: .forever))
        await harness.advance(by: 1)
        harness.center.endScope("a")
        await harness.advance(by: 1)
        #expect(await toast.outcome == .dismissed(.scopeEnded))
        let popupOutcome = await popup.outcome
        #expect(popupOutcome == .dismissed(.scopeEnded) || popupOutcome == .discarded(.scopeEnded),
                "shown, or waiting behind the HUD: \(popupOutcome)")
        #expect(await hud.outcome == .dismissed(.scopeEnded))
        #expect(other.endedOutcome == nil)
        #expect(harness.events.contains { $0.id == hud.id && $0.kind == .dismissed(.scopeEnded) })
    }
}
