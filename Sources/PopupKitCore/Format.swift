/// Stable text forms of numbers, instants and strings for dumps and JSON lines,
/// so every output of the package prints a value the same way (the `Tools` SPI:
/// the package's dumps and the `popupkit` command share it; apps format values
/// their own way).
@_spi(Tools) public enum Format {
    /// A number with at most 3 decimals and no "-0"; `nan`, `inf`, `-inf` as such.
    public static func number(_ value: Double) -> String {
        guard value.isFinite else { return value.isNaN ? "nan" : (value > 0 ? "inf" : "-inf") }
        guard abs(value) < 1e12 else { return "\(value)" }
        let scaled = Int64((value * 1000).rounded())
        let magnitude = abs(scaled)
        let sign = scaled < 0 ? "-" : ""
        let fraction = magnitude % 1000
        guard fraction != 0 else { return sign + String(magnitude / 1000) }
        var digits = String(fraction)
        while digits.count < 3 { digits = "0" + digits }
        while digits.hasSuffix("0") { digits.removeLast() }
        return "\(sign)\(magnitude / 1000).\(digits)"
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

    /// A JSON string literal: the text in quotes, with quotes, backslashes and
    /// control characters escaped (dumps, group names and JSON lines share it).
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
