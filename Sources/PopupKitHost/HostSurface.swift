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
    /// Carries out a request: an announcement, a screen-reader focus move, a haptic.
    func perform(_ request: HostRequest)
}
