import PopupKit

/// When SwiftUI content in a notice has changed size by itself (its own state
/// changed: a section expanded, a `Text` grew), and the notice must be laid out
/// again.
///
/// The hosting controller tells its parent (the overlay's controller) that its
/// `preferredContentSize` changed (`sizingOptions = .preferredContentSize`). That
/// size is SwiftUI's ideal size with no width proposed (a long `Text` on one
/// line), so it only says *that* the content changed: the host measures it again
/// at the width it offers, as it did the first time
/// (``HostedViewMeasure``), and resizes the notice only when the new size
/// differs from the one it shows by more than ``tolerance`` — so rounding in
/// SwiftUI's layout never makes a notice resize itself on every pass.
package enum HostedResize {
    /// How far (points) a side may move without resizing the notice: less than
    /// a pixel at 2×.
    package static let tolerance = 0.5

    /// Whether the notice showing content at `shown` resizes to `measured`.
    /// A size that is not finite is no new size.
    package static func resizes(shown: Size, measured: Size) -> Bool {
        guard measured.width.isFinite, measured.height.isFinite else { return false }
        return abs(measured.width - shown.width) > tolerance || abs(measured.height - shown.height) > tolerance
    }
}
