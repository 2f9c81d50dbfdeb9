import PopupKitHost
import PopupKitUIKit
import Testing

@Suite("UIKit host: announcement timing")
struct UIKitAnnouncementsTests {
    @Test("the UIKit surface opts into VoiceOver's timing: announcements wait for the show to settle and are made again once when cut off")
    func voiceOverTiming() throws {
        let timing = try #require(UIKitAnnouncements.timing, "without a timing the driver announces in the commit that shows the notice")
        #expect(timing == .voiceOver)
        #expect(timing.settle > .zero && timing.retries >= 1)
    }
}
