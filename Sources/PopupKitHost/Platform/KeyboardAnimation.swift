import PopupKit

/// The keyboard's own animation as a keyboard notification tells it
/// (`keyboardAnimationDurationUserInfoKey`, `keyboardAnimationCurveUserInfoKey`):
/// the transition the notices it pushes ride along with.
package enum KeyboardAnimation {
    /// The transition of a keyboard notification's `duration` (seconds) and
    /// `curve` (a `UIView.AnimationCurve` raw value: 0 ease in and out, 1 ease in,
    /// 2 ease out, 3 linear; any other, the system keyboard's own undocumented
    /// curve 7, is ``MotionTiming/keyboard``). `nil` for no animation (a duration
    /// that is missing, zero or not finite: an interactive dismissal's frames,
    /// which the notices follow as they come).
    package static func transition(duration: Double?, curve: Int?) -> ScreenTransition? {
        guard let duration else { return nil }
        let timing: MotionTiming = switch curve {
        case 0: .easeInOut
        case 1: .easeIn
        case 2: .easeOut
        case 3: .linear
        default: .keyboard
        }
        return ScreenTransition(seconds: duration, timing: timing)
    }
}
