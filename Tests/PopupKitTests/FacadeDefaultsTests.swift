import CenterHarness
@testable import PopupKit
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

    @Test("every field of ToastDefaults and HUDSettings is linked to where it lives, so each is read and written")
    func everyFieldIsLinked() {
        // A field added to a window without a link would read its own default and
        // be dropped when written.
        #expect(Mirror(reflecting: ToastDefaults()).children.count == [SettingLink<ToastDefaults>].toastDefaults.count)
        #expect(Mirror(reflecting: HUDSettings()).children.count == [SettingLink<HUDSettings>].hudSettings.count)
    }

    @Test("a value written through each window reads back, and negative HUD times count as zero")
    func windowsRoundTrip() async {
        let harness = Harness()
        var toast = ToastDefaults()
        toast.isQueueEnabled = true
        toast.position = .top
        toast.maxVisible = 5
        toast.minimumShowTime = .milliseconds(250)
        var hud = HUDSettings()
        hud.graceTime = .seconds(-2)
        hud.fadeOutDuration = .milliseconds(400)
        hud.maximumDismissTime = .seconds(9)
        harness.center.update { [toast, hud] in
            $0.toastDefaults = toast
            $0.hud = hud
        }
        await harness.settle()
        #expect(harness.center.toastDefaults == toast)
        hud.graceTime = .zero
        #expect(harness.center.hud.settings == hud)
        #expect(harness.center.configuration[.hud].transition.disappear == .milliseconds(400))
    }
}
