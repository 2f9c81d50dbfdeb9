/// Why a command stopped: what `popupkit` prints after `error: ` and the status it
/// exits with.
///
/// Commands throw it up to ``PopupKitCommand/main()``, the one place that prints
/// and exits. Exiting deep inside a command would skip every cleanup on the way
/// out (open files, Cairo surfaces, the buffers still in use), which LeakSanitizer
/// reports as leaks and turns into exit status 1.
struct CommandFailure: Error, Equatable, CustomStringConvertible {
    /// The message after `error: `; one line, except where advice follows it.
    var message: String
    /// The exit status: 2 for every error (a file, an option's value, no window to open),
    /// as ArgumentParser's own usage errors; 0 is success, 1 is left to a crash or a sanitizer.
    var status: Int32

    /// Bad input, exit status 2: an unreadable or malformed file, an option out of range.
    static func badInput(_ message: String) -> CommandFailure {
        CommandFailure(message: message, status: 2)
    }

    var description: String { message }
}
