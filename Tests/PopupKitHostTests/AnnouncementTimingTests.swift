import Clocks
import ConcurrencyExtras
import PopupKit
import PopupKitHost
import PopupKitTesting
import Testing

/// A recording surface whose screen reader drops early announcements: it asks
/// the driver for VoiceOver's timing.
@MainActor
final class AnnouncingSurface: HostSurface {
    let recording = RecordingSurface()
    var announcementTiming: AnnouncementSchedule.Timing? { .voiceOver }

    func commit(_ transaction: LayerTransaction) { recording.commit(transaction) }
    func accessibilityChanged(_ change: AccessibilityChange) { recording.accessibilityChanged(change) }
    func perform(_ request: HostRequest, focus: AccessibilityElement?) { recording.perform(request, focus: focus) }

    /// The texts announced since the last read.
    func readAnnouncements() -> [String] {
        recording.readRequests().compactMap { if case .announce(let text) = $0.kind { text } else { nil } }
    }
}

/// A center driven frame by frame into an ``AnnouncingSurface``.
typealias AnnouncingHarness = DriverHarness<AnnouncingSurface>

extension DriverHarness where Surface == AnnouncingSurface {
    func finish() throws {
        _ = surface.recording.readTransactions()
        _ = surface.recording.readAccessibilityChanges()
        try surface.recording.finish()
    }
}

@Suite("Announcement timing", .serialized)
@MainActor
struct AnnouncementTimingTests {
    @Test("a toast is announced once its declared fade in has ended, on the driver's wake-up, not in the commit that shows it")
    func afterTheShow() async throws {
        let harness = AnnouncingHarness(surface: AnnouncingSurface())
        harness.center.toast("Saved", duration: .seconds(5))
        await harness.settle()
        #expect(harness.surface.readAnnouncements() == [], "not next to the commit that adds it")
        await harness.rest(for: 0.1)
        #expect(harness.surface.readAnnouncements() == [], "still fading in")
        await harness.rest(for: 0.1)
        #expect(harness.surface.readAnnouncements() == ["Saved"], "said when the 0.2 s fade is over")
        #expect(harness.ticker.starts == 0, "with no frame: the wake-up at the fade's end")
        try harness.finish()
    }

    @Test("while a finger's spring back keeps frames coming, an announcement goes on the first frame its settle time after; a turning spinner holds none back")
    func whileMoving() async throws {
        let harness = AnnouncingHarness(surface: AnnouncingSurface())
        harness.center.update { $0.styles.swipe.banner.springBack = .seconds(2) }
        harness.center.hud.show(status: "Syncing")
        await harness.settle()
        await harness.rest(for: 0.2)
        #expect(!harness.ticker.isRunning && harness.ticker.starts == 0, "the spinner turns with no frames")
        #expect(harness.surface.readAnnouncements() == ["Syncing"], "at rest once its pop is over, though the spinner turns on")
        let banner = harness.center.push(BannerMessage(title: "Ana", subtitle: "Lunch?", displayTime: .seconds(30)))
        await harness.settle()
        await harness.rest(for: 1)
        #expect(harness.surface.readAnnouncements().count == 1, "the banner, once it has slid in")
        // Held 15 pt up and let go slowly: it springs back for 2 s, frame by frame.
        let frame = try #require(harness.center.stage.frame(of: banner.id))
        harness.driver.pointer(.down, at: frame.center)
        await harness.rest(for: 0.2)
        harness.driver.pointer(.move, at: Point(x: frame.midX, y: frame.midY - 15))
        await harness.rest(for: 0.2)
        harness.driver.pointer(.up, at: Point(x: frame.midX, y: frame.midY - 15))
        await harness.settle()
        #expect(harness.ticker.isRunning, "the spring back takes frames")
        harness.center.toast("Saved", duration: .seconds(5))
        await harness.settle()
        var heard: [(Double, [String])] = []
        let start = harness.center.now
        for _ in 0..<45 {
            await harness.frame()
            let said = harness.surface.readAnnouncements()
            if !said.isEmpty { heard.append(((harness.center.now - start).seconds, said)) }
        }
        #expect(harness.ticker.isRunning, "the spring still moves")
        #expect(heard.count == 1 && heard.first?.1 == ["Saved"], "\(heard)")
        let at = try #require(heard.first?.0)
        #expect(at >= 0.5 && at < 0.5 + 2.0 / 60, "not at its fade's end (0.2 s) while frames come, but at the first frame 0.5 s on: \(at)")
        try harness.finish()
    }

