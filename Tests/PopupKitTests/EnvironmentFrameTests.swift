import PopupKit
import PopupKitTesting
import Testing

/// A change of the screen itself reaches the display at once, with nothing on
/// screen: a host draws what is behind the notices (an app screen, a backdrop)
/// from the stage, so the new appearance, keyboard, size or Reduce Motion must
/// be drawn even though no notice changed.
@Suite("Environment frames")
@MainActor
struct EnvironmentFrameTests {
    @Test("appearance, keyboard, size and Reduce Motion each hand over a frame on an empty screen; a flush does not")
    func environmentChangesAreDrawn() async {
        let screen = FrameDriverTests.Screen()
        await screen.center.flush()
        let first = screen.scenes.count
        #expect(first == 1, "the display gets the screen when it is set")
        screen.center.update { $0.appearance = .dark }
        await screen.center.flush()
        #expect(screen.scenes.count == first + 1, "dark")
        screen.center.setKeyboardHeight(300)
        await screen.center.flush()
        #expect(screen.scenes.count == first + 2, "keyboard")
        var accessibility = AccessibilityConfiguration()
        accessibility.reduceMotion = true
        screen.center.update { [accessibility] in $0.configuration.accessibility = accessibility }
        await screen.center.flush()
        #expect(screen.scenes.count == first + 3, "Reduce Motion")
        var container = screen.center.stage.container
        container.size = Size(width: 844, height: 390)
        screen.center.setContainer(container)
        await screen.center.flush()
        #expect(screen.scenes.count == first + 4, "size")
        #expect(screen.scenes.last?.nodes.isEmpty == true && screen.scenes.last?.size == container.size)
        await screen.center.flush()
        screen.center.setKeyboardHeight(300)
        await screen.center.flush()
        #expect(screen.scenes.count == first + 4, "nothing changed: no frame")
        #expect(!screen.ticker.isRunning)
    }
}
