import PopupKitCore

/// What a notice's body wraps instead of its own parts: the app's custom content
/// (``CustomContent``) or a slot for the app's own view (``HostedContent``).
///
/// Layout treats both alike — asked for a size within the room the body has,
/// clamped by ``CustomContent/size(fitting:measurer:)``, wrapped in the body's
/// padding — so a hosted view sits exactly where custom content of its size
/// would. A hosted view's size is the one its host measured: NaN and negative
/// sides become 0, a zero side stays 0 (an empty slot the body's padding
/// surrounds), sides larger than the room (+∞ included) become the room.
extension CustomContent {
    /// The custom content that lays out `hosted`: its measured size, no nodes of
    /// its own (the scene puts a ``SlotNode`` where it goes), no words (the view
    /// speaks for itself; its name is only the host's key for it).
    package init(hosted: HostedContent) {
        self.init(HostedSlotContent(size: hosted.size), name: hosted.name)
    }
}

/// A hosted view's size as a ``NoticeContent``: it wants what the host measured.
private struct HostedSlotContent: NoticeContent {
    let size: Size

    func size(fitting maxSize: Size, measurer: any TextMeasuring) -> Size { size }

    func nodes(in frame: Rect, measurer: any TextMeasuring) -> [RenderNode] { [] }

    /// Nothing to read: never the view's name.
    var accessibilityLabel: String? { "" }
}

extension Toast {
    /// What the box wraps instead of its image, text or spinner: the hosted view
    /// or the custom content (at most one is set).
    package var bodyContent: CustomContent? { hosted.map(CustomContent.init(hosted:)) ?? content }
}

extension Popup {
    /// What the card wraps instead of its title and message.
    package var bodyContent: CustomContent? { hosted.map(CustomContent.init(hosted:)) ?? content }
}

extension Bubble {
    /// What the body wraps instead of its text.
    package var bodyContent: CustomContent? { hosted.map(CustomContent.init(hosted:)) ?? content }
}
