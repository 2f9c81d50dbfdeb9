import PopupKit

/// How a host measures an app's view for a notice (``HostedContent``): the
/// width it offers the view and how it takes the view's answer.
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

    /// The size a view that answered `measured` at `offeredWidth` is shown at.
    package static func size(_ measured: Size, offeredWidth: Double) -> Size {
        func side(_ value: Double) -> Double { value.isFinite ? max(0, value) : 0 }
        let limit = offeredWidth.isFinite ? max(0, offeredWidth) : 0
        return Size(width: min(side(measured.width), limit), height: side(measured.height))
    }
}
