/// A request to the HUD lane: an SVProgressHUD style ``HUDCommand`` for one HUD,
/// with the options a ``Notice`` has.
///
/// ``NoticeEngine/Input/hud(_:)`` carries it; build it with
/// `.hud(_:id:scope:expiresAfter:duration:)`, which reads like the command alone.
public struct HUDRequest: Hashable, Sendable {
    /// What to show or do.
    public var command: HUDCommand
    /// Which HUD (HUDs take turns on the HUD lane).
    public var id: NoticeID
    /// Ends the HUD when the scope ends.
    public var scope: String?
    /// How long it may wait before showing, else it expires.
    public var expiresAfter: Duration?
    /// Overrides the display time of success, error, info and image.
    public var duration: DisplayDuration?
    /// This HUD's own look from now on, stored for the presentation module's typed
    /// `style`; `nil` keeps the one it has (or the lane's).
    package var look: Attachment?

    /// A command for the HUD `id`.
    public init(_ command: HUDCommand, id: NoticeID = NoticeEngine.hudID, scope: String? = nil,
                expiresAfter: Duration? = nil, duration: DisplayDuration? = nil) {
        self.command = command
        self.id = id
        self.scope = scope
        self.expiresAfter = expiresAfter
        self.duration = duration
    }
}
