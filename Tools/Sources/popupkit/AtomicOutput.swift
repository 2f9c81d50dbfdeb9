import Foundation
@_spi(Tools) import PopupKit

/// Every file a command writes (a rendered PNG, a recording, saved state) goes
/// through here: written atomically, so a reader never sees half a file and an
/// interrupted command leaves the old file, not a cut one.
enum AtomicOutput {
    /// Writes `data` to `path` atomically.
    /// - Throws: ``StateWriteError`` naming the path and the step that failed.
    static func write(_ data: Data, to path: String) throws(StateWriteError) {
        try AtomicFile.write(data, to: URL(fileURLWithPath: path))
    }
}
