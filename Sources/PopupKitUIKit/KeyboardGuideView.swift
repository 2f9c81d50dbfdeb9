// iOS and iPadOS (Mac Catalyst too) with the real UIKit, or Linux against its documented
// declarations; empty on macOS, tvOS, watchOS and visionOS (docs/Apple.md#platforms).
#if os(iOS) || !canImport(Darwin)
#if canImport(UIKit)
import UIKit
#else
import AppleUIDeclarations
import Foundation
#endif

/// A hidden view pinned to its superview's keyboard layout guide: Auto Layout
/// sizes it wherever the guide goes, and UIKit lays it out on every frame the
/// guide moves, the frames of an interactive dismissal included (no keyboard
/// notification comes while the finger drags the keyboard). Each layout reports
/// its frame, in the superview's coordinates.
///
/// What the frames mean is ``SceneReader``'s rule
/// (`keyboardGuideMoved(toHeight:)`): inside a keyboard notification's animation
/// the guide has only jumped to where the keyboard is going; outside one it is
/// the keyboard under the finger, which the notices follow.
final class KeyboardGuideView: UIView {
    /// Told the view's frame after each layout.
    var onLayout: (@MainActor (CGRect) -> Void)?

    override func layoutSubviews() {
        super.layoutSubviews()
        onLayout?(frame)
    }

    /// A tracker in `view`, pinned edge to edge to `view`'s keyboard layout guide;
    /// hidden and untouchable, so it draws nothing and takes no touch.
    static func install(in view: UIView, onLayout: @escaping @MainActor (CGRect) -> Void) -> KeyboardGuideView {
        let tracker = KeyboardGuideView(frame: .zero)
        tracker.isHidden = true
        tracker.isUserInteractionEnabled = false
        tracker.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(tracker)
        let guide = view.keyboardLayoutGuide
        NSLayoutConstraint.activate([
            tracker.topAnchor.constraint(equalTo: guide.topAnchor),
            tracker.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
            tracker.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
            tracker.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
        ])
        tracker.onLayout = onLayout
        return tracker
    }
}
#endif
