/// Why a popup's actions cannot be shown: the typed error of
/// ``Popup/validateActions()``. A popup submitted with such actions is
/// `discarded(.invalid)` with the problem's ``description`` as the event's detail.
public enum PopupActionProblem: Error, Hashable, Sendable, CustomStringConvertible {
    /// The action at this index has an empty id: events and outcomes could not
    /// name it.
    case emptyID(index: Int)
    /// This action has an empty title: its button would be blank.
    case emptyTitle(PopupAction.ID)
    /// Two actions share this id: a tap could not say which was meant.
    case duplicateID(PopupAction.ID)
    /// More than ``PopupAction/maximumCount`` actions.
    case tooMany(count: Int, limit: Int)
    /// More than one action has the `cancel` role (UIAlertController allows one).
    case moreThanOneCancel

    public var description: String {
        switch self {
        case .emptyID(let index): "action \(index) has an empty id"
        case .emptyTitle(let id): "action \"\(id)\" has an empty title"
        case .duplicateID(let id): "two actions have the id \"\(id)\""
        case let .tooMany(count, limit): "a popup has at most \(limit) actions, got \(count)"
        case .moreThanOneCancel: "a popup has at most one cancel action"
        }
    }
}

extension Popup {
    /// Checks the popup's ``actions``: every id and title non-empty, ids unique, at
    /// most ``PopupAction/maximumCount`` actions and at most one `cancel`.
    /// - Throws: the first problem found, in that order of checks.
    /// - Complexity: O(n) for n actions.
    public func validateActions() throws(PopupActionProblem) {
        guard actions.count <= PopupAction.maximumCount else {
            throw .tooMany(count: actions.count, limit: PopupAction.maximumCount)
        }
        var seen: Set<PopupAction.ID> = []
        for (index, action) in actions.enumerated() {
            if action.id.rawValue.isEmpty { throw .emptyID(index: index) }
            if action.title.isEmpty { throw .emptyTitle(action.id) }
            if !seen.insert(action.id).inserted { throw .duplicateID(action.id) }
        }
        if actions.count(where: { $0.role == .cancel }) > 1 { throw .moreThanOneCancel }
    }

    /// The action with `id`, if the popup has one.
    public func action(_ id: PopupAction.ID) -> PopupAction? {
        actions.first { $0.id == id }
    }
}
