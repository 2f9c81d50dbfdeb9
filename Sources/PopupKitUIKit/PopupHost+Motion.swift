// iOS and iPadOS (Mac Catalyst too) with the real UIKit, or Linux against its documented
// declarations; empty on macOS, tvOS, watchOS and visionOS (docs/Apple.md#platforms).
#if os(iOS) || !canImport(Darwin)
#if canImport(UIKit)
import UIKit
#else
import AppleUIDeclarations
import Foundation
#endif
import PopupKit
internal import PopupKitHost

/// The host's motion beyond its layers: a rotation's or window resize's
/// transition, and the running motions played again after the background.
extension PopupHost {
    /// A rotation or a window resize begins (`viewWillTransition(to:with:)`),
    /// over the transition coordinator's `duration` in seconds: the reading the
    /// size change causes moves the notices with it. Returns the number to end it
    /// with (``sizeTransitionEnded(_:)``).
    func sizeTransitionBegan(duration: Double) -> Int {
        sizeTransition.begin(duration: duration)
    }

    /// The rotation or resize numbered `number` completed: later readings move
    /// the notices at once.
    func sizeTransitionEnded(_ number: Int) {
        sizeTransition.end(number)
    }

    /// The scene comes back from the background, where UIKit removed every
    /// layer's animations: the layers and the app's views play their running
    /// motions again, as of the center's time now, so a spinner turns on and a
    /// fade ends where it would have.
    func sceneWillEnterForeground() {
        let now = center.now
        surface.replayMotions(at: now)
        hostedViews.replayMotions(at: now)
        refreshEnvironment()
    }
}
#endif
