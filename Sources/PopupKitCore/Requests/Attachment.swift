/// A value the presentation layer attaches to a request — a notice's own style, or
/// the app's own content — which the engine carries to the screen without reading.
///
/// The engine decides *when* and *why*, never *how it looks*, so it cannot name a
/// style type: the presentation module stores its values here and reads them back
/// with a cast (`Toast.style`, `Toast.content`). The engine only compares
/// attachments, to tell an update in place from a repeat.
///
/// It is `package`: apps read and write only the typed `style` and `content`, so an
/// untyped value the presentation module would ignore cannot be attached.
///
/// The value sits in a box: an existential is 40 bytes inline, and every toast,
/// banner, popup and bubble has two optional attachments, so inline they would
/// make each of a million queued notices 64 bytes larger though almost none sets
/// one. A box is one reference, and `nil` costs nothing.
package struct Attachment: Hashable, Sendable, CustomStringConvertible {
    /// The attached value.
    package var value: any Hashable & Sendable { box.value }

    private let box: Box

    /// Attaches `value`.
    package init(_ value: some Hashable & Sendable) {
        box = Box(value)
    }

    /// The attached value out of line; immutable, so sharing it is safe.
    private final class Box: Sendable {
        let value: any Hashable & Sendable

        init(_ value: some Hashable & Sendable) {
            self.value = value
        }
    }

    /// Equal when the values have the same type and are equal (a value holding NaN
    /// is not equal to itself, as the plain value is not).
    package static func == (lhs: Attachment, rhs: Attachment) -> Bool {
        lhs.erased == rhs.erased
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(erased)
    }

    package var description: String { String(describing: value) }

    /// The value as an `AnyHashable`, which compares across types.
    private var erased: AnyHashable { AnyHashable(value) }
}
