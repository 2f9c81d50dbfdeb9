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

/// The UIKit host's surface: the driver's layer operations of a frame, and the
/// app's views they move, applied in one `CATransaction` with implicit
/// animations off, the screen
/// reader's elements handed to the overlay's view, and requests posted to
/// UIAccessibility and the haptic engine. Every decision was the driver's.
@MainActor
final class UIKitLayerSurface: HostSurface {
    /// The layer every notice's layer goes in; the overlay window's view holds it
    /// while the window exists.
    let container = CALayer()
    let painter: CoreGraphicsPainter
    private(set) var tree: PlatformLayerTree<CALayer>
    /// Called after each commit with the number of layers (the host removes its
    /// window when none are left).
    var onCommitted: (@MainActor (_ layerCount: Int) -> Void)?
    /// Where the app's views go after a frame that moved a slot (the host's
    /// hosted views), with the instant the frame shows (the slots' motions begin
    /// relative to it).
    var onHostedSlots: (@MainActor (_ slots: [HostedSlot], _ time: Instant) -> Void)?
    /// The time of the last frame committed, on the center's clock.
    private var time = Instant.zero
    /// Where the elements and requests go: the overlay, while it exists.
    weak var accessibility: AccessibilityOverlay?
    private let haptics = Haptics()

    init(painter: CoreGraphicsPainter, scale: Double) {
        self.painter = painter
        tree = PlatformLayerTree(root: container, scale: scale, makeLayer: { CALayer() },
                                 painter: { paint, scale in painter.bitmap(of: paint, scale: scale) })
    }

    /// Draws the layers at another scale from the next commit on (the driver
    /// inserts every layer again).
    func setScale(_ scale: Double) {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        tree.removeAll()
        CATransaction.commit()
        tree.scale = scale
    }

    func commit(_ transaction: LayerTransaction) {
        commitFrame(transaction, hostedSlots: nil)
    }

    /// The frame's layers and the app's views on them in one transaction, so a
    /// view moved by a slide or a drag is drawn with its notice's body, not a
    /// frame after it.
    func commitFrame(_ transaction: LayerTransaction, hostedSlots: [HostedSlot]?) {
        time = transaction.time
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        tree.apply(transaction)
        if let hostedSlots { onHostedSlots?(hostedSlots, transaction.time) }
        CATransaction.commit()
        onCommitted?(tree.count)
    }

    func hostedSlotsChanged(_ slots: [HostedSlot]) {
        onHostedSlots?(slots, time)
    }

    /// Plays every layer's running motions again as of `time` (the center's
    /// clock now): UIKit removes a layer's animations while the app is in the
    /// background, so a spinner would stand still and a fade stay half-way.
    func replayMotions(at time: Instant) {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        tree.replayMotions(at: time)
        CATransaction.commit()
    }

    /// VoiceOver drops announcements made next to another notification or while
    /// the screen moves: the driver holds them until the show settles and makes
    /// one again when VoiceOver reports it cut off (``UIKitAnnouncements``).
    var announcementTiming: AnnouncementSchedule.Timing? { UIKitAnnouncements.timing }

    func accessibilityChanged(_ change: AccessibilityChange) {
        accessibility?.show(change)
    }

    func perform(_ request: HostRequest, focus: AccessibilityElement?) {
        switch request.kind {
        case .announce(let text):
            UIAccessibility.post(notification: .announcement, argument: text)
        case .screenChanged:
            UIAccessibility.post(notification: .screenChanged, argument: focus.flatMap { accessibility?.platformElement(for: $0) })
        case .haptic(let haptic):
            haptics.play(haptic)
        }
    }

    /// Gets the haptic engine ready for a haptic soon (a HUD's result).
    func prepareHaptics() { haptics.prepare() }
}
#endif
