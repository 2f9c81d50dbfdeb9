import PopupKitJSON

/// A problem in scenario JSON, with the path of the offending field
/// (`events[3].toast.duration`): the strict JSON reader's error, which rule books
/// share.
public typealias ScenarioError = JSONInputError
