/// Why the live window cannot open.
public enum X11HostError: Error, Hashable, Sendable, CustomStringConvertible {
    /// No X server at `DISPLAY` (empty when the variable is not set).
    case noDisplay(String)
    /// The screen is not 24-bit TrueColor, which the frames are sent as.
    case unsupportedVisual(String)
    /// This platform has no X11 (the host is built on Linux only).
    case unavailable

    public var description: String {
        switch self {
        case .noDisplay(let name) where name.isEmpty: "no X display: DISPLAY is not set"
        case .noDisplay(let name): "cannot open the X display \(name)"
        case .unsupportedVisual(let visual): "the X screen is not 24-bit TrueColor (\(visual))"
        case .unavailable: "the live window needs X11, which this platform does not have"
        }
    }
}
