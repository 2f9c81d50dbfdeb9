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

/// The app's own views shown in notices (``HostedContent``): a container view on
/// top of the overlay's layers that holds each registered view while its slot is
/// on screen, placed exactly over the slot on every frame that moves it, its
/// layer playing the slot's motions (``HostedSlot/motions``) so it moves with its
/// notice between frames. Which view goes where is ``HostedViewPlacement``'s;
/// this only assigns.
@MainActor
final class HostedViews {
    /// Holds the shown views; it fills the overlay's view.
    let container = UIView(frame: .zero)
    private var views: [String: UIView] = [:]
    /// The views that keep every touch on them (SwiftUI content): no touch on
    /// them is the notice's.
    private var keepingEveryTouch: Set<String> = []
    private var slots: [HostedSlot] = []
    /// The time of the frame ``slots`` came with, on the center's clock.
    private var time = Instant.zero
    /// The motions each shown view's layer plays, by name: played again only when
    /// they change, so a frame that moves nothing does not restart them.
    private var playing: [String: [Motion]] = [:]

    /// Shows `view` over the slots named `name` from now on (the last view
    /// registered under a name replaces the one before). A view that
    /// `keepsEveryTouch` is never asked (``HostedViewTouch``): every touch on it
    /// is its own.
    func register(_ view: UIView, as name: String, keepsEveryTouch: Bool = false) {
        if let old = views[name], old !== view {
            old.layer.play([], at: time)
            old.removeFromSuperview()
            playing[name] = nil
        }
        views[name] = view
        if keepsEveryTouch { keepingEveryTouch.insert(name) } else { keepingEveryTouch.remove(name) }
        show(slots, at: time)
    }

    /// Stops showing the view registered under `name`.
    func unregister(_ name: String) {
        keepingEveryTouch.remove(name)
        guard let view = views.removeValue(forKey: name) else { return }
        view.layer.play([], at: time)
        view.removeFromSuperview()
        playing[name] = nil
    }

    /// Puts every registered view over its slot, bottom to top, and takes away
    /// those without one; `time` is the instant the frame shows (the slots'
    /// motions begin relative to it).
    func show(_ slots: [HostedSlot], at time: Instant) {
        self.slots = slots
        self.time = time
        if let bounds = container.superview?.bounds { container.frame = bounds }
        let placement = HostedViewPlacement(slots: slots, registered: Set(views.keys))
        for name in placement.hidden {
            guard let view = views[name] else { continue }
            if playing.removeValue(forKey: name) != nil { view.layer.play([], at: time) }
            view.removeFromSuperview()
        }
        for slot in placement.shown {
            guard let view = views[slot.name] else { continue }
            let t = slot.transform
            view.transform = .identity
            view.bounds = CGRect(x: 0, y: 0, width: slot.size.width, height: slot.size.height)
            view.center = CGPoint(slot.center)
            view.transform = CGAffineTransform(a: t.a, b: t.b, c: t.c, d: t.d, tx: 0, ty: 0)
            view.alpha = CGFloat(slot.opacity)
            container.addSubview(view)
            if (playing[slot.name] ?? []) != slot.motions {
                view.layer.play(slot.motions, at: time)
                playing[slot.name] = slot.motions
            }
        }
    }

    /// Plays every shown view's running motions again as of `time`: UIKit removes
    /// a layer's animations while the app is in the background.
    func replayMotions(at time: Instant) {
        for (name, motions) in playing {
            guard let view = views[name], view.superview === container else { continue }
            let running = motions.filter { $0.isRunning(at: time) }
            if !running.isEmpty { view.layer.play(running, at: time) }
        }
    }

    /// The names of the views on screen now (over a slot).
    var shownNames: Set<String> {
        Set(views.filter { $0.value.superview === container }.keys)
    }

    /// The view registered under `name` while it is on screen: what the screen
    /// reader reaches in its notice's place.
    func shownView(named name: String) -> UIView? {
        views[name].flatMap { $0.superview === container ? $0 : nil }
    }

