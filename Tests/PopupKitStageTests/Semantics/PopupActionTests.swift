import Foundation
import PopupKit
import PopupKitScenario
import PopupKitTesting
import Testing

/// Popup actions (docs/Semantics.md, *Popups*, P6) on the stage: a tap or a press
/// at a button's point dismisses the popup with reason `action` and the action's id;
/// the buttons' highlight and accessibility elements. The engine's side (a tap by
/// id, bad actions, updates) is PopupKitCoreTests' `PopupActionTests`.
///
/// The popup "Rate us" / "Enjoying the app?" with "Later" (cancel) and "Rate" is laid
/// out on the default screen at (45, 363.3, 300, 130.4), its buttons side by side
/// at (45, 449.7, 150, 44) and (195, 449.7, 150, 44) (PopupActionLayoutTests).
private let rating = #"{"at": 0, "popup": {"id": "p", "title": "Rate us", "message": "Enjoying the app?", "actions": [{"id": "later", "title": "Later", "role": "cancel"}, {"id": "rate", "title": "Rate"}]}}"#
private let shown = ["0.0 p received", "0.0 p queued", "0.0 p shown"]
private let centres: [String: (x: Double, y: Double)] = ["later": (120, 471.7), "rate": (270, 471.7)]

private func run(config: String = "{}", _ events: [String], until: Double? = nil) throws -> ScenarioRunner.Result {
    let json = #"{"config": \#(config), "events": [\#(events.joined(separator: ","))]}"#
    var violations: [String] = []
    let result = ScenarioRunner(try Scenario(json: Data(json.utf8))).run(until: until.map { Instant(seconds: $0) }) { engine in
        violations += engine.invariantViolations()
    }
    #expect(violations.isEmpty, "broken invariants: \(violations)")
    return result
}

private func lines(_ result: ScenarioRunner.Result) -> [String] {
    result.events.filter { !$0.kind.isScreenInstant }.map(EventLine.compact)
}

/// The action the popup's terminal event names, if any.
private func chosen(_ result: ScenarioRunner.Result) -> PopupAction.ID? {
    result.events.last(where: \.isTerminal)?.action
}

/// Whether two lists of rectangles are equal up to rounding (a group keeps its
/// position in single precision).
private func close(_ lhs: [Rect], _ rhs: [Rect]) -> Bool {
    lhs.count == rhs.count && zip(lhs, rhs).allSatisfy { a, b in
        [(a.minX, b.minX), (a.minY, b.minY), (a.width, b.width), (a.height, b.height)].allSatisfy { abs($0 - $1) < 1e-5 }
    }
}

private func pointer(_ phase: String, _ at: Double, x: Double, y: Double) -> String {
    #"{"at": \#(at), "pointer": {"phase": "\#(phase)", "x": \#(x), "y": \#(y)}}"#
}

