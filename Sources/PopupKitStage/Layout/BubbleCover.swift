import PopupKitCore
import PopupKitPresentation

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
/// bubbles shown before it that are not covered, so two bubbles never overlap and
/// the earlier one keeps its place. Notices fading out are not obstacles: they are
/// leaving.
struct BubbleCover {
    let layout: NoticeLayout
    private let container: Container
    private let bubbleLayout: BubbleLayout

    init(layout: NoticeLayout) {
        self.layout = layout
        container = layout.container.sanitized
        bubbleLayout = BubbleLayout(container: container, measurer: layout.measurer)
    }

    /// The bubbles of `screen` (laid out as `placements`) and `hidden` (covered
    /// now) whose coverage differs from what the engine has: `(id, covered)` in
    /// show order. One pass decides each bubble against the ones before it, so what
    /// it hides and shows is its own answer: a look after applying it finds nothing.
    /// - Complexity: O((v + c) log (v + c)) for v bubbles on screen and c hidden;
    ///   a bubble like the one before it (the same request: tips piling up at one
    ///   control) costs one comparison while no bubble between them showed.
    func changes(screen: [ScreenNotice], placements: [NoticePlacement],
                 hidden: [NoticeEngine.CoveredBubble]) -> [(NoticeID, Bool)] {
        var obstacles: [Rect] = []
        var bubbles: [(notice: NoticeEngine.CoveredBubble, hidden: Bool)] = []
        for (notice, placement) in zip(screen, placements) where notice.isVisible {
            if case .bubble(let bubble) = notice.content {
                bubbles.append((.init(id: notice.id, showOrder: notice.showOrder, bubble: bubble), false))
            } else {
                obstacles.append(placement.frame)
            }
        }
        bubbles += hidden.map { ($0, true) }
        // Show orders are unique among visible notices.
        bubbles.sort { $0.notice.showOrder < $1.notice.showOrder }
        var previous: (bubble: Bubble, covers: Bool, frame: Rect)?
        var result: [(NoticeID, Bool)] = []
        for (notice, isHidden) in bubbles {
            let covers: Bool, frame: Rect
            if let previous, previous.bubble == notice.bubble {
                (covers, frame) = (previous.covers, previous.frame)
            } else {
                (covers, frame) = decide(notice.bubble, notice.id, among: obstacles)
                previous = (notice.bubble, covers, frame)
            }
            if covers != isHidden { result.append((notice.id, covers)) }
            if !covers {
                obstacles.append(frame)
                previous = nil
            }
        }
        return result
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
