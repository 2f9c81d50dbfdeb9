import PopupKitPresentation
@_spi(Tools) import PopupKitCore
import PopupKitJSON

/// Reads the item events of a scenario: `toast`, `banner`, `popup`, `bubble`, `hud`.
enum ItemParser {
    static let common = ["id", "scope", "expiresAfter", "duration", "tapToDismiss", "transition"]
    /// A banner's own fields.
    static let bannerFields = ["type", "title", "subtitle", "image", "imageURL", "displayTime", "style", "hosted"]

    static func notice(_ kind: String, _ reader: inout JSONObjectReader, styles: StyleSheet) throws(ScenarioError) -> Notice {
        let id = try reader.string("id").map { NoticeID($0) }
        let scope = try reader.string("scope")
        let expiresAfter = try reader.time("expiresAfter")
        var duration = try reader.duration("duration")
        let tapToDismiss = try reader.bool("tapToDismiss")
        let content: Notice.Content
        var own: [String]
        switch kind {
        case "toast":
            own = ["message", "title", "image", "position", "region", "activity", "style", "hosted"]
            var toast = Toast(message: try reader.string("message"), title: try reader.string("title"),
                              image: try reader.string("image"), position: try position(&reader),
                              isActivity: try reader.bool("activity") ?? false,
                              style: try StyleParser.itemStyle(&reader, base: styles.toast))
            toast.region = try rect("region", &reader, sizeRequired: true)
            toast.hosted = try hosted(&reader)
            content = .toast(toast)
        case "banner":
            own = bannerFields
            if let displayTime = try reader.time("displayTime") {
                guard duration == nil else { throw reader.error("displayTime", "give either displayTime or duration, not both") }
                duration = .fixed(displayTime)
            }
            var banner = Banner(type: try reader.string("type") ?? FrequencyRule.defaultType,
                                title: try reader.string("title"), subtitle: try reader.string("subtitle"),
                                image: try bannerImage(&reader),
                                style: try StyleParser.itemStyle(&reader, base: styles.banner))
            banner.hosted = try hosted(&reader)
            content = .banner(banner)
        case "popup":
            own = ["title", "message", "priority", "condition", "untriggered", "switch", "scheduler", "actions", "style", "hosted"]
            let scheduler = try reader.string("scheduler")
            let actions = try ActionParser.actions(&reader)
            var popup = Popup(
                title: try reader.string("title"), message: try reader.string("message"),
                priority: try reader.integer("priority") ?? 0, condition: try reader.string("condition"),
                untriggered: try reader.choice("untriggered", ["await": .await, "discard": .discard]) ?? .await,
                switchBehavior: try reader.choice("switch", ["await": .await, "latent": .latent, "discard": .discard]) ?? .await,
                style: try StyleParser.itemStyle(&reader, base: styles.popup))
            popup.scheduler = scheduler
            popup.hosted = try hosted(&reader)
            popup.actions = actions
            content = .popup(popup)
        default:
            own = ["text", "pointer", "edge", "target", "maxWidth", "dismissOnTapOutside", "style", "hosted"]
            let pointers = Dictionary(uniqueKeysWithValues: BubblePointer.allCases.map { ($0.rawValue, $0) })
            let edges = Dictionary(uniqueKeysWithValues: BubbleEdge.allCases.map { ($0.rawValue, $0) })
            let target = try rect("target", &reader, sizeRequired: false)
            let maxWidth = try reader.number("maxWidth")
            if let maxWidth, maxWidth <= 0 { throw reader.error("maxWidth", "must be > 0 points, got \(maxWidth)") }
            var bubble = Bubble(text: try reader.string("text") ?? "", pointer: try reader.choice("pointer", pointers) ?? .triangle,
                                edge: try reader.choice("edge", edges) ?? .bottom, target: target, maxWidth: maxWidth,
                                dismissesOnTapOutside: try reader.bool("dismissOnTapOutside") ?? true,
                                style: try StyleParser.itemStyle(&reader, base: styles.bubble))
            bubble.hosted = try hosted(&reader)
            content = .bubble(bubble)
        }
        let transition = try reader.transition("transition")
        try reader.rejectUnknownFields(allowed: (common + own).joined(separator: ", "))
        return Notice(id: id, content, scope: scope, expiresAfter: expiresAfter, duration: duration, tapToDismiss: tapToDismiss,
                      transition: transition)
    }

    /// An item's `hosted` view, `{"name": "card", "width": 200, "height": 120}`:
    /// a non-empty name and a size in points (finite, ≥ 0), all three required,
    /// `"bare": true` for the view with nothing of PopupKit's around it, and
    /// `controls`, the view's controls (rectangles in the view's own points) where
    /// a touch stays the view's.
    static func hosted(_ reader: inout JSONObjectReader) throws(ScenarioError) -> HostedContent? {
        guard var object = try reader.object("hosted") else { return nil }
        let name = try object.requiredString("name")
        guard !name.isEmpty else { throw object.error("name", "must not be empty") }
        guard let width = try object.points("width") else { throw object.missing("width") }
        guard let height = try object.points("height") else { throw object.missing("height") }
        let bare = try object.bool("bare") ?? false
        let controls = try hostedControls(&object)
        try object.rejectUnknownFields(allowed: "name, width, height, bare, controls")
        var content = HostedContent(name: name, width: width, height: height, bare: bare)
        content.controls = controls
        return content
    }

