import PopupKit

/// How a host measures an app's view for a notice (``HostedContent``): the
/// width it offers the view, how a `UIView` is asked (``size(of:offeredWidth:compressed:atWidth:)``)
/// and how it takes the view's answer.
///
/// A view is asked how tall it is at a given width, the way a text wraps: UIKit
/// `systemLayoutSizeFitting(CGSize(width: offered, height: 0))` with the width
/// required and the height as small as the constraints allow; SwiftUI
/// `UIHostingController.sizeThatFits(in:)` with that width and an unbounded
/// height. Measured without a width, a view with a multi-line label reports
/// one long line, which the notice's box then clamps and truncates.
///
/// - The width offered is the room the widest notice has: the container's safe
///   area (``Container/safeRect``), narrowed to a notice's own maximum width when
///   it has one (a bubble's `maxWidth`). A width that is not a positive number
///   offers nothing.
/// - The answer is taken as the view's wish, within that room: a side that is
///   not a number or is negative becomes 0, the width at most the width offered,
///   a height that is not finite 0 (a view with no height of its own). The
///   notice's layout clamps it to the body's own room after that
///   (``CustomContent``).
package enum HostedViewMeasure {
    /// The width to measure a view at in `container`, at most `maxWidth` when set.
    package static func offeredWidth(in container: Container, maxWidth: Double? = nil) -> Double {
        let room = container.safeRect.width
        var width = room.isFinite ? max(0, room) : 0
        if let maxWidth { width = maxWidth.isNaN ? 0 : min(width, max(0, maxWidth)) }
        return width
    }

    /// `maxWidth` as a width to offer: one that is not a finite positive number offers nothing.
    package static func offeredWidth(_ maxWidth: Double) -> Double {
        maxWidth.isFinite ? max(0, maxWidth) : 0
    }

    /// How an app's `UIView` is laid out, as far as measuring it goes.
    package enum Layout: Equatable {
        /// Frame layout: `translatesAutoresizingMaskIntoConstraints` and no
        /// constraints of its own (BubblePopup's rule for a custom view, most
        /// FGPopupScheduler views, Toast-Swift's `showToast(customView)`). Auto
        /// Layout would measure it 0 pt high; its `bounds.size` is its size.
        case frames(bounds: Size)
        /// Auto Layout: the view or its subviews hold constraints.
        case constraints
    }

    /// The size of an app's `UIView` offered `offeredWidth`, as UIKit would size
    /// it: a frame-laid view keeps its bounds; a view with constraints is
    /// measured compressed first (`layoutFittingCompressedSize`: a card keeps the
    /// width its content hugs, rather than spanning the room) and, only when that
    /// is wider than offered (a label on one long line), again at the width
    /// offered, required, as short as its constraints allow (the label wraps).
    /// Either answer is then taken as ``size(_:offeredWidth:)`` says.
    /// - Parameters:
    ///   - compressed: the view's `systemLayoutSizeFitting(layoutFittingCompressedSize)`.
    ///   - atWidth: the view's size at a required width, height fitting.
    package static func size(of layout: Layout, offeredWidth: Double, compressed: () -> Size,
                             atWidth: (Double) -> Size) -> Size {
        let limit = offeredWidth.isFinite ? max(0, offeredWidth) : 0
        switch layout {
        case .frames(let bounds):
            return size(bounds, offeredWidth: limit)
        case .constraints:
            let first = compressed()
            if first.width.isFinite, first.width <= limit { return size(first, offeredWidth: limit) }
            return size(atWidth(limit), offeredWidth: limit)
        }
    }

    /// The size a view that answered `measured` at `offeredWidth` is shown at.
    package static func size(_ measured: Size, offeredWidth: Double) -> Size {
        func side(_ value: Double) -> Double { value.isFinite ? max(0, value) : 0 }
        let limit = offeredWidth.isFinite ? max(0, offeredWidth) : 0
        return Size(width: min(side(measured.width), limit), height: side(measured.height))
    }
}
