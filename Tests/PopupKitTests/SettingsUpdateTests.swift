import CenterHarness
import PopupKit
import Testing

/// The settings have one door, ``PopupCenter/update(_:)``: it waits its turn with
/// every other call, and its closure reads the settings as the calls before it
/// left them. The properties (`configuration`, `styles`, `toastDefaults`, the
/// HUD's `settings`, a scheduler's `strategy`) are snapshots of what has run.
@MainActor
@Suite("Runtime: settings change in call order, through update")
struct SettingsUpdateTests {
    /// A configuration that differs from the default in the toast lane's `maxVisible`.
    private var replacement: EngineConfiguration {
        var configuration = EngineConfiguration()
        configuration[.toast].maxVisible = 5
        return configuration
    }

    @Test("a replacement then a change of one setting keeps both, in call order")
    func replacementThenChange() async {
        let harness = Harness()
        let replacement = replacement
        harness.center.update { $0.configuration = replacement }
        harness.center.update { $0.configuration[.toast].queue = true }
        #expect(harness.center.configuration == EngineConfiguration(), "nothing has run yet: the snapshot is as it was")
        await harness.settle()
        var expected = replacement
        expected[.toast].queue = true
        #expect(harness.center.configuration == expected)
    }

    @Test("the closure reads what earlier waiting writes left, the facades' views included")
    func closureReadsEarlierWrites() async {
        let harness = Harness()
        harness.center.update { $0.styles.toast.cornerRadius = 2 }
        harness.center.update { $0.toastDefaults.isQueueEnabled = true }
        harness.center.update { $0.hud.graceTime = .milliseconds(500) }
        nonisolated(unsafe) var seen: PopupCenter.Settings?
        harness.center.update { seen = $0 }
        await harness.settle()
        #expect(seen?.styles.toast.cornerRadius == 2)
        #expect(seen?.toastDefaults.style.cornerRadius == 2)
        #expect(seen?.configuration[.toast].queue == true)
        #expect(seen?.hud.graceTime == .milliseconds(500))
        #expect(harness.center.settings == seen)
    }

    @Test("a write made after a toast applies after it: the toast goes where it was asked, the next where the write says")
    func writeAfterShowAppliesAfterIt() async {
        let harness = Harness()
        let first = harness.center.toast("First")
        harness.center.update { $0.toastDefaults.position = .top }
        let second = harness.center.toast("Second")
        await harness.settle()
        #expect(position(harness, first.id) == .bottom, "made before the write")
        #expect(position(harness, second.id) == .top)
    }

    @Test("an appearance and a scheduler's strategy change in call order")
    func appearanceAndStrategy() async {
        let harness = Harness()
        harness.center.update { $0.appearance = .dark }
        let ads = PopupScheduler.configured(center: harness.center, name: "ads", strategy: .lifo)
        #expect(harness.center.appearance == .light, "waiting")
        #expect(ads.strategy == .fifo, "waiting")
        harness.center.update { $0.appearance = $0.appearance == .dark ? .light : .dark }
        await harness.settle()
        #expect(harness.center.appearance == .light, "the second write read the first")
        #expect(ads.strategy == .lifo)
        #expect(harness.center.popups.strategy == .fifo, "the default scheduler keeps its own")
    }

    @Test("negative HUD times written through update count as zero")
    func hudTimesClamp() async {
        let harness = Harness()
        harness.center.update { $0.hud.graceTime = .seconds(-1) }
        await harness.settle()
        #expect(harness.center.hud.settings.graceTime == .zero)
    }

    private func position(_ harness: Harness, _ id: NoticeID) -> ToastPosition? {
        for item in harness.center.stage.engine.screen where item.id == id {
            if case .toast(let toast) = item.content { return toast.position }
        }
        return nil
    }
}
