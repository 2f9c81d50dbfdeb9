import PopupKit

/// BubblePopup's calls, platform-free: what its popup and position types mean
/// for a bubble, and the tips each view added, so a view's tips can be removed
/// together. On iOS, `BubblePopupManager` adds them to views.
@MainActor
public final class BubbleManager {
    /// BubblePopup's `popupType`.
    public enum PopupType: Sendable {
        /// A triangle whose apex is the point.
        case triangle
        /// A dotted line ending in a dot on the point.
        case dotLine
    }

    /// BubblePopup's `positionType`, as BubblePopup lays it out: `.bottom` and
    /// `.top` name the bubble's side the pointer is on, so the bubble is on the
    /// other side of the point (`.bottom`: the bubble above the point); `.left` and
    /// `.right` name the point's side the bubble is on (`.left`: the bubble left of
    /// the point, its pointer on its right).
    public enum PositionType: Sendable {
        case top, bottom, left, right
    }

    public let center: PopupCenter
    private var owned: [AnyHashable: [NoticeID]] = [:]
    private var observation: CenterObservation?

    public init(center: PopupCenter) {
        self.center = center
        observation = center.observeEvents { [weak self] event in
            guard let self, event.lane == .bubble, event.kind.outcome != nil else { return }
            for owner in self.owned.keys { self.owned[owner]?.removeAll { $0 == event.id } }
            self.owned = self.owned.filter { !$0.value.isEmpty }
        }
    }

    /// The side of its target a bubble of `position` sits on (PopupKit's
    /// ``BubbleEdge``): top and bottom swap, left and right stay.
    public nonisolated static func edge(for position: PositionType) -> BubbleEdge {
        switch position {
        case .bottom: .top
        case .top: .bottom
        case .left: .left
        case .right: .right
        }
    }

    /// The pointer a popup type draws.
    public nonisolated static func pointer(for type: PopupType) -> BubblePointer {
        type == .triangle ? .triangle : .dotLine
    }

    /// The look a popup type gives `base` (the center's bubble style): a dotted
    /// line as BubblePopup draws it — 35 pt long, dashed 4 on 4, ending in a 6 pt
    /// dot with a 10 pt halo at 30 % — in the style's line colour (BubblePopup's
    /// brown goes with its yellow-to-brown body, which PopupKit does not draw);
    /// `nil` for a triangle (the style as it is).
    public nonisolated static func style(for type: PopupType, base: BubbleStyle) -> BubbleStyle? {
        guard type == .dotLine else { return nil }
        var style = base
        style.lineLength = 35
        style.dashPattern = [4, 4]
        style.dotDiameter = 6
        style.dotHaloDiameter = 10
        return style
    }

    /// A tip for `owner` pointing at `target` (a zero-size rect is a point).
    /// - Complexity: O(1).
    @discardableResult
    public func addPopup(owner: AnyHashable, tips: String, popupType: PopupType = .triangle,
                         positionType: PositionType = .bottom, at target: Rect, maxWidth: Double? = nil) -> NoticeTicket {
        let ticket = center.bubble(text: tips, pointingAt: target, edge: Self.edge(for: positionType),
                                   pointer: Self.pointer(for: popupType), maxWidth: maxWidth,
                                   style: Self.style(for: popupType, base: center.styles.bubble))
        owned[owner, default: []].append(ticket.id)
        return ticket
    }

    /// A tip whose content is the app's own view (BubblePopup's
    /// `customContentView`), for `owner`, pointing at `target`.
    @discardableResult
    public func addPopup(owner: AnyHashable, hosted: HostedContent, popupType: PopupType = .triangle,
                         positionType: PositionType = .bottom, at target: Rect,
                         completion: PopupCenter.Completion? = nil) -> NoticeTicket {
        let ticket = center.bubble(hosted: hosted, pointingAt: target, edge: Self.edge(for: positionType),
                                   pointer: Self.pointer(for: popupType),
                                   style: Self.style(for: popupType, base: center.styles.bubble), completion: completion)
        owned[owner, default: []].append(ticket.id)
        return ticket
    }

    /// Removes one tip.
    public func removePopup(_ id: NoticeID) {
        center.dismiss(id)
    }

    /// Removes every tip `owner` added.
    public func removeAllPopups(owner: AnyHashable) {
        for id in owned.removeValue(forKey: owner) ?? [] { center.dismiss(id) }
    }

    /// The tips `owner` added that have not ended, oldest first.
    public func popups(of owner: AnyHashable) -> [NoticeID] { owned[owner] ?? [] }
}
