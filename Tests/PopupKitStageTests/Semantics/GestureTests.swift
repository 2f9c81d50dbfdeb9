import Foundation
import PopupKit
import PopupKitScenario
import PopupKitTesting
import Testing
import PopupKitPresentation
@_spi(Tools) import PopupKitStage

/// A scenario played on a stage (pointer events need the layout), with the stage
/// kept so a test can read where dragged notices are drawn.
private struct GestureRun {
    var lines: [String]
    var warnings: [String]
    var stage: Stage

    /// The drag offset of visible or fading notice `id` at `time`, `nil` when no
    /// finger moved it.
    func drag(_ id: String, at time: Double) -> Double? {
        let (screen, layouts) = stage.layouts()
        guard let index = screen.lastIndex(where: { $0.id == NoticeID(id) }),
              let drag = stage.interaction.drags[screen[index].showOrder] else { return nil }
        return drag.offset(at: Instant(seconds: time), of: screen[index], frame: layouts[index].frame,
                           container: stage.container.sanitized, reduceMotion: false)
    }
}

private func gestures(config: String = "{}", _ events: String, until: Double? = nil) throws -> GestureRun {
    let json = #"{"config": \#(config), "events": [\#(events)]}"#
    let scenario = try Scenario(json: Data(json.utf8))
    var violations: [String] = []
    let result = ScenarioRunner(scenario).run(until: until.map { Instant(seconds: $0) }) { engine in
        violations += engine.invariantViolations()
    }
    #expect(violations.isEmpty, "broken invariants: \(violations)")
    return GestureRun(lines: result.events.filter { !$0.kind.isScreenInstant }.map(EventLine.compact), warnings: result.warnings.map(\.message),
                      stage: result.stage)
}

/// A top banner laid out at y 55…121 (66 pt high) on the default 390 × 844 screen:
/// a third of its height is 22 pt.
private let banner = #"{"at": 0, "banner": {"id": "b1", "type": "chat", "title": "New message", "subtitle": "Hi there", "duration": 3}}"#

private func pointer(_ phase: String, _ at: Double, y: Double, x: Double = 195) -> String {
    #"{"at": \#(at), "pointer": {"phase": "\#(phase)", "x": \#(x), "y": \#(y)}}"#
}

@Suite("Gestures")
struct GestureTests {
    private let bannerShown = ["0.0 b1 received", "0.0 b1 queued", "0.0 b1 shown"]

    @Test("A flick up faster than 750 pt/s dismisses a top banner with swipe, even a short one")
    func fastFlickSwipes() throws {
        // 20 pt in 20 ms: 1,000 pt/s, below both distance thresholds.
        let run = try gestures([banner, pointer("down", 1, y: 80), pointer("move", 1.01, y: 70),
                                pointer("up", 1.02, y: 60)].joined(separator: ","))
        #expect(run.lines == bannerShown + ["1.0 b1 paused", "1.02 b1 dismissed swipe"])
        #expect(run.warnings.isEmpty)
    }

    @Test("Exactly 750 pt/s is no flick; a point per second faster is")
    func flickThreshold() throws {
        // 1/64 s and 750/64 pt (both exact in binary), short of every distance threshold.
        for (dy, swipes) in [(750.0 / 64, false), (751.0 / 64, true)] {
            let run = try gestures([banner, pointer("down", 1, y: 80), pointer("move", 1.015625, y: 80 - dy),
                                    pointer("up", 1.015625, y: 80 - dy)].joined(separator: ","), until: 2)
            #expect(run.lines.contains { $0.hasSuffix("b1 dismissed swipe") } == swipes, "\(dy * 64) pt/s: \(run.lines)")
        }
    }

    @Test("A slow drag up further than 75 pt dismisses with swipe")
    func slowLongDragSwipes() throws {
        let run = try gestures([banner, pointer("down", 1, y: 80), pointer("move", 1.5, y: 70),
                                pointer("move", 2.5, y: 0), pointer("up", 3.5, y: 0)].joined(separator: ","))
        #expect(run.lines == bannerShown + ["1.0 b1 paused", "3.5 b1 dismissed swipe"])
    }

