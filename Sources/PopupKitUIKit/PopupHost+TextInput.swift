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

extension PopupHost {
    /// Lets the overlay window become key while the notice `id` shows, so a text
    /// field or text view the app hosts in it (a login or rating prompt) can
    /// become first responder and bring up the keyboard. The overlay takes key
    /// only when a field in it becomes first responder (a tap on it, or the app's
    /// `becomeFirstResponder()`), and gives key back to the window that had it
    /// when the notice ends or the keyboard goes down (``OverlayKey``). Without
    /// this, the overlay is never key and the app's keyboard stays where it is.
    public func acceptTextInput(in id: NoticeID) {
        whenShown(id) { [weak self] in
            guard let self else { return }
            overlayKey.textInputShown(id, appKeyWindow: windowScene?.keyWindow.flatMap { $0 is PopupWindow ? nil : $0 })
        }
    }

    /// A touch went down on `target`: on a notice that takes text input (or the
    /// app's view in it), the overlay takes key now, so the field the touch is
    /// for can become first responder (``OverlayKey/touched(_:)``).
    func touchWent(to target: HitTarget) {
        switch target {
        case .item(let id, _), .hosted(let id, _, _):
            if overlayKey.touched(id) { window?.makeKey() }
        case .blocked, .nothing:
            break
        }
    }

    /// A notice ended: the overlay gives key back when it was the last that took text input.
    func textInputNoticeEnded(_ id: NoticeID) {
        overlayKey.ended(id, windows: keyCandidates)?.makeKey()
    }

    /// The keyboard went down (its field resigned): the app's window gets key back.
    func keyboardHid() {
        overlayKey.editingEnded(windows: keyCandidates)?.makeKey()
    }

    /// The scene's windows that could take key, frontmost first: visible, not an overlay.
    private var keyCandidates: [UIWindow] {
        OverlayKey.frontmostFirst(windowScene?.windows ?? [], level: { Double($0.windowLevel.rawValue) },
                                  isCandidate: { !($0 is PopupWindow) && !$0.isHidden })
    }
}
#endif
