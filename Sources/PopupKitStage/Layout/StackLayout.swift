import PopupKitCore
import PopupKitPresentation

/// One column of notices that never overlap (toasts, banners): every box is measured
/// for the column's height; when they do not fit together, the spacing tightens and
/// every box is measured again with an equal share of the height (its text is cut
/// to fit); then the boxes are placed in the kind's order, each as near as it can be
/// to where it wants its top (``VerticalStack``).
///
/// The kinds keep what differs: how a box is measured, the order of the column and
/// where each box wants to be.
struct StackLayout {
    /// The column; the boxes stay inside it when their heights and spacing fit it.
    let bounds: Rect
    /// The space between two boxes, unless the column is too short for it.
    let spacing: Double

    /// Measures and places the boxes.
    /// - Parameters:
    ///   - measure: every box, measured to be at most the given height.
    ///   - height: a box's height.
    ///   - order: the boxes' placement order, top to bottom (indices into the boxes).
    ///   - wantedTop: where the box at an index wants its top edge.
    /// - Returns: the boxes as last measured, and each one's top edge (in box order).
    func place<Box>(measure: (_ maxHeight: Double) -> [Box], height: (Box) -> Double, order: ([Box]) -> [Int],
                    wantedTop: (_ index: Int, _ box: Box) -> Double) -> (boxes: [Box], tops: [Double]) {
        var spacing = self.spacing
        var boxes = measure(bounds.height)
        var total = spacing * Double(max(0, boxes.count - 1))
        for box in boxes { total += height(box) }
        if total > bounds.height {
            // Too tall together: tighten the spacing if it alone does not fit, then
            // give every box an equal share of the height.
            spacing = min(spacing, bounds.height / Double(2 * max(1, boxes.count)))
            let share = VerticalStack.fairShare(count: boxes.count, available: bounds.height, spacing: spacing)
            boxes = measure(share)
        }
        let order = order(boxes)
        var wanted: [Double] = []
        var heights: [Double] = []
        wanted.reserveCapacity(order.count)
        heights.reserveCapacity(order.count)
        for index in order {
            wanted.append(wantedTop(index, boxes[index]))
            heights.append(height(boxes[index]))
        }
        // `wanted` is handed over, not shared, so placing writes the tops into its
        // buffer instead of copying it.
        let placed = VerticalStack.place(wanted: consume wanted, heights: heights, spacing: spacing,
                                         minY: bounds.minY, maxY: bounds.maxY)
        // Back to box order, in the heights' buffer (placing is done with it): this
        // runs on every frame.
        var tops = heights
        heights = []
        for (rank, index) in order.enumerated() { tops[index] = placed[rank] }
        return (boxes, tops)
    }
}