    @Test("The distance rule on its own: with the height rule out of reach, a slow drag of 76 pt swipes and one of 74 pt springs back")
    func distanceThreshold() throws {
        // A four-line banner taller than 76 pt with a fraction of 1: only the 75 pt distance can swipe it.
        let config = #"{"banner": {"swipe": {"fraction": 1}}}"#
        let tall = #"{"at": 0, "banner": {"id": "b1", "type": "chat", "title": "New message", "subtitle": "Hi there\nand a second line\nand a third\nand a fourth", "duration": 3}}"#
        let shown = try gestures(config: config, tall, until: 0.9)
        let frame = try #require(shown.stage.frame(of: "b1"))
        #expect(frame.height > 76, "the banner is taller than both drags: \(frame)")
        for (length, swipes) in [(74.0, false), (76.0, true)] {
            let run = try gestures(config: config, [tall, pointer("down", 1, y: 100), pointer("move", 1.5, y: 90),
                                                    pointer("move", 2.5, y: 100 - length), pointer("up", 3.5, y: 100 - length)]
                .joined(separator: ","), until: 4)
            #expect(run.lines.contains { $0.hasSuffix("b1 dismissed swipe") } == swipes, "\(length) pt: \(run.lines)")
        }
    }

    @Test("A slow drag up further than a third of the banner's height dismisses with swipe")
    func slowThirdSwipes() throws {
        // 25 pt: more than 22 pt (a third of 66), less than 75 pt, at 12.5 pt/s.
        let run = try gestures([banner, pointer("down", 1, y: 80), pointer("move", 2, y: 68),
                                pointer("move", 3, y: 55), pointer("up", 4, y: 55)].joined(separator: ","))
        #expect(run.lines == bannerShown + ["1.0 b1 paused", "4.0 b1 dismissed swipe"])
    }

    @Test("A slow short drag springs back; the banner stays and resumes with the time it had left")
    func shortDragSpringsBack() throws {
        let events = [banner, pointer("down", 1, y: 80), pointer("move", 1.5, y: 70), pointer("move", 2, y: 65),
                      pointer("up", 3, y: 65)].joined(separator: ",")
        let run = try gestures(events)
        // Shown at 0 for 3 s, held from 1 to 3: 2 s were left, so it times out at 5.
        #expect(run.lines == bannerShown + ["1.0 b1 paused", "3.0 b1 resumed", "5.0 b1 dismissed timeout"])
        let held = try gestures(events, until: 3.15)
        #expect(held.drag("b1", at: 3) == -15)
        // Half way through the 0.3 s spring, Core Animation's ease-out (control
        // points 0, 0, 0.58, 1) is at y = 0.684643 (x = 0.5 at t = 0.625747):
        // 31.5 % of the offset is left.
        #expect(abs((held.drag("b1", at: 3.15) ?? .nan) + 4.730352) < 1e-5)
        #expect(held.drag("b1", at: 3.3) == 0)
        #expect(held.stage.frameNeed(at: Instant(seconds: 3.15)) == .animating(.displayMaximum))
        #expect(held.stage.frameNeed(at: Instant(seconds: 3.3)) == .idle(until: Instant(seconds: 5)))
    }

    @Test("A drag away from the edge rubber-bands as -(|d|^0.7) and never dismisses")
    func wrongWayRubberBands() throws {
        // 100 pt down on a top banner (more than 75 pt, but the wrong way).
        let events = [banner, pointer("down", 1, y: 80), pointer("move", 1.5, y: 130), pointer("move", 2, y: 180),
                      pointer("up", 2, y: 180)].joined(separator: ",")
        let run = try gestures(events)
        #expect(run.lines == bannerShown + ["1.0 b1 paused", "2.0 b1 resumed", "4.0 b1 dismissed timeout"])
        let held = try gestures(events, until: 2)
        let expected = 25.118864315095795  // 100^0.7
        #expect(abs((held.drag("b1", at: 2) ?? .nan) - expected) < 1e-9)
    }

