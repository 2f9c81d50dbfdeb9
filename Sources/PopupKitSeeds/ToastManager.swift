import PopupKit

/// Toast-Swift's `ToastManager` and its per-view toasts, platform-free: the
/// shared settings (style, duration, position, tap to dismiss, queue) are the
/// center's ``PopupCenter/toastDefaults``, and the toasts a view made are
/// remembered by an owner (on iOS the view itself, through `UIView.makeToast`)
/// so `hideToast()`, `hideAllToasts` and `clearToastQueue()` act on that view's
/// toasts only, as Toast-Swift's do.
///
/// A view's toasts show inside the view's frame (a ``Toast/region``); all views
/// share the toast lane's queue and limits (docs/Semantics.md, T6).
@MainActor
public final class ToastManager {
    /// The manager over ``PopupCenter/shared`` (Toast-Swift's `ToastManager.shared`).
    public static let shared = ToastManager(center: .shared)

    public let center: PopupCenter
    /// The ids each owner made, in the order they were made, until they end.
    private var owned: [AnyHashable: [NoticeID]] = [:]
    private var owners: [NoticeID: AnyHashable] = [:]
    /// Who made the activity toast, if it shows.
    private var activityOwner: AnyHashable?
    private var observation: CenterObservation?

    public init(center: PopupCenter) {
        self.center = center
        observation = center.observeEvents { [weak self] event in
            guard let self, event.lane == .toast, event.kind.outcome != nil else { return }
            self.forget(event.id)
        }
    }

    // MARK: Settings (Toast-Swift's ToastManager properties)

    /// The defaults as this manager's writes leave them: a write waits its turn
    /// (``PopupCenter/update(_:)``), so until the writes made here have run, reading
    /// answers what they will leave, and `style.cornerRadius = 4` followed by
    /// `style.messageColor = …` keeps both.
    private var written: ToastDefaults?
    /// How many of this manager's writes are still waiting.
    private var writesWaiting = 0

    private var defaults: ToastDefaults { written ?? center.toastDefaults }

    /// Changes one default in call order, and remembers it for reading until it has run.
    private func change(_ body: @escaping @Sendable (inout ToastDefaults) -> Void) {
        var next = defaults
        body(&next)
        written = next
        writesWaiting += 1
        center.update { [weak self] settings in
            body(&settings.toastDefaults)
            guard let self else { return }
            writesWaiting -= 1
            if writesWaiting == 0 { written = nil }
        }
    }

    /// The style of toasts made without one.
    public var style: ToastStyle {
        get { defaults.style }
        set { change { $0.style = newValue } }
    }

    /// How long a toast stays when a call does not say (3 s).
    public var duration: DisplayDuration {
        get { defaults.duration }
        set { change { $0.duration = newValue } }
    }

    /// Where a toast goes when a call does not say (bottom).
    public var position: ToastPosition {
        get { defaults.position }
        set { change { $0.position = newValue } }
    }

    /// Whether a tap dismisses a toast (true).
    public var isTapToDismissEnabled: Bool {
        get { defaults.isTapToDismissEnabled }
        set { change { $0.isTapToDismissEnabled = newValue } }
    }

    /// One toast at a time, in order (false: all at once, as Toast-Swift).
    public var isQueueEnabled: Bool {
        get { defaults.isQueueEnabled }
        set { change { $0.isQueueEnabled = newValue } }
    }

    // MARK: A view's toasts

    /// Makes a toast for `owner` inside `region` (Toast-Swift's `makeToast`).
    /// - Complexity: O(1).
    @discardableResult
    public func makeToast(_ message: String?, owner: AnyHashable, region: Rect?, duration: DisplayDuration? = nil,
                          position: ToastPosition? = nil, title: String? = nil, image: String? = nil,
                          style: ToastStyle? = nil,
                          completion: (@Sendable @MainActor (_ didTap: Bool) -> Void)? = nil) -> NoticeTicket {
        let ticket = center.toast(message, title: title, image: image, position: position, region: region,
                                  duration: duration, style: style, completion: completion)
        remember(ticket.id, for: owner)
        return ticket
    }

    /// Shows any toast for `owner` (Toast-Swift's `showToast(_:)`: a toast whose
    /// content is the app's own view, ``Toast/init(hosted:position:style:)`` on iOS).
    @discardableResult
    public func showToast(_ toast: Toast, owner: AnyHashable, duration: DisplayDuration? = nil,
                          completion: PopupCenter.Completion? = nil) -> NoticeTicket {
        let ticket = center.show(toast: toast, duration: duration, completion: completion)
        remember(ticket.id, for: owner)
        return ticket
    }

    /// The activity toast, for `owner` inside `region` (Toast-Swift's
    /// `makeToastActivity`). There is one at a time: made for another owner, it
    /// moves there.
    @discardableResult
    public func makeToastActivity(owner: AnyHashable, region: Rect?, position: ToastPosition = .center) -> NoticeTicket {
        var activity = Toast.activity(position: position)
        activity.region = region
        activityOwner = owner
        return center.show(toast: activity, id: PopupCenter.activityToastID)
    }

    /// Hides `owner`'s activity toast (Toast-Swift's `hideToastActivity`); one
    /// another owner made stays.
    public func hideToastActivity(owner: AnyHashable) {
        guard activityOwner == owner else { return }
        activityOwner = nil
        center.hideToastActivity()
    }

    /// Hides `owner`'s oldest toast on screen (Toast-Swift's `hideToast()`); its
    /// waiting toasts stay.
    public func hideToast(owner: AnyHashable) {
        if let oldest = toasts(of: owner, in: .visible).first { center.dismiss(oldest) }
    }

    /// Hides `owner`'s toasts on screen, with `includeActivity` its activity toast
    /// and with `clearQueue` its waiting toasts (Toast-Swift's `hideAllToasts`).
    public func hideAllToasts(owner: AnyHashable, includeActivity: Bool = false, clearQueue: Bool = true) {
        for id in toasts(of: owner, in: .visible) { center.dismiss(id) }
        if includeActivity { hideToastActivity(owner: owner) }
        if clearQueue { clearToastQueue(owner: owner) }
    }

    /// Drops `owner`'s waiting toasts (`discarded(withdrawn)`; Toast-Swift's `clearToastQueue`).
    public func clearToastQueue(owner: AnyHashable) {
        for id in toasts(of: owner, in: .waiting) { center.dismiss(id) }
    }

    /// `owner`'s live toasts in `phase`, oldest first.
    /// - Complexity: O(n) for the owner's n toasts.
    public func toasts(of owner: AnyHashable, in phase: NoticePhase) -> [NoticeID] {
        (owned[owner] ?? []).filter { center.phase(of: $0) == phase }
    }

    private func remember(_ id: NoticeID, for owner: AnyHashable) {
        if let previous = owners[id], previous != owner { owned[previous]?.removeAll { $0 == id } }
        owners[id] = owner
        if !(owned[owner]?.contains(id) ?? false) { owned[owner, default: []].append(id) }
    }

    private func forget(_ id: NoticeID) {
        if id == PopupCenter.activityToastID { activityOwner = nil }
        guard let owner = owners.removeValue(forKey: id) else { return }
        owned[owner]?.removeAll { $0 == id }
        if owned[owner]?.isEmpty == true { owned[owner] = nil }
    }
}
