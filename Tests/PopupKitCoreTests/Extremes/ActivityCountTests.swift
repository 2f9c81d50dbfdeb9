@testable import PopupKitCore
import Testing

/// The HUD's activity count is a plain `Int` that `show` and `popActivity` move:
/// it stops at its ends instead of trapping.
@Suite("Engine: activity count at its ends")
struct ActivityCountTests {
    @Test("show at Int.max keeps Int.max")
    func showAtMax() {
        var content = HUDContent(mode: .progress(0.5), status: nil, activityCount: .max)
        content.apply(.show(status: "More"))
        #expect(content.activityCount == .max)
        #expect(content.mode == .spinner)
    }

    @Test("popActivity never goes below 0, whatever the count was")
    func popAtMin() {
        var engine = NoticeEngine()
        engine.send(.hud(.progress(0.2, status: nil)), now: .zero)
        engine.send(.hud(.popActivity), now: Instant(seconds: 1))
        #expect(engine.takeEvents().map(\.kind) == [.received, .queued, .shown, .appeared, .dismissed(.api)])
    }
}
