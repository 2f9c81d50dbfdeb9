import Foundation
import PopupKit
import PopupKitScenario
import Testing
import PopupKitPresentation
@_spi(Tools) import PopupKitStage

/// Notices of different lanes share the screen without covering each other
/// (docs/Layout.md, "Sharing the screen").
@Suite struct ScreenSharingTests {
    /// The moment a new user met: at 0 s a top toast, a chat banner, `hud show` and a
    /// centre toast. Before, the banner covered the top toast and the HUD the centre one.
    static let firstHour = """
        {"events": [
          {"at": 0, "toast": {"id": "top", "title": "Welcome back", "message": "You have 3 new messages", "position": "top", "duration": 5}},
          {"at": 0, "banner": {"id": "chat", "type": "chat", "title": "Maya", "subtitle": "Are we still on for lunch?", "displayTime": 5}},
          {"at": 0, "hud": {"action": "show", "status": "Syncing"}},
          {"at": 0, "toast": {"id": "centre", "message": "Link copied", "position": "center", "duration": 5}}
        ]}
        """

    /// The frames `popupkit layout SCENARIO --at T` prints, by id.
    static func printedFrames(_ json: String, at seconds: Double) throws -> [String: Rect] {
        let scenario = try Scenario(json: Data(json.utf8))
        let time = Instant(seconds: seconds)
        let result = ScenarioRunner(scenario).run(until: time)
        var frames: [String: Rect] = [:]
        for line in LayoutJSON.lines(result.stage, at: time) {
            let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
            let id = try #require(object["id"] as? String)
            let frame = try #require(object["frame"] as? [String: Double])
            frames[id] = Rect(x: frame["x"] ?? .nan, y: frame["y"] ?? .nan,
                              width: frame["width"] ?? .nan, height: frame["height"] ?? .nan)
        }
        return frames
    }

