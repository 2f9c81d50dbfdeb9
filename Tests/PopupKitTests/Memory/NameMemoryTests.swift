import CenterHarness
import Clocks
import ConcurrencyExtras
import PopupKit
import Testing

/// State kept per name (banner type, popup condition, popup scheduler) goes with
/// the last notice that names it; banner history stays only as long as a rule can
/// still read it.
@MainActor
@Suite("Per-name state is forgotten")
struct NameMemoryTests {
    static let names = 200_000

    /// Tables the center and engine keep per name: each must come back to 0.
    static let perName = ["conditionChecks", "engine.conditions", "engine.queueSlots", "engine.queueEntries",
                          "engine.bannerTypesWaiting", "engine.popupGroupsWaiting", "engine.fadingPopups",
                          "engine.bannerHistoryTypes", "engine.bannerHistoryShows", "engine.bannerHistoryCounted"]

    @Test("200,000 banner types, popup conditions and schedulers leave every table empty once their rules' windows pass")
    func uniqueNames() async {
        var configuration = EngineConfiguration()
        configuration[.banner].transition = NoticeTransition(appear: .zero, disappear: .zero)
        let rules = RuleBook([FrequencyRule(type: FrequencyRule.defaultType, minInterval: .seconds(10),
                                            maxCount: 3, window: .seconds(60))])
        let harness = Harness(configuration: configuration, rules: rules)
        let center = harness.center
        for index in 0..<Self.names {
            let banner = center.push(BannerMessage(type: "type-\(index)", title: "B"))
            center.dismiss(banner.id)
            let popup = center.popups.add(Popup(title: "P"), condition: { true })
            center.popups.remove(popup.id)
            let scheduler = PopupScheduler(center: center, name: "scheduler-\(index)")
            let scheduled = scheduler.add(Popup(title: "S"))
            scheduler.remove(scheduled.id)
        }
        await harness.settle()
        // Within the rules' window the history may keep what a rule can still read: one per type.
        let withinWindow = center.tableSizes
        #expect((withinWindow["engine.bannerHistoryTypes"] ?? 0) <= Self.names)

        await harness.advance(by: 61)
        center.hideAll(.toast)  // Any call: the center looks at its tables again.
        await harness.settle()
        let sizes = center.tableSizes
        let left = Self.perName.filter { sizes[$0] != 0 }.map { "\($0): \(sizes[$0] ?? -1)" }
        #expect(left.isEmpty, "kept per name with nothing live: \(left)")
        #expect(sizes["engine.records"] == 0)
        #expect(sizes["waiters"] == 0)
    }

    @Test("a condition the app set to true is kept for popups to come; one set to false is forgotten")
    func appConditionsKeepTheirValue() async {
        let harness = Harness()
        harness.center.setCondition("loggedIn", true)
        harness.center.setCondition("onboarded", false)
        await harness.settle()
        #expect(harness.center.tableSizes["engine.conditions"] == 1)
        let popup = harness.center.submit(Notice(.popup(Popup(title: "Hi", condition: "loggedIn"))))
        await harness.settle()
        #expect(harness.center.stage.engine.phase(of: popup.id) == .visible)
        harness.center.dismiss(popup.id)
        await harness.advance(by: 1)
    }
}
