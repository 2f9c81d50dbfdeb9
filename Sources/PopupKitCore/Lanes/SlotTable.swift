/// A lane and one of its slots.
struct SlotKey: Hashable {
    let lane: Lane
    let slot: Slot
}

/// A value per (lane, slot), stored in a flat array: these are read on every
/// dispatch, and an array index costs less than hashing a key.
struct SlotTable<Value: Sendable>: Sendable {
    private var storage: [Value]

    init(repeating value: Value) {
        storage = Array(repeating: value, count: Lane.dispatchOrder.count * 2)
    }

    private static func index(_ key: SlotKey) -> Int {
        key.lane.order * 2 + (key.slot == .main ? 0 : 1)
    }

    subscript(key: SlotKey) -> Value {
        get { storage[Self.index(key)] }
        _modify { yield &storage[Self.index(key)] }
    }

    /// Every value, in the order of ``entries`` (lanes by `Lane.order`, the main
    /// slot first): for readers that need no key, such as the screen built on
    /// every frame, which this hands the table's own buffer instead of building a
    /// list of pairs.
    var values: [Value] { storage }

    /// Every (key, value) pair.
    var entries: [(key: SlotKey, value: Value)] {
        Lane.dispatchOrder.flatMap { lane in
            [Slot.main, .activity].map { slot in
                let key = SlotKey(lane: lane, slot: slot)
                return (key, self[key])
            }
        }
    }
}
