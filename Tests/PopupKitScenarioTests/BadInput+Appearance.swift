/// Bad appearance input: the container's `appearance`, the `appearance` event, a
/// style's `appearance` choice and colours given per appearance.
extension BadInput {
    static let appearance: [BadInput] = [
        BadInput("unknown container appearance", #"{"container": {"appearance": "sepia"}, "events": []}"#,
                 path: "container.appearance", #""sepia" is not one of: dark, light"#),
        BadInput("container appearance as a boolean", #"{"container": {"appearance": true}, "events": []}"#,
                 path: "container.appearance", "expected a string, got a boolean"),
        .events("unknown appearance event", #"{"at": 2, "appearance": "dim"}"#,
                path: "events[0].appearance", #""dim" is not one of: dark, light"#),
        .events("appearance event as an object", #"{"at": 2, "appearance": {"name": "dark"}}"#,
                path: "events[0].appearance", "expected a string, got an object"),
        .events("automatic is a style's choice, not the screen's", #"{"at": 2, "appearance": "automatic"}"#,
                path: "events[0].appearance", "is not one of: dark, light"),
        BadInput("unknown style appearance", #"{"config": {"toast": {"style": {"appearance": "night"}}}, "events": []}"#,
                 path: "config.toast.style.appearance", #""night" is not one of: automatic, light, dark"#),
        BadInput("unknown HUD appearance", #"{"config": {"hud": {"style": {"appearance": "sepia"}}}, "events": []}"#,
                 path: "config.hud.style.appearance", #""sepia" is not one of: automatic, light, dark, custom"#),
        .events("unknown appearance in a colour", ##"{"at": 0, "toast": {"message": "a", "style": {"backgroundColor": {"night": "#000000"}}}}"##,
                path: "events[0].toast.style.backgroundColor.night", "unknown appearance; expected one of: dark, light"),
        .events("a colour variant as a number", #"{"at": 0, "bubble": {"text": "a", "style": {"textColor": {"dark": 0}}}}"#,
                path: "events[0].bubble.style.textColor.dark", "expected a colour"),
        BadInput("a bad dark colour", ##"{"config": {"banner": {"style": {"titleColor": {"light": "#000000", "dark": "white"}}}}, "events": []}"##,
                 path: "config.banner.style.titleColor.dark", "#RRGGBB"),
        BadInput("a colour as a number", #"{"config": {"popup": {"style": {"dimColor": 0.4}}}, "events": []}"#,
                 path: "config.popup.style.dimColor", ##"expected a colour: "#RRGGBB", "#RRGGBBAA" or {"light""##),
    ]
}
