import PopupKitHost
import PopupKitUIKit
import Testing

/// VoiceOver confinement under a modal notice, over fake windows: which windows
/// hide their elements, what they get back, and where the focus returns (UIKit's
/// host assigns `accessibilityViewIsModal` and `accessibilityElementsHidden` as
/// each step says).
@Suite("Modal confinement")
@MainActor
struct ModalConfinementTests {
    final class Window {
        let name: String
        var level: Double
        var isOverlay: Bool
        var elementsHidden: Bool
        /// The overlay window's `accessibilityViewIsModal`.
        var isModal = false

        init(_ name: String, level: Double = 0, overlay: Bool = false, hidden: Bool = false) {
            self.name = name
            self.level = level
            isOverlay = overlay
            elementsHidden = hidden
        }
    }

    final class Element {}

    /// A scene: the app's window, a second app window hidden by the app itself, the
    /// overlay at alert + 1 and the keyboard's window above it; and what the
    /// screen reader is on.
    final class Scene {
        let app = Window("app")
        let sheet = Window("sheet", level: 1, hidden: true)
        let overlay = Window("overlay", level: 2001, overlay: true)
        let keyboard = Window("keyboard", level: 10_000_000)
        var windows: [Window] { [app, sheet, overlay, keyboard] }
        var focused: Element? = Element()
        var confinement = ModalConfinement<Window, Element>()

        /// What the UIKit host does with a step: one assignment per window.
        @discardableResult
        func show(modal: Bool) -> ModalConfinement<Window, Element>.Step {
            let overlayLevel = overlay.level
            let step = confinement.update(isModal: modal, windows: windows,
                                          isBehind: { !$0.isOverlay && $0.level < overlayLevel },
                                          elementsHidden: { $0.elementsHidden }, focused: { self.focused })
            apply(step)
            return step
        }

        func apply(_ step: ModalConfinement<Window, Element>.Step) {
            overlay.isModal = step.overlayIsModal
            for window in step.hide { window.elementsHidden = true }
            for (window, hidden) in step.restore { window.elementsHidden = hidden }
        }

        /// The windows VoiceOver can reach: not hidden, and only the modal window
        /// and those above it when one is modal.
        var reachable: [String] {
            let floor = windows.filter(\.isModal).map(\.level).min() ?? -.infinity
            return windows.filter { !$0.elementsHidden && $0.level >= floor }.map(\.name)
        }
    }

    @Test("a modal notice confines the screen reader to the overlay and what is above it")
    func confines() {
        let scene = Scene()
        #expect(scene.reachable == ["app", "overlay", "keyboard"])
        scene.show(modal: true)
        #expect(scene.overlay.isModal)
        #expect(scene.app.elementsHidden, "the app's window behind is not reachable")
        #expect(!scene.keyboard.elementsHidden, "the keyboard above stays reachable")
        #expect(scene.reachable == ["overlay", "keyboard"])
    }

    @Test("when it ends every window gets its own value back and the focus returns")
    func restores() {
        let scene = Scene()
        let before = scene.focused
        scene.show(modal: true)
        scene.focused = Element()
        #expect(scene.show(modal: true).hide.isEmpty, "nothing new to hide")
        let end = scene.show(modal: false)
        #expect(!scene.overlay.isModal && !scene.app.elementsHidden)
        #expect(scene.sheet.elementsHidden, "hidden by the app before: still hidden")
        #expect(end.focusBack === before, "back to where the screen reader was before the modal")
        #expect(scene.reachable == ["app", "overlay", "keyboard"])
        #expect(!scene.confinement.isConfining)
        let again = scene.show(modal: false)
        #expect(again.restore.isEmpty && again.focusBack == nil, "ends once")
    }

    @Test("a window that comes while confined is hidden too; the overlay going ends the confinement")
    func lateWindowAndEnd() {
        let scene = Scene()
        scene.show(modal: true)
        let alert = Window("alert", level: 1000)
        let windows = scene.windows + [alert]
        let step = scene.confinement.update(isModal: true, windows: windows, isBehind: { !$0.isOverlay && $0.level < 2001 },
                                            elementsHidden: { $0.elementsHidden }, focused: { nil })
        #expect(step.hide.map(\.name) == ["alert"])
        scene.apply(step)
        let end = scene.confinement.end()
        scene.apply(end)
        #expect(Set(end.restore.map(\.window.name)) == ["app", "alert"])
        #expect(!alert.elementsHidden && !scene.app.elementsHidden && scene.sheet.elementsHidden)
    }

    @Test("no modal notice, no confinement: the app's windows are never touched")
    func nothingModal() {
        let scene = Scene()
        let step = scene.show(modal: false)
        #expect(!step.overlayIsModal && step.hide.isEmpty && step.restore.isEmpty)
        #expect(scene.reachable == ["app", "overlay", "keyboard"])
    }
}
