import Foundation
import PopupKitCore
import PopupKitPresentation

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
    private var messages: [NoticeID: BannerMessage] = [:]
    private var observation: CenterObservation?

    public init(center: PopupCenter) {
        self.center = center
        observation = center.observeEvents { [weak self] event in self?.heard(event) }
    }

    /// Pushes a message (WPToastCenter's `push`): its type's rule decides when it
    /// shows, whether it replaces the visible one, and whether it is dropped.
    @discardableResult
    public func push(_ message: BannerMessage) -> NoticeTicket {
        let pushed = message
        var message = message
        message.onTap = { [weak self] in
            pushed.onTap?()
            guard let self else { return }
            self.delegate?.bannerCenter(self, didTap: pushed)
        }
        let ticket = center.ticket(nil, lane: .banner)
        messages[ticket.id] = pushed
        return center.push(message, id: ticket.id)
    }

    /// Replaces the frequency rules (WPToastCenter's `loadControlInfo`), e.g.
    /// with rules a server sent.
    public func loadControlInfo(_ infos: [BannerControlInfo]) {
        center.loadRules(infos.map(\.rule))
    }

    private func heard(_ event: NoticeEvent) {
        guard event.lane == .banner, let message = messages[event.id] else { return }
        if event.kind == .shown { delegate?.bannerCenter(self, didShow: message) }
        if let outcome = event.kind.outcome {
            messages[event.id] = nil
            delegate?.bannerCenter(self, didEnd: message, outcome: outcome)
        }
    }
}
