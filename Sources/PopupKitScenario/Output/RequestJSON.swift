import PopupKitPresentation
@_spi(Tools) import PopupKitCore
import PopupKitStage

/// The one-line JSON forms of host requests and accessibility elements that
/// `popupkit simulate --requests` and `popupkit layout` print.
public enum RequestJSON {
    /// `{"at": 1.0, "request": "announce", "text": "Saved"}`,
    /// `{"at": 2.0, "request": "screenChanged", "focus": "hud"}`,
    /// `{"at": 3.0, "request": "haptic", "feedback": "success"}`.
    public static func line(_ request: HostRequest) -> String {
        var fields = [("at", Format.seconds(request.time))]
        switch request.kind {
        case .announce(let text):
            fields += [("request", Format.quoted("announce")), ("text", Format.quoted(text))]
        case .screenChanged(let focus):
            fields += [("request", Format.quoted("screenChanged")), ("focus", Format.quoted(focus.rawValue))]
        case .haptic(let haptic):
            fields += [("request", Format.quoted("haptic")), ("feedback", Format.quoted(haptic.rawValue))]
        }
        return object(fields)
    }

    /// `{"label": "Saved", "traits": ["staticText", "button"], "modal": false}`, with
    /// `"value"` when there is one.
    public static func element(_ element: AccessibilityElement) -> String {
        var fields = [("label", Format.quoted(element.label))]
        if let value = element.value { fields.append(("value", Format.quoted(value))) }
        fields.append(("traits", "[" + element.traits.names.map(Format.quoted).joined(separator: ", ") + "]"))
        fields.append(("modal", element.isModal ? "true" : "false"))
        return object(fields)
    }

    private static func object(_ fields: [(String, String)]) -> String {
        "{" + fields.map { "\"\($0.0)\": \($0.1)" }.joined(separator: ", ") + "}"
    }
}
