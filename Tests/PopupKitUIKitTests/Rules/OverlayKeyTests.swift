import PopupKit
import PopupKitHost
import PopupKitUIKit
import Testing

/// When the overlay may be key (a hosted text field), and which window gets key
/// back, over fake windows.
@Suite("Overlay key window")
@MainActor
struct OverlayKeyTests {
    final class Window {}

    @Test("the overlay may become key only while a notice that takes text input shows")
    func onlyWhileTextInputShows() {
        var key = OverlayKey<Window>()
        #expect(!key.mayBecomeKey, "never key for toasts and HUDs")
        key.textInputShown("login", appKeyWindow: Window())
        #expect(key.mayBecomeKey)
        _ = key.ended("login", windows: [])
        #expect(!key.mayBecomeKey)
    }

    @Test("a touch on a notice that takes text input keys the overlay, once; a touch on any other notice does not")
    func touchKeys() {
        var key = OverlayKey<Window>()
        #expect(!key.touched("login"), "no text notice shows")
        key.textInputShown("login", appKeyWindow: Window())
        #expect(!key.touched("toast"))
        #expect(key.touched("login"))
        key.becameKey()
        #expect(!key.touched("login"), "key already")
        key.resignedKey()
        #expect(key.touched("login"), "the app took key back: a new touch keys the overlay again")
        _ = key.ended("login", windows: [])
        #expect(!key.touched("login"), "the notice ended")
    }

    @Test("key goes back to the window that had it when the last text notice ends")
    func backToThePreviousWindow() {
        var key = OverlayKey<Window>()
        let app = Window(), other = Window()
        key.textInputShown("login", appKeyWindow: app)
        key.textInputShown("rating", appKeyWindow: other)
        key.becameKey()
        #expect(key.ended("login", windows: [other, app]) == nil, "another text notice still shows")
        #expect(key.ended("rating", windows: [other, app]) === app)
        #expect(key.ended("rating", windows: [other, app]) == nil, "given back once")
    }

    @Test("nothing is given back when the overlay never became key or lost key already")
    func onlyWhenKey() {
        var key = OverlayKey<Window>()
        let app = Window()
        key.textInputShown("login", appKeyWindow: app)
        #expect(key.editingEnded(windows: [app]) == nil)
        key.becameKey()
        key.resignedKey()
        #expect(key.ended("login", windows: [app]) == nil, "the user made another window key: leave it")
    }

    @Test("a field that stops editing gives key back while its notice stays")
    func editingEnded() {
        var key = OverlayKey<Window>()
        let app = Window()
        key.textInputShown("login", appKeyWindow: app)
        key.becameKey()
        #expect(key.editingEnded(windows: [app]) === app)
        #expect(key.mayBecomeKey, "the field can be tapped again")
    }

    @Test("when the window that had key is gone, the scene's frontmost window gets it; with none, no one")
    func previousWindowGone() {
        var key = OverlayKey<Window>()
        var app: Window? = Window()
        let front = Window(), back = Window()
        key.textInputShown("login", appKeyWindow: app)
        key.becameKey()
        #expect(key.editingEnded(windows: [front, back, app!]) === app)
        app = nil
        #expect(key.editingEnded(windows: [front, back]) === front)
        let closed = Window()
        key.textInputShown("rating", appKeyWindow: closed)
        #expect(key.ended("login", windows: []) == nil, "no window left to take key")
        // Alive but no longer one of the scene's windows (hidden, moved to another scene): not given key.
        var other = OverlayKey<Window>()
        let movedAway = Window()
        other.textInputShown("prompt", appKeyWindow: movedAway)
        other.becameKey()
        #expect(other.editingEnded(windows: [front, back]) === front)
    }

    @Test("the windows that may take key back: visible app windows, by level, then the later one first")
    func frontmostFirst() {
        final class Fake {
            let level: Double, visible: Bool, overlay: Bool
            init(_ level: Double, visible: Bool = true, overlay: Bool = false) {
                self.level = level
                self.visible = visible
                self.overlay = overlay
            }
        }
        let back = Fake(0), front = Fake(0), alert = Fake(2000), hidden = Fake(1000, visible: false)
        let overlay = Fake(2001, overlay: true)
        let order = OverlayKey<Fake>.frontmostFirst([back, alert, hidden, front, overlay], level: \.level,
                                                    isCandidate: { $0.visible && !$0.overlay })
        #expect(order.map(ObjectIdentifier.init) == [alert, front, back].map(ObjectIdentifier.init))
    }
}
