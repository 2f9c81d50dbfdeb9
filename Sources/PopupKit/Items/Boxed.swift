/// An immutable value kept behind a reference, compared and hashed by value.
///
/// Styles and custom content are large (a toast style is several hundred bytes)
/// and usually absent, while notices are copied at every step of the engine and
/// thousands may wait. Keeping them boxed makes a notice a few words instead;
/// the properties that expose them stay plain values.
final class Boxed<Value: Hashable & Sendable>: Hashable, Sendable {
    let value: Value

    init(_ value: Value) {
        self.value = value
    }

    static func == (lhs: Boxed, rhs: Boxed) -> Bool {
        // By value only: an identity shortcut would make a style holding NaN equal
        // to itself, which the plain value is not.
        lhs.value == rhs.value
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(value)
    }
}
