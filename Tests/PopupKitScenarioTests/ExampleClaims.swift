import PopupKit
import PopupKitScenario
import PopupKitStage

/// What one file of `examples/` says it demonstrates, as checks on the parsed
/// scenario and its event log. Each check returns the claims that do not hold.
struct ExampleClaim: Sendable, CustomStringConvertible {
    let file: String
    let check: @Sendable (Scenario, [NoticeEvent]) -> [String]

    var description: String { file }

    static let all: [ExampleClaim] = [
        ExampleClaim(file: "toast.json") { scenario, events in
            var missing = onlyLanes([.toast], events)
            missing += require(events, ("dismissed", "tap"), ("dismissed", "timeout"), ("dismissed", "cleared"),
                               ("discarded", "cleared"))
            let toasts = scenario.events.compactMap { event -> Toast? in
                if case .engine(.submit(let notice)) = event.action, case .toast(let toast) = notice.content { return toast }
                return nil
            }
            let positions = Set(toasts.map { toast -> String in
                if case .point = toast.position { return "point" }
                return "\(toast.position)"
            })
            if positions != ["top", "center", "bottom", "point"] { missing.append("all four positions, got \(positions.sorted())") }
            if !toasts.contains(where: \.isActivity) { missing.append("an activity toast") }
            if !scenario.configuration[.toast].queue { missing.append("the toast queue") }
            if !scenario.events.contains(where: { $0.action == .engine(.hideAll(.toast, clearQueue: true, includeActivity: true)) }) {
                missing.append("hideAll with clearQueue and includeActivity")
            }
            return missing
        },
        ExampleClaim(file: "hud.json") { scenario, events in
            var missing = onlyLanes([.hud], events)
            missing += require(events, ("updated", nil), ("dismissed", "timeout"), ("dismissed", "api"), ("discarded", "withdrawn"))
            let grace = scenario.configuration[.hud].graceTime
            if grace <= .zero { missing.append("a grace time") }
            if let received = events.first(where: { $0.kind == .received }),
               let shown = events.first(where: { $0.kind == .shown && $0.id == received.id }),
               shown.time != received.time + TimeSpan(grace) {
                missing.append("the first HUD shown after the grace time")
            }
            var kinds: Set<String> = []
            for event in scenario.events {
                guard case .engine(.hud(let request)) = event.action else { continue }
                let id = request.id
                switch request.command {
                case .show: kinds.insert("show")
                case .progress: kinds.insert("progress")
                case .success: kinds.insert("success")
                case .popActivity: kinds.insert("popActivity")
                case .dismiss(let delay) where delay > .zero:
                    let due = event.at + TimeSpan(delay)
                    if events.contains(where: { $0.id == id && $0.time == due && $0.kind == .dismissed(.api) }) {
                        kinds.insert("dismiss with delay")
                    }
                default: break
                }
            }
            let wanted: Set = ["show", "progress", "success", "popActivity", "dismiss with delay"]
            missing += wanted.subtracting(kinds).sorted()
            return missing
        },
        ExampleClaim(file: "banner.json") { scenario, events in
            var missing = onlyLanes([.banner], events)
            missing += require(events, ("shown", nil), ("dismissed", "preempted"), ("discarded", "rateLimited"),
                               ("expired", nil), ("dismissed", "timeout"))
            let rules = Array(scenario.rules.rules.values)
            if Set(rules.map(\.priority)).count < 2 { missing.append("rules of different priorities") }
            if !rules.contains(where: { $0.minInterval > .zero }) { missing.append("a minInterval") }
            if !rules.contains(where: { $0.expiration != nil }) { missing.append("an expiration") }
            if !rules.contains(where: { $0.maxCount != nil && $0.onLimit == .discard }) { missing.append("maxCount with discard") }
            return missing
        },
        ExampleClaim(file: "popup-actions.json") { scenario, events in
            var missing = onlyLanes([.popup], events)
            let chosen = events.compactMap(\.action)
            if chosen != ["rate", "delete", "library"] { missing.append("the actions rate, delete, library chosen, got \(chosen)") }
            let popups = scenario.events.compactMap { event -> Popup? in
                if case .engine(.submit(let notice)) = event.action, case .popup(let popup) = notice.content { return popup }
                return nil
            }
            let roles = Set(popups.flatMap(\.actions).map(\.role))
            if roles != Set(PopupAction.Role.allCases) { missing.append("every role, got \(roles)") }
            if !popups.contains(where: { $0.actions.count >= 3 }) { missing.append("a popup with three actions (stacked)") }
            let pointers = scenario.events.filter { if case .pointer = $0.action { true } else { false } }
            if pointers.count < 4 { missing.append("presses by pointer, one moved off its button") }
            return missing
        },
        ExampleClaim(file: "popup.json") { scenario, events in
            var missing = onlyLanes([.popup], events)
            missing += require(events, ("requeued", nil), ("discarded", "conditionFailed"), ("dismissed", "api"))
            if scenario.configuration[.popup].strategy != .priority { missing.append("the priority strategy") }
            let actions = scenario.events.map(\.action)
            for action: Stage.Input in [.engine(.suspend(.popup)), .engine(.resume(.popup)), .engine(.setCondition("loggedIn", true))]
            where !actions.contains(action) {
                missing.append("\(action)")
            }
            let popups = actions.compactMap { action -> Popup? in
                if case .engine(.submit(let notice)) = action, case .popup(let popup) = notice.content { return popup }
                return nil
            }
            if !popups.contains(where: { $0.switchBehavior == .latent }) { missing.append("a latent switch") }
            if !popups.contains(where: { $0.untriggered == .discard }) { missing.append("untriggered discard") }
            return missing
        },
        ExampleClaim(file: "bubble.json") { scenario, events in
            var missing = onlyLanes([.bubble], events)
            missing += require(events, ("dismissed", "tap"))
            let bubbles = scenario.events.compactMap { event -> Bubble? in
                if case .engine(.submit(let notice)) = event.action, case .bubble(let bubble) = notice.content { return bubble }
                return nil
            }
            if Set(bubbles.map(\.pointer)) != [.triangle, .dotLine] { missing.append("both pointers") }
            if !bubbles.allSatisfy({ $0.target != nil }) { missing.append("a target on every bubble") }
            if maximumVisible(events) < 3 { missing.append("three bubbles at once") }
            return missing
        },
        ExampleClaim(file: "gestures.json") { scenario, events in
            var missing = require(events, ("dismissed", "swipe"), ("dismissed", "tap"), ("dismissed", "tapOutside"),
                                  ("paused", nil), ("resumed", nil), ("dismissed", "timeout"))
            let phases = Set(scenario.events.compactMap { event -> PointerPhase? in
                if case .pointer(let phase, _) = event.action { return phase }
                return nil
            })
            if phases != [.down, .move, .up] { missing.append("pointer down, move and up, got \(phases)") }
            if scenario.events.contains(where: { if case .engine(.tap) = $0.action { true } else { false } }) {
                missing.append("taps only by pointer")
            }
            return missing
        },
        ExampleClaim(file: "showcase.json") { scenario, events in
            var missing: [String] = []
            let lanes = Set(events.map(\.lane))
            if lanes != Set(Lane.allCases) { missing.append("all five lanes, got \(lanes.sorted())") }
            let end = events.map(\.time.seconds).max() ?? 0
            if !(15...30).contains(end) { missing.append("a tour of about 20 s, ends at \(end)") }
            let actions = scenario.events.map(\.action)
            if !actions.contains(where: { if case .container = $0 { true } else { false } }) { missing.append("a rotation") }
            if !actions.contains(where: { if case .keyboard = $0 { true } else { false } }) { missing.append("a keyboard") }
            missing += require(events, ("paused", nil), ("resumed", nil), ("requeued", nil), ("dismissed", "scopeEnded"),
                               ("dismissed", "preempted"), ("discarded", "withdrawn"))
            let notices = actions.compactMap { action -> Notice? in if case .engine(.submit(let notice)) = action { notice } else { nil } }
            let positions = Set(notices.compactMap { notice -> String? in
                if case .toast(let toast) = notice.content, !toast.isActivity { "\(toast.position)" } else { nil }
            })
            if !positions.isSuperset(of: ["top", "center", "bottom"]) { missing.append("toasts top, center and bottom") }
            let bubbles = notices.compactMap { notice -> Bubble? in if case .bubble(let bubble) = notice.content { bubble } else { nil } }
            if Set(bubbles.map(\.edge)) != Set(BubbleEdge.allCases) { missing.append("bubbles on all four edges") }
            if Set(bubbles.map(\.pointer)) != [.triangle, .dotLine] { missing.append("both bubble pointers") }
            let hud = actions.compactMap { action -> HUDCommand? in if case .engine(.hud(let request)) = action { request.command } else { nil } }
            if !hud.contains(where: { if case .progress = $0 { true } else { false } })
                || !hud.contains(where: { if case .success = $0 { true } else { false } }) {
                missing.append("a HUD going spinner → progress → success")
            }
            return missing
        },
        ExampleClaim(file: "tour.json") { scenario, events in
            // The README's animation (`make pictures` records it): short, every component.
            var missing: [String] = []
            let lanes = Set(events.map(\.lane))
            if lanes != Set(Lane.allCases) { missing.append("all five lanes, got \(lanes.sorted())") }
            let end = events.map(\.time.seconds).max() ?? 0
            if !(8...16).contains(end) { missing.append("a short tour of 8 to 16 s, ends at \(end)") }
            missing += require(events, ("dismissed", "swipe"))
            let actions = scenario.events.map(\.action)
            if !actions.contains(where: { if case .pointer = $0 { true } else { false } }) { missing.append("a swipe by pointer") }
            let hud = actions.compactMap { action -> HUDCommand? in if case .engine(.hud(let request)) = action { request.command } else { nil } }
            if !hud.contains(where: { if case .progress = $0 { true } else { false } })
                || !hud.contains(where: { if case .success = $0 { true } else { false } }) {
                missing.append("a HUD going spinner → progress → success")
            }
            return missing
        },
    ]

    /// The `(event, reason)` pairs missing from the log.
    static func require(_ events: [NoticeEvent], _ wanted: (String, String?)...) -> [String] {
        wanted.filter { name, reason in
            !events.contains { $0.kind.name == name && (reason == nil || $0.kind.reason == reason) }
        }.map { "\($0.0)\($0.1.map { " \($0)" } ?? "")" }
    }

    static func onlyLanes(_ lanes: Set<Lane>, _ events: [NoticeEvent]) -> [String] {
        let seen = Set(events.map(\.lane))
        return seen == lanes ? [] : ["only \(lanes.sorted()), got \(seen.sorted())"]
    }

    /// The most notices visible at once (shown, not yet ended).
    static func maximumVisible(_ events: [NoticeEvent]) -> Int {
        var visible: Set<NoticeID> = []
        var most = 0
        for event in events {
            if event.kind == .shown { visible.insert(event.id) }
            if event.isTerminal || event.kind == .requeued { visible.remove(event.id) }
            most = max(most, visible.count)
        }
        return most
    }
}
