import PopupKit

/// What a platform hit test is asked for (UIKit: the `UIEvent` passed to
/// `point(inside:with:)` and `hitTest(_:with:)`), as far as PopupKit cares: a
/// touch, which starts a press, or anything else.
///
/// UIKit hit-tests the overlay window for more than touches: a pointer or Apple
/// Pencil hovering (iPad with a trackpad or mouse, iPhone and iPad apps on a Mac),
/// a trackpad scroll or pinch, and hit tests with no event at all. Routing those
/// as touches would open presses nobody releases and dismiss every bubble that
/// goes on a tap outside as soon as the pointer moves. So only a touch is routed
/// (``PointerRouter/route(_:timestamp:)``); any other question is answered from
/// the screen as it is, with no side effect (``PointerRouter/peek(_:)``): hovering
/// over a notice still lands on it, or on the app's own view in it, and hovering
/// beside it still reaches the app.
package enum HitTestEvent: Hashable, Sendable {
    /// A finger, or a click, which UIKit delivers as a touch (`UIEvent.EventType.touches`),
    /// with its event's timestamp: the one kind of event that starts a press.
    case touch(timestamp: Duration)
    /// A hover, a scroll, a pinch, or no event at all: answered, never applied.
    case other

    /// The event a platform hit test was given: `nil` when there is none, else
    /// whether it is a touch event and its timestamp (UIKit: `event.type ==
    /// .touches`, `event.timestamp`, seconds since boot).
    package init(_ event: (isTouch: Bool, timestamp: Double)?) {
        if let event, event.isTouch {
            self = .touch(timestamp: .seconds(event.timestamp))
        } else {
            self = .other
        }
    }
}

extension HostDriver {
    /// Whether the point of a hit test is PopupKit's (`.claim`), the app's
    /// underneath (`.passThrough`) or the app's own view in a notice
    /// (`.hosted(name)`): what a hit-test host answers from `point(inside:with:)`
    /// and `hitTest(_:with:)`. A touch is routed, decided once and its `down`
    /// applied when it passes through (``route(_:timestamp:)``); any other event
    /// only reads the screen (``PointerRouter/peek(_:)``).
    package func route(_ point: Point, for event: HitTestEvent) -> PointerRoute {
        switch event {
        case .touch(let timestamp): route(point, timestamp: timestamp)
        case .other: peek(point)
        }
    }
}
