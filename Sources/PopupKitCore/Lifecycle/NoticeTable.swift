/// The live notices' records by serial.
///
/// A dictionary: a notice queue holds a few dozen records, and even a hundred
/// thousand cost an O(1) hash per access. Reads and changes go through the record
/// in place (`items[serial]?.phase = .visible`), without copying it.
struct NoticeTable {
    private var records: [UInt64: NoticeRecord] = [:]

    /// Live records.
    var count: Int { records.count }

    /// The record of a live notice, `nil` when the serial is not live.
    /// - Complexity: O(1) on average.
    subscript(serial: UInt64) -> NoticeRecord? {
        _read { yield records[serial] }
        _modify { yield &records[serial] }
    }

    /// What `field` reads from a live record; `nil` when the serial is not live.
    /// - Complexity: O(1) on average.
    func read<Field>(_ serial: UInt64, _ field: (NoticeRecord) -> Field) -> Field? {
        records[serial].map(field)
    }

    /// Changes a live record in place and returns what `body` returns; `nil` (and
    /// no call) when the serial is not live.
    /// - Complexity: O(1) on average.
    mutating func update<Result>(_ serial: UInt64, _ body: (inout NoticeRecord) -> Result) -> Result? {
        guard records[serial] != nil else { return nil }
        return body(&records[serial]!)
    }

    /// Removes and returns a record.
    /// - Complexity: O(1) on average.
    mutating func removeValue(forKey serial: UInt64) -> NoticeRecord? {
        records.removeValue(forKey: serial)
    }

    /// Every live record, in no particular order (for checks and bulk operations).
    var all: [NoticeRecord] { Array(records.values) }
}
