/// Bad popup `actions` and `tap` `action` forms: the reader checks form; meaning
/// (empty or duplicate ids, too many) is the engine's (`discarded`/`invalid`).
extension BadInput {
    static let actions: [BadInput] = [
        .events("actions not an array", #"{"at": 0, "popup": {"actions": {"id": "a", "title": "A"}}}"#,
                path: "events[0].popup.actions", "expected an array of actions, got an object"),
        .events("action is a string", #"{"at": 0, "popup": {"actions": ["OK"]}}"#,
                path: "events[0].popup.actions[0]", "expected an object, got a string"),
        .events("action without id", #"{"at": 0, "popup": {"actions": [{"title": "OK"}]}}"#,
                path: "events[0].popup.actions[0].id", "missing required field"),
        .events("action without title", #"{"at": 0, "popup": {"actions": [{"id": "ok"}]}}"#,
                path: "events[0].popup.actions[0].title", "missing required field"),
        .events("action role unknown", #"{"at": 0, "popup": {"actions": [{"id": "ok", "title": "OK", "role": "primary"}]}}"#,
                path: "events[0].popup.actions[0].role", #""primary" is not one of: cancel, default, destructive"#),
        .events("action with an unknown field",
                #"{"at": 0, "popup": {"actions": [{"id": "ok", "title": "OK", "handler": "x"}]}}"#,
                path: "events[0].popup.actions[0].handler", "unknown field; expected one of: id, title, role"),
        .events("action title as a number", #"{"at": 0, "popup": {"actions": [{"id": "ok", "title": 1}]}}"#,
                path: "events[0].popup.actions[0].title", "expected a string, got a number"),
        .events("actions on a toast", #"{"at": 0, "toast": {"message": "m", "actions": []}}"#,
                path: "events[0].toast.actions", "unknown field"),
        .events("tap action as a number", #"{"at": 0, "tap": {"id": "p", "action": 1}}"#,
                path: "events[0].tap.action", "expected a string, got a number"),
        .events("tap action with a point", #"{"at": 0, "tap": {"id": "p", "action": "ok", "x": 1}}"#,
                path: "events[0].tap.x", "unknown field; expected one of: id and action, or x and y"),
    ]
}
