/// One button of an alert-style popup (UIAlertController's `UIAlertAction`): an
/// id the app recognises, the title the button shows and its role.
///
/// A tap on the button dismisses its popup with ``DismissReason/action``; the
/// event's ``NoticeEvent/action`` and the outcome (``Outcome/action(_:)``) name the
/// action by its ``id``, so the app learns which answer the user gave without
/// comparing titles, which are translated and may change.
public struct PopupAction: Hashable, Sendable {
    /// What an action does, which decides how its button looks and where it goes.
    public enum Role: String, Hashable, Sendable, CaseIterable, Codable {
        /// An ordinary answer (UIAlertController's `.default`).
        case `default`
        /// Leaves things as they were: drawn bold, on the leading side of two
        /// buttons side by side and last when stacked, as iOS alerts place it.
        /// A popup has at most one.
        case cancel
        /// Deletes or loses something: drawn in the destructive colour.
        case destructive
    }

    /// The name of an action, unique within its popup: what events, outcomes and
    /// handlers call it.
    public struct ID: Hashable, Comparable, Sendable, CustomStringConvertible, ExpressibleByStringLiteral {
        /// The id as text.
        public var rawValue: String

        /// Creates an id from text.
        public init(_ rawValue: String) {
            self.rawValue = rawValue
        }

        public init(stringLiteral value: String) {
            self.rawValue = value
        }

        public static func < (lhs: ID, rhs: ID) -> Bool { lhs.rawValue < rhs.rawValue }

        public var description: String { rawValue }
    }

    /// The most actions a popup may have. An alert with more answers than this is
    /// a list, not a question, and its stacked buttons would no longer fit a
    /// phone's card; a popup with more is invalid.
    public static let maximumCount = 8

    /// Which action this is; unique and not empty within its popup.
    public var id: ID
    /// What the button says; not empty.
    public var title: String
    /// How the button looks and where it goes.
    public var role: Role

    /// An action with an id, a title and a role (`.default` unless given).
    public init(id: ID, title: String, role: Role = .default) {
        self.id = id
        self.title = title
        self.role = role
    }
}
