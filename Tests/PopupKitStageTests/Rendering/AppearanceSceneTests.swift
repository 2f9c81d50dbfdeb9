import Foundation
import PopupKit
import PopupKitScenario
import Testing
import PopupKitStage

/// Light and dark appearance in the render tree: which colour variant each
/// lane's nodes get, and when an appearance change takes effect.
@Suite("Appearance in scenes")
struct AppearanceSceneTests {
    /// One notice of every lane, shown and settled by 1 s.
    private func stage(container appearance: Appearance, styles: StyleSheet) -> Stage {
        var stage = Stage(container: Container(appearance: appearance), styles: styles, measurer: FixedAdvanceTextMeasurer())
        stage.send(.submit(Notice(id: "t", .toast(Toast(message: "Saved")), duration: .forever)), now: .zero)
        stage.send(.submit(Notice(id: "b", .banner(Banner(title: "Ana", subtitle: "Hi")), duration: .forever)), now: .zero)
        stage.send(.submit(Notice(id: "p", .popup(Popup(title: "Rate us")), duration: .forever)), now: .zero)
        stage.send(.submit(Notice(id: "tip", .bubble(Bubble(text: "Tap", target: Rect(x: 20, y: 690, width: 44, height: 44))),
                                  duration: .forever)), now: .zero)
        stage.send(.hud(.show(status: "Loading")), now: .zero)
        stage.engine.advance(to: Instant(seconds: 1))
        return stage
    }

    /// The first box of the group named `<lane> "<id>"`, and the first mask of `dim "<id>"`.
    private func fill(_ group: String, in scene: RenderScene) -> NoticeColor? {
        for case .group(let node) in scene.nodes where node.name == group {
            for child in node.children {
                if case .box(let box) = child { return box.fill }
                if case .mask(let mask) = child, case .solid(let color) = mask.fill { return color }
            }
        }
        return nil
    }

    /// The first text colour in the group named `group`.
    private func textColor(_ group: String, in scene: RenderScene) -> NoticeColor? {
        for case .group(let node) in scene.nodes where node.name == group {
            for case .text(let text) in node.children { return text.color }
        }
        return nil
    }

