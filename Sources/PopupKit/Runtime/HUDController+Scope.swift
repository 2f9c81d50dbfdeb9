import PopupKitCore
import PopupKitPresentation
import PopupKitStage

extension HUDController {
    /// Shows the HUD (`command`) in `scope`, for a host that ends the HUD with
    /// the view that asked for it (SwiftUI's `.hud(isPresented:)`,
    /// ``BoundNotice``): ``PopupCenter/endScope(_:)`` then ends it as
    /// `dismissed(.scopeEnded)`. A HUD already live keeps the scope it has
    /// (the engine ignores the scope of a command to a live HUD).
    /// - Returns: the HUD's ticket.
    @discardableResult
    package func show(_ command: HUDCommand, scope: String?) -> NoticeTicket {
        let ticket = NoticeTicket(id: id, lane: .hud)
        center.perform(ticket) { [id] center, now in
            center.liveStage.send(.hud(HUDRequest(command, id: id, scope: scope)), now: now)
        }
        return ticket
    }
}
