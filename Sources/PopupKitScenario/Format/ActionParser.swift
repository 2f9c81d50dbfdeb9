import PopupKitPresentation
import PopupKitCore
import PopupKitJSON

/// Reads a popup's `actions`: `[{"id": "later", "title": "Later", "role": "cancel"}, …]`.
/// The reader checks form (an array of objects, `id` and `title` strings, a known
/// `role`); the engine checks meaning (empty ids or titles, duplicate ids, too many
/// actions, two cancels make the popup `discarded`/`invalid`).
enum ActionParser {
    static func actions(_ reader: inout JSONObjectReader) throws(ScenarioError) -> [PopupAction] {
        guard let value = reader.value("actions") else { return [] }
        let path = reader.fieldPath("actions")
        guard case .array(let list) = value else {
            throw ScenarioError(path: path, message: "expected an array of actions, got \(value.kindName)")
        }
        let roles = Dictionary(uniqueKeysWithValues: PopupAction.Role.allCases.map { ($0.rawValue, $0) })
        var actions: [PopupAction] = []
        for (index, item) in list.enumerated() {
            var action = try JSONObjectReader(item, path: "\(path)[\(index)]")
            let id = try action.requiredString("id")
            let title = try action.requiredString("title")
            let role = try action.choice("role", roles) ?? .default
            try action.rejectUnknownFields(allowed: "id, title, role")
            actions.append(PopupAction(id: PopupAction.ID(id), title: title, role: role))
        }
        return actions
    }
}
