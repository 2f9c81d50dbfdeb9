import PopupKitHost
import Testing

@Suite("Window fit")
struct WindowFitTests {
    @Test("a phone screen at 1x fits a 1280 x 1024 display as it is, and shrinks on a 1366 x 768 one")
    func fits() {
        #expect(WindowFit.factor(width: 390, height: 844, screenWidth: 1280, screenHeight: 1024) == 1)
        let laptop = WindowFit.factor(width: 390, height: 844, screenWidth: 1366, screenHeight: 768)
        #expect(laptop < 1 && (844 * laptop).rounded(.up) <= 768 * WindowFit.usableShare + 1)
        #expect(abs(laptop - 768 * 0.92 / 844) < 1e-12)
    }

    @Test("at 2x the limiting side decides; nonsense sizes fit as they are")
    func limitingSide() {
        let wide = WindowFit.factor(width: 1688, height: 780, screenWidth: 1280, screenHeight: 1024)
        #expect(abs(wide - 1280 * 0.92 / 1688) < 1e-12)
        #expect(WindowFit.factor(width: 0, height: 844, screenWidth: 1280, screenHeight: 800) == 1)
        #expect(WindowFit.factor(width: 390, height: .nan, screenWidth: 1280, screenHeight: 800) == 1)
        #expect(WindowFit.factor(width: 390, height: 844, screenWidth: -1, screenHeight: 800) == 1)
    }
}
