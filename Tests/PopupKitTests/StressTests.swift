import CenterHarness
import Foundation
import PopupKit
import Testing

/// Many tasks calling one center at once: every completion runs exactly once,
/// the outcomes add up and nothing is left waiting.
@MainActor
@Suite("Concurrent calls")
struct StressTests {
    /// Submissions per task (`POPUPKIT_STRESS_SUBMISSIONS`, default 100,000).
    nonisolated static let perTask = ProcessInfo.processInfo.environment["POPUPKIT_STRESS_SUBMISSIONS"].flatMap(Int.init) ?? 100_000
    nonisolated static let tasks = 8

    @Test("8 tasks submit, update and dismiss at once; each completion runs once and the outcomes add up")
    func concurrentSubmissions() async {
        var configuration = EngineConfiguration()
        configuration[.popup].strategy = .priority
        let harness = Harness(configuration: configuration,
                              rules: RuleBook([FrequencyRule(type: "chat", priority: 10),
                                               FrequencyRule(type: "promo", priority: 1, maxCount: 1_000,
                                                             window: .seconds(60))]))
        let center = harness.center
        let perTask = Self.perTask
        let tally = CompletionTally(count: Self.tasks * perTask)
        await withTaskGroup(of: Void.self) { group in
            for task in 0..<Self.tasks {
                group.addTask {
                    for step in 0..<perTask {
                        let index = task * perTask + step
                        let id = NoticeID("\(task)-\(step % 5_000)")
                        let done: PopupCenter.Completion = { outcome in tally.record(index, "\(outcome)") }
                        switch step % 8 {
                        case 0, 1: center.show(toast: Toast(message: "T\(step)"), duration: .seconds(1), id: id, completion: done)
                        case 2: center.push(BannerMessage(type: step % 3 == 0 ? "chat" : "promo", title: "B\(step)", displayTime: .seconds(1)),
                                            id: id, completion: done)
                        case 3: center.popups.add(Popup(title: "P\(step)"), priority: step % 7, id: id, completion: done)
                        case 4: center.bubble(text: "Tip", pointingAt: Rect(x: 10, y: 100, width: 40, height: 40), id: id,
                                              completion: done)
                        case 5: center.show(toast: Toast(message: "Updated \(step)"), id: NoticeID("\(task)-\((step - 5) % 5_000)"),
                                            completion: done)
                        case 6: center.submit(Notice(id: id, .popup(Popup(title: "Q"))), completion: done)
                        default:
                            center.hud(id: NoticeID("hud-\(task)")).show(status: "Working")
                            center.dismiss(NoticeID("\(task)-\((step - 4) % 5_000)"))
                            tally.record(index, "no notice")
                        }
                    }
                }
            }
        }
        await harness.settle()
        for lane in Lane.allCases { center.hideAll(lane, includeActivity: true) }
        await harness.settle()
        await harness.advance(by: 30)
        await harness.settle()
        let counts = tally.callCounts
        #expect(counts.allSatisfy { $0 == 1 }, "\(counts.filter { $0 != 1 }.count) calls did not complete exactly once")
        #expect(tally.outcomeCounts.values.reduce(0, +) == Self.tasks * perTask)
        #expect(center.waitingCount == 0)
        #expect(center.stage.engine.screen.isEmpty)
        #expect(center.stage.engine.nextDeadline == nil)
        #expect(center.stage.engine.invariantViolations().isEmpty)
    }
}
