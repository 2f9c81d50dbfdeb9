import PopupKitCore
import PopupKitPresentation
import PopupKitStage

/// Toast-Swift's `ToastManager`: what a toast uses when a call leaves it out.
///
/// A window onto settings that live elsewhere, each in one place: the style is
/// the toast lane's style (``StyleSheet/toast``); queueing, tap-to-dismiss,
/// duration and overflow are the toast lane's configuration (``LaneConfiguration``). Reading
/// ``PopupCenter/toastDefaults`` reads them; ``PopupCenter/update(_:)`` writes them
/// (`$0.toastDefaults.isQueueEnabled = true`), in call order.
public struct ToastDefaults: Hashable, Sendable {
    /// The look of toasts that bring no style of their own.
    public var style = ToastStyle()
    /// One toast at a time, in order (`true`), or all at once (`false`, Toast-Swift's default).
    public var isQueueEnabled = false
    /// Whether a tap dismisses a toast.
    public var isTapToDismissEnabled = true
    /// How long a toast stays.
    public var duration = DisplayDuration.seconds(3)
    /// Where a toast goes.
    public var position = ToastPosition.bottom
    /// Without the queue: how many toasts are visible at once (at least 1).
    public var maxVisible = 3
    /// Without the queue: what one toast more than ``maxVisible`` does — evict the
    /// oldest (Toast-Swift, the default) or wait for one to leave (react-toastify's
    /// `limit`).
    public var overflow = OverflowPolicy.evictOldest
    /// Without the queue: the least time a toast is visible before a newcomer may
    /// evict it; until then the newcomer waits. A burst thus never sweeps a toast
    /// away before it can be read.
    public var minimumShowTime = Duration.seconds(1)

    public init() {}
}

extension PopupCenter {
    /// Shows a toast (Toast-Swift's `makeToast`).
    ///
    /// - Parameters:
    ///   - message: the text; a toast needs a message, a title or an image.
    ///   - title: a bold line above the message.
    ///   - image: an image name the back end resolves.
    ///   - position: top, center, bottom or a point; ``toastDefaults`` when `nil`.
    ///   - region: the part of the screen to show it in, in screen points, instead of
    ///     the whole safe area (Toast-Swift's `view.makeToast` on one view); `position`
    ///     is then within that rectangle and toasts of the same region stack
    ///     together. The toast lane's queue and `maxVisible` count every region.
    ///   - style: its look; ``toastDefaults`` when `nil`.
    ///   - duration: how long it stays; ``toastDefaults`` when `nil`.
    ///   - id: to update it in place or dismiss it later; generated when `nil`.
    ///   - completion: runs once when the toast ends, with whether the user tapped it.
    /// - Returns: the toast's ticket (its id, its awaitable outcome).
    @discardableResult
    public nonisolated func toast(_ message: String? = nil, title: String? = nil, image: String? = nil,
                                  position: ToastPosition? = nil, region: Rect? = nil, duration: DisplayDuration? = nil,
                                  style: ToastStyle? = nil, id: NoticeID? = nil,
                                  completion: (@Sendable @MainActor (_ didTap: Bool) -> Void)? = nil) -> NoticeTicket {
        let ticket = ticket(id, lane: .toast)
        var ended: Completion?
        if let completion { ended = { outcome in completion(outcome.didTap) } }
        perform(ticket, completion: ended) { center, now in
            var toast = Toast(message: message, title: title, image: image,
                              position: position ?? center.defaultToastPosition, region: region)
            toast.style = style
            center.submit(toast, id: ticket.id, duration: duration, at: now)
        }
        return ticket
    }

    /// Shows the app's own view in a toast (Toast-Swift's `showToast(view)`): a
    /// slot of `hosted`'s measured size in the toast's box, over which the host
    /// puts the view registered under its name.
    ///
    /// - Parameters:
    ///   - hosted: the view's name and measured size.
    ///   - position: top, center, bottom or a point; ``toastDefaults`` when `nil`.
    ///   - duration: how long it stays; ``toastDefaults`` when `nil`.
    ///   - style: its look (padding, background, corners); ``toastDefaults`` when `nil`.
    ///   - id: to update it in place or dismiss it later; generated when `nil`.
    ///   - completion: runs once when the toast ends, with whether the user tapped
    ///     it (a tap on the view itself is the view's, not the toast's).
    /// - Returns: the toast's ticket.
    @discardableResult
    public nonisolated func toast(hosted: HostedContent, position: ToastPosition? = nil, duration: DisplayDuration? = nil,
                                  style: ToastStyle? = nil, id: NoticeID? = nil,
                                  completion: (@Sendable @MainActor (_ didTap: Bool) -> Void)? = nil) -> NoticeTicket {
        var ended: Completion?
        if let completion { ended = { outcome in completion(outcome.didTap) } }
        return show(toast: Toast(hosted: hosted, position: position, style: style), duration: duration, id: id,
                    completion: ended)
    }

    /// Shows a toast of any kind, custom content included (Toast-Swift's `showToast`).
    /// A toast without its own position (``Toast/hasOwnPosition``) goes where
    /// ``toastDefaults`` say, as with ``toast(_:title:image:position:region:duration:style:id:completion:)``.
    @discardableResult
    public nonisolated func show(toast: Toast, duration: DisplayDuration? = nil, id: NoticeID? = nil,
                                 completion: Completion? = nil) -> NoticeTicket {
        let ticket = ticket(id, lane: .toast)
        perform(ticket, completion: completion) { center, now in
            var toast = toast
            if !toast.hasOwnPosition { toast.position = center.defaultToastPosition }
            center.submit(toast, id: ticket.id, duration: duration, at: now)
        }
        return ticket
    }

    /// Shows the activity toast (one at a time; it stays until hidden).
    @discardableResult
    public nonisolated func makeToastActivity(position: ToastPosition = .center) -> NoticeTicket {
        let ticket = ticket(Self.activityToastID, lane: .toast)
        perform(ticket) { center, now in center.submit(.activity(position: position), id: ticket.id, duration: nil, at: now) }
        return ticket
    }

    /// Hides the activity toast.
    public nonisolated func hideToastActivity() {
        dismiss(Self.activityToastID)
    }

    /// Hides one toast, shown or waiting.
    public nonisolated func hideToast(_ id: NoticeID) {
        dismiss(id)
    }

    /// Hides every toast; `clearQueue` also drops those waiting (Toast-Swift's `hideAllToasts`).
    public nonisolated func hideAllToasts(includeActivity: Bool = false, clearQueue: Bool = true) {
        perform { center, now in
            center.liveStage.send(.hideAll(.toast, clearQueue: clearQueue, includeActivity: includeActivity), now: now)
        }
    }

    /// The id of the activity toast.
    public nonisolated static let activityToastID: NoticeID = "toast-activity"

    /// Submits a toast; what it leaves out comes from the toast lane (activity
    /// toasts stay until hidden). Nothing here changes the lane.
    private func submit(_ toast: Toast, id: NoticeID, duration: DisplayDuration?, at now: Instant) {
        let duration = duration ?? (toast.isActivity ? .forever : nil)
        liveStage.send(.submit(Notice(id: id, .toast(toast), duration: duration)), now: now)
    }
}
