import Clocks
import PopupKit
import Testing

/// A center hands its host the screen reader's elements and the requests to carry out.
@MainActor
@Suite("Accessibility on a center")
struct AccessibilityRuntimeTests {
    @Test("requestHandler gets each announcement and haptic as it is decided; accessibilityElements reads the screen")
    func requestsAndElements() async {
        let clock = TestClock()
        let center = PopupCenter(clock: clock)
        var requests: [String] = []
        center.requestHandler = { requests.append("\($0)") }
        center.toast("Saved", duration: .seconds(3))
        center.hud.show(status: "Syncing")
        await center.flush()
        #expect(requests == [#"0.0 announce "Saved""#, #"0.0 announce "Syncing""#])
        #expect(center.accessibilityElements.map(\.label) == ["Syncing", "Saved"], "top first: the HUD")
        await clock.advance(by: .seconds(1))
        center.hud.showSuccess(status: "Synced")
        await center.flush()
        #expect(requests.suffix(2) == [#"1.0 announce "Synced""#, "1.0 haptic success"])
    }
}
