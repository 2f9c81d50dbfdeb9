import PopupKitTesting
import Testing

/// An app's test presses through a driver, as its host does on a device.
@MainActor
@Suite("PopupKitTesting: presses through the host driver")
struct PressTests {
    @Test("a tap on a toast is heard by observeTouchDowns and ends the toast dismissed(tap)")
    func tapOnToast() async throws {
        let center = PopupCenter(measurer: FixedAdvanceTextMeasurer())
        let driver = HostDriver(center: center, surface: RecordingSurface(), ticker: ManualFrameTicker())
        var heard: [HitTarget] = []
        let observation = center.observeTouchDowns { heard.append($0) }
        let ticket = center.toast("Saved", duration: .forever)
        await center.flush()
        let frame = try #require(center.frame(of: ticket.id))
        driver.tap(at: Point(x: frame.midX, y: frame.midY))
        await center.flush()
        #expect(heard == [.item(ticket.id, .toast)])
        #expect(ticket.endedOutcome == .dismissed(.tap))
        observation.cancel()
        driver.detach()
    }

    @Test("a tap beside everything reaches no notice")
    func tapBeside() async {
        let center = PopupCenter(measurer: FixedAdvanceTextMeasurer())
        let driver = HostDriver(center: center, surface: RecordingSurface(), ticker: ManualFrameTicker())
        let ticket = center.toast("Saved", duration: .forever)
        await center.flush()
        driver.tap(at: Point(x: 1, y: 1))
        driver.drag(from: Point(x: 1, y: 1), to: Point(x: 1, y: 200))
        await center.flush()
        #expect(ticket.endedOutcome == nil)
        driver.detach()
    }
}
