import PopupKitCore
import PopupKitPresentation

/// Toasts shown inside a part of the screen (``Toast/region``), as Toast-Swift's
/// `view.makeToast` shows them inside one view.
///
/// Each region is laid out as if it were a screen of its own with no safe area
/// and no keyboard: ``ToastLayout`` runs on a container the size of the region's
/// *area* (below), so `top`, `center`, `bottom`, the paddings and the
/// `maxWidthPercentage`/`maxHeightPercentage` limits refer to the region, as
/// Toast-Swift's refer to the view's bounds, and the toasts of one region stack
/// without overlapping. Different regions are laid out independently (they may
/// overlap each other and the screen's toasts, as toasts of different views do);
/// they are not moved for banners, the HUD or popup cards: the app chose where
/// they go. `point` positions stay in container points and are kept inside the
/// region.
struct ToastRegionLayout {
    let container: Container
    let measurer: any TextMeasuring

    /// Where the toasts of `region` go in `container` (already sanitized), or `nil`
    /// when the toast has no region or its region leaves nothing on screen (then it
    /// is laid out with the screen's toasts).
    ///
    /// The region is clipped to the content rect (Toast-Swift keeps a toast inside
    /// its view's `safeAreaInsets`: the part of the view neither the window's safe
    /// area nor the app's bars cover); a zero-size result counts as no region. The keyboard, as for the
    /// screen: a region above it is unaffected; one it covers in part ends at the
    /// keyboard's top (its bottom toasts rise above the keyboard, its top toasts
    /// stay); one it covers wholly moves up to sit on the keyboard, keeping its
    /// height as far as the room above the keyboard allows, so its toasts can
    /// still be read.
    ///
    /// A region that follows a moving view (`followsView`) and leaves nothing on
    /// screen is kept as it is, off screen: its toasts leave with the view (a
    /// list scrolled past it), rather than jump to the screen's toasts.
    static func area(of region: Rect?, in container: Container, followsView: Bool = false) -> Rect? {
        guard let region, region.isFinite else { return nil }
        let clipped = region.clipped(to: container.contentRect)
        guard clipped.width > 0, clipped.height > 0 else {
            return followsView && region.width > 0 && region.height > 0 ? region : nil
        }
        let available = container.availableRect
        if clipped.maxY <= available.maxY { return clipped }
        if clipped.minY < available.maxY {
            return Rect(x: clipped.minX, y: clipped.minY, width: clipped.width, height: available.maxY - clipped.minY)
        }
        let height = min(clipped.height, available.height)
        guard height > 0 else { return nil }
        return Rect(x: clipped.minX, y: available.maxY - height, width: clipped.width, height: height)
    }

    /// Lays out the toasts of `screen` that have a region with an area; the others
    /// (no region, or one that leaves nothing on screen) are left out.
    /// - Returns: each region toast's placement by its index in `screen`; empty
    ///   (and nothing allocated) when no toast has a region.
    func layout(_ screen: [ScreenNotice], laneStyle: ToastStyle) -> [Int: NoticePlacement] {
        var groups: [Rect: [Int]] = [:]
        var areas: [Rect] = []
        for index in screen.indices {
            guard case .toast(let toast) = screen[index].content, toast.region != nil,
                  let area = Self.area(of: toast.region, in: container, followsView: toast.regionFollowsView) else { continue }
            if groups[area] == nil { areas.append(area) }
            groups[area, default: []].append(index)
        }
        var result: [Int: NoticePlacement] = [:]
        for area in areas {
            let indices = groups[area] ?? []
            let local = Container(size: area.size, safeArea: .zero, keyboardHeight: 0,
                                  layoutDirection: container.layoutDirection, appearance: container.appearance)
            let shift = Point(x: -area.minX, y: -area.minY)
            let notices = indices.map { Self.moved(screen[$0], by: shift) }
            var placements: [NoticePlacement] = []
            ToastLayout(container: local, measurer: measurer)
                .layout(notices, count: notices.count, laneStyle: laneStyle, into: &placements)
            for (index, placement) in zip(indices, placements) {
                result[index] = placement.moved(by: area.origin)
            }
        }
        return result
    }

    /// The notice with a `point` position moved by `shift` (into the region's own
    /// coordinates); other positions do not depend on where the region is.
    private static func moved(_ notice: ScreenNotice, by shift: Point) -> ScreenNotice {
        guard case .toast(var toast) = notice.content, case .point(let x, let y) = toast.position else { return notice }
        toast.position = .point(x: x + shift.x, y: y + shift.y)
        var moved = notice
        moved.content = .toast(toast)
        return moved
    }
}

extension NoticePlacement {
    /// A toast's placement moved by `origin`, its parts with it.
    func moved(by origin: Point) -> NoticePlacement {
        var result = self
        result.frame = frame.offset(by: origin)
        if case .toast(var parts) = parts {
            parts.image = parts.image?.offset(by: origin)
            parts.activity = parts.activity?.offset(by: origin)
            parts.title = parts.title?.offset(by: origin)
            parts.message = parts.message?.offset(by: origin)
            parts.content = parts.content?.offset(by: origin)
            result.parts = .toast(parts)
        }
        return result
    }
}
