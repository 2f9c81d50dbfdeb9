import PopupKitCore
import PopupKitPresentation
import PopupKitStage

extension PopupCenter {
    /// Shows a bubble tip pointing at `target` (BubblePopup).
    ///
    /// - Parameters:
    ///   - text: the tip.
    ///   - target: the frame it points at, in screen points.
    ///   - edge: the target's side the bubble prefers (it flips when there is no room).
    ///   - pointer: a triangle arrow or a dotted line ending in a dot.
    ///   - maxWidth: wraps the text; the style's when `nil`.
    ///   - style: its look; the bubble lane's when `nil`.
    ///   - duration: forever by default: a tap on it or elsewhere dismisses it.
    ///   - id: to update or dismiss it later; generated when `nil`.
    ///   - completion: runs once when it ends.
    @discardableResult
    public nonisolated func bubble(text: String, pointingAt target: Rect, edge: BubbleEdge = .bottom,
                                   pointer: BubblePointer = .triangle, maxWidth: Double? = nil, style: BubbleStyle? = nil,
                                   duration: DisplayDuration? = nil, id: NoticeID? = nil,
                                   completion: Completion? = nil) -> NoticeTicket {
        show(bubble: Bubble(text: text, pointer: pointer, edge: edge, target: target, maxWidth: maxWidth, style: style),
             duration: duration, id: id, completion: completion)
    }

    /// Shows the app's own view in a bubble pointing at `target` (BubblePopup's
    /// `customContentView`): a slot of `hosted`'s measured size in the body, over
    /// which the host puts the view registered under its name. The parameters are
    /// ``bubble(text:pointingAt:edge:pointer:maxWidth:style:duration:id:completion:)``'s.
    @discardableResult
    public nonisolated func bubble(hosted: HostedContent, pointingAt target: Rect, edge: BubbleEdge = .bottom,
                                   pointer: BubblePointer = .triangle, maxWidth: Double? = nil, style: BubbleStyle? = nil,
                                   duration: DisplayDuration? = nil, id: NoticeID? = nil,
                                   completion: Completion? = nil) -> NoticeTicket {
        show(bubble: Bubble(hosted: hosted, pointer: pointer, edge: edge, target: target, maxWidth: maxWidth, style: style),
             duration: duration, id: id, completion: completion)
    }

    /// Shows any bubble, custom content and hosted views included.
    @discardableResult
    public nonisolated func show(bubble: Bubble, duration: DisplayDuration? = nil, id: NoticeID? = nil,
                                 completion: Completion? = nil) -> NoticeTicket {
        let ticket = ticket(id, lane: .bubble)
        perform(ticket, completion: completion) { center, now in
            center.liveStage.send(.submit(Notice(id: ticket.id, .bubble(bubble), duration: duration)), now: now)
        }
        return ticket
    }

    /// Dismisses every bubble.
    public nonisolated func dismissAllBubbles() {
        send(.hideAll(.bubble, clearQueue: true, includeActivity: false))
    }
}
