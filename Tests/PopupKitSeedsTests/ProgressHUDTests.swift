import CenterHarness
import Foundation
import PopupKitSeeds
import Testing

/// SVProgressHUD's static calls, one test per behaviour its API defines, on a
/// center on a test clock (docs/Migrating/SVProgressHUD.md).
@Suite("SVProgressHUD calls", .serialized)
@MainActor
struct ProgressHUDTests {
    /// A harness whose center the static calls drive, restored afterwards.
    private func withHUD(_ body: (Harness) async throws -> Void) async rethrows {
        let harness = Harness()
        let previous = ProgressHUD.center
        ProgressHUD.center = harness.center
        defer { ProgressHUD.center = previous }
        try await body(harness)
    }

    @Test("show and popActivity count: the HUD stays until the last activity pops")
    func activityCount() async {
        await withHUD { harness in
            ProgressHUD.show()
            ProgressHUD.show(withStatus: "Loading")
            await harness.advance(by: 0.5)
            #expect(ProgressHUD.isVisible() && harness.hudContent()?.activityCount == 2)
            ProgressHUD.popActivity()
            await harness.advance(by: 0.5)
            #expect(ProgressHUD.isVisible())
            ProgressHUD.popActivity()
            await harness.advance(by: 0.5)
            #expect(!ProgressHUD.isVisible())
            #expect(harness.lines(NoticeEngine.hudID).last == "1.0 dismissed api", "the second pop, at 1 s")
        }
    }

    @Test("a progress below 0 (SVProgressHUD's undefined -1) shows the spinner and counts; 0…1 shows the ring")
    func progress() async {
        await withHUD { harness in
            ProgressHUD.showProgress(-1, status: "Preparing")
            await harness.advance(by: 0.1)
            #expect(harness.hudContent()?.mode == .spinner && harness.hudContent()?.activityCount == 1)
            ProgressHUD.showProgress(0.4, status: "Uploading")
            await harness.advance(by: 0.1)
            #expect(harness.hudContent()?.mode == .progress(Double(Float(0.4))))
            #expect(harness.hudContent()?.status == "Uploading")
        }
    }

    @Test("a result stays max(0.5 s + 0.06 s per character, the minimum dismiss time), at most the maximum")
    func resultTimes() async {
        await withHUD { harness in
            ProgressHUD.setMinimumDismissTimeInterval(.seconds(1))
            ProgressHUD.showSuccess(withStatus: "Done")
            await harness.advance(by: 0.9)
            #expect(ProgressHUD.isVisible())
            await harness.advance(by: 0.2)
            #expect(!ProgressHUD.isVisible(), "4 characters: 0.74 s, raised to the 1 s minimum")
            ProgressHUD.setMinimumDismissTimeInterval(.zero)
            ProgressHUD.setMaximumDismissTimeInterval(.seconds(2))
            ProgressHUD.showError(withStatus: String(repeating: "x", count: 100))
            await harness.advance(by: 2.1)
            #expect(!ProgressHUD.isVisible(), "6.5 s for 100 characters, capped at 2 s")
        }
    }

    @Test("showImage is a result: the image and status, no activity left, dismissed after the result's time")
    func image() async {
        await withHUD { harness in
            ProgressHUD.setMinimumDismissTimeInterval(.zero)
            ProgressHUD.show()
            ProgressHUD.showImage("symbol:star", status: "Starred")
            await harness.advance(by: 0.5)
            #expect(harness.hudContent()?.mode == .image("symbol:star") && harness.hudContent()?.status == "Starred")
            #expect(harness.hudContent()?.activityCount == 0)
            await harness.advance(by: 0.5)
            #expect(!ProgressHUD.isVisible(), "7 characters: 0.92 s")
            #expect(harness.lines(NoticeEngine.hudID).last == "0.92 dismissed timeout")
        }
    }

    @Test("a HUD dismissed within the grace time never appears")
    func graceTime() async {
        await withHUD { harness in
            ProgressHUD.setGraceTimeInterval(.milliseconds(500))
            ProgressHUD.show(withStatus: "Checking")
            await harness.advance(by: 0.2)
            ProgressHUD.dismiss()
            await harness.advance(by: 1)
            #expect(!harness.lines(NoticeEngine.hudID).contains { $0.hasSuffix("shown") })
        }
    }

    @Test("dismiss(withDelay:completion:) dismisses after the delay and completes once it is gone")
    func delayedDismiss() async {
        await withHUD { harness in
            ProgressHUD.show()
            await harness.advance(by: 0.5)
            let calls = CallCounter()
            ProgressHUD.dismiss(withDelay: .seconds(1)) { calls.record("gone") }
            await harness.advance(by: 0.9)
            #expect(ProgressHUD.isVisible() && calls.all.isEmpty)
            await harness.advance(by: 0.5)
            #expect(!ProgressHUD.isVisible())
            await harness.advance(by: 0.5)
            #expect(calls.all == ["gone": 1])
        }
    }

