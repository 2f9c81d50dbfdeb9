import PopupKitCore
import PopupKitPresentation

/// A running observation of a center; it ends when ``cancel()`` is called or
/// when it is released.
@MainActor
public final class CenterObservation {
    private var end: (@MainActor () -> Void)?

    init(end: @escaping @MainActor () -> Void) {
        self.end = end
    }

    /// Stops the observation; calling it again does nothing.
    public func cancel() {
        end?()
        end = nil
    }

    isolated deinit {
        cancel()
    }
}

extension PopupCenter {
    /// Calls `observer` with every event, on the main actor, as it happens (after
    /// ``eventHandler``): what components built on the center use to say what
    /// they say (SVProgressHUD's appear and disappear notifications), while the
    /// app keeps ``eventHandler`` and ``events()`` for itself.
    /// - Returns: the observation; keep it as long as the events are wanted.
    public func observeEvents(_ observer: @escaping @MainActor (NoticeEvent) -> Void) -> CenterObservation {
        observationCounter += 1
        let key = observationCounter
        eventObservers[key] = observer
        return CenterObservation { [weak self] in self?.eventObservers[key] = nil }
    }

    /// Calls `observer` with what every press hits (a notice, a mask or dimming
    /// that swallowed it, or nothing), when the finger goes down: SVProgressHUD's
    /// touch notifications.
    public func observeTouchDowns(_ observer: @escaping @MainActor (HitTarget) -> Void) -> CenterObservation {
        observationCounter += 1
        let key = observationCounter
        touchObservers[key] = observer
        return CenterObservation { [weak self] in self?.touchObservers[key] = nil }
    }

    func tellTouchObservers(_ target: HitTarget) {
        for (_, observer) in touchObservers.sorted(by: { $0.key < $1.key }) { observer(target) }
    }
}

extension PopupCenter {
    /// Every lifecycle event of every notice from now on, in order.
    public nonisolated func events() -> AsyncStream<NoticeEvent> {
        let (stream, continuation) = AsyncStream.makeStream(of: NoticeEvent.self)
        let key = subscriberCounter.withLock { value -> Int in
            value += 1
            return value
        }
        subscribers.withLock { $0[key] = continuation }
        continuation.onTermination = { [subscribers] _ in subscribers.withLock { _ = $0.removeValue(forKey: key) } }
        return stream
    }
}
