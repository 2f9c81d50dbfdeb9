import PopupKitCore
@_spi(Tools) import PopupKitCore

/// A ``NoticeContent`` with a name, so notices that carry it stay `Hashable`.
///
/// Notices are values compared by the engine and by tests, but a builder cannot be
/// compared. The name identifies the content instead: two `CustomContent` values
/// are equal when their names are equal, whatever builders they hold. Give
/// different content different names: an update in place (submitting the id of a
/// live notice) with a new name is a change of content, and the scene's dump
/// (`RenderScene.dump()`) shows the name (`group content "badge" …`).
public struct CustomContent: Hashable, Sendable, CustomStringConvertible {
    /// The builder.
    public let content: any NoticeContent
    /// What identifies the content: equality, hashing and dumps use it.
    public let name: String

    /// Wraps `content` under `name`.
    public init(_ content: any NoticeContent, name: String) {
        self.content = content
        self.name = name
    }

    public static func == (lhs: CustomContent, rhs: CustomContent) -> Bool {
        lhs.name == rhs.name
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
    }

    public var description: String { "content \(Format.quoted(name))" }

    /// The size the content wants within `maxSize`, clamped to what layout can use.
    ///
    /// `maxSize` itself is made finite and non-negative first (NaN, negative and
    /// infinite limits become 0). Then each dimension of the answer is clamped: NaN
    /// and negative values (−∞ included) become 0; values above the maximum (+∞
    /// included) become the maximum.
    public func size(fitting maxSize: Size, measurer: any TextMeasuring) -> Size {
        let limit = Size(width: Self.limit(maxSize.width), height: Self.limit(maxSize.height))
        let wanted = content.size(fitting: limit, measurer: measurer)
        return Size(width: Self.clamp(wanted.width, to: limit.width), height: Self.clamp(wanted.height, to: limit.height))
    }

    /// The content's nodes in `frame`, as the builder returns them.
    public func nodes(in frame: Rect, measurer: any TextMeasuring) -> [RenderNode] {
        content.nodes(in: frame, measurer: measurer)
    }

    /// What a screen reader says for it: the builder's own label, else the name.
    public var accessibilityLabel: String {
        content.accessibilityLabel ?? name
    }

    private static func limit(_ value: Double) -> Double {
        value.isFinite ? max(0, value) : 0
    }

    private static func clamp(_ value: Double, to maximum: Double) -> Double {
        value.isNaN ? 0 : min(max(0, value), maximum)
    }
}
