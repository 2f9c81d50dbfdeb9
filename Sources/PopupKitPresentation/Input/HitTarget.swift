import PopupKitCore

/// What a tap at a point reaches.
public enum HitTarget: Hashable, Sendable {
    /// The topmost visible notice whose body contains the point.
    case item(NoticeID, Lane)
    /// A control of the app's own view shown in the topmost notice there
    /// (``HostedContent``): the touch is the view's. The notice is neither
    /// pressed, tapped nor dragged. (Elsewhere on the view the notice is hit:
    /// ``item(_:_:)``.)
    case hosted(NoticeID, Lane, name: String)
    /// A HUD mask or a popup's dimmed background swallowed the tap.
    case blocked(by: NoticeID, Lane)
    /// Nothing of PopupKit's: the tap goes to the app.
    case nothing
}