@Suite("Popup actions")
struct PopupActionTests {
    @Test("A tap at a button's point chooses that button", arguments: ["later", "rate"])
    func tapAtPoint(action: String) throws {
        let centre = try #require(centres[action])
        let result = try run([rating, #"{"at": 1, "tap": {"x": \#(centre.x), "y": \#(centre.y)}}"#])
        #expect(lines(result) == shown + ["1.0 p dismissed action"])
        #expect(chosen(result) == PopupAction.ID(action))
    }

    @Test("A tap on the card above the buttons is a tap on the popup, which does not dismiss on tap")
    func tapOnCardText() throws {
        let result = try run([rating, #"{"at": 1, "tap": {"x": 195, "y": 400}}"#], until: 2)
        #expect(lines(result) == shown)
        #expect(result.warnings.map(\.message) == ["tap: p does not dismiss on tap"])
    }

    @Test("A pointer press released on a button chooses it", arguments: ["later", "rate"])
    func pressAndRelease(action: String) throws {
        let centre = try #require(centres[action])
        let result = try run([rating, pointer("down", 1, x: centre.x, y: centre.y),
                              pointer("move", 1.1, x: centre.x + 30, y: centre.y + 10),
                              pointer("up", 1.2, x: centre.x + 30, y: centre.y + 10)])
        #expect(lines(result) == shown + ["1.2 p dismissed action"])
        #expect(chosen(result) == PopupAction.ID(action))
        #expect(result.warnings.isEmpty)
    }

    @Test("A press that moves off its button and lifts there chooses nothing")
    func pressMovedOff() throws {
        // Off "rate" onto "later": only the button pressed first could be chosen.
        let result = try run([rating, pointer("down", 1, x: 270, y: 471.7), pointer("move", 1.1, x: 270, y: 420),
                              pointer("move", 1.2, x: 120, y: 471.7), pointer("up", 1.3, x: 120, y: 471.7)], until: 3)
        #expect(lines(result) == shown)
        #expect(result.stage.engine.visiblePopupID(scheduler: nil) == "p")
        #expect(result.warnings.isEmpty)
    }

    @Test("A press that moves off its button and back on, then lifts, chooses it")
    func pressMovedOffAndBack() throws {
        let result = try run([rating, pointer("down", 1, x: 270, y: 471.7), pointer("move", 1.1, x: 270, y: 300),
                              pointer("move", 1.2, x: 260, y: 460), pointer("up", 1.3, x: 260, y: 460)])
        #expect(lines(result) == shown + ["1.3 p dismissed action"])
        #expect(chosen(result) == "rate")
    }

    @Test("A cancelled press chooses nothing")
    func pressCancelled() throws {
        let result = try run([rating, pointer("down", 1, x: 270, y: 471.7), pointer("cancel", 1.1, x: 270, y: 471.7)],
                             until: 2)
        #expect(lines(result) == shown)
    }

    @Test("A press on a button never drags the popup, even where popups can be swiped")
    func pressDoesNotDrag() throws {
        let config = #"{"popup": {"swipe": {"enabled": true}}}"#
        let result = try run(config: config, [rating, pointer("down", 1, x: 270, y: 471.7),
                                              pointer("move", 1.05, x: 270, y: 700), pointer("up", 1.1, x: 270, y: 700)],
                             until: 2)
        #expect(lines(result) == shown, "neither a swipe nor the action (the finger left the button)")
        #expect(result.stage.interaction.drags.isEmpty)
    }

    @Test("The pressed button is drawn highlighted while the finger is on it, and only then")
    func pressedHighlight() throws {
        let events = [rating, pointer("down", 1, x: 270, y: 471.7), pointer("move", 2, x: 270, y: 300),
                      pointer("move", 3, x: 270, y: 471.7)]
        let pressed = PopupStyle().buttons.pressedColor.light
        func highlights(until time: Double) throws -> [Rect] {
            let result = try run(events, until: time)
            return result.stage.scene(at: Instant(seconds: time)).nodes.flatMap(flattened).compactMap { node in
                guard case .path(let path) = node, path.fill == pressed else { return nil }
                return Rect(enclosing: path.points)
            }
        }
        #expect(try highlights(until: 0.5).isEmpty, "no finger yet")
        // Group-local: the card's origin is (45, 363.3), so "rate" is (150, 86.4, 150, 44).
        let held = try highlights(until: 1.5)
        #expect(close(held, [Rect(x: 150, y: 86.4, width: 150, height: 44)]), "\(held.map { [$0.minX, $0.minY, $0.width, $0.height] })")
        #expect(try highlights(until: 2.5).isEmpty, "moved off")
        #expect(try highlights(until: 3.5).count == 1, "back on")
    }

    @Test("An action title longer than 10,000 characters is cut, with a warning naming it")
    func longTitleClamped() throws {
        let long = String(repeating: "a", count: 10_001)
        let result = try run([#"{"at": 0, "popup": {"id": "p", "actions": [{"id": "ok", "title": "\#(long)"}]}}"#], until: 1)
        #expect(lines(result) == shown)
        #expect(result.warnings.count == 1)
        #expect(result.warnings.first?.message.contains("actions[0].title") == true, "\(result.warnings)")
        let elements = result.stage.accessibilityElements()
        #expect(elements.last?.label.count == 10_000)
        #expect(elements.last?.label.hasSuffix("…") == true)
    }

    @Test("Each button is an accessibility element of its own after its popup's, labelled with its title")
    func accessibility() throws {
        let result = try run([rating], until: 1)
        let elements = result.stage.accessibilityElements()
        #expect(elements.map(\.label) == ["Rate us, Enjoying the app?", "Later", "Rate"])
        #expect(elements.map(\.action) == [nil, "later", "rate"])
        #expect(elements.map(\.traits) == [.staticText, .button, .button])
        #expect(elements.map(\.isModal) == [true, false, false])
        #expect(close(elements.dropFirst().map(\.frame), [Rect(x: 45, y: 449.7, width: 150, height: 44),
                                                           Rect(x: 195, y: 449.7, width: 150, height: 44)]))
    }
}

/// A node and everything inside it, depth first.
private func flattened(_ node: RenderNode) -> [RenderNode] {
    guard case .group(let group) = node else { return [node] }
    return [node] + group.children.flatMap(flattened)
}

private extension Rect {
    /// The smallest rectangle holding every point.
    init(enclosing points: [Point]) {
        let xs = points.map(\.x), ys = points.map(\.y)
        let minX = xs.min() ?? 0, minY = ys.min() ?? 0
        self.init(x: minX, y: minY, width: (xs.max() ?? 0) - minX, height: (ys.max() ?? 0) - minY)
    }
}
