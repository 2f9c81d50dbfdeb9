import Clocks
import PopupKit
import PopupKitTesting
import Testing

/// The app tells the center the system turned dark or light: the display gets a
/// scene in the new colours at once, without a frame ticking.
@MainActor
@Suite("Appearance at runtime")
struct AppearanceRuntimeTests {
    /// The fill of the box in the group named `<word> "<id>"` of `scene`.
    private func fill(_ word: String, _ id: NoticeID, in scene: RenderScene?) -> NoticeColor? {
        for case .group(let group) in scene?.nodes ?? [] where group.name == "\(word) \"\(id.rawValue)\"" {
            for case .box(let box) in group.children { return box.fill }
        }
        return nil
    }

    @Test("setAppearance delivers a new scene in the dark colours; an unchanged appearance delivers nothing")
    func setAppearanceDelivers() async {
        let screen = FrameDriverTests.Screen()
        let ticket = screen.center.toast("Saved", duration: .forever)
        screen.center.hud.show(status: "Loading")
        await screen.center.flush()
        #expect(screen.center.appearance == .light)
        // Let the fades finish; the HUD's spinner keeps ticking, so stop at the fades' end.
        for _ in 0..<30 { await screen.frame() }
        #expect(fill("toast", ticket.id, in: screen.scenes.last) == NoticeColor.black.withAlpha(0.95))
        #expect(fill("hud", "hud", in: screen.scenes.last) == .white)
        screen.center.hud.dismiss()
        for _ in 0..<30 { await screen.frame() }
        #expect(!screen.ticker.isRunning, "nothing moves: only a change can deliver a scene now")
        let delivered = screen.scenes.count

        screen.center.update { $0.appearance = .dark }
        await screen.center.flush()
        #expect(screen.center.appearance == .dark)
        #expect(screen.scenes.count == delivered + 1, "one new scene at once")
        #expect(fill("toast", ticket.id, in: screen.scenes.last) == NoticeColor(white: 0.9, alpha: 0.96))
        #expect(!screen.ticker.isRunning, "a colour change is not an animation")

        screen.center.update { $0.appearance = .dark }
        await screen.center.flush()
        #expect(screen.scenes.count == delivered + 1, "the same appearance again changes nothing on screen")

        screen.center.update { $0.appearance = .light }
        await screen.center.flush()
        #expect(screen.scenes.count == delivered + 2, "one new scene again")
        #expect(fill("toast", ticket.id, in: screen.scenes.last) == NoticeColor.black.withAlpha(0.95))
    }

    @Test("a style that chose dark stays dark whatever the center's appearance")
    func styleOverride() async {
        let screen = FrameDriverTests.Screen()
        var styles = StyleSheet()
        styles.toast.appearance = .dark
        screen.center.update { [styles] in $0.styles = styles }
        let ticket = screen.center.toast("Saved", duration: .forever)
        await screen.center.flush()
        #expect(fill("toast", ticket.id, in: screen.scenes.last) == NoticeColor(white: 0.9, alpha: 0.96))
        screen.center.update { $0.appearance = .light }
        await screen.center.flush()
        #expect(fill("toast", ticket.id, in: screen.scenes.last) == NoticeColor(white: 0.9, alpha: 0.96))
    }
}
