/// Inputs other than submitting: dismissals, taps, touches, flags, lanes, app state.
/// Each advances to `now`, applies the input, then settles.
extension NoticeEngine {
    /// Dismisses a notice: visible → `dismissed(.api)`, waiting → `discarded(.withdrawn)`.
    /// A HUD keeps its minimum show time and is withdrawn unseen during its grace
    /// time. An unknown or ended id only warns.
    /// - Complexity: O(log n).
    mutating func dismiss(_ id: NoticeID, now time: Instant) {
        advance(to: time)
        defer { settle() }
        guard let serial = liveSerial(id, for: "dismiss") else { return }
        if items[serial]?.lane == .hud {
            requestHUDDismissal(serial)
        } else {
            remove(serial, visibleReason: .api, waitingReason: .withdrawn)
        }
    }

    /// Taps a visible notice: `dismissed(.tap)` if it allows tap-to-dismiss.
    mutating func tap(_ id: NoticeID, now time: Instant) {
        advance(to: time)
        defer { settle() }
        guard let serial = liveSerial(id, for: "tap"), let record = items[serial] else { return }
        guard record.isOnScreen else { return warn(.notVisible(id, call: "tap")) }
        guard record.tapToDismiss else { return warn(.noTapToDismiss(id)) }
        end(serial, with: .dismissed(.tap))
    }

    /// The user swiped a visible notice away: `dismissed(.swipe)`, at once (a
    /// swipe is the user's own choice, so a HUD's minimum show time does not hold it).
    mutating func swipe(_ id: NoticeID, now time: Instant) {
        advance(to: time)
        defer { settle() }
        guard let serial = liveSerial(id, for: "swipe"), let record = items[serial] else { return }
        guard record.isOnScreen else { return warn(.notVisible(id, call: "swipe")) }
        end(serial, with: .dismissed(.swipe))
    }

    /// A finger rests on a visible notice: its timeout pauses, keeping the remaining
    /// time, unless its lane's `pausesOnTouch` is off.
    mutating func touchDown(_ id: NoticeID, now time: Instant) {
        advance(to: time)
        defer { settle() }
        guard let serial = liveSerial(id, for: "touchDown"), let record = items[serial] else { return }
        guard record.isOnScreen else { return warn(.notVisible(id, call: "touchDown")) }
        guard configuration[record.lane].pausesOnTouch, !record.pausedByTouch else { return }
        items[serial]?.pausedByTouch = true
        pauseTimeout(serial)
    }

    /// The finger lifts: the timeout runs again with the remaining time. On a lane
    /// whose `pausesOnTouch` is off nothing was paused, and nothing happens.
    mutating func touchUp(_ id: NoticeID, now time: Instant) {
        advance(to: time)
        defer { settle() }
        guard let serial = liveSerial(id, for: "touchUp"), let record = items[serial] else { return }
        guard record.pausedByTouch else {
            if !configuration[record.lane].pausesOnTouch && record.phase == .visible { return }
            return warn(.notTouched(id))
        }
        items[serial]?.pausedByTouch = false
        resumeTimeout(serial)
    }

    /// Sets a popup condition flag; popups waiting for it may show now.
    ///
    /// Only true flags are kept: an unset flag reads false, so a flag set to false
    /// is forgotten, and names the app stops using cost nothing.
    mutating func setCondition(_ name: String, _ value: Bool, now time: Instant) {
        advance(to: time)
        conditions[name] = value ? true : nil
        settle()
    }

    /// Forgets a condition flag that stood for something now gone (the closure of
    /// an ended popup), without settling: no waiting popup names it any more.
    /// - Complexity: O(1).
    package mutating func forgetCondition(_ name: String) {
        conditions[name] = nil
    }

    /// The value of a condition flag (unset flags are false).
    public func condition(_ name: String) -> Bool {
        conditions[name] ?? false
    }

    /// Stops `lane` from showing anything new until ``resume(_:now:)``.
    mutating func suspend(_ lane: Lane, now time: Instant) {
        advance(to: time)
        suspendedLanes.insert(lane)
        settle()
    }

    /// Lets `lane` show again.
    mutating func resume(_ lane: Lane, now time: Instant) {
        advance(to: time)
        suspendedLanes.remove(lane)
        settle()
    }

    /// Ends every visible notice of `lane` (`dismissed(.cleared)`) and, with
    /// `clearQueue`, every waiting one (`discarded(.cleared)`). Activity toasts are
    /// kept unless `includeActivity` (Toast-Swift's `hideAllToasts`).
    /// - Complexity: O(n log n) for n notices in the lane.
    mutating func hideAll(_ lane: Lane, clearQueue: Bool = true, includeActivity: Bool = false,
                                 now time: Instant) {
        advance(to: time)
        defer { settle() }
        for serial in visibleSerials(lane, includeActivity: includeActivity) {
            end(serial, with: .dismissed(.cleared))
        }
        guard clearQueue else { return }
        for serial in waitingSerials(lane, includeActivity: includeActivity) {
            end(serial, with: .discarded(.cleared))
        }
    }

    /// The app went to the background: nothing new shows and visible timeouts pause
    /// (those of lanes whose `pausesInBackground` is on).
    mutating func enterBackground(now time: Instant) {
        advance(to: time)
        defer { settle() }
        guard !inBackground else { return }
        inBackground = true
        for serial in allVisibleSerials() {
            guard let lane = items.read(serial, \.lane), configuration[lane].pausesInBackground else { continue }
            items[serial]?.pausedByBackground = true
            pauseTimeout(serial)
        }
    }

    /// The app came back: paused timeouts resume with their remaining time.
    mutating func enterForeground(now time: Instant) {
        advance(to: time)
        defer { settle() }
        guard inBackground else { return }
        inBackground = false
        for serial in allVisibleSerials() where items.read(serial, \.pausedByBackground) == true {
            items[serial]?.pausedByBackground = false
            resumeTimeout(serial)
        }
    }

    /// Ends every live notice of `scope`: visible → `dismissed(.scopeEnded)`,
    /// waiting → `discarded(.scopeEnded)`, in arrival order.
    mutating func endScope(_ scope: String, now time: Instant) {
        advance(to: time)
        defer { settle() }
        for serial in (scopes[scope] ?? []).sorted() {
            remove(serial, visibleReason: .scopeEnded, waitingReason: .scopeEnded)
        }
    }

    /// Visible notices of every lane in arrival order.
    func allVisibleSerials() -> [UInt64] {
        visible.entries.flatMap(\.value).sorted()
    }

    private mutating func liveSerial(_ id: NoticeID, for action: String) -> UInt64? {
        guard let serial = serialByID[id], items[serial] != nil else {
            warn(.unknownID(id, call: action))
            return nil
        }
        return serial
    }
}

extension NoticeEngine {
    /// A tap hit no bubble: every visible bubble that dismisses on outside taps ends
    /// with `dismissed(.tapOutside)`, in arrival order. A covered bubble is hidden,
    /// and a tap cannot be outside what the user does not see: it stays.
    mutating func tapOutsideBubbles(now time: Instant) {
        advance(to: time)
        defer { settle() }
        for serial in visibleSerials(.bubble).sorted() where items.read(serial, \.pausedByCover) == false {
            guard case .notice(.bubble(let bubble)) = items[serial]?.payload, bubble.dismissesOnTapOutside else { continue }
            end(serial, with: .dismissed(.tapOutside))
        }
    }
}
