import PopupKitPresentation
import PopupKitCore
import PopupKitJSON
import PopupKitStage

/// Reads one entry of a scenario's `events`: `{"at": 1.5, "<kind>": {...}}`.
enum EventParser {
    static let kinds = ["toast", "hud", "banner", "popup", "bubble", "dismiss", "tap", "touchDown", "touchUp", "pointer", "swipe",
                        "anchor", "region", "set", "suspend", "resume", "hideAll", "background", "foreground", "endScope",
                        "keyboard", "container", "contentInsets", "appearance", "escape"]

    static func event(_ value: JSONValue, index: Int, styles: StyleSheet) throws(ScenarioError) -> ScenarioEvent {
        let path = "events[\(index)]"
        var reader = try JSONObjectReader(value, path: path)
        guard let at = try reader.seconds("at") else { throw reader.missing("at") }
        let present = reader.keys.filter { $0 != "at" }
        let named = present.filter(kinds.contains)
        if named.count > 1 {
            throw ScenarioError(path: path, message: "one event kind per event, found \(named.joined(separator: ", "))")
        }
        guard let kind = named.first else {
            let found = present.first.map { "unknown event kind \"\($0)\"" } ?? "no event kind"
            throw ScenarioError(path: path, message: "\(found); expected one of: \(kinds.joined(separator: ", "))")
        }
        let action = try self.action(kind, &reader, styles: styles)
        try reader.rejectUnknownFields(allowed: "at and one event kind")
        return ScenarioEvent(at: Instant(seconds: at), index: index, action: action)
    }

    /// The input an event kind names: a layout input (a tap or pointer at a point,
    /// the keyboard, the container, the app's bars, the appearance) or an engine one.
    static func action(_ kind: String, _ reader: inout JSONObjectReader, styles: StyleSheet) throws(ScenarioError) -> Stage.Input {
        switch kind {
        case "pointer":
            var pointer = try object(kind, &reader)
            let phases = Dictionary(uniqueKeysWithValues: PointerPhase.allCases.map { ($0.rawValue, $0) })
            guard let phase = try pointer.choice("phase", phases) else { throw pointer.missing("phase") }
            let point = Point(x: try ItemParser.required(&pointer, "x"), y: try ItemParser.required(&pointer, "y"))
            try pointer.rejectUnknownFields(allowed: "phase, x, y")
            return .pointer(phase, at: point)
        case "tap":
            // A tap at a point needs the layout; a tap by id (on an action or not) is the engine's.
            var target = try object(kind, &reader)
            if !target.has("id"), target.has("x") || target.has("y") {
                let point = Point(x: try ItemParser.required(&target, "x"), y: try ItemParser.required(&target, "y"))
                try target.rejectUnknownFields(allowed: "id, or x and y")
                return .tapAt(point)
            }
            let id = NoticeID(try target.requiredString("id"))
            if let action = try target.string("action") {
                try target.rejectUnknownFields(allowed: "id and action, or x and y")
                return .engine(.action(id, PopupAction.ID(action)))
            }
            try target.rejectUnknownFields(allowed: "id (and action), or x and y")
            return .engine(.tap(id))
        case "keyboard":
            var keyboard = try object(kind, &reader)
            guard let height = try keyboard.points("height") else { throw keyboard.missing("height") }
            let transition = try Self.transition(&keyboard, defaultCurve: .keyboard)
            try keyboard.rejectUnknownFields(allowed: "height, duration, curve")
            return .keyboard(height: height, transition: transition)
        case "contentInsets":
            var insets = try object(kind, &reader)
            return .contentInsets(try ScenarioParser.insets(&insets))
        case "appearance":
            guard let appearance = try reader.choice(kind, ScenarioParser.appearances) else { throw reader.error(kind, "missing") }
            return .appearance(appearance)
        case "escape":
            guard try reader.bool(kind) == true else { throw reader.error(kind, "must be true") }
            return .escape
        case "container":
            var container = try object(kind, &reader)
            guard let width = try container.points("width") else { throw container.missing("width") }
            guard let height = try container.points("height") else { throw container.missing("height") }
            var safeArea: Insets?
            if var insets = try container.object("safeArea") { safeArea = try ScenarioParser.insets(&insets) }
            let transition = try Self.transition(&container, defaultCurve: .easeInOut)
            try container.rejectUnknownFields(allowed: "width, height, safeArea, duration, curve")
            return .container(size: Size(width: width, height: height), safeArea: safeArea, transition: transition)
        default:
            break
        }
        return .engine(try engineAction(kind, &reader, styles: styles))
    }

    /// The curves a `keyboard` or `container` event may name.
    static let curves: [String: MotionTiming] = ["easeInOut": .easeInOut, "easeIn": .easeIn, "easeOut": .easeOut,
                                                 "linear": .linear, "keyboard": .keyboard]

    /// A `keyboard` or `container` event's transition: `duration` (seconds; over
    /// ``ScreenTransition/longest`` it is clamped) and `curve`, which needs a
    /// duration; neither: the notices move at once.
    private static func transition(_ reader: inout JSONObjectReader,
                                   defaultCurve: MotionTiming) throws(ScenarioError) -> ScreenTransition? {
        let curve = try reader.choice("curve", curves)
        guard let seconds = try reader.seconds("duration") else {
            if curve != nil { throw reader.error("curve", "needs a duration") }
            return nil
        }
        return ScreenTransition(seconds: seconds, timing: curve ?? defaultCurve)
    }

