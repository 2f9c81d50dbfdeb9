/// The live notices' records by serial, without hashing.
///
/// Serials are handed out in increasing order and notices mostly end in roughly
/// the order they arrived, so the records live in an array indexed by
/// `serial - base` (a window over recent serials). Reading or changing a record
/// is an array access in place, with no hashing and no copy of the record.
///
/// A notice that outlives many younger ones (a bubble that stays, a popup whose
/// condition never holds) would keep a long run of empty slots alive behind it;
/// when empty slots outnumber live ones, such stragglers move to a small
/// dictionary instead, so memory stays proportional to the live notices.
struct ItemTable {
    /// The serial of `slots[0]`.
    private var base: UInt64 = 0
    /// Slots before `head` are empty and about to be dropped.
    private var head = 0
    private var slots: [ItemRecord?] = []
    /// Live records in `slots`.
    private var liveInSlots = 0
    /// Records that were moved out of the window (rare).
    private var stragglers: [UInt64: ItemRecord] = [:]

    /// Empty slots tolerated in the window beyond twice the live records.
    private static let slack = 64
    /// The dead prefix is dropped once it is at least this long (and half the array).
    private static let smallestDrop = 1024

    /// Live records.
    var count: Int { liveInSlots + stragglers.count }

    /// The record of a live notice, `nil` when the serial is not live. Reading and
    /// changing go through the record in place.
    /// - Complexity: O(1) amortized.
    subscript(serial: UInt64) -> ItemRecord? {
        _read {
            if serial >= base + UInt64(head) {
                let offset = serial - base
                if offset < UInt64(slots.count) {
                    yield slots[Int(offset)]
                } else {
                    yield nil
                }
            } else {
                yield stragglers[serial]
            }
        }
        _modify {
            // Stragglers are all older than the window's head.
            if serial < base + UInt64(head) {
                yield &stragglers[serial]
                return
            }
            let offset = serial - base
            guard offset < UInt64(slots.count) else {
                // Beyond the window: only grow it if a record is stored.
                var fresh: ItemRecord?
                defer { if let fresh { insert(fresh, at: serial) } }
                yield &fresh
                return
            }
            let index = Int(offset)
            let wasLive = slots[index] != nil
            defer {
                let isLive = slots[index] != nil
                if wasLive != isLive {
                    liveInSlots += isLive ? 1 : -1
                    if !isLive { compact() }
                }
            }
            yield &slots[index]
        }
    }

    /// What `field` reads from a live record, without copying the record; `nil`
    /// when the serial is not live.
    /// - Complexity: O(1).
    @inline(__always)
    func read<Field>(_ serial: UInt64, _ field: (ItemRecord) -> Field) -> Field? {
        if serial >= base + UInt64(head) {
            let offset = serial - base
            guard offset < UInt64(slots.count) else { return nil }
            return slots[Int(offset)].map(field)
        }
        return stragglers[serial].map(field)
    }

    /// Changes a live record in place and returns what `body` returns; `nil` (and
    /// no call) when the serial is not live.
    /// - Complexity: O(1) amortized.
    @inline(__always)
    mutating func update<Result>(_ serial: UInt64, _ body: (inout ItemRecord) -> Result) -> Result? {
        guard self[serial] != nil else { return nil }
        return body(&self[serial]!)
    }

    /// Removes and returns a record.
    /// - Complexity: O(1) amortized.
    mutating func removeValue(forKey serial: UInt64) -> ItemRecord? {
        var removed: ItemRecord?
        swap(&removed, &self[serial])
        return removed
    }

    /// Every live record, in no particular order (for checks and bulk operations).
    var records: [ItemRecord] {
        slots[head...].compactMap { $0 } + Array(stragglers.values)
    }

    /// Stores a new notice's record (its serial is beyond the window).
    private mutating func insert(_ record: ItemRecord, at serial: UInt64) {
        slots[makeSlot(for: serial)] = record
        liveInSlots += 1
    }

    /// The index of `serial`'s slot (at or after the head), growing the window to
    /// reach it.
    private mutating func makeSlot(for serial: UInt64) -> Int {
        if liveInSlots == 0 && serial >= base + UInt64(slots.count) {
            // Empty window: restart it at this serial instead of padding.
            base = serial
            head = 0
            slots.removeAll(keepingCapacity: true)
        }
        let offset = serial - base
        if offset >= UInt64(slots.count) {
            slots.append(contentsOf: repeatElement(nil, count: Int(offset) - slots.count + 1))
        }
        return Int(offset)
    }

    /// Skips empty slots at the front; moves a straggler out when the window has
    /// grown much larger than the live records in it; drops the dead prefix when
    /// it is half the array. Every record moves at most once, every slot is
    /// dropped once: O(1) amortized.
    private mutating func compact() {
        while head < slots.count {
            if slots[head] == nil {
                head += 1
            } else if slots.count - head > 2 * liveInSlots + Self.slack {
                var moved: ItemRecord?
                swap(&moved, &slots[head])
                stragglers[base + UInt64(head)] = moved
                liveInSlots -= 1
                head += 1
            } else {
                break
            }
        }
        if head == slots.count {
            base += UInt64(slots.count)
            head = 0
            slots.removeAll(keepingCapacity: true)
        } else if head >= Self.smallestDrop && head * 2 >= slots.count {
            slots.removeFirst(head)
            base += UInt64(head)
            head = 0
        }
    }
}
