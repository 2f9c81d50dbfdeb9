import PopupKit
import PopupKitHost
import PopupKitTesting
import Testing

/// Images named by notices: an image that arrives or is registered under a name
/// redraws only the layers showing that name, and the driver says which names
/// the layers on screen show (what a host keeps when it lets images go).
@Suite("Host driver images", .serialized)
@MainActor
struct HostDriverImageTests {
    /// A toast showing `uiimage-1` and one showing no image, both on screen, with
    /// everything read off the surface.
    static func twoToasts() async -> DriverHarness<RecordingSurface> {
        let harness = DriverHarness()
        harness.center.toast("With a picture", image: "uiimage-1", duration: .forever)
        harness.center.toast("Words only", duration: .forever)
        await harness.settle()
        for _ in 0..<40 { await harness.frame() }
        _ = harness.surface.readTransactions()
        _ = harness.surface.readRequests()
        _ = harness.surface.readAccessibilityChanges()
        return harness
    }

    @Test("an image registered under a name redraws the one layer that shows it, not the others")
    func registeredImageRedrawsItsLayer() async throws {
        let harness = await Self.twoToasts()
        #expect(harness.driver.imageArrived("uiimage-1") == 1)
        harness.nextTurn()
        let redraw = try #require(harness.surface.readTransaction())
        #expect(redraw.operations.count == 1, "\(redraw.operations)")
        guard case .redraw = redraw.operations.first else {
            Issue.record("expected a redraw: \(redraw.operations)")
            return
        }
        try harness.surface.finish()
    }

    @Test("a name no layer shows redraws nothing and commits nothing")
    func unshownNameRedrawsNothing() async throws {
        let harness = await Self.twoToasts()
        #expect(harness.driver.imageArrived("uiimage-2") == 0)
        harness.nextTurn()
        #expect(harness.surface.readTransaction() == nil)
        try harness.surface.finish()
    }

    @Test("the names the layers on screen show, and none once their notices have gone")
    func namesShown() async throws {
        let harness = await Self.twoToasts()
        #expect(harness.driver.imageNamesShown == ["uiimage-1"])
        harness.center.hideAllToasts()
        await harness.settle()
        for _ in 0..<60 { await harness.frame() }
        #expect(harness.driver.imageNamesShown.isEmpty)
        _ = harness.surface.readTransactions()
        _ = harness.surface.readRequests()
        _ = harness.surface.readAccessibilityChanges()
        try harness.surface.finish()
    }
}
