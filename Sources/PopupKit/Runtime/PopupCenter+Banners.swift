import PopupKitCore
import PopupKitPresentation
import Foundation
import PopupKitStage

extension PopupCenter {
    /// Pushes a banner; its type's rule decides when it shows, whether it preempts
    /// the visible one, and whether it is dropped for being too frequent.
    @discardableResult
    public nonisolated func push(_ message: BannerMessage, id: NoticeID? = nil, completion: Completion? = nil) -> NoticeTicket {
        let ticket = ticket(id, lane: .banner)
        let onTap = message.onTap
        // The tap handler runs at the tap (WPToastManager's); the completion once
        // the banner has slid away.
        let tapped: Completion = { outcome in
            if outcome.didTap { onTap?() }
        }
        perform(ticket, completion: completion, decided: tapped) { center, now in
            var banner = Banner(type: message.type, title: message.title, subtitle: message.subtitle,
                                image: message.image, style: message.style)
            banner.hosted = message.hosted
            let notice = Notice(id: ticket.id, .banner(banner), expiresAfter: message.expiration,
                                duration: message.displayTime.map { .fixed($0) })
            center.liveStage.send(.submit(notice), now: now)
        }
        return ticket
    }

    /// Replaces the banner frequency rules.
    public nonisolated func loadRules(_ rules: [FrequencyRule]) {
        let book = RuleBook(rules)
        send(.rules(book))
    }

    /// Replaces the banner frequency rules with rules read from JSON (an array of
    /// rules, as in a scenario's `rules`, e.g. from a server).
    /// - Throws: ``RuleBookError`` naming the bad field; the rules in use stay.
    public nonisolated func loadRules(json: Data) throws(RuleBookError) {
        let book = try RuleBook(json: json)
        send(.rules(book))
    }
}
