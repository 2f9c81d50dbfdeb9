import CenterHarness
import PopupKit
import Testing

/// `ToastDefaults` and `HUDSettings` are windows onto the lanes' configuration and
/// styles, and each also has defaults of its own (`ToastDefaults()`,
/// `HUDSettings()`). The two must agree: a window made fresh and written back
/// through `update` must change nothing, so an app that sets one field of a fresh
/// value does not reset the rest.
@MainActor
@Suite("Runtime: the settings windows' own defaults are the lanes' defaults")
struct FacadeDefaultsTests {
    @Test("a fresh ToastDefaults is what a new center's toast lane says")
    func toastDefaultsMatchTheLane() {
        let harness = Harness()
        #expect(harness.center.toastDefaults == ToastDefaults())
    }

    @Test("fresh HUDSettings are what a new center's HUD lane says")
    func hudSettingsMatchTheLane() {
        let harness = Harness()
        #expect(harness.center.hud.settings == HUDSettings())
    }

    @Test("writing fresh windows back through update leaves the configuration and styles as they were")
    func writingFreshWindowsChangesNothing() async {
        let harness = Harness()
        let configuration = harness.center.configuration
        let styles = harness.center.styles
        harness.center.update {
            $0.toastDefaults = ToastDefaults()
            $0.hud = HUDSettings()
        }
        await harness.settle()
        #expect(harness.center.configuration == configuration)
        #expect(harness.center.styles == styles)
    }
}
