/// An optional value a request rarely sets, kept out of line.
///
/// A notice's content is copied into the engine's record of every queued notice,
/// so each inline byte is paid a million times by a million queued notices. Parts
/// few notices set (an app's hosted view, a toast's region) cost one reference
/// here instead of their full size, and nothing when unset. The box is immutable:
/// a change makes a new one, so copies never share a change.
package struct OutOfLine<Value: Hashable & Sendable>: Hashable, Sendable {
    private let box: Box?

    /// Keeps `value` (no box for `nil`).
    package init(_ value: Value?) {
        box = value.map(Box.init)
    }

    /// The value kept.
    package var value: Value? { box?.value }

    /// Equal when the values are equal (not when the boxes are the same).
    package static func == (lhs: OutOfLine, rhs: OutOfLine) -> Bool {
        lhs.value == rhs.value
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(value)
    }

    private final class Box: Sendable {
        let value: Value

        init(_ value: Value) {
            self.value = value
        }
    }
}
