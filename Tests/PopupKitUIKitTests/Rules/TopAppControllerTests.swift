import PopupKitHost
import PopupKitUIKit
import Testing

/// Which of the app's view controllers the overlay forwards the status bar, the
/// home indicator, the screen edges and the orientations to, over fake windows
/// and controllers (UIKit's are thin readings of the same properties).
@Suite("Top app controller")
@MainActor
struct TopAppControllerTests {
    final class Controller: ViewControllerNode {
        let name: String
        var presented: Controller?
        var isBeingDismissed = false
        var presentsFullScreen = false
        var capturesStatusBarAppearance = false

        init(_ name: String, presenting presented: Controller? = nil, fullScreen: Bool = true) {
            self.name = name
            self.presented = presented
            presentsFullScreen = fullScreen
        }
    }

    struct Window: SceneWindowNode {
        var isOverlay = false
        var isKey = false
        var isInstallWindow = false
        var root: Controller?
    }

    static func top(_ windows: [Window]) -> String? {
        TopAppController.find(in: windows)?.name
    }

    @Test("the scene's key app window's root decides, whatever the windows' order")
    func keyWindow() {
        let other = Window(root: Controller("other"))
        let key = Window(isKey: true, root: Controller("app"))
        #expect(Self.top([other, key]) == "app")
        #expect(Self.top([key, other]) == "app")
    }

    @Test("an overlay is never asked, key or not: alone, there is no controller and UIKit's defaults apply")
    func overlaySkipped() {
        let overlay = Window(isOverlay: true, isKey: true, isInstallWindow: true, root: Controller("overlay"))
        #expect(Self.top([overlay]) == nil, "the overlay's own controller would recurse into itself")
        let app = Window(isInstallWindow: true, root: Controller("app"))
        #expect(Self.top([app, overlay]) == "app", "past the overlay, the window the host was installed from")
        #expect(Self.top([overlay, Window(isOverlay: true, isKey: false, root: Controller("another overlay"))]) == nil)
    }

    @Test("without a key window, the window the host was installed from; without either, none")
    func installWindow() {
        let install = Window(isInstallWindow: true, root: Controller("installed from"))
        #expect(Self.top([Window(root: Controller("other")), install]) == "installed from")
        #expect(Self.top([Window(root: Controller("other"))]) == nil)
        #expect(Self.top([Window(isKey: true, root: nil), install]) == nil, "the key window decides, even without a root")
    }

    @Test("no windows, no controller")
    func noWindows() {
        #expect(Self.top([]) == nil)
    }

    @Test("the presented chain is followed to its top")
    func presentedChain() {
        let root = Controller("root", presenting: Controller("modal", presenting: Controller("modal over modal")))
        #expect(Self.top([Window(isKey: true, root: root)]) == "modal over modal")
    }

    @Test("a controller being dismissed is leaving with all it presents: its presenter decides")
    func beingDismissedSkipped() {
        let leaving = Controller("leaving", presenting: Controller("over it"))
        leaving.isBeingDismissed = true
        let root = Controller("root", presenting: Controller("modal", presenting: leaving))
        #expect(Self.top([Window(isKey: true, root: root)]) == "modal")
    }

    @Test("a sheet leaves the preferences to the controller under it, unless it captures the status bar")
    func sheets() {
        let sheet = Controller("sheet", fullScreen: false)
        let root = Controller("root", presenting: sheet)
        #expect(Self.top([Window(isKey: true, root: root)]) == "root")
        sheet.presented = Controller("full screen over the sheet")
        #expect(Self.top([Window(isKey: true, root: root)]) == "full screen over the sheet")
        sheet.presented = nil
        sheet.capturesStatusBarAppearance = true
        #expect(Self.top([Window(isKey: true, root: root)]) == "sheet")
    }

    static func presenter(_ windows: [Window]) -> String? {
        TopAppController.presenter(in: windows)?.name
    }

    @Test("a presentation asked of the overlay goes to the top of the app window's presented chain, sheets included, never an overlay")
    func presenterIsTheAppsTopController() {
        let sheet = Controller("sheet", fullScreen: false)
        let root = Controller("root", presenting: Controller("modal", presenting: sheet))
        let overlay = Window(isOverlay: true, isKey: true, root: Controller("overlay"))
        #expect(Self.presenter([overlay, Window(isInstallWindow: true, root: root)]) == "sheet",
                "a sheet presents what comes over it, though it leaves the status bar to the controller under it")
        #expect(Self.top([overlay, Window(isInstallWindow: true, root: root)]) == "modal")
        #expect(Self.presenter([overlay]) == nil, "with no app window the overlay presents it itself")
        #expect(Self.presenter([Window(isKey: true, root: nil)]) == nil)
    }

    @Test("a controller being dismissed does not present: the one it was presented from does")
    func presenterSkipsOneBeingDismissed() {
        let leaving = Controller("leaving", presenting: Controller("over it"))
        leaving.isBeingDismissed = true
        let root = Controller("root", presenting: leaving)
        #expect(Self.presenter([Window(isKey: true, root: root)]) == "root")
    }
}
