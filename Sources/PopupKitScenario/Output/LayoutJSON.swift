import PopupKitPresentation
@_spi(Tools) import PopupKitStage
@_spi(Tools) import PopupKitCore

/// The JSON-lines form of `popupkit layout`: one object per item on screen.
public enum LayoutJSON {
    /// `{"id", "kind", "frame": {"x","y","width","height"}, "opacity"}` plus
    /// `"arrowTip"` and `"edge"` for bubbles; `"hosted"` (`{"name", "frame"}`: where
    /// the app's view goes, at rest) for a notice with a hosted view; `"accessibility"` (label, value,
    /// traits, modal) for visible notices; `"actions"` (id, title, role and frame
    /// of each button, in reading order) for popups with actions; `"drag"` (points down from its place)
    /// for a notice a finger holds, springs back or threw; `"state": "fadingOut"`
    /// while fading.
    public static func lines(_ stage: Stage, at time: Instant) -> [String] {
        let (screen, layouts) = stage.layouts()
        let scene = SceneBuilder.scene(screen, layouts: layouts, styles: stage.styles,
                                       container: stage.container.sanitized, measurer: stage.measurer,
                                       reduceMotion: stage.engine.configuration.accessibility.reduceMotion,
                                       drags: stage.interaction.drags, pressed: stage.interaction.pressedAction, at: time)
        var elements: [String: AccessibilityElement] = [:]
        for element in Stage.accessibilityElements(screen, layouts: layouts, styles: stage.styles) where element.action == nil {
            elements["\(element.lane.rawValue) \(element.id)"] = element
        }
        // By showing, so an id on screen twice (one fading out, one fading in) has each its own.
        var opacities: [GroupKey: Double] = [:]
        for case .group(let group) in scene.nodes {
            if let key = group.key { opacities[key] = group.opacity }
        }
        return zip(screen, layouts).map { item, layout in
            var fields = [
                ("id", Format.quoted(item.id.rawValue)),
                ("kind", Format.quoted(item.lane.rawValue)),
                ("frame", rect(layout.frame)),
                ("opacity", Format.number(opacities[GroupKey(showing: item.showOrder, part: .body)] ?? 0)),
            ]
            if case .bubble(let parts) = layout.parts {
                fields.append(("arrowTip", "{\"x\": \(Format.number(parts.tip.x)), \"y\": \(Format.number(parts.tip.y))}"))
                fields.append(("edge", Format.quoted(parts.edge.rawValue)))
            }
            if item.isVisible, let element = elements["\(item.lane.rawValue) \(item.id)"] {
                fields.append(("accessibility", RequestJSON.element(element)))
            }
            if case .popup(let parts) = layout.parts, !parts.actions.isEmpty {
                fields.append(("actions", "[" + parts.actions.map(action).joined(separator: ", ") + "]"))
            }
            if let drag = stage.interaction.drags[item.showOrder] {
                let offset = drag.offset(at: time, of: item, frame: layout.frame, container: stage.container.sanitized,
                                         reduceMotion: stage.engine.configuration.accessibility.reduceMotion)
                fields.append(("drag", Format.number(offset)))
            }
            if let hosted = item.content.hosted, let slot = layout.content {
                fields.append(("hosted", "{\"name\": \(Format.quoted(hosted.name)), \"frame\": \(rect(slot))}"))
            }
            if !item.isVisible { fields.append(("state", Format.quoted("fadingOut"))) }
            return "{" + fields.map { "\"\($0.0)\": \($0.1)" }.joined(separator: ", ") + "}"
        }
    }

    /// `{"id": "rate", "title": "Rate", "role": "default", "frame": {…}}`: one action button.
    static func action(_ action: PopupActionPlacement) -> String {
        "{\"id\": \(Format.quoted(action.id.rawValue)), \"title\": \(Format.quoted(action.title.text)), "
            + "\"role\": \(Format.quoted(action.role.rawValue)), \"frame\": \(rect(action.frame))}"
    }

    static func rect(_ rect: Rect) -> String {
        "{\"x\": \(Format.number(rect.minX)), \"y\": \(Format.number(rect.minY)), "
            + "\"width\": \(Format.number(rect.width)), \"height\": \(Format.number(rect.height))}"
    }
}
