import Foundation
import PopupKitJSON
@_spi(Tools) import PopupKitCore

/// The banner history file: a header line that gives the length and checksum
/// of the JSON after it, so a cut or changed file is told from a whole one.
///
/// ```
/// popupkit-banner-history 1 123 8537715c
/// {"savedAt": 1795000000250000, "lastShownAny": 1794999990000000, "shows": [{"type": "promo", "shownAt": 1794999990000000}]}
/// ```
///
/// `1` is the format's version; `123` the JSON's length in bytes (its final newline included); `8537715c` its
/// CRC-32 in hexadecimal. Times are whole microseconds since 1970 (UTC): JSON
/// numbers below 2^53, which a double holds exactly (until the year 2255), so
/// they are written and read back exactly.
enum BannerHistoryFile {
    static let magic = "popupkit-banner-history"
    static let version = 1
    /// Larger files are refused unread: 4 MiB holds some 50,000 shows, far more
    /// than rules that keep shows for a day hold.
    static let maximumBytes = 4 * 1024 * 1024
    /// Wall times beyond ``SavedBannerHistory/largestMicroseconds`` are damage, not times.
    static let largestMicroseconds = SavedBannerHistory.largestMicroseconds

    /// The file's bytes for `history`.
    static func encode(_ history: SavedBannerHistory) -> Data {
        var json = "{\"savedAt\": \(history.savedAt)"
        if let last = history.lastShownAny { json += ", \"lastShownAny\": \(last)" }
        json += ", \"shows\": ["
        json += history.shows.map { "{\"type\": \(Format.quoted($0.type)), \"shownAt\": \($0.shownAt)}" }
            .joined(separator: ", ")
        json += "]}\n"
        let body = Data(json.utf8)
        let checksum = String(CRC32.checksum(body), radix: 16)
        let header = "\(magic) \(version) \(body.count) \(String(repeating: "0", count: 8 - checksum.count))\(checksum)\n"
        return Data(header.utf8) + body
    }

    /// The history in `data`, or why it cannot be used.
    static func decode(_ data: Data) -> Result<SavedBannerHistory, SavedStateProblem> {
        guard let newline = data.firstIndex(of: 0x0A), newline - data.startIndex <= 100,
              let header = String(data: data[data.startIndex..<newline], encoding: .utf8) else {
            return .failure(.notAStateFile("no header line"))
        }
        let words = header.split(separator: " ")
        guard words.count == 4, words[0] == magic else { return .failure(.notAStateFile("header \(Format.quoted(header))")) }
        guard words[1] == "\(version)" else { return .failure(.notAStateFile("version \(words[1]), expected \(version)")) }
        guard let length = Int(words[2]), length >= 0, let checksum = UInt32(words[3], radix: 16), words[3].count == 8 else {
            return .failure(.notAStateFile("header \(Format.quoted(header))"))
        }
        let body = data[(newline + 1)...]
        guard body.count == length else { return .failure(.truncated(expectedBytes: length, foundBytes: body.count)) }
        guard CRC32.checksum(body) == checksum else { return .failure(.checksumMismatch) }
        do throws(JSONInputError) {
            return .success(try history(from: JSONValue.parse(Data(body))))
        } catch {
            return .failure(.invalidContent(path: error.path.isEmpty ? "history" : error.path, message: error.message))
        }
    }

    private static func history(from json: JSONValue) throws(JSONInputError) -> SavedBannerHistory {
        var reader = try JSONObjectReader(json, path: "")
        guard let savedAt = try time("savedAt", &reader) else { throw reader.missing("savedAt") }
        var history = SavedBannerHistory(savedAt: savedAt, lastShownAny: try time("lastShownAny", &reader))
        guard case .array(let shows)? = reader.value("shows") else { throw reader.error("shows", "expected an array") }
        for (index, value) in shows.enumerated() {
            var show = try JSONObjectReader(value, path: "shows[\(index)]")
            let type = try show.requiredString("type")
            guard let shownAt = try time("shownAt", &show) else { throw show.missing("shownAt") }
            try show.rejectUnknownFields(allowed: "type, shownAt")
            history.shows.append(SavedBannerHistory.Show(type: type, shownAt: shownAt))
        }
        try reader.rejectUnknownFields(allowed: "savedAt, lastShownAny, shows")
        return history
    }

    /// Whole microseconds since 1970.
    private static func time(_ key: String, _ reader: inout JSONObjectReader) throws(JSONInputError) -> Int64? {
        guard let value = try reader.number(key) else { return nil }
        guard value == value.rounded(), abs(value) <= Double(largestMicroseconds) else {
            throw reader.error(key, "expected whole microseconds since 1970 of at most 2^53 in magnitude, got \(value)")
        }
        return Int64(value)
    }
}