    @Test("settings reach the HUD: style, mask, animation type, offset")
    func settings() async {
        await withHUD { harness in
            ProgressHUD.setDefaultStyle(.dark)
            ProgressHUD.setDefaultMaskType(.gradient)
            ProgressHUD.setDefaultAnimationType(.native)
            ProgressHUD.setOffsetFromCenter(Point(x: 0, y: 40))
            await harness.settle()
            let style = harness.center.hud.settings.style
            #expect(style.appearance == .dark && style.mask == .gradient && style.spinner == .system)
            #expect(style.offsetFromCenter == Point(x: 0, y: 40))
            ProgressHUD.resetOffsetFromCenter()
            await harness.settle()
            #expect(harness.center.hud.settings.style.offsetFromCenter == .zero)
            ProgressHUD.setHapticsEnabled(false)
            await harness.settle()
            #expect(!harness.center.configuration[.hud].haptics)
        }
    }

    @Test("mask colours are SVProgressHUD's: black 40 %, gradient to 75 %, and the background layer colour for custom only")
    func maskColours() async {
        await withHUD { harness in
            @MainActor func mask() -> (HUDStyle.Mask, NoticeColor) {
                let style = harness.center.hud.settings.style
                return (style.mask, style.maskColor.resolved(.light))
            }
            let red = NoticeColor(red: 1, green: 0, blue: 0, alpha: 0.3)
            ProgressHUD.setBackgroundLayerColor(NoticeColor.black.withAlpha(0.4))
            ProgressHUD.setDefaultMaskType(.custom)
            await harness.settle()
            #expect(mask() == (.black, NoticeColor.black.withAlpha(0.4)), "custom before a colour: SVProgressHUD's 40 %")
            ProgressHUD.setBackgroundLayerColor(red)
            await harness.settle()
            #expect(mask() == (.black, red), "custom dims with the background layer colour as soon as it is set")
            ProgressHUD.setDefaultMaskType(.black)
            await harness.settle()
            #expect(mask() == (.black, NoticeColor.black.withAlpha(0.4)), "black keeps its own 40 %, whatever the layer colour")
            ProgressHUD.setDefaultMaskType(.gradient)
            await harness.settle()
            #expect(mask() == (.gradient, NoticeColor.black.withAlpha(0.75)))
            ProgressHUD.setDefaultMaskType(.custom)
            await harness.settle()
            #expect(mask() == (.black, red), "the layer colour set before is kept for custom")
            ProgressHUD.setDefaultMaskType(.none)
            ProgressHUD.setBackgroundLayerColor(NoticeColor.black.withAlpha(0.4))
            await harness.settle()
            #expect(harness.center.hud.settings.style.mask == HUDStyle.Mask.none)
        }
    }

    @Test("a setting waits its turn behind the calls made before it, and two in a row keep both")
    func settingWaitsItsTurn() async {
        await withHUD { harness in
            ProgressHUD.setGraceTimeInterval(.milliseconds(300))
            ProgressHUD.setMinimumDismissTimeInterval(.seconds(2))
            #expect(harness.center.hud.settings.graceTime == .zero, "waiting")
            await harness.settle()
            #expect(harness.center.hud.settings.graceTime == .milliseconds(300))
            #expect(harness.center.hud.settings.minimumDismissTime == .seconds(2), "both kept")
        }
    }

    @Test("setFadeInAnimationDuration times the HUD's appearing and setFadeOutAnimationDuration its leaving, each only its own")
    func fadeDurations() async {
        await withHUD { harness in
            /// When the HUD shown at `start` finished appearing and, dismissed one second later, left the screen.
            @MainActor func fades(from start: Double) async -> (appeared: Double?, left: Double?) {
                ProgressHUD.show(withStatus: "Saving")
                await harness.advance(by: 1)
                ProgressHUD.dismiss()
                await harness.advance(by: 1)
                let lines = harness.lines(NoticeEngine.hudID, instants: true)
                func time(_ name: String) -> Double? {
                    lines.last { $0.hasSuffix(" \(name)") }.flatMap { Double($0.prefix { $0 != " " }) }
                }
                return (time("appeared").map { $0 - start }, time("left").map { $0 - start - 1 })
            }
            func near(_ measured: Double?, _ expected: Double) -> Bool { measured.map { abs($0 - expected) < 1e-6 } ?? false }
            let before = harness.center.hud.settings
            let defaultIn = TimeSpan(before.fadeInDuration).seconds, defaultOut = TimeSpan(before.fadeOutDuration).seconds
            #expect(defaultIn != 0.4 && defaultOut != 0.7, "the durations below differ from the defaults")
            let plain = await fades(from: 0)
            #expect(near(plain.appeared, defaultIn) && near(plain.left, defaultOut), "\(plain)")

            ProgressHUD.setFadeInAnimationDuration(.milliseconds(400))
            await harness.settle()
            #expect(harness.center.hud.settings.fadeOutDuration == before.fadeOutDuration, "the fade-out is not touched")
            let slowIn = await fades(from: 2)
            #expect(near(slowIn.appeared, 0.4), "appears in the fade-in set: \(slowIn)")
            #expect(near(slowIn.left, defaultOut), "leaves in the fade-out it had: \(slowIn)")

            ProgressHUD.setFadeOutAnimationDuration(.milliseconds(700))
            await harness.settle()
            #expect(harness.center.hud.settings.fadeInDuration == .milliseconds(400), "the fade-in is not touched")
            let slowOut = await fades(from: 4)
            #expect(near(slowOut.appeared, 0.4), "still appears in the fade-in set before: \(slowOut)")
            #expect(near(slowOut.left, 0.7), "leaves in the fade-out set: \(slowOut)")
        }
    }

