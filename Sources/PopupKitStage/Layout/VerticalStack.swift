import PopupKitCore
import PopupKitPresentation

/// Places boxes in one column without overlap, as close as possible to where each
/// wants to be (the 1-D placement used for toasts and banners).
///
/// Boxes are placed in the given order, top to bottom: a forward pass pushes each
/// below the previous one, a backward pass pulls them up above the bottom bound.
/// If the heights plus spacing fit the bounds, the result lies inside them and no
/// two boxes overlap.
enum VerticalStack {
    /// - Parameters:
    ///   - wanted: the top edge each box asks for, in placement order.
    ///   - heights: each box's height.
    /// - Returns: the top edge of each box (`wanted` is consumed and reused for them,
    ///   so placing allocates nothing).
    static func place(wanted: consuming [Double], heights: [Double], spacing: Double,
                      minY: Double, maxY: Double) -> [Double] {
        var tops = wanted
        var floor = minY
        for index in tops.indices {
            tops[index] = max(tops[index], floor)
            floor = tops[index] + heights[index] + spacing
        }
        var ceiling = maxY
        for index in tops.indices.reversed() {
            tops[index] = min(tops[index], ceiling - heights[index])
            ceiling = tops[index] - spacing
        }
        for index in tops.indices { tops[index] = max(tops[index], minY) }
        return tops
    }

    /// The largest height each of `count` boxes may take so that they fit
    /// `available` with `spacing` between them.
    static func fairShare(count: Int, available: Double, spacing: Double) -> Double {
        guard count > 0 else { return available }
        return max(0, (available - spacing * Double(count - 1)) / Double(count))
    }
}
