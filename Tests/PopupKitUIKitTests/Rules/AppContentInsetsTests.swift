import PopupKit
import PopupKitHost
import PopupKitUIKit
import Testing

/// Which view controller's safe area a host takes the app's bars from, and how it
/// becomes the container's content insets, over fake controllers (UIKit's are thin
/// readings of the same properties).
@Suite("App content insets")
@MainActor
struct AppContentInsetsTests {
    final class Controller: ContentControllerNode {
        let name: String
        var navigationTop: Controller?
        var selectedTab: Controller?
        var children: [Controller] = []
        var viewFrame: Rect? = AppContentInsetsTests.screen
        var safeFrame: Rect?

        init(_ name: String, safeFrame: Rect? = nil) {
            self.name = name
            self.safeFrame = safeFrame
        }
    }

    static let screen = Rect(x: 0, y: 0, width: 390, height: 844)
    /// The window's safe area alone: what a navigation or tab bar controller's own view has.
    static let windowSafe = Rect(x: 0, y: 47, width: 390, height: 763)
    /// Below a 44 pt navigation bar and above a 49 pt tab bar.
    static let underBars = Rect(x: 0, y: 91, width: 390, height: 670)

    @Test("a navigation controller in a tab bar controller: the shown screen's safe area holds both bars")
    func navigationInTabs() {
        let tabs = Controller("tabs", safeFrame: Self.windowSafe)
        let navigation = Controller("navigation", safeFrame: Self.windowSafe)
        let inbox = Controller("inbox", safeFrame: Self.underBars)
        tabs.selectedTab = navigation
        tabs.children = [navigation, Controller("other tab")]
        navigation.navigationTop = inbox
        #expect(AppContentInsets.content(under: tabs).name == "inbox")
        #expect(AppContentInsets.resolve(override: nil, top: tabs, in: Self.screen)
                == Insets(top: 91, left: 0, bottom: 83, right: 0))
    }

    @Test("a pushed screen that hides the tab bar gives the safe area at the bottom")
    func pushedHidesTabBar() {
        let tabs = Controller("tabs", safeFrame: Self.windowSafe)
        let navigation = Controller("navigation", safeFrame: Self.windowSafe)
        navigation.navigationTop = Controller("detail", safeFrame: Rect(x: 0, y: 91, width: 390, height: 719))
        tabs.selectedTab = navigation
        #expect(AppContentInsets.resolve(override: nil, top: tabs, in: Self.screen)
                == Insets(top: 91, left: 0, bottom: 34, right: 0))
    }

    @Test("a controller's only child covering it is followed (a hosting controller around a navigation stack); two children or a partial one are not")
    func soleChild() {
        let hosting = Controller("hosting", safeFrame: Self.windowSafe)
        let stack = Controller("stack", safeFrame: Self.windowSafe)
        stack.navigationTop = Controller("list", safeFrame: Self.underBars)
        hosting.children = [stack]
        #expect(AppContentInsets.content(under: hosting).name == "list")
        stack.viewFrame = Rect(x: 0, y: 400, width: 390, height: 444)
        #expect(AppContentInsets.content(under: hosting).name == "hosting", "a child in part of the screen is the app's content, not the screen")
        stack.viewFrame = nil
        #expect(AppContentInsets.content(under: hosting).name == "hosting", "a child whose view is in no window")
        stack.viewFrame = Rect(x: 0, y: 0.3, width: 390, height: 843.8)
        #expect(AppContentInsets.content(under: hosting).name == "list", "half a point of rounding still covers")
        hosting.children = [stack, Controller("banner ad")]
        #expect(AppContentInsets.content(under: hosting).name == "hosting")
    }

    @Test("the override wins over what the app shows")
    func overrideWins() {
        let screen = Controller("screen", safeFrame: Self.underBars)
        let override = Insets(top: 100, left: 0, bottom: 34, right: 0)
        #expect(AppContentInsets.resolve(override: override, top: screen, in: Self.screen) == override)
        #expect(AppContentInsets.resolve(override: override, top: Controller?.none, in: Self.screen) == override)
    }

    @Test("no controller, a view in no window, or an empty or broken safe frame: zero, the safe area alone")
    func nothingToRead() {
        #expect(AppContentInsets.resolve(override: nil, top: Controller?.none, in: Self.screen) == .zero)
        #expect(AppContentInsets.resolve(override: nil, top: Controller("detached"), in: Self.screen) == .zero)
        #expect(AppContentInsets.insets(of: Rect(x: 0, y: 91, width: 390, height: 0), in: Self.screen) == .zero)
        #expect(AppContentInsets.insets(of: Rect(x: .nan, y: 91, width: 390, height: 10), in: Self.screen) == .zero)
    }

    @Test("a safe frame past the overlay's edges gives no negative inset; one in a sheet gives insets on every side")
    func edges() {
        #expect(AppContentInsets.insets(of: Rect(x: -10, y: 60, width: 420, height: 900), in: Self.screen)
                == Insets(top: 60, left: 0, bottom: 0, right: 0))
        #expect(AppContentInsets.insets(of: Rect(x: 100, y: 200, width: 190, height: 400), in: Self.screen)
                == Insets(top: 200, left: 100, bottom: 244, right: 100))
    }

    @Test("view.makeToast shows inside the view less its own safe area insets, as Toast-Swift pads by them")
    func toastRegion() {
        let view = Rect(x: 0, y: 0, width: 390, height: 844)
        #expect(AppContentInsets.toastRegion(ofView: view, safeAreaInsets: Insets(top: 91, bottom: 83))
                == Rect(x: 0, y: 91, width: 390, height: 670))
        #expect(AppContentInsets.toastRegion(ofView: nil, safeAreaInsets: Insets(top: 91)) == nil)
        #expect(AppContentInsets.toastRegion(ofView: view, safeAreaInsets: Insets(top: .nan, bottom: -5)) == view)
    }

    @Test("a cycle of containers (only a fake can make one) ends")
    func cycleEnds() {
        let a = Controller("a")
        let b = Controller("b")
        a.navigationTop = b
        b.navigationTop = a
        defer { b.navigationTop = nil }  // The test's own cycle, broken so it does not leak.
        _ = AppContentInsets.content(under: a)
    }

    @Test("the environment's content insets reach the container")
    func environmentCarriesThem() {
        let environment = HostEnvironment(size: Size(width: 390, height: 844), safeArea: Insets(top: 47, bottom: 34),
                                          contentInsets: Insets(top: 91, bottom: 83))
        #expect(environment.container.contentRect == Rect(x: 0, y: 91, width: 390, height: 670))
        var pushed = environment
        pushed.contentInsets.bottom = 34
        #expect(pushed.changes(from: environment).contains(.container))
    }
}

/// When the UIKit host reads the scene again on the app's idle run loop: only
/// while its overlay shows (the app's bars change with no notification).
@Suite("Reading on idle")
struct ReadOnIdleTests {
    @Test("the scene is read on idle while the overlay shows, not before it is installed nor after it is removed")
    func whileShowing() {
        var presence = OverlayPresence()
        #expect(!presence.readsOnIdle)
        #expect(presence.after(layerCount: 1) == .install)
        #expect(presence.readsOnIdle)
        #expect(presence.after(layerCount: 0) == .remove)
        #expect(!presence.readsOnIdle)
        _ = presence.after(layerCount: 2)
        presence.windowLost()
        #expect(!presence.readsOnIdle)
    }
}