    @Test("will and did appear, will and did disappear are posted in order with the status")
    func lifecycleNotifications() async {
        await withHUD { harness in
            let notifications = NotificationCenter()
            let seen = NotificationLog(notifications)
            let observations = ProgressHUD.postNotifications(for: harness.center, on: notifications)
            ProgressHUD.show(withStatus: "Syncing")
            await harness.advance(by: 1)
            ProgressHUD.dismiss()
            await harness.advance(by: 1)
            #expect(seen.names == ["SVProgressHUDWillAppearNotification", "SVProgressHUDDidAppearNotification",
                                   "SVProgressHUDWillDisappearNotification", "SVProgressHUDDidDisappearNotification"])
            #expect(seen.statuses == Array(repeating: "Syncing", count: 4))
            observations.forEach { $0.cancel() }
            ProgressHUD.show()
            await harness.advance(by: 1)
            #expect(seen.names.count == 4, "cancelled: nothing more is posted")
        }
    }

    /// How a press reaches the center: routed by a host (`PointerRouter` applies it
    /// at once), or sent as an input (`send(.pointer(_:at:))`), in turn with the other calls.
    enum PressRoute: String, CaseIterable, Sendable {
        case host, input
    }

    @Test("a touch on the HUD posts both touch notifications; on its mask only the touch event — routed by a host or sent as an input",
          arguments: PressRoute.allCases)
    func touchNotifications(route: PressRoute) async throws {
        try await withHUD { harness in
            let notifications = NotificationCenter()
            let seen = NotificationLog(notifications)
            let observations = ProgressHUD.postNotifications(for: harness.center, on: notifications)
            ProgressHUD.setDefaultMaskType(.black)
            ProgressHUD.show(withStatus: "Hold on")
            await harness.advance(by: 1)
            let frame = try #require(harness.center.frame(of: NoticeEngine.hudID))
            for (phase, point) in [(PointerPhase.down, frame.center), (.up, frame.center),
                                   (.down, Point(x: 5, y: 5)), (.up, Point(x: 5, y: 5))] {
                switch route {
                case .host: harness.center.applyPointer(phase, at: point)
                case .input: harness.center.send(.pointer(phase, at: point))
                }
            }
            await harness.settle()
            let touches = seen.names.filter { $0.contains("Touch") }
            #expect(touches == ["SVProgressHUDDidReceiveTouchEventNotification", "SVProgressHUDDidTouchDownInsideNotification",
                                "SVProgressHUDDidReceiveTouchEventNotification"])
            _ = observations
        }
    }
}

/// Records what a notification center posts, from any thread.
final class NotificationLog: @unchecked Sendable {
    private let lock = NSLock()
    private var entries: [(String, String?)] = []
    private var tokens: [any NSObjectProtocol] = []

    init(_ center: NotificationCenter) {
        let names = [ProgressHUD.willAppearNotification, ProgressHUD.didAppearNotification,
                     ProgressHUD.willDisappearNotification, ProgressHUD.didDisappearNotification,
                     ProgressHUD.didReceiveTouchEventNotification, ProgressHUD.didTouchDownInsideNotification]
        tokens = names.map { name in
            center.addObserver(forName: name, object: nil, queue: nil) { [weak self] note in
                let status = note.userInfo?[ProgressHUD.statusUserInfoKey] as? String
                self?.lock.withLock { self?.entries.append((note.name.rawValue, status)) }
            }
        }
    }

    var names: [String] { lock.withLock { entries.map(\.0) } }
    var statuses: [String?] { lock.withLock { entries.map(\.1) } }
}
