import Clocks
import PopupKit
import Testing

/// A center without a host's text measurer lays out with a stand-in font and says so.
@MainActor
@Suite("Text measurer")
struct MeasurerWarningTests {
    @Test("without a measurer, the first notice shown brings one standInTextMeasurer warning")
    func standInSaysSo() async {
        let center = PopupCenter(clock: TestClock())
        var warnings: [EngineWarning.Kind] = []
        center.warningHandler = { warnings.append($0.kind) }
        center.toast("One")
        center.toast("Two")
        await center.flush()
        #expect(warnings == [.standInTextMeasurer])
        center.toast("Three")
        await center.flush()
        #expect(warnings == [.standInTextMeasurer], "said once")
    }

    @Test("a center given a measurer, or given one later, does not warn")
    func realMeasurerIsQuiet() async {
        let given = PopupCenter(measurer: FixedAdvanceTextMeasurer(), clock: TestClock())
        let later = PopupCenter(clock: TestClock())
        later.setTextMeasurer(FixedAdvanceTextMeasurer(advance: 0.5))
        var warnings: [EngineWarning.Kind] = []
        for center in [given, later] {
            center.warningHandler = { warnings.append($0.kind) }
            center.toast("Saved")
            await center.flush()
        }
        #expect(warnings.isEmpty)
    }
}
