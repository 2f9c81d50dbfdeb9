import PopupKitCore

/// Notices that show the app's own view (``HostedContent``): the ports of
/// Toast-Swift's `showToast(view)`, FGPopupScheduler's popup views, BubblePopup's
/// `customContentView` and WPToastManager's custom banner views. Each wraps a slot
/// of the view's measured size in the notice's usual body (padding, corners,
/// background, shadow, a bubble's arrow), or, bare (`HostedContent(…, bare: true)`),
/// is the slot alone; a host puts the view over the slot.

extension Toast {
    /// A toast showing the app's view `hosted` in its box; without a `position`
    /// it goes where the defaults say.
    public init(hosted: HostedContent, position: ToastPosition? = nil, style: ToastStyle? = nil) {
        self.init(position: position, style: style)
        self.hosted = hosted
    }
}

extension Banner {
    /// A banner showing the app's view `hosted` in its card, at the leading
    /// padding; its `type` still picks its ``FrequencyRule``.
    public init(type: String = FrequencyRule.defaultType, hosted: HostedContent, style: BannerStyle? = nil) {
        self.init(type: type, style: style)
        self.hosted = hosted
    }
}

extension Popup {
    /// A popup showing the app's view `hosted` in its card.
    public init(hosted: HostedContent, priority: Int = 0, condition: String? = nil,
                untriggered: Untriggered = .await, switchBehavior: Switch = .await, style: PopupStyle? = nil) {
        self.init(priority: priority, condition: condition, untriggered: untriggered,
                  switchBehavior: switchBehavior, style: style)
        self.hosted = hosted
    }
}

extension Bubble {
    /// A bubble showing the app's view `hosted` in its body (its `text` is empty).
    public init(hosted: HostedContent, pointer: BubblePointer = .triangle, edge: BubbleEdge = .bottom,
                target: Rect? = nil, maxWidth: Double? = nil, dismissesOnTapOutside: Bool = true,
                style: BubbleStyle? = nil) {
        self.init(text: "", pointer: pointer, edge: edge, target: target, maxWidth: maxWidth,
                  dismissesOnTapOutside: dismissesOnTapOutside, style: style)
        self.hosted = hosted
    }
}
