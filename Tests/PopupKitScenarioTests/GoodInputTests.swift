import Foundation
import PopupKit
import PopupKitScenario
import Testing
import PopupKitStage

/// Valid neighbours of the bad inputs: each differs from a refused input only in
/// the field under test, so the catalogue cannot pass by refusing everything.
struct GoodInput: Sendable, CustomTestStringConvertible {
    let name: String
    let json: String
    /// The action the last event must parse to (`nil`: only check it parses).
    let lastAction: Stage.Input?

    init(_ name: String, _ json: String, _ lastAction: Stage.Input? = nil) {
        self.name = name
        self.json = json
        self.lastAction = lastAction
    }

    static func event(_ name: String, _ event: String, _ lastAction: Stage.Input? = nil) -> GoodInput {
        GoodInput(name, ScenarioTestSupport.document(events: event), lastAction)
    }

    /// An event whose input is the engine's.
    static func event(_ name: String, _ event: String, _ lastAction: NoticeEngine.Input) -> GoodInput {
        GoodInput(name, ScenarioTestSupport.document(events: event), .engine(lastAction))
    }

    var testDescription: String { name }

    /// Computed, not a stored global: a global holding these values at exit would
    /// look leaked to LeakSanitizer, which cannot read the pointers Swift stores
    /// with an enum's tag bits in them (`make asan`).
    static var neighbours: [GoodInput] { [
        GoodInput("empty events", #"{"events": []}"#),
        GoodInput("whitespace around the document", " \n{\"events\": []}\n "),
        GoodInput("full container", #"{"container": {"width": 844, "height": 390, "keyboardHeight": 0, "layoutDirection": "rtl","#
                  + #" "safeArea": {"top": 0, "left": 47, "bottom": 21, "right": 47}}, "events": []}"#),
        GoodInput("container with the app's bars", #"{"container": {"safeArea": {"top": 47, "bottom": 34},"#
                  + #" "contentInsets": {"top": 91, "bottom": 83}}, "events": []}"#),
        .event("content insets change", #"{"at": 0, "contentInsets": {"top": 91, "bottom": 34}}"#,
               .contentInsets(Insets(top: 91, left: 0, bottom: 34, right: 0))),
        .event("keyboard with its duration: the keyboard's own curve", #"{"at": 0, "keyboard": {"height": 336, "duration": 0.25}}"#,
               .keyboard(height: 336, transition: ScreenTransition(duration: .milliseconds(250), timing: .keyboard))),
        .event("keyboard with a duration and a curve", #"{"at": 0, "keyboard": {"height": 0, "duration": 0.25, "curve": "linear"}}"#,
               .keyboard(height: 0, transition: ScreenTransition(duration: .milliseconds(250), timing: .linear))),
        .event("keyboard with no duration moves at once", #"{"at": 0, "keyboard": {"height": 336}}"#,
               .keyboard(height: 336, transition: nil)),
        .event("container with a long duration, clamped to 2 s, eased in and out", #"{"at": 0, "container": {"width": 844, "height": 390, "duration": 30}}"#,
               .container(size: Size(width: 844, height: 390), safeArea: nil,
                          transition: ScreenTransition(duration: .seconds(2), timing: .easeInOut))),
        GoodInput("every lane configured", #"{"config": {"toast": {"queue": true, "maxVisible": 2}, "hud": {"graceTime": 0.5},"#
                  + #" "banner": {"minGap": 1, "blockedBy": ["popup"], "rejectUnknownTypes": true},"#
                  + #" "popup": {"strategy": "priority-lifo"}, "bubble": {"fadeDuration": 0},"#
                  + #" "accessibility": {"voiceOver": true, "voiceOverDurationFactor": 1.5}}, "events": []}"#),
        GoodInput("maxCount with window", #"{"rules": [{"type": "promo", "maxCount": 3, "window": 60, "onLimit": "discard"},"#
                  + #" {"type": "chat", "priority": -2}], "events": []}"#),
        GoodInput("same-time events", ScenarioTestSupport.document(events: #"{"at": 1, "background": true}"#,
                                                                    #"{"at": 1, "foreground": true}"#), .engine(.foreground)),
        .event("duration forever", #"{"at": 0, "toast": {"id": "t", "message": "x", "duration": "forever"}}"#,
               .submit(Notice(id: "t", .toast(Toast(message: "x")), duration: .forever))),
        .event("duration automatic", #"{"at": 0, "bubble": {"id": "b", "text": "x", "duration": "automatic"}}"#,
               .submit(Notice(id: "b", .bubble(Bubble(text: "x")), duration: .automatic))),
        .event("duration zero", #"{"at": 0, "toast": {"id": "t", "message": "x", "duration": 0}}"#,
               .submit(Notice(id: "t", .toast(Toast(message: "x")), duration: .seconds(0)))),
        .event("escape", #"{"at": 0, "escape": true}"#, .escape),
        .event("a bare hosted view", #"{"at": 0, "toast": {"id": "t", "hosted": {"name": "card", "width": 10, "height": 10, "bare": true}}}"#,
               .submit(Notice(id: "t", .toast(Toast(hosted: HostedContent(name: "card", width: 10, height: 10, bare: true)))))),
        .event("a hosted view in its box", #"{"at": 0, "popup": {"id": "p", "hosted": {"name": "card", "width": 10, "height": 10, "bare": false}}}"#,
               .submit(Notice(id: "p", .popup(Popup(hosted: HostedContent(name: "card", width: 10, height: 10)))))),
        .event("a hosted view with controls", #"{"at": 0, "banner": {"id": "b", "hosted": {"name": "card", "width": 100, "height": 40, "controls": [{"x": 60, "y": 0, "width": 40, "height": 40}]}}}"#,
               .submit(Notice(id: "b", .banner(Banner(hosted: {
                   var card = HostedContent(name: "card", width: 100, height: 40)
                   card.controls = [Rect(x: 60, y: 0, width: 40, height: 40)]
                   return card
               }()))))),
        .event("a toast's region moves", #"{"at": 1, "region": {"id": "t", "to": {"x": 0, "y": 40, "width": 390, "height": 400}}}"#,
               .moveRegion("t", to: Rect(x: 0, y: 40, width: 390, height: 400))),
        .event("a toast's view is gone", #"{"at": 1, "region": {"id": "t", "gone": true}}"#, .regionGone("t")),
        .event("toast at a point", #"{"at": 0, "toast": {"id": "t", "message": "x", "position": {"x": 10, "y": 20}}}"#,
               .submit(Notice(id: "t", .toast(Toast(message: "x", position: .point(x: 10, y: 20)))))),
        .event("banner with displayTime only", #"{"at": 0, "banner": {"id": "b", "title": "a", "displayTime": 2}}"#,
               .submit(Notice(id: "b", .banner(Banner(title: "a")), duration: .seconds(2)))),
        .event("negative popup priority", #"{"at": 0, "popup": {"id": "p", "priority": -3, "switch": "latent"}}"#,
               .submit(Notice(id: "p", .popup(Popup(priority: -3, switchBehavior: .latent))))),
        .event("progress with value", #"{"at": 0, "hud": {"action": "progress", "value": 0.5}}"#,
               .hud(.progress(0.5, status: nil), id: "hud", scope: nil, expiresAfter: nil, duration: nil)),
        .event("dismiss with delay", #"{"at": 0, "hud": {"action": "dismiss", "delay": 1}}"#,
               .hud(.dismiss(delay: .seconds(1)), id: "hud", scope: nil, expiresAfter: nil, duration: nil)),
        .event("tap by id", #"{"at": 0, "tap": {"id": "t1"}}"#, .tap("t1")),
        .event("tap an action", #"{"at": 0, "tap": {"id": "p", "action": "ok"}}"#, .action("p", "ok")),
        .event("popup with actions",
               #"{"at": 0, "popup": {"id": "p", "actions": [{"id": "no", "title": "No", "role": "cancel"}, {"id": "ok", "title": "OK"}, {"id": "rm", "title": "Delete", "role": "destructive"}]}}"#,
               .submit(Notice(id: "p", .popup(Popup(actions: [PopupAction(id: "no", title: "No", role: .cancel),
                                                              PopupAction(id: "ok", title: "OK"),
                                                              PopupAction(id: "rm", title: "Delete", role: .destructive)]))))),
        .event("empty action id is read (the engine refuses it)", #"{"at": 0, "popup": {"id": "p", "actions": [{"id": "", "title": ""}]}}"#,
               .submit(Notice(id: "p", .popup(Popup(actions: [PopupAction(id: "", title: "")]))))),
        .event("tap by position", #"{"at": 0, "tap": {"x": 195, "y": 780.5}}"#, .tapAt(Point(x: 195, y: 780.5))),
        .event("suspend a lane", #"{"at": 0, "suspend": {"lane": "popup"}}"#, .suspend(.popup)),
        .event("hideAll defaults", #"{"at": 0, "hideAll": {"lane": "toast"}}"#,
               .hideAll(.toast, clearQueue: true, includeActivity: false)),
        .event("background true", #"{"at": 0, "background": true}"#, .background),
        .event("set a condition", #"{"at": 0, "set": {"condition": "loggedIn", "value": false}}"#,
               .setCondition("loggedIn", false)),
    ] }
}

@Suite("Scenario reader: good input next to the bad")
struct GoodInputTests {
    @Test("A valid neighbour of a bad input is read", arguments: GoodInput.neighbours)
    func reads(_ good: GoodInput) throws {
        let scenario = try ScenarioTestSupport.scenario(good.json)
        if let expected = good.lastAction {
            #expect(scenario.events.last?.action == expected)
        }
    }
}
