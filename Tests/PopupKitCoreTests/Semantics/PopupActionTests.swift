import PopupKitCore
import PopupKitTesting
import Testing

/// Popup actions (docs/Semantics.md, *Popups*, P6): a tap on a button dismisses the
/// popup with reason `action` and the action's id. Taps and presses at a point need
/// the layout: they are PopupKitTests' `PopupActionTests`.
private let rating = at(0, .submit(Notice(id: "p", .popup(Popup(
    title: "Rate us", message: "Enjoying the app?",
    actions: [PopupAction(id: "later", title: "Later", role: .cancel), PopupAction(id: "rate", title: "Rate")])))))
private let shown = ["0.0 p received", "0.0 p queued", "0.0 p shown"]

/// The action the popup's terminal event names, if any.
private func chosen(_ run: VirtualTimeline) -> PopupAction.ID? {
    run.log.last(where: \.isTerminal)?.action
}

@Suite("Popup actions")
struct PopupActionTests {
    @Test("A tap on an action by id dismisses the popup with action and the action's id", arguments: ["later", "rate"])
    func tapByID(action: String) throws {
        let run = play([rating, at(1, .action("p", PopupAction.ID(action)))])
        #expect(run.lines == shown + ["1.0 p dismissed action"])
        let terminal = try #require(run.log.last { $0.isTerminal })
        #expect(terminal.detail == action)
        #expect(terminal.action == PopupAction.ID(action))
        #expect(terminal.outcome == .action(PopupAction.ID(action)))
        #expect(terminal.kind.outcome == .dismissed(.action), "the kind alone does not know which")
        #expect(run.warnings.isEmpty)
    }

    @Test("A tap on an action the popup does not have, or on a popup not on screen, only warns")
    func unknownAction() throws {
        let waiting = at(0, .submit(Notice(id: "q", .popup(Popup(title: "Later", actions: [PopupAction(id: "ok", title: "OK")])))))
        let run = play([rating, waiting, at(1, .action("p", "never")), at(1, .action("q", "ok")),
                        at(1, .action("nobody", "ok"))], until: 2)
        #expect(run.warningMessages == [#"tap: p has no action "never""#, "tap: q is not visible",
                                        #"tap: no live notice "nobody""#])
        #expect(run.lines.filter { $0.hasPrefix("1.") }.isEmpty)
    }

    @Test("Bad actions make the popup invalid, with what is wrong as the detail", arguments: [
        ([PopupAction(id: "", title: "OK")], "action 0 has an empty id"),
        ([PopupAction(id: "ok", title: "")], #"action "ok" has an empty title"#),
        ([PopupAction(id: "ok", title: "OK"), PopupAction(id: "ok", title: "Fine")], #"two actions have the id "ok""#),
        ([PopupAction(id: "a", title: "A", role: .cancel), PopupAction(id: "b", title: "B", role: .cancel)],
         "a popup has at most one cancel action"),
        ((0...8).map { PopupAction(id: PopupAction.ID("a\($0)"), title: "A") }, "a popup has at most 8 actions, got 9"),
    ])
    func invalidActions(actions: [PopupAction], detail: String) throws {
        let run = play([at(0, .submit(Notice(id: "p", .popup(Popup(title: "T", actions: actions)))))])
        #expect(run.lines == ["0.0 p received", "0.0 p discarded invalid"])
        #expect(run.log.last?.detail == detail)
    }

    @Test("The limit of actions is allowed")
    func eightActions() throws {
        let actions = (0..<8).map { PopupAction(id: PopupAction.ID("a\($0)"), title: "A") }
        let run = play([at(0, .submit(Notice(id: "p", .popup(Popup(title: "T", actions: actions)))))], until: 1)
        #expect(run.lines == shown)
    }

    @Test("An update in place may change the actions; the new ones are the ones a tap can choose")
    func updateActions() throws {
        let update = at(1, .submit(Notice(id: "p", .popup(Popup(title: "Rate us", actions: [PopupAction(id: "never", title: "Never")])))))
        let run = play([rating, update, at(2, .action("p", "rate")), at(3, .action("p", "never"))])
        #expect(run.lines == shown + ["1.0 p updated", "3.0 p dismissed action"])
        #expect(run.warningMessages == [#"tap: p has no action "rate""#])
        #expect(chosen(run) == "never")
    }
}