    @Test("automatic follows the container; light and dark override it, in every lane",
          arguments: [Appearance.light, .dark], StyleAppearance.allCases)
    func choiceAndContainer(container: Appearance, choice: StyleAppearance) throws {
        var styles = StyleSheet()
        styles.toast.appearance = choice
        styles.banner.appearance = choice
        styles.popup.appearance = choice
        styles.bubble.appearance = choice
        styles.hud.appearance = try #require(HUDStyle.Appearance(rawValue: choice.rawValue))
        let scene = stage(container: container, styles: styles).scene(at: Instant(seconds: 1))
        let drawn: Appearance = choice == .automatic ? container : (choice == .light ? .light : .dark)
        let defaults = StyleSheet()
        let expected: [(String, DynamicColor)] = [
            (#"toast "t""#, defaults.toast.backgroundColor),
            (#"banner "b""#, defaults.banner.backgroundColor),
            (#"popup "p""#, defaults.popup.backgroundColor),
            (#"dim "p""#, defaults.popup.dimColor),
            (#"bubble "tip""#, defaults.bubble.backgroundColor),
            (#"hud "hud""#, defaults.hud.backgroundColor),
        ]
        for (group, color) in expected {
            #expect(color.isDynamic, "\(group): the default has two variants, so the check can tell them apart")
            let variant = drawn == .light ? color.light : color.dark
            #expect(fill(group, in: scene) == variant, "\(group) on a \(container) container with \(choice)")
        }
        #expect(textColor(#"toast "t""#, in: scene) == (drawn == .light ? NoticeColor.white : NoticeColor.black))
        #expect(textColor(#"hud "hud""#, in: scene) == (drawn == .light ? NoticeColor.black : NoticeColor.white))
        #expect(textColor(#"banner "b""#, in: scene) == (drawn == .light ? NoticeColor.black : NoticeColor.white))
    }

    @Test("SVProgressHUD's styles: light and dark are fixed, custom takes the style's colours for the container")
    func hudStyles() {
        var style = HUDStyle()
        #expect(style.appearance == .automatic, "SVProgressHUD's default")
        #expect(style.background(in: .light) == .white && style.foreground(in: .light) == .black)
        #expect(style.background(in: .dark) == .black && style.foreground(in: .dark) == .white)
        style.backgroundColor = DynamicColor(light: NoticeColor(hex: "#FFCC00")!, dark: NoticeColor(hex: "#332200")!)
        style.foregroundColor = DynamicColor(NoticeColor(hex: "#0000FF")!)
        style.appearance = .light
        #expect(style.background(in: .dark) == .white, "light ignores the custom colours, as in SVProgressHUD")
        style.appearance = .dark
        #expect(style.background(in: .light) == .black && style.foreground(in: .light) == .white)
        style.appearance = .custom
        #expect(style.background(in: .light) == NoticeColor(hex: "#FFCC00")!)
        #expect(style.background(in: .dark) == NoticeColor(hex: "#332200")!)
        #expect(style.foreground(in: .dark) == NoticeColor(hex: "#0000FF")!, "one colour means both")
    }

    @Test("an appearance event changes the colours from its instant on, and nothing else")
    func eventMidScenario() throws {
        let scenario = try Scenario(json: Data("""
            {"events": [
              {"at": 0, "toast": {"id": "t", "message": "Saved", "duration": "forever"}},
              {"at": 0, "hud": {"action": "show", "status": "Loading"}},
              {"at": 2, "appearance": "dark"},
              {"at": 3, "appearance": "light"}
            ]}
            """.utf8))
        func scene(at seconds: Double) -> RenderScene {
            ScenarioRunner(scenario).run(until: Instant(seconds: seconds)).stage.scene(at: Instant(seconds: seconds))
        }
        let before = scene(at: 1.999_999)
        let at = scene(at: 2)
        let back = scene(at: 3)
        #expect(fill(#"toast "t""#, in: before) == NoticeColor.black.withAlpha(0.95))
        #expect(fill(#"hud "hud""#, in: before) == .white)
        #expect(fill(#"toast "t""#, in: at) == NoticeColor(white: 0.9, alpha: 0.96))
        #expect(fill(#"hud "hud""#, in: at) == .black)
        #expect(textColor(#"hud "hud""#, in: at) == .white)
        #expect(fill(#"toast "t""#, in: back) == NoticeColor.black.withAlpha(0.95))
        // Only colours change: the dumps match once colours (and the time and the
        // spinner's turn, which move with it) are blanked out.
        func shapes(_ scene: RenderScene) -> String {
            scene.dump().replacing(/#[0-9A-F]{8}/, with: "#").replacing(/\sat [0-9.]+s/, with: "")
                .replacing(/\sturned [0-9.]+ turn/, with: "")
        }
        #expect(shapes(before) == shapes(at))
        let result = ScenarioRunner(scenario).run()
        #expect(result.warnings.isEmpty)
        let moments = KeyMoments.of(scenario, events: result.events).flatMap(\.happenings).map(\.text)
        #expect(moments.contains("screen turns dark") && moments.contains("screen turns light"), "\(moments)")
    }

    @Test("Stage.send(.appearance) changes the container, not the engine")
    func stageInput() {
        var stage = stage(container: .light, styles: StyleSheet())
        let screen = stage.engine.screen
        stage.send(.appearance(.dark), now: Instant(seconds: 1.5))
        #expect(stage.container.appearance == .dark)
        #expect(stage.engine.now == Instant(seconds: 1.5))
        #expect(stage.engine.screen == screen)
        #expect(stage.engine.takeEvents().allSatisfy { $0.time < Instant(seconds: 1.5) })
        #expect(Stage.Input.appearance(.dark).engineInput == nil)
    }

    @Test("a container written without an appearance reads as light; one with it keeps it")
    func containerCoding() throws {
        let old = #"{"size": {"width": 320, "height": 480}, "safeArea": {"top": 20, "left": 0, "bottom": 0, "right": 0},"#
            + #" "keyboardHeight": 0, "layoutDirection": "ltr"}"#
        let decoded = try JSONDecoder().decode(Container.self, from: Data(old.utf8))
        #expect(decoded.appearance == .light && decoded.size == Size(width: 320, height: 480))
        let dark = Container(appearance: .dark)
        #expect(try JSONDecoder().decode(Container.self, from: JSONEncoder().encode(dark)) == dark)
        #expect(dark.sanitized.appearance == .dark, "sanitizing keeps the appearance")
    }

    @Test("the stand-in app behind a tour is dark on a dark screen")
    func darkBackdrop() {
        let measurer = FixedAdvanceTextMeasurer()
        func screenFill(_ appearance: Appearance) -> NoticeColor? {
            guard case .box(let box) = AppBackdrop(appearance: appearance).nodes(for: Container(), measurer: measurer).first
            else { return nil }
            return box.fill
        }
        #expect(screenFill(.light) == NoticeColor(hex: "#F2F2F7")!)
        #expect(screenFill(.dark) == .black)
        #expect(AppBackdrop(appearance: .dark).titleColor == .white)
    }
}
