// The UIKit host's conversions that are plain values: checked on Linux against
// the declarations and on iOS against UIKit; nothing where the UIKit host is empty.
#if os(iOS) || !canImport(Darwin)
#if canImport(UIKit)
import UIKit
#else
import AppleUIDeclarations
import Foundation
#endif
import PopupKit
import PopupKitHost
@testable import PopupKitUIKit
import Testing

@Suite("UIKit mapping")
@MainActor
struct UIKitMappingTests {
    @Test("the overlay sits just above alerts unless the app says otherwise")
    func windowLevel() {
        #expect(PopupHost.defaultWindowLevel.rawValue == UIWindow.Level.alert.rawValue + 1)
    }

    @Test("a frame-rate range reaches Core Animation as it is: 120 Hz for motion, 30 for a spinner")
    func frameRates() {
        let motion = CAFrameRateRange(FrameRateRange(.displayMaximum))
        #expect(motion.minimum == 60 && motion.maximum == 120 && motion.preferred == 120)
        let spinner = CAFrameRateRange(FrameRateRange(.perSecond(30)))
        #expect(spinner.minimum == 30 && spinner.maximum == 30 && spinner.preferred == 30)
    }

    @Test("rectangles and points cross between PopupKit and Core Graphics unchanged")
    func geometry() {
        let rect = Rect(x: 1.5, y: -2, width: 300.25, height: 44)
        let converted = CGRect(rect)
        #expect(converted.origin.x == 1.5 && converted.origin.y == -2 && converted.size.width == 300.25)
        #expect(Rect(converted) == rect)
        #expect(CGPoint(Point(x: 3, y: 4)) == CGPoint(x: 3, y: 4))
    }

    @Test("VoiceOver's report of an announcement reaches the driver as its text and whether it finished")
    func announcementReport() {
        let cut: [AnyHashable: Any] = [UIAccessibility.announcementStringValueUserInfoKey: "Saved",
                                       UIAccessibility.announcementWasSuccessfulUserInfoKey: false]
        #expect(EnvironmentObservers.announcementReport(cut).map { [$0.text, "\($0.successfully)"] } == ["Saved", "false"])
        let bare: [AnyHashable: Any] = [UIAccessibility.announcementStringValueUserInfoKey: "Saved"]
        #expect(EnvironmentObservers.announcementReport(bare)?.successfully == true, "no outcome: not made again")
        #expect(EnvironmentObservers.announcementReport([:]) == nil && EnvironmentObservers.announcementReport(nil) == nil)
    }
}
#endif
