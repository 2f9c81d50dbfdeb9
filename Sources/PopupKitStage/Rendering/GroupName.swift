import PopupKitCore
@_spi(Tools) import PopupKitCore
import PopupKitPresentation

/// Names of a scene's groups (`toast "t1"`, `mask "hud"`): a word and the item's id
/// as a JSON string literal, as ``RenderScene/dump()`` prints them.
///
/// Built on every frame for every notice, so an id that needs no escaping (the
/// usual case) is copied as it is instead of going through ``Format/quoted(_:)``
/// scalar by scalar; the text is the same either way.
enum GroupName {
    static func of(_ word: String, _ id: NoticeID) -> String {
        let raw = id.rawValue
        guard !needsEscaping(raw) else { return word + " " + Format.quoted(raw) }
        var name = ""
        name.reserveCapacity(word.utf8.count + raw.utf8.count + 3)
        name += word
        name += " \""
        name += raw
        name += "\""
        return name
    }

    /// Whether `text` has a character ``Format/quoted(_:)`` escapes: a quote, a
    /// backslash or a control character below U+0020 (all single UTF-8 bytes).
    private static func needsEscaping(_ text: String) -> Bool {
        text.utf8.contains { $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") || $0 < 0x20 }
    }
}
