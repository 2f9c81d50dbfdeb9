/// Which notices have not ended yet: what a test must account for before it ends.
extension NoticeEngine {
    /// Every notice that has not reached its terminal event, in the order it arrived:
    /// its id, lane and whether it is on screen (else it waits in its queue). A notice
    /// fading out has ended and is not listed.
    ///
    /// PopupKitTesting's `VirtualTimeline.finish(allowing:)` reads this, so a test
    /// cannot end with a notice still up or still waiting without saying so.
    /// - Complexity: O(n log n) for n live notices.
    package var liveNotices: [(id: NoticeID, lane: Lane, isVisible: Bool)] {
        items.all.sorted { $0.serial < $1.serial }.map { ($0.id, $0.lane, $0.phase == .visible) }
    }
}