    /// The engine input an event kind names (every kind but the layout's).
    private static func engineAction(_ kind: String, _ reader: inout JSONObjectReader, styles: StyleSheet) throws(ScenarioError) -> NoticeEngine.Input {
        switch kind {
        case "toast", "banner", "popup", "bubble":
            var item = try object(kind, &reader)
            return .submit(try ItemParser.notice(kind, &item, styles: styles))
        case "hud":
            var item = try object(kind, &reader)
            return try ItemParser.hud(&item, styles: styles)
        case "dismiss", "touchDown", "touchUp", "swipe":
            var target = try object(kind, &reader)
            let id = NoticeID(try target.requiredString("id"))
            try target.rejectUnknownFields(allowed: "id")
            switch kind {
            case "dismiss": return .dismiss(id)
            case "touchDown": return .touchDown(id)
            case "touchUp": return .touchUp(id)
            default: return .swipe(id)
            }
        case "anchor":
            var anchor = try object(kind, &reader)
            let id = NoticeID(try anchor.requiredString("id"))
            let target = try ItemParser.rect("target", &anchor, sizeRequired: false)
            let gone = try anchor.bool("gone")
            try anchor.rejectUnknownFields(allowed: "id, and target or gone")
            switch (target, gone) {
            case (let target?, nil): return .moveBubble(id, to: target)
            case (nil, true?): return .bubbleTargetGone(id)
            case (nil, false?): throw anchor.error("gone", "must be true")
            case (nil, nil): throw ScenarioError(path: anchor.fieldPath("target"), message: "give target or gone")
            case (_?, _?): throw anchor.error("gone", "give either target or gone, not both")
            }
        case "region":
            var region = try object(kind, &reader)
            let id = NoticeID(try region.requiredString("id"))
            let rect = try ItemParser.rect("to", &region, sizeRequired: true)
            let gone = try region.bool("gone")
            try region.rejectUnknownFields(allowed: "id, and to or gone")
            switch (rect, gone) {
            case (let rect?, nil): return .moveRegion(id, to: rect)
            case (nil, true?): return .regionGone(id)
            case (nil, false?): throw region.error("gone", "must be true")
            case (nil, nil): throw ScenarioError(path: region.fieldPath("to"), message: "give to or gone")
            case (_?, _?): throw region.error("gone", "give either to or gone, not both")
            }
        case "set":
            var flag = try object(kind, &reader)
            let name = try flag.requiredString("condition")
            guard let value = try flag.bool("value") else { throw flag.missing("value") }
            try flag.rejectUnknownFields(allowed: "condition, value")
            return .setCondition(name, value)
        case "suspend", "resume":
            var target = try object(kind, &reader)
            let lane = try requiredLane(&target)
            let scheduler = try popupScheduler(&target, lane: lane)
            try target.rejectUnknownFields(allowed: "lane, scheduler")
            if let scheduler { return kind == "suspend" ? .suspendScheduler(scheduler) : .resumeScheduler(scheduler) }
            return kind == "suspend" ? .suspend(lane) : .resume(lane)
        case "hideAll":
            var target = try object(kind, &reader)
            let lane = try requiredLane(&target)
            let scheduler = try popupScheduler(&target, lane: lane)
            let clearQueue = try target.bool("clearQueue") ?? true
            let includeActivity = try target.bool("includeActivity") ?? false
            try target.rejectUnknownFields(allowed: "lane, scheduler, clearQueue, includeActivity")
            if let scheduler { return .hideAllPopups(scheduler: scheduler, clearQueue: clearQueue) }
            return .hideAll(lane, clearQueue: clearQueue, includeActivity: includeActivity)
        case "background", "foreground":
            guard try reader.bool(kind) == true else { throw reader.error(kind, "must be true") }
            return kind == "background" ? .background : .foreground
        case "endScope":
            var target = try object(kind, &reader)
            let scope = try target.requiredString("scope")
            try target.rejectUnknownFields(allowed: "scope")
            return .endScope(scope)
        default:
            throw reader.error(kind, "is not an engine input")
        }
    }

    static func object(_ key: String, _ reader: inout JSONObjectReader) throws(ScenarioError) -> JSONObjectReader {
        guard let object = try reader.object(key) else { throw reader.error(key, "missing") }
        return object
    }

    /// A named popup scheduler (`scheduler`), only with the lane `popup`.
    static func popupScheduler(_ reader: inout JSONObjectReader, lane: Lane) throws(ScenarioError) -> String? {
        guard let scheduler = try reader.string("scheduler") else { return nil }
        guard lane == .popup else { throw reader.error("scheduler", "only the popup lane has schedulers") }
        return scheduler
    }

    static func requiredLane(_ reader: inout JSONObjectReader) throws(ScenarioError) -> Lane {
        guard let lane = try reader.choice("lane", ScenarioParser.lanes) else {
            throw reader.missing("lane")
        }
        return lane
    }
}
