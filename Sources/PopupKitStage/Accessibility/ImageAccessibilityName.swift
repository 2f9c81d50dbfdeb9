import PopupKitCore
import PopupKitPresentation

/// What a screen reader may say for an image shown alone, from the name the
/// notice gives it. An asset's name is the app's own word for it ("badge", read
/// as VoiceOver reads an asset image without a label); a system symbol's name is
/// read as words ("checkmark.circle.fill": "checkmark circle fill"). A web
/// address and a name a host made up for an image handed over as an object
/// (``generatedPrefix``) are not words for a listener: nothing is read.
package enum ImageAccessibilityName {
    /// How the names a host makes up for images handed over as objects begin
    /// (`uiimage-1`, `uiimage-2`): the iOS host's image registry uses it, so these
    /// names are known to be generated and never read.
    package static let generatedPrefix = "uiimage-"

    /// The words for the image `name`, or nil when it has none.
    package static func label(for name: String) -> String? {
        let trimmed = name.trimmingSpaces
        guard !trimmed.isEmpty else { return nil }
        let lowered = trimmed.lowercased()
        if lowered.hasPrefix("http://") || lowered.hasPrefix("https://") { return nil }
        if trimmed.hasPrefix(generatedPrefix),
           trimmed.dropFirst(generatedPrefix.count).allSatisfy(\.isNumber) { return nil }
        if trimmed.hasPrefix("symbol:") {
            let words = trimmed.dropFirst("symbol:".count).split(separator: ".").joined(separator: " ")
            return words.isEmpty ? nil : words
        }
        return trimmed
    }
}

private extension String {
    var trimmingSpaces: String {
        String(drop { $0.isWhitespace }.reversed().drop { $0.isWhitespace }.reversed())
    }
}
