import CenterHarness
import Clocks
import ConcurrencyExtras
import Foundation
import PopupKit
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// A long mixed run through one center on a test clock — every component, and the
/// storms that used to grow memory (HUD updates, unique banner types, conditions
/// and schedulers, re-prioritised popups, updates behind an earlier timer) — after
/// which every table is empty again and the process is no bigger than before.
@MainActor
@Suite("Soak")
struct SoakTests {
    /// Steps of the run (`POPUPKIT_SOAK_NOTICES`; `make soak` runs 1,000,000). The
    /// resident size is checked only when it is set: other suites running in the
    /// same process would move it.
    nonisolated static let configured = ProcessInfo.processInfo.environment["POPUPKIT_SOAK_NOTICES"].flatMap(Int.init)
    nonisolated static let steps = configured ?? 4_000

    /// Tables an app keeps on purpose (observers, subscribers): not checked.
    static let kept: Set<String> = ["eventObservers", "touchObservers", "subscribers"]

    @Test("a mixed run of notices leaves every table empty and the resident size within 10 %")
    func soak() async {
        // Waiting banners expire, so the run has a steady state: live notices stay bounded.
        let rules = RuleBook([FrequencyRule(type: FrequencyRule.defaultType, minInterval: .seconds(1),
                                            expiration: .seconds(3), maxCount: 50, window: .seconds(20))])
        let harness = Harness(rules: rules)
        // The harness's own log of every event would grow with the run: not the center's memory.
        harness.center.eventHandler = nil
        let ended = CallCounter()
        // Warm up: the same run, a tenth as long, so the allocator and caches settle.
        let warmUp = max(1_000, Self.steps / 10)
        await run(warmUp, on: harness, ended: ended)
        let start = Self.residentBytes()
        await run(Self.steps, on: harness, ended: ended)
        let end = Self.residentBytes()

        let sizes = harness.center.tableSizes
        let left = sizes.filter { !Self.kept.contains($0.key) && $0.value != 0 }.sorted { $0.key < $1.key }
        #expect(left.isEmpty, "tables not empty after \(Self.steps) steps: \(left)")
        #expect(harness.center.stage.engine.screen.isEmpty)
        #expect(harness.center.stage.engine.nextDeadline == nil)
        let submitted = Self.notices(warmUp) + Self.notices(Self.steps)
        #expect(ended.all["ended"] == submitted, "every notice's completion runs once")
        if Self.configured != nil, let start, let end {
            let growth = Double(end) / Double(start) - 1
            print("soak: \(Self.steps) steps, resident \(start / 1024) KiB → \(end / 1024) KiB (\(String(format: "%+.1f", growth * 100)) %)")
            #expect(growth < 0.10, "resident size grew \(Int(growth * 100)) %: \(start) → \(end) bytes")
        }
    }

    /// Notices with a completion in `steps` steps of ``run(_:on:ended:)``.
    static func notices(_ steps: Int) -> Int {
        (0..<8).reduce(0) { total, kind in
            let withCompletion = [0, 2, 3, 4, 5].contains(kind)
            return total + (withCompletion ? (steps + 7 - kind) / 8 : 0)
        }
    }

    /// `steps` steps of every kind of call, with time moving on every 400 steps,
    /// then everything ended and the rules' windows passed.
    func run(_ steps: Int, on harness: Harness, ended: CallCounter) async {
        let center = harness.center
        let done: PopupCenter.Completion = { _ in ended.record("ended") }
        let held = PopupScheduler(center: center, name: "held")
        held.suspend()
        let target = Rect(x: 10, y: 100, width: 40, height: 40)
        for step in 0..<steps {
            switch step % 8 {
            case 0:
                // Toasts queue one at a time: those still waiting after 3 s expire.
                center.submit(Notice(.toast(Toast(message: "Saved \(step)")), expiresAfter: .seconds(3),
                                     duration: .seconds(1)), completion: done)
            case 1:
                center.hud.showProgress(Double(step % 100) / 100, status: "Uploading")
            case 2:
                center.push(BannerMessage(type: "type-\(step)", title: "News", displayTime: .seconds(1)), completion: done)
            case 3:
                // Most are withdrawn at once; one in 80 shows briefly, or is discarded
                // when its condition is false.
                let popup = center.popups.add(Popup(title: "Offer", untriggered: .discard), condition: { step % 3 != 0 },
                                              duration: .milliseconds(100), completion: done)
                if step % 80 != 3 { center.popups.remove(popup.id) }
            case 4:
                let scheduler = PopupScheduler(center: center, name: "scheduler-\(step)")
                scheduler.add(Popup(title: "Tip"), duration: .seconds(1), completion: done)
            case 5:
                center.bubble(text: "New", pointingAt: target, duration: .seconds(1), completion: done)
            case 6:
                held.add(Popup(title: "Rate us"), priority: step % 16 == 6 ? 1 : 2, id: "rate")
            default:
                center.show(toast: Toast(message: "Progress \(step)"), duration: .seconds(5), id: "progress")
            }
            if step % 400 == 399 {
                if step % 1_200 == 1_199 { center.appDidBecomeIdle() }
                await harness.advance(by: 2)
            }
        }
        center.hud.dismiss()
        held.removeAll()
        held.resume()
        center.popups.removeAll()
        for lane in Lane.allCases { center.hideAll(lane, includeActivity: true) }
        await harness.advance(by: 1)
        for lane in Lane.allCases { center.hideAll(lane, includeActivity: true) }
        await harness.advance(by: 30)
        center.hideAll(.toast)  // A call after the rules' windows: the history is looked at again.
        await harness.settle()
    }

    /// The process's resident size (Linux: /proc/self/statm); `nil` elsewhere.
    static func residentBytes() -> Int? {
        #if os(Linux)
        guard let statm = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8),
              let pages = statm.split(separator: " ").dropFirst().first.flatMap({ Int($0) }) else { return nil }
        return pages * sysconf(Int32(_SC_PAGESIZE))
        #else
        return nil
        #endif
    }
}
