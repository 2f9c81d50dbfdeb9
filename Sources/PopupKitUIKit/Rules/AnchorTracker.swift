import PopupKit

/// What a host reads, at a display frame, about the view a bubble points at.
package enum AnchorReading: Hashable, Sendable {
    /// The view's frame now, in container points.
    case frame(Rect)
    /// The view left its window, or was freed: the bubble points at nothing.
    case gone
    /// The bubble itself ended (its ticket has an outcome): nothing to follow.
    case ended
}

/// What the tracker tells the center about one anchored bubble.
package enum AnchorChange: Hashable, Sendable {
    /// ``PopupCenter/moveBubble(_:to:)``.
    case move(NoticeID, to: Rect)
    /// ``PopupCenter/bubbleTargetGone(_:)``.
    case gone(NoticeID)
}

/// Follows the views bubbles point at, once per display frame, and decides what
/// the center hears: a move only when a view's frame changed, one `gone` when
/// it left the screen, nothing while it stays put (nor for a reading that is not
/// finite). A display link runs only
/// while at least one bubble is followed, so a screen with no anchored bubble
/// has no frame callbacks at all.
///
/// The platform only reads (`convert(_:to:)` and `window` on iOS) and forwards:
/// `read` answers for one bubble, `send` carries a change to the center. Both
/// are plain closures, so every rule here is tested with fake readings.
@MainActor
package final class AnchorTracker {
    private let link: any DisplayLinking
    private let read: @MainActor (NoticeID) -> AnchorReading
    private let send: @MainActor (AnchorChange) -> Void
    /// Followed bubbles in the order they were followed, with the last frame sent.
    private var followed: [(id: NoticeID, frame: Rect)] = []
    /// Whether the display link runs.
    package private(set) var isRunning = false
    /// How many frames read the views.
    package private(set) var ticks = 0

    /// - Parameters:
    ///   - link: the display's frame callback, created while bubbles are followed.
    ///   - read: what the view of a bubble reads now.
    ///   - send: tells the center.
    package init(link: any DisplayLinking, read: @escaping @MainActor (NoticeID) -> AnchorReading,
                send: @escaping @MainActor (AnchorChange) -> Void) {
        self.link = link
        self.read = read
        self.send = send
    }

    /// The bubbles followed, in the order they were followed.
    package var followedIDs: [NoticeID] { followed.map(\.id) }

    /// Follows the bubble `id`, whose target was last given as `frame` (the frame
    /// it was shown with: a view that stays there sends nothing). Following an id
    /// again replaces its frame. Starts the link if it was still.
    /// - Complexity: O(b) for b followed bubbles.
    package func follow(_ id: NoticeID, from frame: Rect) {
        if let index = followed.firstIndex(where: { $0.id == id }) {
            followed[index].frame = frame
        } else {
            followed.append((id, frame))
        }
        guard !isRunning else { return }
        isRunning = true
        link.start(range: FrameRateRange(.displayMaximum)) { [weak self] _, _ in self?.tick() }
    }

    /// Stops following the bubble `id` and sends nothing more about it; stops the
    /// link when it was the last.
    /// - Complexity: O(b) for b followed bubbles.
    package func forget(_ id: NoticeID) {
        followed.removeAll { $0.id == id }
        stopIfIdle()
    }

    /// Forgets every bubble and stops the link (the host goes away).
    package func forgetAll() {
        followed = []
        stopIfIdle()
    }

    /// One display frame: reads every followed view, in the order they were
    /// followed, and sends a move for each frame that changed and a `gone` for each
    /// view that left (which is then forgotten, as is a bubble that ended). Stops
    /// the link when nothing is left to follow.
    /// - Complexity: O(b) reads for b followed bubbles.
    package func tick() {
        ticks += 1
        var kept: [(id: NoticeID, frame: Rect)] = []
        kept.reserveCapacity(followed.count)
        for entry in followed {
            switch read(entry.id) {
            case .frame(let frame) where frame == entry.frame || !frame.isFinite:
                // Unchanged; or a reading that is no frame (a view mid-transform),
                // which the center would refuse: the last frame sent stands.
                kept.append(entry)
            case .frame(let frame):
                kept.append((entry.id, frame))
                send(.move(entry.id, to: frame))
            case .gone:
                send(.gone(entry.id))
            case .ended:
                break
            }
        }
        followed = kept
        stopIfIdle()
    }

    private func stopIfIdle() {
        guard isRunning, followed.isEmpty else { return }
        isRunning = false
        link.stop()
    }

    /// A tracker released while it follows bubbles stops its link: the link calls
    /// back a tracker it holds weakly, and would otherwise wake the display every
    /// frame for nothing (UIKit's `CADisplayLink` runs until it is invalidated).
    isolated deinit {
        if isRunning { link.stop() }
    }
}
