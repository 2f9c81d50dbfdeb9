import PopupKit
import PopupKitHost

/// A host surface that keeps what the host driver did to it since the last
/// ``take()``: what `popupkit layers` prints for a frame.
@MainActor
final class FrameLogSurface: HostSurface {
    /// What one frame brought.
    struct Frame {
        /// The transactions committed, in order (one, unless every layer was inserted again).
        var transactions: [LayerTransaction] = []
        /// The screen reader's elements, when they changed (the last change).
        var accessibility: AccessibilityChange?
        /// The requests performed after the frame, in order.
        var requests: [HostRequest] = []
        /// Every hosted view's slot, when one appeared, moved, faded or went.
        var slots: [HostedSlot]?
    }

    private var frame = Frame()

    /// What happened since the last call, and forgets it.
    func take() -> Frame {
        defer { frame = Frame() }
        return frame
    }

    func commit(_ transaction: LayerTransaction) {
        frame.transactions.append(transaction)
    }

    func accessibilityChanged(_ change: AccessibilityChange) {
        frame.accessibility = change
    }

    func perform(_ request: HostRequest, focus: AccessibilityElement?) {
        frame.requests.append(request)
    }

    func hostedSlotsChanged(_ slots: [HostedSlot]) {
        frame.slots = slots
    }
}