    @Test("an announcement cut off is made again after its delay, once; one that finished is not")
    func retriedOnce() async throws {
        let harness = AnnouncingHarness(surface: AnnouncingSurface())
        harness.center.toast("Saved", duration: .seconds(9))
        await harness.settle()
        await harness.rest(for: 0.2)
        #expect(harness.surface.readAnnouncements() == ["Saved"])
        await harness.rest(for: 0.3)
        #expect(harness.wakes.isEmpty, "nothing more to wake for")
        harness.driver.announcementFinished("Saved", successfully: false)
        #expect(harness.wakes.map(\.delay) == [.milliseconds(500)])
        await harness.wake(after: 0.2)
        #expect(harness.surface.readAnnouncements() == [], "not before the delay")
        #expect(harness.wakes.map(\.delay) == [.milliseconds(300)], "woken early, it waits the rest")
        await harness.wake(after: 0.3)
        #expect(harness.surface.readAnnouncements() == ["Saved"], "made again")
        harness.driver.announcementFinished("Saved", successfully: false)
        #expect(harness.wakes.isEmpty, "bounded: once")
        harness.driver.announcementFinished("Other", successfully: false)
        #expect(harness.wakes.isEmpty, "not ours")
        try harness.finish()
    }

    @Test("with nothing moving (a text changed in place), an announcement waits its settle delay and a wake-up makes it")
    func atRest() async throws {
        let harness = AnnouncingHarness(surface: AnnouncingSurface())
        harness.center.toast("Saving", duration: .forever, id: "t")
        await harness.settle()
        await harness.rest(for: 0.5)
        #expect(harness.surface.readAnnouncements() == ["Saving"])
        #expect(harness.wakes.isEmpty)
        harness.center.toast("Saved", duration: .forever, id: "t")
        await harness.settle()
        #expect(harness.surface.readAnnouncements() == [], "not in the commit that changed the text")
        #expect(harness.wakes.map(\.delay) == [.milliseconds(500)], "one wake-up, at its settle delay: nothing moves")
        await harness.rest(for: 0.4)
        #expect(harness.surface.readAnnouncements() == [], "not before")
        await harness.rest(for: 0.1)
        #expect(harness.surface.readAnnouncements() == ["Saved"])
        #expect(harness.ticker.starts == 0)
        try harness.finish()
    }

    @Test("requests other than announcements are not held: a modal popup takes the focus with its frame")
    func focusNotHeld() async throws {
        let harness = AnnouncingHarness(surface: AnnouncingSurface())
        harness.center.submit(Notice(id: "p", .popup(Popup(title: "Rate us"))))
        await harness.settle()
        #expect(harness.surface.recording.readRequests().map(\.kind) == [.screenChanged(focus: "p")])
        try harness.finish()
    }
}

@Suite("Announcement schedule")
struct AnnouncementScheduleTests {
    @Test("first attempts go at rest or when due; retries only when due; the order asked is kept")
    func takes() {
        var schedule = AnnouncementSchedule(timing: .voiceOver)
        schedule.add("a", at: .zero)
        schedule.add("b", at: Instant(seconds: 0.1))
        #expect(schedule.take(at: Instant(seconds: 0.4), atRest: false) == [])
        #expect(schedule.nextDue == Instant(seconds: 0.5))
        #expect(schedule.take(at: Instant(seconds: 0.5), atRest: false) == ["a"])
        #expect(schedule.take(at: Instant(seconds: 0.52), atRest: true) == ["b"])
        schedule.finished("a", successfully: false, at: Instant(seconds: 1))
        #expect(schedule.take(at: Instant(seconds: 1.1), atRest: true) == [], "a retry waits its delay")
        #expect(schedule.take(at: Instant(seconds: 1.5), atRest: false) == ["a"])
        schedule.finished("a", successfully: false, at: Instant(seconds: 2))
        schedule.finished("b", successfully: true, at: Instant(seconds: 2))
        #expect(schedule.isEmpty && schedule.nextDue == nil)
    }

    @Test("bad timing is clamped; no retries means none")
    func clamps() {
        let timing = AnnouncementSchedule.Timing(settle: .seconds(-1), retryDelay: .seconds(-2), retries: -3)
        #expect(timing == AnnouncementSchedule.Timing(settle: .zero, retryDelay: .zero, retries: 0))
        var schedule = AnnouncementSchedule(timing: timing)
        schedule.add("a", at: .zero)
        #expect(schedule.take(at: .zero, atRest: false) == ["a"])
        schedule.finished("a", successfully: false, at: .zero)
        #expect(schedule.isEmpty)
    }

    @Test("a layout notification is not posted for elements only added; anything else posts one")
    func notification() {
        func element(_ id: String, modal: Bool = false) -> AccessibilityElement {
            AccessibilityElement(id: NoticeID(id), lane: .toast, label: id, value: nil, traits: .staticText,
                                 frame: Rect(x: 0, y: 0, width: 10, height: 10), isModal: modal)
        }
        let key = AccessibilityTree.ElementKey(lane: .toast, id: "a")
        let added = AccessibilityChange(elements: [element("a")], added: [key], removed: [], changed: [],
                                        modalChanged: false)
        #expect(added.notification == nil)
        let replaced = AccessibilityChange(elements: [element("a")], added: [key],
                                           removed: [AccessibilityTree.ElementKey(lane: .toast, id: "b")],
                                           changed: [], modalChanged: false)
        #expect(replaced.notification == .layoutChanged)
        let modal = AccessibilityChange(elements: [element("a", modal: true)], added: [key], removed: [], changed: [],
                                        modalChanged: true)
        #expect(modal.notification == .screenChanged)
    }
}
