/// Which of a scene's windows speaks for the app: the window whose traits a
/// host follows (light or dark with the app's own override, layout direction,
/// Dynamic Type within the app's limits, display scale) and whose override and
/// limits the overlay window copies.
///
/// Not the scene's own traits: an app that forces dark mode on its window
/// (UIKit's `overrideUserInterfaceStyle`, SwiftUI's `.preferredColorScheme`) or
/// caps Dynamic Type there changes its window's traits, never the scene's, and
/// notices drawn from the scene's would be light over a dark app. Never an
/// overlay either (PopupKit's own windows copy the app's, so reading them back
/// would only echo an old reading).
package enum AppWindow {
    /// The window to read: the one the host was installed from while it is still
    /// in the scene, else the scene's key window, else the scene's first window;
    /// overlays never. `nil` when the scene has no other window (read the
    /// scene's traits then).
    ///
    /// - Parameters:
    ///   - installedFrom: the window of the view the host was installed on
    ///     (where the app's own screen is), if known.
    ///   - keyWindow: the scene's key window.
    ///   - windows: the scene's windows now.
    ///   - isOverlay: whether a window is one of PopupKit's overlays.
    /// - Complexity: O(n) in the scene's windows.
    package static func pick<Window: AnyObject>(installedFrom: Window?, keyWindow: Window?, in windows: [Window],
                                               isOverlay: (Window) -> Bool) -> Window? {
        let candidates = [installedFrom, keyWindow].compactMap { $0 } + windows
        return candidates.first { candidate in
            !isOverlay(candidate) && windows.contains { $0 === candidate }
        }
    }
}