    /// The view a touch at `point` (container points) that the driver routed to
    /// the view named `name` goes to: the view's own answer, or for SwiftUI
    /// content that answers none over layers it draws, the hosting view
    /// (``HostedHitTarget``); `nil` when it is not shown or takes none.
    func hitTest(_ name: String, at point: Point, with event: UIEvent?) -> UIView? {
        guard let view = views[name], view.superview === container,
              let slot = HostedViewPlacement.slot(named: name, in: slots),
              let local = slot.localPoint(point) else { return nil }
        let hit = view.hitTest(CGPoint(local), with: event)
        let keepsEveryTouch = keepingEveryTouch.contains(name)
        // The container's points are the view's superlayer's.
        let layerHit = hit == nil && keepsEveryTouch && view.layer.hitTest(CGPoint(point)) != nil
        switch HostedHitTarget.target(viewHit: hit != nil, keepsEveryTouch: keepsEveryTouch, layerHit: layerHit) {
        case .viewHit: return hit
        case .hostedView: return view
        case .none: return nil
        }
    }

    /// Whether the view named `name` keeps a touch at `point` (container points)
    /// or gives it to its notice (``HostedViewTouch``): what its own hit test
    /// finds there, from the view hit up to it. A view that is not shown keeps
    /// none.
    func viewKeepsTouch(_ name: String, at point: Point) -> Bool {
        if keepingEveryTouch.contains(name) { return true }
        guard let root = views[name], root.superview === container,
              let slot = HostedViewPlacement.slot(named: name, in: slots), let local = slot.localPoint(point),
              let hit = root.hitTest(CGPoint(local), with: nil) else { return false }
        var path: [HostedViewTouch.PathView] = []
        var view: UIView? = hit
        while let current = view {
            path.append(HostedViewTouch.PathView(
                isControl: current is UIControl,
                recognizesGestures: current.gestureRecognizers?.contains(where: \.isEnabled) ?? false))
            if current === root { break }
            view = current.superview
        }
        return HostedViewTouch.viewKeepsTouch(path: path)
    }
}

extension HostedViewMeasure {
    /// How `view` is laid out: by frames when it translates its autoresizing
    /// mask and neither it nor any view inside it holds a constraint (a
    /// constraint between subviews is held by one of them or by `view`).
    @MainActor
    static func layout(of view: UIView) -> Layout {
        func holdsConstraints(_ view: UIView) -> Bool {
            !view.constraints.isEmpty || view.subviews.contains(where: holdsConstraints)
        }
        guard view.translatesAutoresizingMaskIntoConstraints, !holdsConstraints(view) else { return .constraints }
        return .frames(bounds: Size(width: Double(view.bounds.width), height: Double(view.bounds.height)))
    }
}

extension HostedContent {
    /// The content that shows `view` under `name`, at the size Auto Layout gives
    /// it as small as its constraints allow
    /// (`systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)`). Register
    /// the view under the same name (``PopupHost/register(view:as:)``). A view
    /// whose height depends on its width (a label that wraps) is measured with
    /// ``init(view:name:maxWidth:)``; a view that sizes itself otherwise measures
    /// itself and uses ``HostedContent/init(name:size:)``.
    @MainActor
    public init(view: UIView, name: String) {
        let size = view.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
        self.init(name: name, width: Double(size.width), height: Double(size.height))
    }

    /// The content that shows `view` under `name`, sized as UIKit sizes it in at
    /// most `maxWidth` points (``HostedViewMeasure/size(of:offeredWidth:compressed:atWidth:)``):
    /// a frame-laid view (no constraints, `translatesAutoresizingMaskIntoConstraints`)
    /// at its `bounds.size`; a view with constraints as small as they allow, or,
    /// when that is wider than `maxWidth`, as tall as they make it at `maxWidth`
    /// (a label wraps). The hosts offer the room's width
    /// (``HostedViewMeasure/offeredWidth(in:maxWidth:)``).
    @MainActor
    public init(view: UIView, name: String, maxWidth: Double) {
        let offered: Double = HostedViewMeasure.offeredWidth(maxWidth)
        let size = HostedViewMeasure.size(of: HostedViewMeasure.layout(of: view), offeredWidth: offered, compressed: {
            let measured = view.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
            return Size(width: Double(measured.width), height: Double(measured.height))
        }, atWidth: { width in
            var target = UIView.layoutFittingCompressedSize   // height 0: as short as the constraints allow
            target.width = CGFloat(width)
            let measured = view.systemLayoutSizeFitting(target, withHorizontalFittingPriority: .required,
                                                        verticalFittingPriority: .fittingSizeLevel)
            return Size(width: Double(measured.width), height: Double(measured.height))
        })
        self.init(name: name, size: size)
    }
}
#endif
