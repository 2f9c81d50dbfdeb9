import Foundation
import PopupKit
import Testing
import PopupKitPresentation
@_spi(Tools) import PopupKitStage

/// Centred toasts follow a HUD or popup card that fades in or out instead of
/// jumping out of its way and back (``BandReflow``).
@Suite struct BandReflowTests {
    private let toast = ScreenNotice(id: "toast", lane: .toast, content: .toast(Toast(message: "Link copied", position: .center)),
                                     shownAt: .zero, showOrder: 0, state: .visible, tapToDismiss: true)
    private let fade = NoticeTransition(appear: .milliseconds(300), disappear: .milliseconds(200))

    private func hud(_ state: ScreenNotice.State) -> ScreenNotice {
        ScreenNotice(id: "hud", lane: .hud, content: .hud(HUDContent(mode: .spinner, status: "Syncing", activityCount: 1)),
                     shownAt: Instant(seconds: 1), showOrder: 1, state: state, tapToDismiss: false, transition: fade)
    }

    /// The toast's top as drawn at `seconds`: its laid-out frame moved by its group's offset.
    private func drawnTop(_ screen: [ScreenNotice], at seconds: Double, reduceMotion: Bool = false,
                          stage: NoticeLayout) throws -> Double {
        let layouts = stage.layout(screen)
        let scene = SceneBuilder.scene(screen, layouts: layouts, styles: stage.styles, container: stage.container,
                                       measurer: stage.measurer, reduceMotion: reduceMotion, at: Instant(seconds: seconds))
        let key = GroupKey(showing: toast.showOrder, part: .body)
        let group = try #require(scene.nodes.compactMap { node -> RenderGroup? in
            if case .group(let group) = node, group.key == key { return group }
            return nil
        }.first, "no body group for the toast")
        let frame = try #require(layouts.first { $0.id == toast.id }?.frame)
        return frame.minY + group.offset.y
    }

    @Test("A centre toast moves out of the way of a HUD fading in, and back as it fades out, without a jump")
    func centreToastFollowsTheHUD() throws {
        let stage = NoticeLayout(container: phone(.leftToRight), measurer: measurer)
        let alone = try #require(stage.layout([toast]).first?.frame.minY)
        let coming = [toast, hud(.visible)]
        let clear = try #require(stage.layout(coming).first?.frame.minY)
        #expect(clear > alone + 20, "the HUD does not move the toast: \(alone) → \(clear)")
        #expect(try drawnTop(coming, at: 1.0, stage: stage) == alone)
        var previous = alone
        for seconds in stride(from: 1.0, through: 1.3, by: 0.05) {
            let top = try drawnTop(coming, at: seconds, stage: stage)
            #expect(top >= previous - 1e-9 && top <= clear + 1e-9, "at \(seconds) s the toast is at \(top)")
            previous = top
        }
        let midway = try drawnTop(coming, at: 1.1, stage: stage)
        #expect(midway > alone + 1 && midway < clear - 1, "midway \(midway) not between \(alone) and \(clear)")
        #expect(try drawnTop(coming, at: 1.3, stage: stage) == clear)

        let going = [toast, hud(.fadingOut(started: Instant(seconds: 2), ends: Instant(seconds: 2.2)))]
        #expect(try drawnTop(going, at: 2.0, stage: stage) == clear)
        let leaving = try drawnTop(going, at: 2.1, stage: stage)
        #expect(leaving > alone + 1 && leaving < clear - 1, "leaving \(leaving) not between \(alone) and \(clear)")
        // The fade's last instant is where the toast goes once the HUD is gone.
        #expect(abs(try drawnTop(going, at: 2.2, stage: stage) - alone) < 1e-9)
    }

    @Test("With Reduce Motion the toast moves at once, as it does for banners")
    func reduceMotionMovesAtOnce() throws {
        let stage = NoticeLayout(container: phone(.leftToRight), measurer: measurer)
        let coming = [toast, hud(.visible)]
        let clear = try #require(stage.layout(coming).first?.frame.minY)
        #expect(try drawnTop(coming, at: 1.1, reduceMotion: true, stage: stage) == clear)
    }
}
