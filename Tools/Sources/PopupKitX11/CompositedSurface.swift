#if canImport(CX11)
import PopupKit
import PopupKitCairo
import PopupKitHost

/// The host surface of a window whose layers a ``CompositorThread`` keeps: a
/// commit on the main actor only queues the transaction (after `beforeCommit`,
/// where the window takes a new size first), and the thread draws and sends the
/// frame. Requests and screen-reader changes stay on the main actor.
@MainActor
final class CompositedSurface: HostSurface {
    let compositor: CompositorThread
    /// Called with each transaction before it is queued.
    var beforeCommit: (@MainActor (LayerTransaction) -> Void)?
    /// Called after each transaction was queued.
    var afterCommit: (@MainActor () -> Void)?
    var onRequest: (@MainActor (HostRequest) -> Void)?
    var onAccessibility: (@MainActor (AccessibilityChange) -> Void)?

    init(compositor: CompositorThread) {
        self.compositor = compositor
    }

    func commit(_ transaction: LayerTransaction) {
        beforeCommit?(transaction)
        compositor.commit(transaction)
        afterCommit?()
    }

    func accessibilityChanged(_ change: AccessibilityChange) {
        onAccessibility?(change)
    }

    func perform(_ request: HostRequest, focus: AccessibilityElement?) {
        onRequest?(request)
    }
}
#endif
