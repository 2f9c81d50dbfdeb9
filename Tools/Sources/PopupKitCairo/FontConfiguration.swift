import Foundation

/// Pins fontconfig to the DejaVu fonts so text looks and measures the same on
/// every machine.
///
/// ``install()`` writes a fontconfig file that lists only
/// `/usr/share/fonts/truetype/dejavu` (with its cache, in a private folder of the
/// temporary directory: ``privateDirectory(in:named:)``) and points `FONTCONFIG_FILE` at it, unless the variable is already set (a
/// caller that chose its own configuration keeps it). It must run before anything
/// touches Pango or fontconfig: ``PangoTextMeasurer`` and ``CairoRenderer`` call it
/// from their initializers, and it does its work only once per process.
public enum FontConfiguration {
    /// The only fonts directory the generated configuration lists.
    public static let fontsDirectory = "/usr/share/fonts/truetype/dejavu"

    /// Writes the configuration (once) and sets `FONTCONFIG_FILE` if it is not set
    /// yet. Safe to call any number of times from any thread.
    /// - Returns: the configuration file in use: the generated one, or the
    ///   `FONTCONFIG_FILE` that was set before.
    /// - Throws: ``CairoError/fontConfiguration(_:)`` when the file cannot be written
    ///   (every later call throws the same error).
    @discardableResult
    public static func install() throws -> String {
        try installed.get()
    }

    /// The fontconfig document ``install()`` writes: ``fontsDirectory`` as the only
    /// fonts directory, and `cacheDirectory` for fontconfig's cache.
    public static func document(cacheDirectory: String) -> String {
        """
        <?xml version="1.0"?>
        <!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">
        <fontconfig>
          <dir>\(escaped(fontsDirectory))</dir>
          <cachedir>\(escaped(cacheDirectory))</cachedir>
        </fontconfig>

        """
    }

    /// Runs once (a lazily initialised static is thread-safe in Swift).
    private static let installed: Result<String, CairoError> = {
        if let existing = environment("FONTCONFIG_FILE") { return .success(existing) }
        let temporary = NSTemporaryDirectory()
        var file = URL(fileURLWithPath: temporary).appendingPathComponent("fonts.conf")
        do {
            let directory = URL(fileURLWithPath: try privateDirectory(in: temporary, named: "popupkit-fontconfig-\(getuid())"),
                                isDirectory: true)
            let cache = directory.appendingPathComponent("cache", isDirectory: true)
            file = directory.appendingPathComponent("fonts.conf")
            try FileManager.default.createDirectory(at: cache, withIntermediateDirectories: true)
            // Atomic: several processes (parallel tests, CLI runs) may write it at once.
            try Data(document(cacheDirectory: cache.path).utf8).write(to: file, options: .atomic)
        } catch let error as CairoError {
            return .failure(error)
        } catch {
            // Without the file fontconfig would fall back to the machine's fonts and
            // output would silently depend on the machine: report it instead.
            return .failure(.fontConfiguration("cannot write \(file.path): \(error.localizedDescription)"))
        }
        setenv("FONTCONFIG_FILE", file.path, 0)
        return .success(environment("FONTCONFIG_FILE") ?? file.path)
    }()

    /// The directory `name` in `temporary`, for this process's user only.
    ///
    /// The temporary directory is shared, and another user may have made a folder
    /// of that name first to plant a configuration (fonts, a cache) in it. So the
    /// folder is made readable and writable by its owner only (0700), and an
    /// existing one is used only when it is a real directory (not a symbolic link)
    /// owned by this user that no group or other user may write; otherwise a fresh
    /// private folder `name-XXXXXX` is made (`mkdtemp`), and that process has its
    /// own fontconfig cache.
    /// - Throws: ``CairoError/fontConfiguration(_:)`` when no folder can be made.
    static func privateDirectory(in temporary: String, named name: String) throws(CairoError) -> String {
        let path = URL(fileURLWithPath: temporary, isDirectory: true).appendingPathComponent(name, isDirectory: true).path
        if mkdir(path, 0o700) == 0 { return path }
        let made = errno
        var info = stat()
        if made == EEXIST, lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFDIR, info.st_uid == getuid(),
           info.st_mode & 0o022 == 0 {
            return path
        }
        var template = Array((path + "-XXXXXX").utf8CString)
        guard let fresh = mkdtemp(&template) else {
            throw .fontConfiguration("cannot make a private folder \(path)-XXXXXX: \(String(cString: strerror(errno)))")
        }
        return String(cString: fresh)
    }

    private static func environment(_ name: String) -> String? {
        guard let value = getenv(name) else { return nil }
        let text = String(cString: value)
        return text.isEmpty ? nil : text
    }

    private static func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;")
    }
}
