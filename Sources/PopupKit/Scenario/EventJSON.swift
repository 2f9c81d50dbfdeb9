/// The one-line JSON form of events that `popupkit simulate` prints:
/// `{"at": 1.234, "id": "t1", "lane": "toast", "event": "dismissed", "reason": "timeout"}`.
public enum EventJSON {
    /// One event as a JSON object on one line; keys in a fixed order.
    public static func line(_ event: PopupEvent) -> String {
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

    /// Seconds rounded to milliseconds with at least one decimal: `0.0`, `1.5`, `1.234`.
    public static func seconds(_ instant: Instant) -> String {
        let millis = Int64((Double(instant.microseconds) / 1000).rounded())
        let sign = millis < 0 ? "-" : ""
        var fraction = String(abs(millis) % 1000)
        while fraction.count < 3 { fraction = "0" + fraction }
        while fraction.count > 1 && fraction.hasSuffix("0") { fraction.removeLast() }
        return "\(sign)\(abs(millis) / 1000).\(fraction)"
    }

    /// A JSON string literal.
    public static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}
