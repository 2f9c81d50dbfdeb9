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

/// The keyboard's frame, heard process-wide from the first host on, once: its
/// last end frame (`keyboardWillChangeFrameNotification`, and
/// `keyboardDidChangeFrameNotification` for where it settled, after an
/// interactive dismissal too) is kept for hosts made later, which start from
/// it instead of from no keyboard, and each frame goes to every host.
///
/// A will-change frame comes with the keyboard's animation, its duration and
/// curve (``KeyboardAnimation``): the notices it pushes ride along. A did-change
/// frame comes with none: it is where the keyboard is now (it may have got there
/// under the user's finger), so the notices go there at once, if they are not
/// there already.
///
/// UIKit only notifies changes: a host made while the keyboard is already up
/// (a second scene's, a center installed again, the one a `UIView` call
/// installs on first use) would otherwise see no keyboard until it moves.
@MainActor
enum KeyboardFrames {
    /// The last end frame, in screen coordinates; `nil` before any.
    private(set) static var last: CGRect?
    private static var tokens: [any NSObjectProtocol] = []

    /// Starts listening, the first time; `changed` gets every end frame, with the
    /// keyboard's animation when the notification has one.
    static func start(_ changed: @escaping @MainActor (CGRect, ScreenTransition?) -> Void) {
        guard tokens.isEmpty else { return }
        for (name, animated) in [(UIResponder.keyboardWillChangeFrameNotification, true),
                                 (UIResponder.keyboardDidChangeFrameNotification, false)] {
            tokens.append(NotificationCenter.default.addObserver(forName: name, object: nil, queue: .main) { note in
                guard let info = note.userInfo,
                      let frame = info[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
                let transition = animated ? Self.transition(of: info) : nil
                MainActor.assumeIsolated {
                    last = frame
                    changed(frame, transition)
                }
            })
        }
    }

    /// The animation a will-change notification's `userInfo` gives: its duration
    /// (an `NSNumber` of a `Double`) and curve (an `NSNumber` of a
    /// `UIView.AnimationCurve` raw value), `nil` for none (``KeyboardAnimation``).
    private nonisolated static func transition(of info: [AnyHashable: Any]) -> ScreenTransition? {
        let duration = info[UIResponder.keyboardAnimationDurationUserInfoKey]
        let curve = info[UIResponder.keyboardAnimationCurveUserInfoKey]
        return KeyboardAnimation.transition(duration: (duration as? NSNumber)?.doubleValue ?? duration as? Double,
                                            curve: (curve as? NSNumber)?.intValue ?? curve as? Int)
    }
}
#endif
