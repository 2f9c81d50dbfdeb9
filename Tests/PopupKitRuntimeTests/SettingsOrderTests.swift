import PopupKit
import Testing

/// The settings properties (`configuration`, `styles`, `appearance`, `toastDefaults`,
/// the HUD's `settings`) apply at once, ahead of calls still waiting in the
/// center's mailbox; the `set…` calls wait their turn. What a write does when a
/// replacement is still waiting is what their documentation says.
@MainActor
@Suite("Runtime: settings apply at once, ahead of waiting calls")
struct SettingsOrderTests {
    /// A configuration that differs from the default in the toast lane's `maxVisible`.
    private var replacement: EngineConfiguration {
        var configuration = EngineConfiguration()
        configuration[.toast].maxVisible = 5
        return configuration
    }

    @Test("a configuration write lands before a waiting setConfiguration, which then replaces it")
    func configurationWriteAheadOfWaitingReplacement() async {
        let harness = Harness()
        #expect(harness.center.configuration[.toast].queue == false)
        harness.center.setConfiguration(replacement)
        harness.center.configuration[.toast].queue = true
        #expect(harness.center.configuration[.toast].queue == true, "applied at once")
        #expect(harness.center.configuration[.toast].maxVisible == EngineConfiguration()[.toast].maxVisible,
                "the replacement still waits")
        await harness.settle()
        #expect(harness.center.configuration == replacement, "the replacement landed last: the write is gone")
    }

    @Test("after flush, a configuration write follows the replacement and keeps both")
    func configurationWriteAfterFlush() async {
        let harness = Harness()
        harness.center.setConfiguration(replacement)
        await harness.center.flush()
        harness.center.configuration[.toast].queue = true
        harness.center.configuration[.toast].minimumShowTime = .seconds(1)
        await harness.settle()
        var expected = replacement
        expected[.toast].queue = true
        expected[.toast].minimumShowTime = .seconds(1)
        #expect(harness.center.configuration == expected)
    }

    @Test("toastDefaults and the HUD settings write the configuration at once, ahead of a waiting replacement")
    func facadeWritesAheadOfWaitingReplacement() async {
        let harness = Harness()
        harness.center.setConfiguration(replacement)
        harness.center.toastDefaults.isQueueEnabled = true
        harness.center.hud.settings.graceTime = .milliseconds(500)
        #expect(harness.center.toastDefaults.isQueueEnabled)
        #expect(harness.center.hud.settings.graceTime == .milliseconds(500))
        await harness.settle()
        #expect(harness.center.toastDefaults.isQueueEnabled == false)
        #expect(harness.center.hud.settings.graceTime == replacement[.hud].graceTime)
        #expect(harness.center.configuration == replacement)
    }

    @Test("a styles write lands before a waiting setStyles, which then replaces it")
    func stylesWriteAheadOfWaitingReplacement() async {
        let harness = Harness()
        var sheet = StyleSheet()
        sheet.toast.cornerRadius = 2
        harness.center.setStyles(sheet)
        harness.center.styles.toast.cornerRadius = 4
        #expect(harness.center.styles.toast.cornerRadius == 4, "applied at once")
        await harness.settle()
        #expect(harness.center.styles == sheet)
    }

    @Test("an appearance write lands before a waiting setAppearance, which then replaces it")
    func appearanceWriteAheadOfWaitingCall() async {
        let harness = Harness()
        #expect(harness.center.appearance == .light)
        harness.center.setAppearance(.light)
        harness.center.appearance = .dark
        #expect(harness.center.appearance == .dark, "applied at once")
        await harness.settle()
        #expect(harness.center.appearance == .light, "the waiting call landed last")
    }
}