    /// A hosted view's `controls`: an array of `{"x", "y", "width", "height"}`
    /// in the view's own points, sizes required.
    private static func hostedControls(_ reader: inout JSONObjectReader) throws(ScenarioError) -> [Rect] {
        guard let value = reader.value("controls") else { return [] }
        let path = reader.fieldPath("controls")
        guard case .array(let list) = value else {
            throw ScenarioError(path: path, message: "expected an array of rectangles {\"x\", \"y\", \"width\", \"height\"}, got \(value.kindName)")
        }
        var controls: [Rect] = []
        for (index, item) in list.enumerated() {
            var rect = try JSONObjectReader(item, path: "\(path)[\(index)]")
            controls.append(try Self.rect(&rect, sizeRequired: true))
        }
        return controls
    }

    /// A banner's `image` (a name or an `http`/`https` URL) or WPToastManager's
    /// `imageURL` (a URL only); one of the two.
    static func bannerImage(_ reader: inout JSONObjectReader) throws(ScenarioError) -> String? {
        let image = try reader.string("image")
        guard let url = try reader.string("imageURL") else { return image }
        guard image == nil else { throw reader.error("imageURL", "give either image or imageURL, not both") }
        guard ImageSource.isURL(url) else { throw reader.error("imageURL", "must be an http:// or https:// URL, got \(Format.quoted(url))") }
        return url
    }

    /// The toast's own position; `nil` when the event leaves it out (the toast then
    /// goes where the defaults say: the bottom).
    static func position(_ reader: inout JSONObjectReader) throws(ScenarioError) -> ToastPosition? {
        guard let value = reader.value("position") else { return nil }
        switch value {
        case .string("top"): return .top
        case .string("center"): return .center
        case .string("bottom"): return .bottom
        case .object:
            var point = try JSONObjectReader(value, path: reader.fieldPath("position"))
            let position = ToastPosition.point(x: try required(&point, "x"), y: try required(&point, "y"))
            try point.rejectUnknownFields(allowed: "x, y")
            return position
        default:
            throw reader.error("position", "expected \"top\", \"center\", \"bottom\" or {\"x\", \"y\"}")
        }
    }

    /// A rectangle `{"x", "y", "width", "height"}` in container points (a bubble's
    /// `target`, a toast's `region`, an `anchor`'s `target`); sizes are not negative,
    /// and default to 0 unless `sizeRequired`.
    static func rect(_ key: String, _ reader: inout JSONObjectReader, sizeRequired: Bool) throws(ScenarioError) -> Rect? {
        guard var rect = try reader.object(key) else { return nil }
        return try Self.rect(&rect, sizeRequired: sizeRequired)
    }

    /// The rectangle an object `{"x", "y", "width", "height"}` is.
    private static func rect(_ rect: inout JSONObjectReader, sizeRequired: Bool) throws(ScenarioError) -> Rect {
        let x = try required(&rect, "x")
        let y = try required(&rect, "y")
        var width = try rect.points("width")
        var height = try rect.points("height")
        if sizeRequired {
            guard let given = width else { throw rect.missing("width") }
            width = given
            guard let given = height else { throw rect.missing("height") }
            height = given
        }
        try rect.rejectUnknownFields(allowed: "x, y, width, height")
        return Rect(x: x, y: y, width: width ?? 0, height: height ?? 0)
    }

    static func required(_ reader: inout JSONObjectReader, _ key: String) throws(ScenarioError) -> Double {
        guard let number = try reader.number(key) else { throw reader.missing(key) }
        return number
    }

    static func hud(_ reader: inout JSONObjectReader, styles: StyleSheet) throws(ScenarioError) -> NoticeEngine.Input {
        let actions = ["show", "progress", "success", "error", "info", "image", "popActivity", "dismiss"]
        let action = try reader.choice("action", Dictionary(uniqueKeysWithValues: actions.map { ($0, $0) }))
        guard let action else { throw reader.missing("action") }
        let id = NoticeID(try reader.string("id") ?? NoticeEngine.hudID.rawValue)
        let scope = try reader.string("scope")
        let expiresAfter = try reader.time("expiresAfter")
        let duration = try reader.duration("duration")
        let status = try reader.string("status")
        let style = try StyleParser.itemStyle(&reader, base: styles.hud)
        var own = ["action", "id", "scope", "expiresAfter", "duration", "status", "style"]
        let command: HUDCommand
        switch action {
        case "show": command = .show(status: status)
        case "progress":
            own.append("value")
            guard let value = try reader.number("value") else { throw reader.missing("value") }
            command = .progress(value, status: status)
        case "success": command = .success(status: status)
        case "error": command = .error(status: status)
        case "info": command = .info(status: status)
        case "image":
            own.append("image")
            command = .image(try reader.requiredString("image"), status: status)
        case "popActivity": command = .popActivity
        default:
            own.append("delay")
            command = .dismiss(delay: try reader.time("delay") ?? .zero)
        }
        try reader.rejectUnknownFields(allowed: own.joined(separator: ", "))
        return .hud(command, id: id, scope: scope, expiresAfter: expiresAfter, duration: duration, style: style)
    }
}
