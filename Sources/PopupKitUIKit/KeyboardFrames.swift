// iOS and iPadOS (Mac Catalyst too) with the real UIKit, or Linux against its documented
// declarations; empty on macOS, tvOS, watchOS and visionOS (docs/Apple.md#platforms).
#if os(iOS) || !canImport(Darwin)
#if canImport(UIKit)
import UIKit
#else
import AppleUIDeclarations
import Foundation
#endif

/// The keyboard's frame, heard process-wide from the first host on, once: its
/// last end frame (`keyboardWillChangeFrameNotification`, and
/// `keyboardDidChangeFrameNotification` for where it settled, after an
/// interactive dismissal too) is kept for hosts made later, which start from
/// it instead of from no keyboard, and each frame goes to every host.
///
/// UIKit only notifies changes: a host made while the keyboard is already up
/// (a second scene's, a center installed again, the one a `UIView` call
/// installs on first use) would otherwise see no keyboard until it moves.
@MainActor
enum KeyboardFrames {
    /// The last end frame, in screen coordinates; `nil` before any.
    private(set) static var last: CGRect?
    private static var tokens: [any NSObjectProtocol] = []

    /// Starts listening, the first time; `changed` gets every end frame.
    static func start(_ changed: @escaping @MainActor (CGRect) -> Void) {
        guard tokens.isEmpty else { return }
        for name in [UIResponder.keyboardWillChangeFrameNotification, UIResponder.keyboardDidChangeFrameNotification] {
            tokens.append(NotificationCenter.default.addObserver(forName: name, object: nil, queue: .main) { note in
                guard let frame = note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
                MainActor.assumeIsolated {
                    last = frame
                    changed(frame)
                }
            })
        }
    }
}
#endif
