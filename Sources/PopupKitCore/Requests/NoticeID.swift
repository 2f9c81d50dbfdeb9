/// The name of one notice, chosen by the caller or generated.
///
/// Every call that addresses a notice (dismiss, tap, update in place) uses its id,
/// so a late call can never hit a different notice than the one it meant: an id is
/// free again only after its notice ended. Generated ids read `toast#3`: the lane,
/// `#` and a number.
public struct NoticeID: Hashable, Comparable, Sendable, CustomStringConvertible, ExpressibleByStringLiteral {
    /// The id as text.
    public var rawValue: String

    /// Creates an id from text.
    public init(_ rawValue: String) {
        self.rawValue = rawValue
    }

    public init(stringLiteral value: String) {
        self.rawValue = value
    }

    public static func < (lhs: NoticeID, rhs: NoticeID) -> Bool { lhs.rawValue < rhs.rawValue }

    public var description: String { rawValue }

    /// The `number`th generated id of `lane`: `toast#3`. The engine and
    /// `PopupCenter` both generate ids in this one form. `#` keeps them apart from
    /// the ids apps choose, which are names and slugs such as `"saved"` or
    /// `"promo-3"`, so a generated id rarely takes the place of an app's own.
    @_spi(Tools) public static func generated(_ lane: Lane, number: Int) -> NoticeID {
        NoticeID("\(lane.rawValue)#\(number)")
    }
}
