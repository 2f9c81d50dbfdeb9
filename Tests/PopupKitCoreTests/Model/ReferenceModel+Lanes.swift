import PopupKitTesting
import ScriptHarness

/// What each lane shows when it looks (docs/Semantics.md: Toasts, HUD, Banners,
/// Popups, Bubbles). Every function returns whether it changed anything.
extension ReferenceModel {
    mutating func look(_ lane: Lane) -> Bool {
        switch lane {
        case .toast: lookToasts()
        case .hud: lookHUD()
        case .banner: lookBanners()
        case .popup: lookPopups()
        case .bubble: lookBubbles()
        }
    }

    // MARK: Toasts (T1, T3)

    private mutating func lookToasts() -> Bool {
        var changed = false
        // T3: the activity toast's own one-at-a-time FIFO slot (looked at first, see the report).
        if occupancy(.toast, activity: true) == 0,
           let index = waiting(.toast).first(where: { items[$0].isActivityToast }) {
            show(index)
            changed = true
        }
        if lane(.toast).queue {
            if occupancy(.toast) == 0, let index = waiting(.toast).first(where: { !items[$0].isActivityToast }) {
                show(index)
                changed = true
            }
            return changed
        }
        // T1 without queue: every waiting toast at once; beyond maxVisible the
        // earliest shown is evicted once visible minimumShowTime (else the newcomer
        // waits), or with overflow `wait` the newcomer waits.
        let maxVisible = lane(.toast).maxVisible
        let serials = waiting(.toast).filter { !items[$0].isActivityToast }.map { items[$0].serial }
        for serial in serials {
            while visibleCount(.toast, activity: false) >= maxVisible {
                guard lane(.toast).overflow == .evictOldest else { return changed }
                let oldest = items.indices
                    .filter { items[$0].lane == .toast && items[$0].phase == .visible && !items[$0].inActivitySlot }
                    .min { items[$0].showOrder < items[$1].showOrder }!
                if now < items[oldest].shownAt + lane(.toast).minimumShowTime.micros { return changed }
                end(oldest, .dismissed(.evicted))
                changed = true
            }
            show(index(ofSerial: serial)!)
            changed = true
        }
        return changed
    }

    // MARK: HUD (H4)

    private mutating func lookHUD() -> Bool {
        guard occupancy(.hud) == 0, let front = waiting(.hud).first else { return false }
        if let grace = items[front].graceUntil, now < grace { return false }
        show(front)
        return true
    }

    // MARK: Banners (B1–B6)

    /// The banner shows of `type` that count at `time`: those in `(time − window, time]`.
    func showsInWindow(_ type: String, _ rule: ModelRule, at time: Int64) -> [Int64] {
        bannerShows.filter { $0.type == type && $0.at <= time && $0.at > time - rule.window }.map(\.at)
    }

    func isOverLimit(_ type: String, _ rule: ModelRule, at time: Int64) -> Bool {
        guard let maxCount = rule.maxCount else { return false }
        return showsInWindow(type, rule, at: time).count >= maxCount
    }

    /// "A waiting banner is eligible at t when t ≥ lastShown(type) + minInterval,
    /// t ≥ lastShown(any banner) + minGap, and fewer than maxCount banners of its type
    /// were shown in (t − window, t]."
    func isEligible(_ item: ModelItem, at time: Int64) -> Bool {
        guard let type = item.bannerType, let rule = item.rule else { return false }
        if let last = bannerShows.last(where: { $0.type == type }), time < last.at + rule.minInterval { return false }
        if let last = bannerShows.last, time < last.at + lane(.banner).minGap.micros { return false }
        return !isOverLimit(type, rule, at: time)
    }

    /// The first instant after now at which a waiting banner becomes eligible, if it
    /// is not eligible now. Eligibility only changes at the candidates scanned here.
    func bannerEligibleFrom(_ item: ModelItem) -> Int64? {
        guard let type = item.bannerType, let rule = item.rule, !isEligible(item, at: now) else { return nil }
        var candidates: [Int64] = []
        if let last = bannerShows.last(where: { $0.type == type }) { candidates.append(last.at + rule.minInterval) }
        if let last = bannerShows.last { candidates.append(last.at + lane(.banner).minGap.micros) }
        for show in bannerShows where show.type == type { candidates.append(show.at + rule.window) }
        return candidates.filter { $0 > now && isEligible(item, at: $0) }.min()
    }

