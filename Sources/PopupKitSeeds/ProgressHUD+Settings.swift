import Foundation
import PopupKit

extension ProgressHUD {
    /// SVProgressHUD's `SVProgressHUDStyle`.
    public enum Style: Sendable {
        /// White HUD, black content.
        case light
        /// Black HUD, white content.
        case dark
        /// The colours set with ``setForegroundColor(_:)`` and ``setBackgroundColor(_:)``.
        case custom
        /// Light or dark with the screen (SVProgressHUD 2.3's `automatic`).
        case automatic
    }

    /// SVProgressHUD's `SVProgressHUDMaskType`: what is behind the HUD.
    public enum MaskType: Sendable {
        /// Touches go to the app.
        case none
        /// Touches are blocked; nothing is drawn.
        case clear
        /// Touches are blocked behind a dimmed screen.
        case black
        /// Touches are blocked behind a radial gradient.
        case gradient
        /// Touches are blocked behind ``setBackgroundLayerColor(_:)``.
        case custom
    }

    /// SVProgressHUD's `SVProgressHUDAnimationType`.
    public enum AnimationType: Sendable {
        /// A ring turning (the default).
        case flat
        /// The system activity indicator.
        case native
    }

    /// Changes the HUD's settings in place (the center's, shared by every
    /// HUD it shows from now on), in call order with the HUDs shown and dismissed:
    /// a ``PopupCenter/update(_:)``.
    @MainActor private static func change(_ body: @escaping @Sendable (inout HUDSettings) -> Void) {
        center.update { body(&$0.hud) }
    }

    @MainActor public static func setDefaultStyle(_ style: Style) {
        change {
            $0.style.appearance = switch style {
            case .light: .light
            case .dark: .dark
            case .custom: .custom
            case .automatic: .automatic
            }
        }
    }

    /// SVProgressHUD's mask type: `.black` dims to 40 % black and `.gradient`
    /// darkens to 75 % black (SVProgressHUD's own colours, whatever
    /// ``setBackgroundLayerColor(_:)`` says), `.custom` dims with the background
    /// layer colour (40 % black until it is set).
    @MainActor public static func setDefaultMaskType(_ mask: MaskType) {
        let layer = maskChoice.withLock { choice in
            choice.type = mask
            return choice.backgroundLayerColor
        }
        let (kind, color) = mask.hudMask(backgroundLayerColor: layer)
        change {
            $0.style.mask = kind
            $0.style.maskColor = DynamicColor(color)
        }
    }

    @MainActor public static func setDefaultAnimationType(_ type: AnimationType) {
        change { $0.style.spinner = type == .flat ? .ring : .system }
    }

    /// The dimming behind a `.custom` mask, as in SVProgressHUD: `.black` and
    /// `.gradient` keep their own colours.
    @MainActor public static func setBackgroundLayerColor(_ color: NoticeColor) {
        let type = maskChoice.withLock { choice in
            choice.backgroundLayerColor = color
            return choice.type
        }
        guard type == .custom else { return }
        change { $0.style.maskColor = DynamicColor(color) }
    }

    /// The mask type and background layer colour last set, which SVProgressHUD's
    /// shared HUD keeps: the colour matters only to a `.custom` mask.
    private static let maskChoice = Locked<(type: MaskType, backgroundLayerColor: NoticeColor)>(
        (.none, MaskType.defaultLayerColor))

    @MainActor public static func setForegroundColor(_ color: NoticeColor) {
        change { $0.style.foregroundColor = DynamicColor(color) }
    }

    @MainActor public static func setBackgroundColor(_ color: NoticeColor) {
        change { $0.style.backgroundColor = DynamicColor(color) }
    }

    @MainActor public static func setFont(_ font: NoticeFont) { change { $0.style.font = font } }
    @MainActor public static func setMinimumSize(_ size: Size) { change { $0.style.minimumSize = size } }
    @MainActor public static func setRingThickness(_ thickness: Double) { change { $0.style.ringThickness = thickness } }
    @MainActor public static func setRingRadius(_ radius: Double) { change { $0.style.ringRadius = radius } }
    @MainActor public static func setRingNoTextRadius(_ radius: Double) { change { $0.style.ringNoTextRadius = radius } }
    @MainActor public static func setCornerRadius(_ radius: Double) { change { $0.style.cornerRadius = radius } }
    @MainActor public static func setBorderColor(_ color: NoticeColor) { change { $0.style.borderColor = DynamicColor(color) } }
    @MainActor public static func setBorderWidth(_ width: Double) { change { $0.style.borderWidth = width } }
    @MainActor public static func setImageViewSize(_ size: Size) { change { $0.style.imageViewSize = size } }

    /// Where the HUD sits relative to the centre of the space above the keyboard
    /// (SVProgressHUD's `setOffsetFromCenter(UIOffset)`).
    @MainActor public static func setOffsetFromCenter(_ offset: Point) { change { $0.style.offsetFromCenter = offset } }
    @MainActor public static func resetOffsetFromCenter() { change { $0.style.offsetFromCenter = .zero } }

    /// A HUD shown and dismissed within this time never appears.
    @MainActor public static func setGraceTimeInterval(_ interval: Duration) { change { $0.graceTime = interval } }

    /// A result stays at least this long (SVProgressHUD's default is 5 s).
    @MainActor public static func setMinimumDismissTimeInterval(_ interval: Duration) {
        change { $0.minimumDismissTime = interval }
    }

    /// A result stays at most this long (`nil`: no limit, SVProgressHUD's default).
    @MainActor public static func setMaximumDismissTimeInterval(_ interval: Duration?) {
        change { $0.maximumDismissTime = interval }
    }

    @MainActor public static func setFadeInAnimationDuration(_ duration: Duration) { change { $0.fadeInDuration = duration } }
    @MainActor public static func setFadeOutAnimationDuration(_ duration: Duration) { change { $0.fadeOutDuration = duration } }

    /// Whether a result is felt as well as seen (a success, warning or error haptic).
    @MainActor public static func setHapticsEnabled(_ enabled: Bool) {
        center.update { $0.configuration[.hud].haptics = enabled }
    }
}

extension ProgressHUD.MaskType {
    /// SVProgressHUD's dimming: white 0 at alpha 0.4 (`.black`, and `.custom`
    /// until a background layer colour is set).
    static let defaultLayerColor = NoticeColor.black.withAlpha(0.4)

    /// PopupKit's mask and its colour for this mask type: `.black` 40 % black,
    /// `.gradient` to 75 % black (SVProgressHUD's radial gradient's outer colour),
    /// `.custom` the background layer colour; `.none` and `.clear` draw nothing
    /// (their colour is the default's).
    func hudMask(backgroundLayerColor: NoticeColor) -> (mask: HUDStyle.Mask, color: NoticeColor) {
        switch self {
        case .none: (.none, Self.defaultLayerColor)
        case .clear: (.clear, Self.defaultLayerColor)
        case .black: (.black, Self.defaultLayerColor)
        case .gradient: (.gradient, NoticeColor.black.withAlpha(0.75))
        case .custom: (.black, backgroundLayerColor)
        }
    }
}
