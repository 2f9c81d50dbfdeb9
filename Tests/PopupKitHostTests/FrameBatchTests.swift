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

    @Test("every commit of a hosted toast arrives whole: its show, its dismissal and its removal each with the slots they moved, and its fades take none")
    func framesArriveWhole() async throws {
        let clock = TestClock()
        let ticker = ManualFrameTicker()
        let surface = BatchSurface()
        var turns: [@MainActor () -> Void] = []
        let center = PopupCenter(measurer: FixedAdvanceTextMeasurer(), clock: clock)
        let driver = HostDriver(center: center, surface: surface, ticker: ticker, schedule: { turns.append($0) },
                                after: { _, _ in })
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
        #expect(frames.count == 3, "the show, the dismissal, the removal; nothing for the fades between: \(frames)")
        #expect(frames.allSatisfy { $0 != nil }, "each of them moves the view: its slots come with it")
        let shown = try #require(frames.first??.first)
        #expect(shown.opacity == 1 && shown.motions.map(\.property) == [.opacity] && shown.motions.first?.from == 0,
                "at rest opaque, with the fade in to play: \(shown)")
        let leaving = try #require(frames.dropFirst().first??.first)
        #expect(leaving.opacity == 0 && leaving.motions.first?.from == 1 && leaving.motions.first?.to == 0,
                "resting where the fade out ends, with the fade out to play: \(leaving)")
        #expect(frames.last == .some([]), "the last frame takes the view away with its toast")
        #expect(driver.hostedSlots.isEmpty)
        #expect(ticker.starts == 0, "no frame was ticked")
    }
}
