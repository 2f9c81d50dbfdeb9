import Foundation
import PopupKit

extension ProgressHUD {
    /// The HUD starts appearing (its fade-in starts). userInfo: ``statusUserInfoKey``.
    public static let willAppearNotification = Notification.Name("SVProgressHUDWillAppearNotification")
    /// The HUD has appeared (its fade-in is over).
    public static let didAppearNotification = Notification.Name("SVProgressHUDDidAppearNotification")
    /// The HUD starts disappearing (it was dismissed; its fade-out starts).
    public static let willDisappearNotification = Notification.Name("SVProgressHUDWillDisappearNotification")
    /// The HUD is gone (its fade-out is over).
    public static let didDisappearNotification = Notification.Name("SVProgressHUDDidDisappearNotification")
    /// A finger went down on the HUD or on the mask behind it.
    public static let didReceiveTouchEventNotification = Notification.Name("SVProgressHUDDidReceiveTouchEventNotification")
    /// A finger went down on the HUD itself.
    public static let didTouchDownInsideNotification = Notification.Name("SVProgressHUDDidTouchDownInsideNotification")
    /// The HUD's status in a notification's userInfo (absent without a status).
    public static let statusUserInfoKey = "SVProgressHUDStatusUserInfoKey"

    /// Starts posting SVProgressHUD's notifications for `center`'s HUD on
    /// `notificationCenter` (the default one unless a test gives its own), with
    /// SVProgressHUD's names, in the order its lifecycle events happen.
    /// - Returns: what to keep; released (or cancelled), the posting stops.
    @MainActor
    public static func postNotifications(for center: PopupCenter = ProgressHUD.center,
                                         on notificationCenter: NotificationCenter = .default) -> [CenterObservation] {
        let hud = center.hud.id
        // The status as last seen: a HUD that has left the screen has none to read.
        let lastStatus = StatusMemory()
        let events = center.observeEvents { [weak center] event in
            guard event.id == hud, let center else { return }
            if let status = center.hudStatus { lastStatus.value = status }
            // A HUD that expired or was discarded never showed: it neither appears nor disappears.
            let name: Notification.Name? = switch event.kind {
            case .shown: willAppearNotification
            case .appeared: didAppearNotification
            case .dismissed: willDisappearNotification
            case .left: didDisappearNotification
            default: nil
            }
            guard let name else { return }
            notificationCenter.post(name: name, object: nil, userInfo: userInfo(center.hudStatus ?? lastStatus.value))
            if event.kind == .left { lastStatus.value = nil }
        }
        let touches = center.observeTouchDowns { [weak center] target in
            guard let center else { return }
            switch target {
            case .item(let id, _) where id == hud:
                notificationCenter.post(name: didReceiveTouchEventNotification, object: nil,
                                        userInfo: userInfo(center.hudStatus))
                notificationCenter.post(name: didTouchDownInsideNotification, object: nil,
                                        userInfo: userInfo(center.hudStatus))
            case .blocked(let id, _) where id == hud:
                notificationCenter.post(name: didReceiveTouchEventNotification, object: nil,
                                        userInfo: userInfo(center.hudStatus))
            default:
                break
            }
        }
        return [events, touches]
    }

    private static func userInfo(_ status: String?) -> [String: String]? {
        status.map { [statusUserInfoKey: $0] }
    }
}

/// The HUD's status while it fades out and after.
@MainActor
private final class StatusMemory {
    var value: String?
}

extension PopupCenter {
    /// The status the HUD shows now (its last, while it fades out), if any.
    var hudStatus: String? {
        for notice in stage.engine.screen where notice.id == hud.id {
            if case .hud(let content) = notice.content { return content.status }
        }
        return nil
    }
}
