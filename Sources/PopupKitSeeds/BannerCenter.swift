import Foundation
import PopupKit

/// WPToastManager's frequency rule for one message type (`WPToastControlInfo`):
/// at most one message of the type every `interval`, a message older than
/// `expiration` dropped, and the higher `priority` first (an equal or higher one
/// arriving replaces the visible one).
public struct BannerControlInfo: Hashable, Sendable {
    public var type: String
    public var interval: Duration
    public var expiration: Duration?
    public var priority: Int

    public init(type: String, interval: Duration = .zero, expiration: Duration? = nil, priority: Int = 0) {
        self.type = type
        self.interval = interval
        self.expiration = expiration
        self.priority = priority
    }

    /// The rule the center applies.
    public var rule: FrequencyRule {
        FrequencyRule(type: type, priority: priority, minInterval: interval, expiration: expiration)
    }
}

/// What a ``BannerCenter``'s delegate hears (WPToastManager's delegate), on the
/// main actor, once each, in the order they happen.
@MainActor
public protocol BannerCenterDelegate: AnyObject {
    /// A message is on screen (it starts sliding in).
    func bannerCenter(_ center: BannerCenter, didShow message: BannerMessage)
    /// The user tapped a message.
    func bannerCenter(_ center: BannerCenter, didTap message: BannerMessage)
    /// A message ended: dismissed (its display time, a swipe, a higher priority),
    /// expired before it showed, or discarded (invalid, too frequent).
    func bannerCenter(_ center: BannerCenter, didEnd message: BannerMessage, outcome: Outcome)
}

extension BannerCenterDelegate {
    public func bannerCenter(_ center: BannerCenter, didShow message: BannerMessage) {}
    public func bannerCenter(_ center: BannerCenter, didTap message: BannerMessage) {}
    public func bannerCenter(_ center: BannerCenter, didEnd message: BannerMessage, outcome: Outcome) {}
}

/// WPToastManager's `WPToastCenter`: push messages, load the frequency rules
/// (`loadControlInfo`), hear about them through a delegate. Over a
/// ``PopupCenter``'s banner lane, whose rules decide everything.
@MainActor
public final class BannerCenter {
    /// The center over ``PopupCenter/shared`` (WPToastCenter's `shared`).
    public static let shared = BannerCenter(center: .shared)

    public let center: PopupCenter
    public weak var delegate: (any BannerCenterDelegate)?
    /// Changes each message as it is pushed (the UIKit host sets it to show a
    /// type's own view, WPToastManager's `customToastClass`); the delegate hears
    /// of the message as it was pushed.
    public var preparing: (@MainActor (_ message: BannerMessage, _ id: NoticeID) -> BannerMessage)?
    /// Called when a pushed message has left the screen (its slide-out is over) or
    /// ended without showing: what ``preparing`` set up for it can go.
    public var messageLeft: (@MainActor (NoticeID) -> Void)?
    private var messages: [NoticeID: BannerMessage] = [:]
    private var observation: CenterObservation?

    public init(center: PopupCenter) {
        self.center = center
        observation = center.observeEvents { [weak self] event in self?.heard(event) }
    }

    /// Pushes a message (WPToastCenter's `push`): its type's rule decides when it
    /// shows, whether it replaces the visible one, and whether it is dropped.
    @discardableResult
    public func push(_ message: BannerMessage, completion: PopupCenter.Completion? = nil) -> NoticeTicket {
        let pushed = message
        let ticket = center.ticket(nil, lane: .banner)
        var message = preparing?(message, ticket.id) ?? message
        message.onTap = { [weak self] in
            pushed.onTap?()
            guard let self else { return }
            self.delegate?.bannerCenter(self, didTap: pushed)
        }
        messages[ticket.id] = pushed
        return center.push(message, id: ticket.id, completion: completion)
    }

    /// Replaces the frequency rules (WPToastCenter's `loadControlInfo`), e.g.
    /// with rules a server sent.
    public func loadControlInfo(_ infos: [BannerControlInfo]) {
        center.loadRules(infos.map(\.rule))
    }

    private func heard(_ event: NoticeEvent) {
        guard event.lane == .banner, let message = messages[event.id] else { return }
        // `left` follows a dismissal; every other ending is final at once.
        if event.kind == .shown { delegate?.bannerCenter(self, didShow: message) }
        if let outcome = event.kind.outcome {
            delegate?.bannerCenter(self, didEnd: message, outcome: outcome)
            // A message that never showed has no slide-out to wait for.
            if case .dismissed = outcome { return }
            messages[event.id] = nil
            messageLeft?(event.id)
        }
        if event.kind == .left {
            messages[event.id] = nil
            messageLeft?(event.id)
        }
    }
}