    private mutating func lookBanners() -> Bool {
        var changed = false
        let maxVisible = lane(.banner).maxVisible
        while true {
            // B3: waiting banners over their limit whose rule says discard, in arrival order.
            let overLimit = waiting(.banner).filter {
                let item = items[$0]
                return item.rule!.discardOnLimit && isOverLimit(item.bannerType!, item.rule!, at: now)
            }.map { items[$0].serial }
            for serial in overLimit {
                end(index(ofSerial: serial)!, .discarded(.rateLimited))
                changed = true
            }
            // B6: the highest priority among eligible ones, ties in arrival order.
            var best: Int?
            for index in waiting(.banner) where isEligible(items[index], at: now) {
                if best == nil || items[index].rule!.priority > items[best!].rule!.priority { best = index }
            }
            guard let best else { return changed }
            if occupancy(.banner) < maxVisible {
                show(best)
                changed = true
                continue
            }
            // B5: preempt the weakest visible banner (lowest priority, earliest shown).
            guard fadingCount(.banner, activity: false) == 0 else { return changed }
            let visible = items.indices.filter { items[$0].lane == .banner && items[$0].phase == .visible }
            guard let weakest = visible.min(by: {
                (items[$0].rule!.priority, items[$0].showOrder) < (items[$1].rule!.priority, items[$1].showOrder)
            }) else { return changed }
            // "higher, or equal and it was received after that banner was shown".
            let (candidate, shown) = (items[best], items[weakest])
            if candidate.rule!.priority > shown.rule!.priority
                || (candidate.rule!.priority == shown.rule!.priority
                    && candidate.serial >= shown.firstSerialAfterShow) {
                end(weakest, .dismissed(.preempted))
                changed = true
            }
            return changed
        }
    }

    // MARK: Popups (P1–P3)

    func conditionHolds(_ popup: Popup) -> Bool {
        guard let condition = popup.condition else { return true }
        return conditions[condition] ?? false
    }

    /// Waiting popups of one scheduler in its strategy order (P1); requeued ones keep
    /// arrival and priority.
    func popupWalkOrder(_ scheduler: String?) -> [Int] {
        let strategy = lane(.popup).strategy(forScheduler: scheduler)
        return waiting(.popup).filter { items[$0].popup!.scheduler == scheduler }.sorted { a, b in
            let (pa, pb) = (items[a].popup!.priority, items[b].popup!.priority)
            let (sa, sb) = (items[a].serial, items[b].serial)
            switch strategy {
            case .fifo: return sa < sb
            case .lifo: return sa > sb
            case .priority: return pa != pb ? pa > pb : sa < sb
            case .priorityLIFO: return pa != pb ? pa > pb : sa > sb
            }
        }
    }

    /// P2: the first popup whose condition holds; passed-over `discard` popups whose
    /// condition is false are discarded in walk order. Returns the chosen serial.
    private mutating func walk(_ order: [Int], changed: inout Bool) -> Int? {
        var chosen: Int?
        var passedOver: [Int] = []
        for index in order {
            let popup = items[index].popup!
            if conditionHolds(popup) {
                chosen = items[index].serial
                break
            }
            if popup.untriggered == .discard { passedOver.append(items[index].serial) }
        }
        for serial in passedOver {
            end(index(ofSerial: serial)!, .discarded(.conditionFailed))
            changed = true
        }
        return chosen
    }

    /// P5: every scheduler is its own queue with one popup on screen.
    private mutating func lookPopups() -> Bool {
        var changed = false
        let schedulers = Set(waiting(.popup).map { items[$0].popup!.scheduler })
        for scheduler in schedulers.sorted(by: { ($0 == nil ? 0 : 1, $0 ?? "") < ($1 == nil ? 0 : 1, $1 ?? "") }) {
            if lookPopups(scheduler) { changed = true }
        }
        return changed
    }

    private mutating func lookPopups(_ scheduler: String?) -> Bool {
        var changed = false
        let shown = items.firstIndex { $0.lane == .popup && $0.phase == .visible && $0.popup!.scheduler == scheduler }
        let fading = fades.contains { $0.lane == .popup && $0.popupScheduler == scheduler }
        if shown == nil && !fading {
            if let chosen = walk(popupWalkOrder(scheduler), changed: &changed) {
                show(index(ofSerial: chosen)!)
                changed = true
            }
            return changed
        }
        // P3: switch, priority strategies only, a visible popup and none fading.
        let strategy = lane(.popup).strategy(forScheduler: scheduler)
        guard strategy.usesPriority, !fading, let shown,
              items[shown].popup!.switchBehavior != .await else { return false }
        let shownSerial = items[shown].serial
        let priority = items[shown].popup!.priority
        // Higher priority, or with LIFO ties equal priority and a later arrival.
        let order = popupWalkOrder(scheduler).filter {
            items[$0].popup!.priority > priority
                || (strategy == .priorityLIFO && items[$0].popup!.priority == priority && items[$0].serial > shownSerial)
        }
        guard let chosen = walk(order, changed: &changed) else { return changed }
        let index = index(ofSerial: shownSerial)!
        let chosenPriority = items[self.index(ofSerial: chosen)!].popup!.priority
        switch items[index].popup!.switchBehavior {
        case .latent where chosenPriority > priority: requeue(index)
        case .latent, .discard: end(index, .dismissed(.preempted))
        case .await: break
        }
        return true
    }

    /// A `latent` popup goes back to its queue (original arrival and priority) and fades.
    private mutating func requeue(_ index: Int) {
        emit(.requeued, index)
        items[index].phase = .waiting
        items[index].timeout = nil
        items[index].held = nil
        items[index].touched = false
        startFade(items[index])
    }

    // MARK: Bubbles (U1)

    private mutating func lookBubbles() -> Bool {
        let serials = waiting(.bubble).map { items[$0].serial }
        for serial in serials { show(index(ofSerial: serial)!) }
        return !serials.isEmpty
    }
}
