import PopupKitCore

/// Which bubbles cannot show clear of everything, decided from the laid-out
/// screen: a `Stage` hides them (``NoticeEngine/isCovered(_:)``), their time
/// standing still, until this says they are clear again.
///
/// A bubble is covered when
/// - more than half of its target lies outside ``targetArea(of:)``, the safe area
///   above the keyboard (under the keyboard, under the status bar or the home
///   indicator, or off screen): a tip on the rest would point at a sliver; with
///   half or more showing it points at what shows (``BubbleLayout``);
/// - it reaches into the app's content but more than half of it lies under the
///   app's bars (``Container/contentRect``): a row scrolled under the navigation
///   bar or the tab bar. A target wholly on a bar (a navigation bar's button, a
///   tab) is a control the user sees, so the bars do not cover it; from a frame
///   alone a control on a bar and a row scrolled all the way under it look the
///   same, and the app says which by moving the tip or ending it (`moveBubble`,
///   `bubbleTargetGone`);
/// - any of its target lies under the body of another visible notice: the tip
///   would point at the notice, not at the app;
/// - or no side of the target is free for its body (``BubbleLayout``): every side
///   with room is taken by another notice's body.
///
/// Obstacles are the bodies of the visible notices of the other lanes and of the
/// bubbles decided before it that are not covered, so two bubbles never overlap.
/// Bubbles on screen are decided first, in show order, so the earlier one keeps its
/// place and none is pushed off by one coming back; hidden ones come back only
/// where they are clear of those, the earliest first. Notices fading out are not
/// obstacles: they are leaving.
struct BubbleCover {
    let layout: NoticeLayout
    private let container: Container
    private let bubbleLayout: BubbleLayout

    init(layout: NoticeLayout) {
        self.layout = layout
        container = layout.container.sanitized
        bubbleLayout = BubbleLayout(container: container, measurer: layout.measurer)
    }

    /// The bubbles of `screen` (laid out as `placements`) that are covered now, in
    /// show order, and the obstacles they leave: the bodies of the other lanes'
    /// visible notices and of the bubbles that stay.
    /// - Complexity: O(v log v) placements for v bubbles on screen.
    func decideShown(screen: [ScreenNotice], placements: [NoticePlacement]) -> (covered: [NoticeID], obstacles: [Rect]) {
        var obstacles: [Rect] = []
        var shown: [(order: UInt64, id: NoticeID, bubble: Bubble)] = []
        for (notice, placement) in zip(screen, placements) where notice.isVisible {
            if case .bubble(let bubble) = notice.content {
                shown.append((notice.showOrder, notice.id, bubble))
            } else {
                obstacles.append(placement.frame)
            }
        }
        var covered: [NoticeID] = []
        for notice in shown.sorted(by: { $0.order < $1.order }) {
            let (covers, frame) = decide(notice.bubble, notice.id, among: obstacles)
            if covers { covered.append(notice.id) } else { obstacles.append(frame) }
        }
        return (covered, obstacles)
    }

    /// The hidden bubbles of `hidden` that can come back among `obstacles` (what
    /// ``decideShown(screen:placements:)`` left), earliest first, each adding its
    /// body to `obstacles`.
    ///
    /// One still covered among the bubbles on screen stays covered with more
    /// obstacles, so only the others (usually none) are ordered and decided one by
    /// one. The obstacles stay the same through the first look, so a bubble like the
    /// one before it (the same request: tips piling up at one control) gets the same
    /// answer for one comparison.
    /// - Complexity: O(c + k log k) for c hidden bubbles, k of which could come back.
    func decideHidden(_ hidden: [NoticeEngine.CoveredBubble], obstacles: inout [Rect]) -> [NoticeID] {
        var candidates: [NoticeEngine.CoveredBubble] = []
        var previous: (bubble: Bubble, covers: Bool)?
        for notice in hidden {
            let covers: Bool
            if let previous, previous.bubble == notice.bubble {
                covers = previous.covers
            } else {
                covers = decide(notice.bubble, notice.id, among: obstacles).covers
                previous = (notice.bubble, covers)
            }
            if !covers { candidates.append(notice) }
        }
        var back: [NoticeID] = []
        for notice in candidates.sorted(by: { $0.showOrder < $1.showOrder }) {
            let (covers, frame) = decide(notice.bubble, notice.id, among: obstacles)
            if !covers {
                back.append(notice.id)
                obstacles.append(frame)
            }
        }
        return back
    }

    /// Whether `bubble` is covered among `obstacles`, and its body's frame.
    private func decide(_ bubble: Bubble, _ id: NoticeID, among obstacles: [Rect]) -> (covers: Bool, frame: Rect) {
        let placed = bubbleLayout.place(id, bubble, style: layout.styles.style(for: bubble), avoiding: obstacles)
        let covers = Self.isTargetCovered(bubble.target, container: container, obstacles: obstacles) || !placed.clear
        return (covers, placed.placement.frame)
    }

    /// Whether `target` is covered: more than half of it outside the safe area above
    /// the keyboard, more than half of it under the app's bars while the rest reaches
    /// into the content, or any of it under an obstacle. A bubble without a target points at the
    /// middle of the screen and is never covered by the screen's edges.
    static func isTargetCovered(_ target: Rect?, container: Container, obstacles: [Rect]) -> Bool {
        guard let target, target.isFinite else { return false }
        let clean = Rect(x: target.minX, y: target.minY, width: max(0, target.width), height: max(0, target.height))
        if visibleFraction(of: clean, in: targetArea(of: container)) < 0.5 { return true }
        let inContent = visibleFraction(of: clean, in: container.contentRect)
        if inContent > 0, inContent < 0.5 { return true }
        return obstacles.contains { visibleFraction(of: clean, in: $0) > 0 }
    }

    /// Where a target shows: the safe area above the keyboard (the app's bars
    /// included, see the type).
    static func targetArea(of container: Container) -> Rect {
        var insets = container.safeArea
        insets.bottom = max(insets.bottom, container.keyboardHeight)
        return container.bounds.inset(by: insets)
    }

    /// The share of `target` that lies inside `area`, from 0 to 1. A target without
    /// width (or height) counts by its length along the other axis; a point is
    /// inside or not. Edges count as inside for a zero-size side only.
    static func visibleFraction(of target: Rect, in area: Rect) -> Double {
        func share(_ low: Double, _ high: Double, _ areaLow: Double, _ areaHigh: Double) -> Double {
            guard high > low else { return low >= areaLow && low <= areaHigh && areaHigh > areaLow ? 1 : 0 }
            return max(0, min(high, areaHigh) - max(low, areaLow)) / (high - low)
        }
        return share(target.minX, target.maxX, area.minX, area.maxX) * share(target.minY, target.maxY, area.minY, area.maxY)
    }

    /// The part of `rect` inside `area` (a zero-size side stays where it is).
    static func intersection(_ rect: Rect, _ area: Rect) -> Rect {
        let minX = max(rect.minX, area.minX), maxX = max(minX, min(rect.maxX, area.maxX))
        let minY = max(rect.minY, area.minY), maxY = max(minY, min(rect.maxY, area.maxY))
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}
