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
package struct Attachment: Hashable, Sendable, CustomStringConvertible {
    /// The attached value.
    package let value: any Hashable & Sendable

    /// Attaches `value`.
    package init(_ value: some Hashable & Sendable) {
        self.value = value
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
