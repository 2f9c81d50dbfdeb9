/// The live notices' records by serial.
///
/// The records sit side by side in one array, and a small map finds a serial's
/// place. A dictionary of records would scatter them over twice their number of
/// buckets (it keeps a quarter free and doubles), so every queued notice would
/// cost about two records of memory; here it costs one record and a map entry of
/// 12 bytes (about 25 with the map's free buckets). Removal moves the last record
/// into the hole, so the array never has gaps.
struct NoticeTable {
    private var records: [NoticeRecord] = []
    /// Where each live serial's record is in `records`.
    private var places: [UInt64: Int32] = [:]

    /// Live records.
    var count: Int { records.count }

    /// The record of a live notice, `nil` when the serial is not live. Setting a
    /// record adds or replaces it; setting `nil` removes it.
    /// - Complexity: O(1) on average.
    subscript(serial: UInt64) -> NoticeRecord? {
        get { places[serial].map { records[Int($0)] } }
        set {
            if let newValue {
                precondition(newValue.serial == serial, "a record is stored under its own serial")
                if let place = places[serial] {
                    records[Int(place)] = newValue
                } else {
                    places[serial] = Int32(records.count)
                    records.append(newValue)
                }
            } else {
                _ = removeValue(forKey: serial)
            }
        }
    }

    /// What `field` reads from a live record; `nil` when the serial is not live.
    /// - Complexity: O(1) on average.
    func read<Field>(_ serial: UInt64, _ field: (NoticeRecord) -> Field) -> Field? {
        guard let place = places[serial] else { return nil }
        return field(records[Int(place)])
    }

    /// Changes a live record in place and returns what `body` returns; `nil` (and
    /// no call) when the serial is not live.
    /// - Complexity: O(1) on average.
    mutating func update<Result>(_ serial: UInt64, _ body: (inout NoticeRecord) -> Result) -> Result? {
        guard let place = places[serial] else { return nil }
        return body(&records[Int(place)])
    }

    /// Removes and returns a record; the last record takes its place.
    /// - Complexity: O(1) on average.
    mutating func removeValue(forKey serial: UInt64) -> NoticeRecord? {
        guard let place = places.removeValue(forKey: serial).map(Int.init) else { return nil }
        let last = records.count - 1
        if place != last {
            records.swapAt(place, last)
            places[records[place].serial] = Int32(place)
        }
        let removed = records.removeLast()
        shrinkIfSparse()
        return removed
    }

    /// Gives memory back once the live records fill less than a quarter of what
    /// is reserved: neither arrays nor dictionaries shrink by themselves, and a
    /// burst of a million notices must not keep its memory after it has ended.
    /// - Complexity: O(n) for n live records, at most once per n removals.
    private mutating func shrinkIfSparse() {
        guard records.capacity > Self.smallestShrunk, records.count < records.capacity / 4 else { return }
        records = Array(records)
        places = Dictionary(uniqueKeysWithValues: places.lazy.map { ($0.key, $0.value) })
    }

    /// Below this many reserved records the table keeps its memory.
    private static let smallestShrunk = 64

    /// Every live record, in no particular order (for checks and bulk operations).
    var all: [NoticeRecord] { records }
}
