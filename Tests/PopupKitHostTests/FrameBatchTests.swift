import Clocks
import PopupKit
import PopupKitHost
import PopupKitTesting
import Testing

/// One driver frame reaches the surface as one batch: its layer operations and,
/// when an app's view moved, where the views go, so a platform applies both at
/// once (UIKit: one `CATransaction`) and a view never trails its notice's body.
@Suite("Host driver: one frame, one batch", .serialized)
@MainActor
struct FrameBatchTests {
    /// A surface that records how each frame arrives.
    final class BatchSurface: HostSurface {
        enum Call: Equatable {
            /// A frame handed over whole: its operations' count and the slots, if they changed.
            case frame(operations: Int, slots: [HostedSlot]?)
            /// Operations alone.
            case commit
            /// Slots alone.
            case slots
        }

        var calls: [Call] = []

        func commit(_ transaction: LayerTransaction) { calls.append(.commit) }
        func hostedSlotsChanged(_ slots: [HostedSlot]) { calls.append(.slots) }
        func commitFrame(_ transaction: LayerTransaction, hostedSlots: [HostedSlot]?) {
            calls.append(.frame(operations: transaction.operations.count, slots: hostedSlots))
        }
        func accessibilityChanged(_ change: AccessibilityChange) {}
        func perform(_ request: HostRequest, focus: AccessibilityElement?) {}
    }

    @Test("every frame of a hosted toast's fade in and out arrives whole: operations with the slots they moved")
    func framesArriveWhole() async {
        let clock = TestClock()
        let ticker = ManualFrameTicker()
        let surface = BatchSurface()
        var turns: [@MainActor () -> Void] = []
        let center = PopupCenter(measurer: FixedAdvanceTextMeasurer(), clock: clock)
        let driver = HostDriver(center: center, surface: surface, ticker: ticker, schedule: { turns.append($0) })
        func nextTurn() {
            let work = turns
            turns = []
            for item in work { item() }
        }
        center.toast(hosted: HostedContent(name: "card", width: 120, height: 40), position: .center, duration: .seconds(1))
        await center.flush()
        await Task.megaYield()
        nextTurn()
        for _ in 0..<240 {
            await clock.advance(by: .milliseconds(16))
            ticker.tick()
            nextTurn()
        }
        #expect(!surface.calls.contains(.commit) && !surface.calls.contains(.slots),
                "nothing arrives apart from its frame: \(surface.calls)")
        let frames = surface.calls.compactMap { call -> [HostedSlot]?? in
            if case .frame(let operations, let slots) = call, operations > 0 { return slots }
            return nil
        }
        #expect(frames.count > 10, "a fade in and a fade out")
        #expect(frames.allSatisfy { $0 != nil }, "every frame of a fade moves the view: its slots come with it")
        #expect(frames.last == .some([]), "the last frame takes the view away with its toast")
        #expect(driver.hostedSlots.isEmpty)
    }
}
