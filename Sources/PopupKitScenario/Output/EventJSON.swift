import PopupKitPresentation
@_spi(Tools) import PopupKitCore

/// The one-line JSON form of events that `popupkit simulate` prints:
/// `{"at": 1.234, "id": "t1", "lane": "toast", "event": "dismissed", "reason": "timeout"}`.
public enum EventJSON {
    /// One event as a JSON object on one line; keys in a fixed order.
    public static func line(_ event: NoticeEvent) -> String {
        var fields = [
            ("at", Format.seconds(event.time)),
            ("id", Format.quoted(event.id.rawValue)),
            ("lane", Format.quoted(event.lane.rawValue)),
            ("event", Format.quoted(event.kind.name)),
        ]
        if let reason = event.kind.reason { fields.append(("reason", Format.quoted(reason))) }
        if let detail = event.detail { fields.append(("detail", Format.quoted(detail))) }
        return "{" + fields.map { "\"\($0.0)\": \($0.1)" }.joined(separator: ", ") + "}"
    }
}
