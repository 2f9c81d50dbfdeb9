import PopupKitCore

/// The presentation side of requests: each notice's own style and custom content,
/// stored in the request's ``Attachment``s, which the engine carries unread. A style
/// is stored with its numbers clamped to what layout can use (as in ``StyleSheet``).

extension Toast {
    /// This toast's look; `nil` uses the toast lane's style.
    public var style: ToastStyle? {
        get { look?.value as? ToastStyle }
        set { look = newValue.map { Attachment($0.sanitized) } }
    }

    /// The app's own content (Toast-Swift's `showToast(view)`). When set, it is laid
    /// out and drawn in the toast's box instead of the image, title, message or
    /// activity spinner, which are then ignored by layout; a toast with content needs
    /// no text. Setting it removes a hosted view (``Toast/hosted``).
    public var content: CustomContent? {
        get { customContent?.value as? CustomContent }
        set { customContent = newValue.map(Attachment.init) }
    }

    /// A toast with a look of its own; without a `position` it goes where the
    /// defaults say.
    public init(message: String? = nil, title: String? = nil, image: String? = nil,
                position: ToastPosition? = nil, isActivity: Bool = false, style: ToastStyle?) {
        self.init(message: message, title: title, image: image, position: position, isActivity: isActivity)
        self.style = style
    }

    /// A toast showing the app's own content in its box; without a `position` it
    /// goes where the defaults say.
    public init(content: CustomContent, position: ToastPosition? = nil, style: ToastStyle? = nil) {
        self.init(position: position, style: style)
        self.content = content
    }
}

extension Banner {
    /// This banner's look; `nil` uses the banner lane's style.
    public var style: BannerStyle? {
        get { look?.value as? BannerStyle }
        set { look = newValue.map { Attachment($0.sanitized) } }
    }

    /// A banner with a look of its own.
    public init(type: String = FrequencyRule.defaultType, title: String? = nil,
                subtitle: String? = nil, image: String? = nil, style: BannerStyle?) {
        self.init(type: type, title: title, subtitle: subtitle, image: image)
        self.style = style
    }
}

extension Popup {
    /// This popup's look; `nil` uses the popup lane's style.
    public var style: PopupStyle? {
        get { look?.value as? PopupStyle }
        set { look = newValue.map { Attachment($0.sanitized) } }
    }

    /// The app's own content (FGPopupScheduler's popup views). When set, the card
    /// wraps it instead of the title and message, which layout then ignores.
    /// Setting it removes a hosted view (``Popup/hosted``).
    public var content: CustomContent? {
        get { customContent?.value as? CustomContent }
        set { customContent = newValue.map(Attachment.init) }
    }

    /// A popup with a look of its own.
    public init(title: String? = nil, message: String? = nil, priority: Int = 0,
                condition: String? = nil, untriggered: Untriggered = .await,
                switchBehavior: Switch = .await, style: PopupStyle?) {
        self.init(title: title, message: message, priority: priority, condition: condition,
                  untriggered: untriggered, switchBehavior: switchBehavior)
        self.style = style
    }

    /// A popup showing the app's own content in its card.
    public init(content: CustomContent, priority: Int = 0, condition: String? = nil,
                untriggered: Untriggered = .await, switchBehavior: Switch = .await, style: PopupStyle? = nil) {
        self.init(priority: priority, condition: condition, untriggered: untriggered,
                  switchBehavior: switchBehavior, style: style)
        self.content = content
    }
}

extension Bubble {
    /// This bubble's look; `nil` uses the bubble lane's style.
    public var style: BubbleStyle? {
        get { look?.value as? BubbleStyle }
        set { look = newValue.map { Attachment($0.sanitized) } }
    }

    /// The app's own content (BubblePopup's custom content view). When set, the
    /// body wraps it instead of `text`, which layout then ignores and may be empty.
    /// Setting it removes a hosted view (``Bubble/hosted``).
    public var content: CustomContent? {
        get { customContent?.value as? CustomContent }
        set { customContent = newValue.map(Attachment.init) }
    }

    /// A bubble with a look of its own.
    public init(text: String, pointer: BubblePointer = .triangle, edge: BubbleEdge = .bottom,
                target: Rect? = nil, maxWidth: Double? = nil, dismissesOnTapOutside: Bool = true,
                style: BubbleStyle?) {
        self.init(text: text, pointer: pointer, edge: edge, target: target, maxWidth: maxWidth,
                  dismissesOnTapOutside: dismissesOnTapOutside)
        self.style = style
    }

    /// A bubble showing the app's own content in its body (its `text` is empty).
    public init(content: CustomContent, pointer: BubblePointer = .triangle, edge: BubbleEdge = .bottom,
                target: Rect? = nil, maxWidth: Double? = nil, dismissesOnTapOutside: Bool = true,
                style: BubbleStyle? = nil) {
        self.init(text: "", pointer: pointer, edge: edge, target: target, maxWidth: maxWidth,
                  dismissesOnTapOutside: dismissesOnTapOutside, style: style)
        self.content = content
    }
}

extension HUDContent {
    /// This HUD's look; `nil` uses the HUD lane's style.
    public var style: HUDStyle? {
        get { look?.value as? HUDStyle }
        set { look = newValue.map { Attachment($0.sanitized) } }
    }

    /// HUD content with a look of its own.
    public init(mode: HUDMode, status: String?, activityCount: Int, style: HUDStyle?) {
        self.init(mode: mode, status: status, activityCount: activityCount)
        self.style = style
    }
}

extension HUDRequest {
    /// The HUD's look from now on; `nil` keeps the one it has (or the HUD lane's style).
    public var style: HUDStyle? {
        get { look?.value as? HUDStyle }
        set { look = newValue.map { Attachment($0.sanitized) } }
    }
}

extension NoticeEngine.Input {
    /// An SVProgressHUD style command with a look of its own for the HUD from now on.
    public static func hud(_ command: HUDCommand, id: NoticeID = NoticeEngine.hudID, scope: String? = nil,
                           expiresAfter: Duration? = nil, duration: DisplayDuration? = nil,
                           style: HUDStyle?) -> NoticeEngine.Input {
        var request = HUDRequest(command, id: id, scope: scope, expiresAfter: expiresAfter, duration: duration)
        request.style = style
        return .hud(request)
    }
}
