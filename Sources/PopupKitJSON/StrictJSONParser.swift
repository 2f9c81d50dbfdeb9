import PopupKitCore

import Foundation

/// A strict RFC 8259 JSON parser for scenarios and rule books.
///
/// Foundation's decoder accepts trailing commas, duplicate keys (the first one wins,
/// where a last-wins validator on a server sees the other), a byte order mark and
/// integers up to `Int.max`, and its errors hide the line. Scenario files are written
/// by hand and rule books come from a server, so this parser rejects all of them and
/// says where the problem is: `line 3, column 14: duplicate key "events"`.
struct StrictJSONParser {
    /// What some editors write at the start of a UTF-8 file. RFC 8259 forbids
    /// sending it; naming it says what to change where "unexpected character 0xef"
    /// would not.
    static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]

    /// Deeper nesting is refused rather than risking the stack.
    static let maximumDepth = 256

    private let bytes: [UInt8]
    private var index = 0

    init(_ data: Data) {
        bytes = [UInt8](data)
    }

    /// Parses one JSON value filling the whole input; `root` names the document
    /// in the paths of errors (`rules` gives `rules[0].priority`).
    static func parse(_ data: Data, root: String = "") throws(JSONInputError) -> JSONValue {
        var parser = StrictJSONParser(data)
        if parser.bytes.starts(with: byteOrderMark) {
            throw parser.error("a UTF-8 byte order mark (EF BB BF) before the JSON; save the file without it")
        }
        parser.skipWhitespace()
        let value = try parser.value(depth: 0, path: root)
        parser.skipWhitespace()
        if parser.index < parser.bytes.count { throw parser.error("unexpected text after the JSON value") }
        return value
    }

    private mutating func value(depth: Int, path: String) throws(JSONInputError) -> JSONValue {
        guard depth < Self.maximumDepth else { throw error("nested more than \(Self.maximumDepth) levels deep") }
        guard let byte = peek() else { throw error("unexpected end of input") }
        switch byte {
        case UInt8(ascii: "{"): return try object(depth: depth, path: path)
        case UInt8(ascii: "["): return try array(depth: depth, path: path)
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "t"): try literal("true"); return .bool(true)
        case UInt8(ascii: "f"): try literal("false"); return .bool(false)
        case UInt8(ascii: "n"): try literal("null"); return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try number())
        default: throw error("unexpected character \(describe(byte))")
        }
    }

    private mutating func object(depth: Int, path: String) throws(JSONInputError) -> JSONValue {
        index += 1
        var fields: [String: JSONValue] = [:]
        skipWhitespace()
        if peek() == UInt8(ascii: "}") {
            index += 1
            return .object(fields)
        }
        while true {
            skipWhitespace()
            if peek() == UInt8(ascii: "}") { throw error("trailing ',' before '}'") }
            guard peek() == UInt8(ascii: "\"") else { throw error("expected a field name in double quotes") }
            let keyStart = index
            let key = try string()
            let fieldPath = path.isEmpty ? key : "\(path).\(key)"
            if fields[key] != nil { throw error("duplicate key \"\(key)\"", at: keyStart, path: fieldPath) }
            skipWhitespace()
            guard peek() == UInt8(ascii: ":") else { throw error("expected ':' after the field name") }
            index += 1
            skipWhitespace()
            fields[key] = try value(depth: depth + 1, path: fieldPath)
            skipWhitespace()
            switch peek() {
            case UInt8(ascii: ","): index += 1
            case UInt8(ascii: "}"): index += 1; return .object(fields)
            default: throw error("expected ',' or '}' in an object")
            }
        }
    }

    private mutating func array(depth: Int, path: String) throws(JSONInputError) -> JSONValue {
        index += 1
        var elements: [JSONValue] = []
        skipWhitespace()
        if peek() == UInt8(ascii: "]") {
            index += 1
            return .array(elements)
        }
        while true {
            skipWhitespace()
            if peek() == UInt8(ascii: "]") { throw error("trailing ',' before ']'") }
            elements.append(try value(depth: depth + 1, path: "\(path)[\(elements.count)]"))
            skipWhitespace()
            switch peek() {
            case UInt8(ascii: ","): index += 1
            case UInt8(ascii: "]"): index += 1; return .array(elements)
            default: throw error("expected ',' or ']' in an array")
            }
        }
    }

    private mutating func string() throws(JSONInputError) -> String {
        let start = index
        index += 1
        var utf8: [UInt8] = []
        while true {
            guard let byte = peek() else { throw error("unterminated string", at: start) }
            index += 1
            switch byte {
            case UInt8(ascii: "\""):
                guard let text = Self.validUTF8(utf8) else {
                    throw error("string is not valid UTF-8", at: start)
                }
                return text
            case UInt8(ascii: "\\"):
                try escape(into: &utf8)
            case 0..<0x20:
                throw error("control character \(describe(byte)) in a string; write it as an escape", at: index - 1)
            default:
                utf8.append(byte)
            }
        }
    }

    /// The text the bytes spell, or nil when they are not valid UTF-8.
    /// `String(validating:as:)` would say it directly but needs macOS 15 / iOS 18;
    /// decoding replaces each invalid sequence with U+FFFD, so the bytes are valid
    /// exactly when the decoded text encodes back to them.
    static func validUTF8(_ bytes: [UInt8]) -> String? {
        let text = String(decoding: bytes, as: UTF8.self)
        return text.utf8.elementsEqual(bytes) ? text : nil
    }

    private mutating func escape(into utf8: inout [UInt8]) throws(JSONInputError) {
        guard let byte = peek() else { throw error("unterminated escape") }
        index += 1
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): utf8.append(byte)
        case UInt8(ascii: "b"): utf8.append(0x08)
        case UInt8(ascii: "f"): utf8.append(0x0C)
        case UInt8(ascii: "n"): utf8.append(0x0A)
        case UInt8(ascii: "r"): utf8.append(0x0D)
        case UInt8(ascii: "t"): utf8.append(0x09)
        case UInt8(ascii: "u"):
            var scalar = try hex4()
            if (0xD800..<0xDC00).contains(scalar) {
                guard peek() == UInt8(ascii: "\\"), peek(1) == UInt8(ascii: "u") else {
                    throw error("unpaired surrogate \\u\(String(scalar, radix: 16))")
                }
                index += 2
                let low = try hex4()
                guard (0xDC00..<0xE000).contains(low) else { throw error("invalid low surrogate") }
                scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
            } else if (0xDC00..<0xE000).contains(scalar) {
                throw error("unpaired surrogate \\u\(String(scalar, radix: 16))")
            }
            guard let unicode = Unicode.Scalar(scalar) else { throw error("invalid \\u escape") }
            utf8.append(contentsOf: Array(String(Character(unicode)).utf8))
        default:
            let shown = (0x21..<0x7F).contains(byte) ? String(Character(Unicode.Scalar(byte))) : describe(byte)
            throw error("invalid escape \\\(shown) in a string", at: index - 2)
        }
    }

    private mutating func hex4() throws(JSONInputError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let byte = peek(), let digit = hexDigit(byte) else { throw error("\\u needs four hex digits") }
            value = value * 16 + digit
            index += 1
        }
        return value
    }

    private func hexDigit(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }

    private mutating func number() throws(JSONInputError) -> Double {
        let start = index
        if peek() == UInt8(ascii: "-") { index += 1 }
        guard let first = peek(), isDigit(first) else { throw error("expected a digit") }
        if first == UInt8(ascii: "0") {
            index += 1
            if let next = peek(), isDigit(next) { throw error("numbers must not start with 0", at: start) }
        } else {
            skipDigits()
        }
        if peek() == UInt8(ascii: ".") {
            index += 1
            guard let next = peek(), isDigit(next) else { throw error("expected a digit after '.'") }
            skipDigits()
        }
        if peek() == UInt8(ascii: "e") || peek() == UInt8(ascii: "E") {
            index += 1
            if peek() == UInt8(ascii: "+") || peek() == UInt8(ascii: "-") { index += 1 }
            guard let next = peek(), isDigit(next) else { throw error("expected a digit in the exponent") }
            skipDigits()
        }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        guard let number = Double(text), number.isFinite else { throw error("number \(text) is out of range", at: start) }
        return number
    }

    private mutating func literal(_ word: StaticString) throws(JSONInputError) {
        let expected = Array(UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount))
        guard index + expected.count <= bytes.count, Array(bytes[index..<index + expected.count]) == expected else {
            throw error("unexpected word; expected \(word)")
        }
        index += expected.count
    }

    private func isDigit(_ byte: UInt8) -> Bool { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) }

    private mutating func skipDigits() {
        while let byte = peek(), isDigit(byte) { index += 1 }
    }

    private mutating func skipWhitespace() {
        while let byte = peek(), byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 { index += 1 }
    }

    private func peek(_ offset: Int = 0) -> UInt8? {
        index + offset < bytes.count ? bytes[index + offset] : nil
    }

    private func describe(_ byte: UInt8) -> String {
        (0x21..<0x7F).contains(byte) ? "'\(Character(Unicode.Scalar(byte)))'" : "0x" + String(byte, radix: 16)
    }

    /// "malformed JSON at line L, column C: message" (columns count bytes from 1).
    private func error(_ message: String, at position: Int? = nil, path: String = "") -> JSONInputError {
        let offset = min(position ?? index, bytes.count)
        var line = 1
        var lineStart = 0
        for (i, byte) in bytes[..<offset].enumerated() where byte == 0x0A {
            line += 1
            lineStart = i + 1
        }
        return JSONInputError(path: path, message: "malformed JSON at line \(line), column \(offset - lineStart + 1): \(message)")
    }
}
