/// What a notice's image string names: a file the back end looks up, or an
/// `http`/`https` URL the host loads (WPToastManager's `imageURL`).
///
/// Requests keep images as strings, so the engine and layout need no URL type and
/// a scenario or an app hands over whatever it has. Layout reserves the image's
/// slot the same way for both; only drawing differs (a URL shows a placeholder
/// until its image has arrived).
public enum ImageSource: Hashable, Sendable {
    /// A file name or path, resolved by the back end (`ana.png`, `/tmp/a.png`).
    case named(String)
    /// An `http://` or `https://` URL, loaded by the host.
    case url(String)

    /// Reads `string`: one that starts with `http://` or `https://` (in any case)
    /// is a URL, anything else a name.
    public init(_ string: String) {
        self = Self.isURL(string) ? .url(string) : .named(string)
    }

    /// The string as given.
    public var string: String {
        switch self {
        case .named(let name): name
        case .url(let url): url
        }
    }

    /// Whether `string` starts with `http://` or `https://`, in any case.
    public static func isURL(_ string: String) -> Bool {
        let scheme = string.prefix(8).lowercased()
        return scheme.hasPrefix("http://") || scheme.hasPrefix("https://")
    }
}
