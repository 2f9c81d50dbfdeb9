import PopupKit

/// What a platform does for a host: it performs what the host driver decided
/// and decides nothing. The X11 window's Cairo surface, a UIKit window's layers
/// and `RecordingSurface` (PopupKitTesting, the reference the others are checked
/// against) implement it.
@MainActor
public protocol HostSurface: AnyObject {
    /// Applies one frame's layer operations, in order, at once (Core Animation:
    /// one transaction with implicit animations off).
    func commit(_ transaction: LayerTransaction)
    /// The screen reader's elements changed with the frame just committed: hand
    /// them to the platform (UIKit: the window's `accessibilityElements`, then a
    /// layout-changed notification, or a screen-changed one when
    /// ``AccessibilityChange/modalChanged``).
    func accessibilityChanged(_ change: AccessibilityChange)
    /// Carries out a request after the frame it is about: an announcement, a
    /// haptic, or a screen change whose `focus` is the element the screen reader
    /// moves to (resolved against the elements just handed over; `nil` for other
    /// requests or a notice without an element).
    func perform(_ request: HostRequest, focus: AccessibilityElement?)
    /// Where the app's own views are shown changed with the frame just committed
    /// (a slot appeared, moved, faded, scaled or went): every slot now, bottom to
    /// top; empty when the last one went. A host puts each registered view over
    /// its slot (UIKit: `bounds`, `center`, `transform`, `alpha`) and takes away
    /// the views whose slot is gone. Handed over with the frame's operations
    /// (``commitFrame(_:hostedSlots:)``), so a view moves with the layer it lies
    /// on. The default does nothing: a surface with no app views (a window that
    /// draws placeholders) ignores it.
    func hostedSlotsChanged(_ slots: [HostedSlot])
    /// One frame, as the driver hands it over: its layer operations and, when
    /// they moved an app's view, every hosted slot (``hostedSlotsChanged(_:)``'s
    /// argument; `nil` when no slot changed). A surface whose platform batches
    /// its changes applies both in one batch, so the app's view never trails the
    /// layer it lies on by a frame during a slide or a drag (Core Animation: one
    /// `CATransaction` around the layers and the views). The default applies
    /// them in turn: ``commit(_:)``, then ``hostedSlotsChanged(_:)``.
    func commitFrame(_ transaction: LayerTransaction, hostedSlots: [HostedSlot]?)
    /// How the driver times announcements for this platform's screen reader
    /// (``AnnouncementSchedule``): they wait for their notice's show to settle and
    /// are made again when the screen reader reports them cut off
    /// (``HostDriver/announcementFinished(_:successfully:)``). `nil`, the default:
    /// each is performed right after the frame it is about, like every request.
    var announcementTiming: AnnouncementSchedule.Timing? { get }
}

extension HostSurface {
    public func hostedSlotsChanged(_ slots: [HostedSlot]) {}

    public func commitFrame(_ transaction: LayerTransaction, hostedSlots: [HostedSlot]?) {
        commit(transaction)
        if let hostedSlots { hostedSlotsChanged(hostedSlots) }
    }

    public var announcementTiming: AnnouncementSchedule.Timing? { nil }
}
