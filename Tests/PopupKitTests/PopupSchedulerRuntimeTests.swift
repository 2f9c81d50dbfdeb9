import CenterHarness
import ConcurrencyExtras
import PopupKit
import Testing
import PopupKitPresentation
@_spi(Tools) import PopupKitStage

@MainActor
@Suite("Runtime: popup schedulers")
struct PopupSchedulerRuntimeTests {
    @Test("named schedulers are independent: their own strategy, one popup each; making one changes no other")
    func independentSchedulers() async {
        let harness = Harness()
        let main = PopupScheduler.configured(center: harness.center, strategy: .priority)
        let ads = PopupScheduler(center: harness.center, name: "ads")
        await harness.settle()
        #expect(harness.center.configuration[.popup].schedulerStrategies.isEmpty, "making a scheduler set nothing")
        harness.center.update { $0[strategyOf: "ads"] = .lifo }
        await harness.settle()
        #expect(main.strategy == .priority, "setting another scheduler's strategy left this one alone")
        #expect(ads.strategy == .lifo)
        #expect(harness.center.configuration[.popup].schedulerStrategies == ["ads": .lifo])
        let a = main.add(Popup(title: "A"))
        let b = main.add(Popup(title: "B"), priority: 3)
        let x = ads.add(Popup(title: "X"))
        let y = ads.add(Popup(title: "Y"))
        let z = ads.add(Popup(title: "Z"))
        await harness.settle()
        // Added in one instant, each scheduler orders its popups together.
        #expect(main.visiblePopupID == b.id, "priority in the default scheduler")
        #expect(ads.visiblePopupID == z.id, "LIFO in ads")
        #expect(main.isShowingPopup && ads.isShowingPopup)
        #expect(main.waitingCount == 1)
        #expect(ads.waitingCount == 2)
        main.remove(b.id)
        ads.remove(z.id)
        await harness.advance(by: 0.5)
        #expect(main.visiblePopupID == a.id)
        #expect(ads.visiblePopupID == y.id)
        #expect(harness.center.phase(of: x.id) == .waiting)
        #expect(ads.waitingCount == 1)
        #expect(PopupScheduler(center: harness.center, name: "empty").isShowingPopup == false)
    }

    @Test("configured(center:name:strategy:) writes that scheduler's strategy and no other, then orders its popups by it")
    func configuredScheduler() async {
        let harness = Harness()
        let main = PopupScheduler.configured(center: harness.center, strategy: .lifo)
        await harness.settle()
        #expect(harness.center.configuration[.popup].strategy == .lifo, "the default scheduler's is the lane's")
        #expect(harness.center.configuration[.popup].schedulerStrategies.isEmpty)
        let ads = PopupScheduler.configured(center: harness.center, name: "ads", strategy: .priority)
        await harness.settle()
        #expect(harness.center.configuration[.popup].schedulerStrategies == ["ads": .priority])
        #expect(main.strategy == .lifo, "configuring ads left the default scheduler alone")
        let first = main.add(Popup(title: "First"))
        let second = main.add(Popup(title: "Second"))
        let low = ads.add(Popup(title: "Low"), priority: 1)
        let high = ads.add(Popup(title: "High"), priority: 9)
        await harness.settle()
        #expect(main.visiblePopupID == second.id, "LIFO: the newest first")
        #expect(ads.visiblePopupID == high.id, "priority: the highest first")
        #expect(harness.center.phase(of: first.id) == .waiting && harness.center.phase(of: low.id) == .waiting)
    }

    @Test("appDidBecomeIdle asks condition closures again; a popup whose condition turned true shows")
    func idleHook() async {
        let harness = Harness()
        let ready = LockIsolated(false)
        let asked = LockIsolated(0)
        let popup = harness.center.popups.add(Popup(title: "Hi"), condition: {
            asked.withValue { $0 += 1 }
            return ready.value
        })
        await harness.settle()
        #expect(harness.center.phase(of: popup.id) == .waiting)
        let askedWhenUnchanged = asked.value
        harness.center.appDidBecomeIdle()
        #expect(asked.value == askedWhenUnchanged + 1, "asked once; nothing changed, nothing settles")
        ready.setValue(true)
        let askedBefore = asked.value
        harness.center.appDidBecomeIdle()
        #expect(asked.value > askedBefore)
        #expect(harness.center.phase(of: popup.id) == .visible, "shown at once, without another call")
        #expect(harness.lines(popup.id).last == "0.0 shown")
    }

    @Test("frame(of:) says where a notice is drawn, nil when it is not on screen")
    func frameOfNotice() async throws {
        let harness = Harness()
        let toast = harness.center.toast("Saved", position: .top)
        await harness.settle()
        let frame = try #require(harness.center.frame(of: toast.id))
        #expect(frame == harness.center.stage.layouts().layouts.first { $0.id == toast.id }?.frame)
        #expect(frame.size.width > 0 && frame.size.height > 0)
        #expect(frame.minY < harness.center.stage.container.size.height / 2, "a top toast")
        #expect(harness.center.frame(of: "nothing") == nil)
        await harness.advance(by: 10)
        #expect(harness.center.frame(of: toast.id) == nil)
    }
}

@MainActor
@Suite("Runtime: one popup scheduler at a time")
struct PopupSchedulerSuspendTests {
    @Test("suspend and removeAll act on their own scheduler; the default one goes on")
    func suspendAndRemoveOneScheduler() async {
        let harness = Harness()
        let main = harness.center.popups
        let ads = PopupScheduler(center: harness.center, name: "ads")
        ads.suspend()
        let sale = ads.add(Popup(title: "Sale"))
        let rate = main.add(Popup(title: "Rate us"))
        await harness.settle()
        #expect(harness.center.phase(of: rate.id) == .visible, "the default scheduler is not suspended")
        #expect(harness.center.phase(of: sale.id) == .waiting)
        ads.resume()
        await harness.settle()
        #expect(harness.center.phase(of: sale.id) == .visible)
        ads.removeAll()
        await harness.settle()
        #expect(sale.endedOutcome == .dismissed(.cleared))
        #expect(rate.endedOutcome == nil, "removeAll of ads leaves the default scheduler's popup")
        main.suspend()
        let later = main.add(Popup(title: "Later"))
        main.remove(rate.id)
        await harness.advance(by: 1)
        #expect(harness.center.phase(of: later.id) == .waiting, "the default scheduler is suspended now")
        main.resume()
        await harness.settle()
        #expect(harness.center.phase(of: later.id) == .visible)
    }
}
