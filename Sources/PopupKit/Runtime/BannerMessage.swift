import Foundation
import PopupKitCore
import PopupKitPresentation

/// A WPToastManager style message: its `type` picks its frequency rule.
public struct BannerMessage: Sendable {
    public var type: String
    public var title: String?
    public var subtitle: String?
    /// The icon: a file name the back end resolves, or an `http`/`https` URL the
    /// host loads (``ImageSource``); see also ``imageURL``. The icon's slot is laid
    /// out either way, with a placeholder until the image is there.
    public var image: String?
    /// How long it stays once shown (`nil`: the banner lane's default).
    public var displayTime: Duration?
    /// WPToastMessage's `expiration`: a message still waiting this long after it
    /// was pushed is dropped (`expired`); `nil` leaves it to its type's rule.
    public var expiration: Duration?
    public var style: BannerStyle?
    /// The app's own banner view (WPToastManager's custom view per type): shown in
    /// the card instead of the icon, title and subtitle.
    public var hosted: HostedContent?
    /// Runs once, on the main actor, when the user taps the banner.
    public var onTap: (@Sendable @MainActor () -> Void)?

    public init(type: String = FrequencyRule.defaultType, title: String? = nil, subtitle: String? = nil,
                image: String? = nil, displayTime: Duration? = nil, style: BannerStyle? = nil,
                onTap: (@Sendable @MainActor () -> Void)? = nil) {
        self.type = type
        self.title = title
        self.subtitle = subtitle
        self.image = image
        self.displayTime = displayTime
        self.style = style
        self.onTap = onTap
    }
}

extension BannerMessage {
    /// WPToastManager's `imageURL`: the icon loaded from a URL. Setting it sets
    /// ``image`` to the URL's text; reading it gives ``image`` when that is an
    /// `http`/`https` URL.
    public var imageURL: URL? {
        get { image.flatMap { ImageSource.isURL($0) ? URL(string: $0) : nil } }
        set { image = newValue?.absoluteString }
    }

    /// A message whose icon is loaded from `imageURL` (WPToastManager's spelling).
    public init(type: String = FrequencyRule.defaultType, title: String? = nil, subtitle: String? = nil,
                imageURL: URL, displayTime: Duration? = nil, style: BannerStyle? = nil,
                onTap: (@Sendable @MainActor () -> Void)? = nil) {
        self.init(type: type, title: title, subtitle: subtitle, image: imageURL.absoluteString,
                  displayTime: displayTime, style: style, onTap: onTap)
    }
}

extension BannerMessage {
    /// A message shown as the app's own view `hosted` (WPToastManager's custom
    /// banner view): its `type` still picks its frequency rule.
    public init(type: String = FrequencyRule.defaultType, hosted: HostedContent, displayTime: Duration? = nil,
                style: BannerStyle? = nil, onTap: (@Sendable @MainActor () -> Void)? = nil) {
        self.init(type: type, displayTime: displayTime, style: style, onTap: onTap)
        self.hosted = hosted
    }
}
