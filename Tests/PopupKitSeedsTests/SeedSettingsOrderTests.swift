import CenterHarness
import PopupKitSeeds
import Testing

/// ToastManager's settings wait their turn like the center's own
/// ``PopupCenter/update(_:)``: a setting made after a call applies after it
/// (SVProgressHUD's: `ProgressHUDTests.settingWaitsItsTurn`).
@Suite("Toast-Swift settings in call order")
@MainActor
struct SeedSettingsOrderTests {
    @Test("ToastManager: two changes of the style in a row keep both, and read back before they have run")
    func toastManagerStyleReadModifyWrite() async {
        let harness = Harness()
        let manager = ToastManager(center: harness.center)
        manager.style.cornerRadius = 4
        manager.style.horizontalPadding = 20
        #expect(manager.style.cornerRadius == 4, "the manager reads what its writes will leave")
        #expect(harness.center.toastDefaults.style.cornerRadius != 4, "the center has not run them yet")
        await harness.settle()
        #expect(harness.center.toastDefaults.style.cornerRadius == 4)
        #expect(harness.center.toastDefaults.style.horizontalPadding == 20)
        #expect(manager.style == harness.center.toastDefaults.style)
    }

    @Test("ToastManager: a position set after a toast leaves that toast where it was asked")
    func toastManagerAfterToast() async {
        let harness = Harness()
        let manager = ToastManager(center: harness.center)
        let first = manager.makeToast("First", owner: "view", region: nil)
        manager.position = .top
        let second = manager.makeToast("Second", owner: "view", region: nil)
        await harness.settle()
        #expect(position(harness, first.id) == .bottom, "made before the write")
        #expect(position(harness, second.id) == .top)
    }

    private func position(_ harness: Harness, _ id: NoticeID) -> ToastPosition? {
        for item in harness.center.stage.engine.screen where item.id == id {
            if case .toast(let toast) = item.content { return toast.position }
        }
        return nil
    }
}