    @Test func theReportedMomentHasNoOverlappingFrames() throws {
        let frames = try Self.printedFrames(Self.firstHour, at: 1)
        #expect(Set(frames.keys) == ["top", "chat", "hud", "centre"])
        let ids = frames.keys.sorted()
        for (index, first) in ids.enumerated() {
            for second in ids[(index + 1)...] {
                #expect(!frames[first]!.overlaps(frames[second]!),
                        "\(first) \(frames[first]!) overlaps \(second) \(frames[second]!)")
            }
        }
    }

    @Test func aTopToastSitsBelowTheBannerAndACentreToastBelowTheHUD() throws {
        let frames = try Self.printedFrames(Self.firstHour, at: 1)
        let (top, chat, hud, centre) = try (#require(frames["top"]), #require(frames["chat"]),
                                            #require(frames["hud"]), #require(frames["centre"]))
        // Stack spacing (8) below the banner, and below the HUD.
        #expect(abs(top.minY - (chat.maxY + 8)) < 1e-3, "top toast \(top), banner \(chat)")
        #expect(abs(centre.minY - (hud.maxY + 8)) < 1e-3, "centre toast \(centre), HUD \(hud)")
        // The HUD keeps its place in the middle of the screen.
        #expect(abs(hud.midY - (47 + (844 - 47 - 34) / 2)) < 1e-3, "HUD \(hud)")
    }

    @Test func aCentreToastKeepsClearOfAPopupCard() {
        let screen = [screenItem("card", .popup(Popup(title: "Rate us", message: "Do you enjoy the app?")), order: 0),
                      screenItem("toast", .toast(Toast(message: "Saved", position: .center)), order: 1)]
        let layouts = layout(screen, in: phone(.leftToRight))
        #expect(LayoutContract.bodyOverlaps(screen, layouts) == [])
        #expect(layouts[1].frame.minY >= layouts[0].frame.maxY, "toast \(layouts[1].frame), card \(layouts[0].frame)")
    }

    @Test func theHUDStaysBelowBannersInAShortContainer() {
        // Landscape with the keyboard up: the centre of the area is under the banner.
        let container = Container(size: Size(width: 844, height: 390),
                                  safeArea: Insets(top: 0, left: 47, bottom: 21, right: 47), keyboardHeight: 200)
        let screen = [screenItem("chat", .banner(Banner(title: "Maya", subtitle: "Lunch?")), order: 0),
                      screenItem("hud", .hud(HUDContent(mode: .spinner, status: "Syncing", activityCount: 1)), order: 1)]
        let layouts = layout(screen, in: container)
        #expect(LayoutContract.bodyOverlaps(screen, layouts) == [])
        #expect(layouts[1].frame.minY >= layouts[0].frame.maxY, "HUD \(layouts[1].frame), banner \(layouts[0].frame)")
    }

    /// While the banner slides in, the top toast moves down with the banner's bottom
    /// edge, never under it; while it slides out, the toast moves back up, declared
    /// with the banner's own slide.
    @Test func aTopToastMovesWithTheBannerAboveIt() throws {
        let toast = ScreenNotice(id: "toast", lane: .toast, content: .toast(Toast(message: "Saved", position: .top)),
                                 shownAt: .zero, showOrder: 0, state: .visible, tapToDismiss: true)
        let slide = NoticeTransition(appear: .milliseconds(300), disappear: .milliseconds(200))
        func banner(_ state: ScreenNotice.State) -> ScreenNotice {
            ScreenNotice(id: "chat", lane: .banner, content: .banner(Banner(title: "Maya", subtitle: "Lunch?")),
                         shownAt: Instant(seconds: 1), showOrder: 1, state: state, tapToDismiss: true, transition: slide)
        }
        let stage = NoticeLayout(container: phone(.leftToRight), measurer: measurer)
        let alone = try #require(stage.layout([toast]).first?.frame)
        func drawn(_ screen: [ScreenNotice], at seconds: Double) throws -> (toast: Double, banner: Double) {
            let scene = SceneBuilder.scene(screen, layout: stage, at: Instant(seconds: seconds))
            let layouts = stage.layout(screen)
            /// The body as drawn: its laid-out frame moved by its group's offset.
            func drawnFrame(_ item: ScreenNotice) throws -> Rect {
                let key = GroupKey(showing: item.showOrder, part: .body)
                let group = try #require(scene.nodes.compactMap { node -> RenderGroup? in
                    if case .group(let group) = node, group.key == key { return group }
                    return nil
                }.first, "no body group for \(item.id)")
                let frame = try #require(layouts.first { $0.id == item.id }?.frame)
                return Rect(x: frame.minX, y: frame.minY + group.offset.y, width: frame.width, height: frame.height)
            }
            return (try drawnFrame(screen[0]).minY, try drawnFrame(screen[1]).maxY)
        }
        let coming = [toast, banner(.visible)]
        var previous = alone.minY
        for seconds in stride(from: 1.0, through: 1.3, by: 0.05) {
            let (toastTop, bannerBottom) = try drawn(coming, at: seconds)
            #expect(toastTop >= bannerBottom + 8 - 1e-9 || abs(toastTop - alone.minY) < 1e-9,
                    "at \(seconds) s the toast's top \(toastTop) is under the banner's bottom \(bannerBottom)")
            #expect(toastTop >= previous - 1e-9, "at \(seconds) s the toast moved up to \(toastTop) from \(previous)")
            previous = toastTop
        }
        #expect(try drawn(coming, at: 1.0).toast == alone.minY)
        let midway = try drawn(coming, at: 1.15).toast
        let final = try #require(stage.layout(coming).first?.frame.minY)
        #expect(midway > alone.minY && midway < final, "midway \(midway) not between \(alone.minY) and \(final)")
        #expect(try drawn(coming, at: 1.3).toast == final)

        let going = [toast, banner(.fadingOut(started: Instant(seconds: 2), ends: Instant(seconds: 2.2)))]
        let leaving = try drawn(going, at: 2.1).toast
        #expect(leaving > alone.minY && leaving < final, "leaving \(leaving) not between \(alone.minY) and \(final)")
        // The toast's move is declared with the banner's slide (its begin, duration
        // and pacing), so a compositor plays both alike.
        let toastKey = GroupKey(showing: 0, part: .body), bannerKey = GroupKey(showing: 1, part: .body)
        for (screen, seconds) in [(going, 2.1), (coming, 1.15)] {
            let scene = SceneBuilder.scene(screen, layout: stage, at: Instant(seconds: seconds))
            let follows = try #require(scene.motions[toastKey]?.motions.first, "the toast declares no move at \(seconds) s")
            let slide = try #require(scene.motions[bannerKey]?.motions.first { $0.property == .offsetY })
            #expect(follows.property == .offsetY && follows.begin == slide.begin && follows.duration == slide.duration
                    && follows.timing == slide.timing, "\(follows) does not follow \(slide)")
        }
    }
}
