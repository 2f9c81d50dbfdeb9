/// Why the Cairo back end could not do something.
public enum CairoError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The fontconfig file could not be written (see ``FontConfiguration``).
    case fontConfiguration(String)
    /// Pango or Cairo could not create an object (a font map, a context, a surface).
    case pango(String)
    /// A surface could not be created or drawn (Cairo's status text).
    case cairo(String)
    /// A PNG could not be read or decoded.
    case unreadableImage(path: String, reason: String)
    /// PNG data could not be encoded or decoded.
    case png(String)

    /// A one-line explanation for messages.
    public var description: String {
        switch self {
        case .fontConfiguration(let reason): "font configuration: \(reason)"
        case .pango(let reason): "pango: \(reason)"
        case .cairo(let reason): "cairo: \(reason)"
        case .unreadableImage(let path, let reason): "cannot read image \(path): \(reason)"
        case .png(let reason): "png: \(reason)"
        }
    }
}
