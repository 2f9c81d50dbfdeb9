import PopupKitCore
import Foundation
@_spi(Tools) import PopupKitCore

extension JSONValue {
    /// The value as compact JSON text.
    package func serialized() -> String {
        switch self {
        case .null: "null"
        case .bool(let flag): flag ? "true" : "false"
        case .number(let number):
            number == number.rounded() && abs(number) < 1e15 ? String(Int64(number)) : "\(number)"
        case .string(let text): Format.quoted(text)
        case .array(let values): "[" + values.map { $0.serialized() }.joined(separator: ",") + "]"
        case .object(let fields):
            "{" + fields.keys.sorted().map { "\(Format.quoted($0)):\(fields[$0]!.serialized())" }.joined(separator: ",") + "}"
        }
    }
}
