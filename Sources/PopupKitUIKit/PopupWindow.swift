// iOS and iPadOS (Mac Catalyst too) with the real UIKit, or Linux against its documented
// declarations; empty on macOS, tvOS, watchOS and visionOS (docs/Apple.md#platforms).
#if os(iOS) || !canImport(Darwin)
#if canImport(UIKit)
import UIKit
#else
import AppleUIDeclarations
import Foundation
#endif
import PopupKit
internal import PopupKitHost

/// The overlay window: one per center shown on a window scene, above the app's
/// windows (at the host's level), not key (a key overlay would take the keyboard
/// away) except while a notice that takes text input shows and one of its fields
/// is first responder (``OverlayKey``), and transparent to every touch PopupKit
/// does not claim. With two centers on one scene, each has its window; a touch
/// one passes through is asked of the next, so the window that takes a touch is
/// the one whose center claims it.
///
/// Whether a touch is PopupKit's is answered from the driver's pointer routing
/// (``HostDriver/route(_:timestamp:)``: the center's own hit geometry), never
/// from UIKit's view hierarchy: the window holds only layers and the app's own
/// hosted views, so no private view an iOS release inserts can swallow or leak
/// touches. Only touches are routed; a hover, a scroll or a hit test without an
/// event reads the screen and changes nothing (``HitTestEvent``). A touch the driver routes to a hosted view goes to that view's own
/// `hitTest`. The touches it claims come to its touch handlers and go to the
/// driver, one finger at a time.
final class PopupWindow: UIWindow {
    /// Where claimed touches and routing questions go.
    weak var host: PopupHost?
    private var tracker = TouchTracker<ObjectIdentifier>()

    override var canBecomeKey: Bool { host?.overlayKey.mayBecomeKey ?? false }

    override func becomeKey() {
        super.becomeKey()
        host?.overlayKey.becameKey()
    }

    override func resignKey() {
        super.resignKey()
        host?.overlayKey.resignedKey()
    }

    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        route(point, with: event).map { $0 != .passThrough } ?? false
    }

    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard let host, let route = route(point, with: event) else { return nil }
        switch route {
        case .claim:
            // The window itself takes a claimed touch: its only views are the app's.
            return self
        case .passThrough:
            return nil
        case .hosted(let name):
            // The app's view keeps its own touches.
            return host.hostedViews.hitTest(name, at: Point(x: Double(point.x), y: Double(point.y)), with: event)
        }
    }

    /// A touch is routed (its `down` may tap outside the bubbles); a hover, a
    /// scroll or a hit test without an event is only answered (``HitTestEvent``).
    private func route(_ point: CGPoint, with event: UIEvent?) -> PointerRoute? {
        guard let host else { return nil }
        let event = HitTestEvent(event.map { (isTouch: $0.type == .touches, timestamp: $0.timestamp) })
        return host.driver.route(Point(x: Double(point.x), y: Double(point.y)), for: event)
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        send(tracker.began(located(touches)))
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        send(tracker.moved(located(touches)))
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        send(tracker.ended(located(touches), cancelled: false))
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        send(tracker.ended(located(touches), cancelled: true))
    }

    private func located(_ touches: Set<UITouch>) -> [(ObjectIdentifier, Point)] {
        touches.map { touch in
            let point = touch.location(in: self)
            return (ObjectIdentifier(touch), Point(x: Double(point.x), y: Double(point.y)))
        }
    }

    private func send(_ events: [(PointerPhase, Point)]) {
        for (phase, point) in events { host?.driver.pointer(phase, at: point) }
    }
}
#endif