    @Test("Within the 10 pt slop a press is a tap; beyond it, it is not")
    func slopMakesATap() throws {
        let toast = #"{"at": 0, "toast": {"id": "t1", "message": "Saved", "position": "bottom"}}"#
        let tap = try gestures([toast, pointer("down", 1, y: 780), pointer("move", 1.1, y: 784, x: 200),
                                pointer("up", 1.2, y: 784, x: 200)].joined(separator: ","))
        #expect(tap.lines == ["0.0 t1 received", "0.0 t1 queued", "0.0 t1 shown",
                              "1.0 t1 paused", "1.2 t1 dismissed tap"])
        // 30 pt sideways: not a tap, and no swipe (a bottom toast leaves downwards).
        let slide = try gestures([toast, pointer("down", 1, y: 780), pointer("move", 1.1, y: 780, x: 225),
                                  pointer("up", 1.2, y: 780, x: 225)].joined(separator: ","))
        #expect(slide.lines == ["0.0 t1 received", "0.0 t1 queued", "0.0 t1 shown",
                                "1.0 t1 paused", "1.2 t1 resumed", "3.2 t1 dismissed timeout"])
    }

    @Test("A bottom toast swipes down; a centred toast does not swipe at all")
    func toastDirections() throws {
        let bottom = #"{"at": 0, "toast": {"id": "t1", "message": "Saved", "position": "bottom"}}"#
        let down = try gestures([bottom, pointer("down", 1, y: 780), pointer("move", 1.01, y: 790),
                                 pointer("up", 1.02, y: 800)].joined(separator: ","))
        #expect(down.lines == ["0.0 t1 received", "0.0 t1 queued", "0.0 t1 shown",
                               "1.0 t1 paused", "1.02 t1 dismissed swipe"])
        let centre = #"{"at": 0, "toast": {"id": "t1", "message": "Saved", "position": "center"}}"#
        let fling = try gestures([centre, pointer("down", 1, y: 422), pointer("move", 1.01, y: 440),
                                  pointer("up", 1.02, y: 522)].joined(separator: ","), until: 1.5)
        #expect(fling.lines == ["0.0 t1 received", "0.0 t1 queued", "0.0 t1 shown",
                                "1.0 t1 paused", "1.02 t1 resumed"])
        #expect(fling.drag("t1", at: 1.02) == nil)
    }

    @Test("A pointer down outside a bubble dismisses it with tapOutside, opens no press and passes through to the app")
    func outsideBubblePassesThrough() throws {
        let bubble = #"{"at": 0, "bubble": {"id": "tip", "text": "Filter", "target": {"x": 40, "y": 300, "width": 40, "height": 40}}}"#
        let run = try gestures([bubble, pointer("down", 1, y: 600, x: 300)].joined(separator: ","))
        #expect(run.lines == ["0.0 tip received", "0.0 tip queued", "0.0 tip shown", "1.0 tip dismissed tapOutside"])
        #expect(run.warnings.isEmpty)
        #expect(!run.stage.interaction.isPressing)
        let before = try gestures(bubble, until: 0.5)
        #expect(!before.stage.accepts(Point(x: 300, y: 600)))
        let (_, layouts) = before.stage.layouts()
        #expect(before.stage.accepts(try #require(layouts.first).frame.center))
    }

    @Test("A down on nothing is one input: the next down on a notice is a clean press, and an up for it warns")
    func passThroughIsNoPress() throws {
        let toast = #"{"at": 0, "toast": {"id": "t1", "message": "Saved", "position": "bottom"}}"#
        let clean = try gestures([toast, pointer("down", 1, y: 600, x: 300), pointer("down", 1.5, y: 780),
                                  pointer("up", 1.6, y: 780)].joined(separator: ","))
        #expect(clean.lines == ["0.0 t1 received", "0.0 t1 queued", "0.0 t1 shown", "1.5 t1 paused", "1.6 t1 dismissed tap"])
        #expect(clean.warnings.isEmpty)
        // A host that sends the rest of a touch that passed through is told so.
        let sent = try gestures([toast, pointer("down", 1, y: 600, x: 300), pointer("move", 1.05, y: 610, x: 300),
                                 pointer("up", 1.1, y: 610, x: 300)].joined(separator: ","), until: 2)
        #expect(sent.warnings == ["pointer move: no finger is down; ignored", "pointer up: no finger is down; ignored"])
        #expect(sent.lines == ["0.0 t1 received", "0.0 t1 queued", "0.0 t1 shown"])
    }

    @Test("A HUD's blocking mask takes the pointer: the toast under it is not touched")
    func maskedHUDBlocks() throws {
        let events = [#"{"at": 0, "toast": {"id": "t1", "message": "Saved", "position": "bottom"}}"#,
                      #"{"at": 0, "hud": {"action": "show"}}"#,
                      pointer("down", 1, y: 780), pointer("up", 1.1, y: 780)].joined(separator: ",")
        let run = try gestures(config: #"{"hud": {"mask": "black"}}"#, events, until: 2)
        #expect(run.lines == ["0.0 t1 received", "0.0 t1 queued", "0.0 hud received", "0.0 hud queued",
                              "0.0 t1 shown", "0.0 hud shown"])
        #expect(run.stage.accepts(Point(x: 195, y: 780)))
    }

    @Test("Dismissed by the app during a drag, a notice fades out from where the finger holds it")
    func apiDismissalDuringDrag() throws {
        let events = [banner, pointer("down", 1, y: 80), pointer("move", 1.5, y: 60),
                      #"{"at": 2, "dismiss": {"id": "b1"}}"#, pointer("move", 2.05, y: 30),
                      pointer("up", 2.1, y: 30)].joined(separator: ",")
        let run = try gestures(events)
        #expect(run.lines == bannerShown + ["1.0 b1 paused", "2.0 b1 dismissed api"])
        #expect(run.warnings.isEmpty)
        let fading = try gestures(events, until: 2.1)
        #expect(fading.drag("b1", at: 2.1) == -20)
    }

    @Test("A swiped notice keeps going from where the finger left it until it is off the screen")
    func exitContinuesFromRelease() throws {
        let events = [banner, pointer("down", 1, y: 80), pointer("move", 1.05, y: 60), pointer("move", 1.1, y: 20),
                      pointer("up", 1.12, y: 10)].joined(separator: ",")
        let run = try gestures(events, until: 1.2)
        // Released 70 pt up; the banner's bottom edge is 121 pt from the top.
        #expect(run.drag("b1", at: 1.12) == -70)
        let middle = try #require(run.drag("b1", at: 1.22))
        #expect(middle < -70 && middle > -191)
        #expect(run.drag("b1", at: 1.32) == -191)
        // The lane's own exit slide is replaced, not added: the group moves by the drag only.
        let scene = run.stage.scene(at: Instant(seconds: 1.32))
        let group = scene.nodes.compactMap { node -> RenderGroup? in
            if case .group(let group) = node, group.name.hasPrefix("banner") { return group } else { return nil }
        }
        #expect(group.first?.offset.y == -191)
    }

    @Test("Cancelled mid-drag, a notice springs back with neither tap nor swipe")
    func cancelSpringsBack() throws {
        let run = try gestures([banner, pointer("down", 1, y: 80), pointer("move", 1.01, y: 0),
                                pointer("cancel", 1.02, y: 0)].joined(separator: ","), until: 1.1)
        #expect(run.lines == bannerShown + ["1.0 b1 paused", "1.02 b1 resumed"])
        #expect(run.drag("b1", at: 1.02) == -80)
    }

    @Test("Pointer events out of order are warnings; a second down cancels the first press")
    func outOfOrder() throws {
        let run = try gestures([banner, pointer("move", 0.5, y: 80), pointer("up", 0.6, y: 80),
                                pointer("down", 1, y: 80), pointer("down", 1.5, y: 90),
                                pointer("up", 1.6, y: 90)].joined(separator: ","))
        #expect(run.warnings == ["pointer move: no finger is down; ignored", "pointer up: no finger is down; ignored",
                                 "pointer down: a finger was already down; the earlier press is cancelled"])
        // The second press is a tap: banners dismiss on tap.
        #expect(run.lines == bannerShown + ["1.0 b1 paused", "1.5 b1 resumed", "1.5 b1 paused", "1.6 b1 dismissed tap"])
    }

    @Test("Swipe rules are per lane: off for banners, on for popups (either way)")
    func laneRules() throws {
        let off = try gestures(config: #"{"banner": {"swipe": {"enabled": false}}}"#,
                               [banner, pointer("down", 1, y: 80), pointer("move", 1.01, y: 0),
                                pointer("up", 1.02, y: 0)].joined(separator: ","), until: 1.5)
        #expect(off.lines == bannerShown + ["1.0 b1 paused", "1.02 b1 resumed"])
        let popup = #"{"at": 0, "popup": {"id": "p1", "title": "Rate us", "message": "Five stars?"}}"#
        let flung = try gestures(config: #"{"popup": {"swipe": {"enabled": true}}}"#,
                                 [popup, pointer("down", 1, y: 422), pointer("move", 1.01, y: 440),
                                  pointer("up", 1.02, y: 460)].joined(separator: ","))
        #expect(flung.lines == ["0.0 p1 received", "0.0 p1 queued", "0.0 p1 shown", "1.02 p1 dismissed swipe"])
    }
}
