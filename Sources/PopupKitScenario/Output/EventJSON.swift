import PopupKitPresentation
import PopupKitCore

/// The one-line JSON form of events that `popupkit simulate` prints:
/// `{"at": 1.234, "id": "t1", "lane": "toast", "event": "dismissed", "reason": "timeout"}`.
public enum EventJSON {
    /// One event as a JSON object on one line; keys in a fixed order.
    public static func line(_ event: NoticeEvent) -> String {
        var fields = [
            ("at", seconds(event.time)),
            ("id", quoted(event.id.rawValue)),
            ("lane", quoted(event.lane.rawValue)),
            ("event", quoted(event.kind.name)),
        ]
        if let reason = event.kind.reason { fields.append(("reason", quoted(reason))) }
        if let detail = event.detail { fields.append(("detail", quoted(detail))) }
        return "{" + fields.map { "\"\($0.0)\": \($0.1)" }.joined(separator: ", ") + "}"
    }

    /// Seconds with millisecond precision (``Format/seconds(_:)``).
    public static func seconds(_ instant: Instant) -> String { Format.seconds(instant) }

    /// A JSON string literal (``Format/quoted(_:)``).
    public static func quoted(_ text: String) -> String { Format.quoted(text) }
}
