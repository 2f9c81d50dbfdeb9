/// When a host's overlay window exists: only while it shows something. A window
/// that covers the app while empty costs a hit test per touch and, on some iOS
/// releases, swallowed touches; so the host removes it once the last layer is
/// gone and makes a new one (never reusing a detached one) when a layer comes.
package struct OverlayPresence: Hashable, Sendable {
    /// What the host does after a commit.
    package enum Action: Hashable, Sendable {
        /// Make the window and put the layers in it (the commit is applied to the
        /// layers already; they show once the window does).
        case install
        /// Hide and release the window.
        case remove
        case none
    }

    package private(set) var isInstalled = false

    package init() {}

    /// The layer count after a commit decides: some layers and no window installs
    /// one; none and a window removes it.
    package mutating func after(layerCount: Int) -> Action {
        switch (layerCount > 0, isInstalled) {
        case (true, false):
            isInstalled = true
            return .install
        case (false, true):
            isInstalled = false
            return .remove
        default:
            return .none
        }
    }

    /// Whether the host reads the scene again each time the app's run loop goes
    /// idle: while the overlay shows, so that the app's bars (``AppContentInsets``),
    /// which UIKit reports to no one outside the view controller
    /// (`viewSafeAreaInsetsDidChange`), are followed through a push, a pop or a tab
    /// switch under a visible toast. Without an overlay nothing shows: the scene is
    /// read before the next notice appears instead.
    package var readsOnIdle: Bool { isInstalled }

    /// The window went away for a reason of its own (its scene disconnected).
    package mutating func windowLost() { isInstalled = false }
}
