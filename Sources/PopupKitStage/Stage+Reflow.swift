import PopupKitCore
import PopupKitPresentation

extension Stage {
    /// Changes the container (the keyboard, the screen) and, with a transition,
    /// declares each moved notice's way from where it is drawn now to its new
    /// place (``LayoutReflow``): a keyboard that turns back half way takes the
    /// notices back from where they are. Without a transition, or with Reduce
    /// Motion, they are at their new places at once. A change at the instant a
    /// transition began (a rotation's new bars, in the same turn as its new size)
    /// is part of it: the notices go on from where they were drawn before both.
    /// - Complexity: two layouts of what is on screen, O(v log v) for v notices.
    mutating func changeContainer(with transition: ScreenTransition?, at time: Instant,
                                  _ change: (inout Container) -> Void) {
        let transition = transition ?? reflow.flatMap { $0.begin == time ? $0.transition : nil }
        guard let transition, transition.duration > .zero, !engine.configuration.accessibility.reduceMotion else {
            change(&container)
            reflow = nil
            return
        }
        let (screen, before) = layouts()
        var drawn: [UInt64: Point] = [:]
        for (item, placement) in zip(screen, before) {
            let moving = reflow?.offset(of: item.showOrder, at: time) ?? .zero
            drawn[item.showOrder] = Point(x: placement.frame.minX + moving.x, y: placement.frame.minY + moving.y)
        }
        change(&container)
        var offsets: [UInt64: Point] = [:]
        for (item, placement) in zip(screen, layout.layout(screen)) {
            guard let from = drawn[item.showOrder] else { continue }
            let offset = Point(x: from.x - placement.frame.minX, y: from.y - placement.frame.minY)
            if offset != .zero, offset.isFinite { offsets[item.showOrder] = offset }
        }
        reflow = offsets.isEmpty ? nil : LayoutReflow(begin: time, transition: transition, offsets: offsets)
    }
}
