import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes a file so that a reader, even after a crash or a power cut at any
/// byte, finds either the whole old file or the whole new one.
///
/// The bytes go to a temporary file beside the target (the same directory, so
/// the same file system), are flushed to the disk (`fsync`), and the temporary
/// file is renamed over the target: a rename within a file system is atomic on
/// POSIX. The directory is flushed too, so the rename itself survives a power cut.
/// Foundation's `.atomic` option renames a temporary file too, but whether it
/// flushes the bytes before the rename is the platform's and version's to say;
/// these few system calls make the order explicit (without the flush, a power cut
/// can leave the new name on cut data).
///
/// With `keepingPrevious`, the old file stays as `<name>.previous` (a second
/// link to it, made before the rename): a reader that finds the target
/// damaged by a writer that does not write this way still has the old state.
///
/// The `Tools` SPI: the saved state and the `popupkit` command's outputs write this
/// way; apps use ``BannerHistoryStore`` and ``RuleBookStore``.
@_spi(Tools) public enum AtomicFile {
    /// Writes `data` to `url` atomically with the C library's calls (see
    /// ``write(_:to:keepingPrevious:fileSystem:)``).
    /// - Throws: ``StateWriteError``; the target is then as it was.
    public static func write(_ data: Data, to url: URL) throws(StateWriteError) {
        try write(data, to: url, keepingPrevious: false)
    }

    /// The path of the previous copy kept beside `url`.
    package static func previousCopy(of url: URL) -> URL {
        url.deletingLastPathComponent().appendingPathComponent(url.lastPathComponent + ".previous")
    }

    /// Writes `data` to `url` atomically (see ``AtomicFile``).
    /// - Parameter fileSystem: the system calls it makes, in order (the C
    ///   library's; a test passes a double that records or fails them).
    /// - Throws: ``StateWriteError``; the target is then as it was, and no temporary
    ///   file is left behind.
    package static func write(_ data: Data, to url: URL, keepingPrevious: Bool = false,
                              fileSystem: any AtomicFileSystem = POSIXFileSystem()) throws(StateWriteError) {
        let target = url.path
        let directory = url.deletingLastPathComponent().path
        let temporary = directory + "/." + url.lastPathComponent + ".tmp-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        func failure(_ step: String) -> StateWriteError {
            StateWriteError(path: target, reason: "\(step): \(String(cString: strerror(errno)))")
        }
        let descriptor = fileSystem.openFile(temporary, O_WRONLY | O_CREAT | O_EXCL | O_TRUNC, 0o644)
        guard descriptor >= 0 else { throw failure("cannot create a temporary file in \(directory)") }
        var written = 0
        let count = data.count
        let ok: Bool = data.withUnsafeBytes { buffer in
            while written < count {
                let result = fileSystem.writeBytes(descriptor, buffer.baseAddress! + written, count - written)
                if result < 0 {
                    if errno == EINTR { continue }
                    return false
                }
                written += result
            }
            return true
        }
        guard ok, fileSystem.flush(descriptor) == 0 else {
            let error = failure("cannot write the temporary file")
            _ = fileSystem.closeFile(descriptor)
            _ = fileSystem.removeFile(temporary)
            throw error
        }
        guard fileSystem.closeFile(descriptor) == 0 else {
            let error = failure("cannot close the temporary file")
            _ = fileSystem.removeFile(temporary)
            throw error
        }
        if keepingPrevious, fileSystem.exists(target) {
            // A second name for the old file, made before the rename replaces it.
            let previous = previousCopy(of: url).path
            _ = fileSystem.removeFile(previous)
            _ = fileSystem.makeLink(target, previous)
        }
        guard fileSystem.renameFile(temporary, target) == 0 else {
            let error = failure("cannot rename the temporary file over it")
            _ = fileSystem.removeFile(temporary)
            throw error
        }
        let directoryDescriptor = fileSystem.openFile(directory, O_RDONLY, 0)
        if directoryDescriptor >= 0 {
            _ = fileSystem.flush(directoryDescriptor)
            _ = fileSystem.closeFile(directoryDescriptor)
        }
    }
}

/// The system calls ``AtomicFile`` makes: the C library's in an app
/// (``POSIXFileSystem``); in a test, a double that records their order or makes
/// one fail. Each answers as its C call does (−1 and `errno` on failure).
package protocol AtomicFileSystem {
    /// `open(path, flags, mode)`: a descriptor, or −1.
    func openFile(_ path: String, _ flags: Int32, _ mode: mode_t) -> Int32
    /// `write(descriptor, bytes, count)`: how many bytes were written, or −1.
    func writeBytes(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int
    /// `fsync(descriptor)`: 0 once the descriptor's data is on the disk, or −1.
    func flush(_ descriptor: Int32) -> Int32
    /// `close(descriptor)`: 0, or −1.
    func closeFile(_ descriptor: Int32) -> Int32
    /// `access(path, F_OK) == 0`.
    func exists(_ path: String) -> Bool
    /// `link(existing, new)`: 0, or −1.
    func makeLink(_ existing: String, _ new: String) -> Int32
    /// `unlink(path)`: 0, or −1.
    func removeFile(_ path: String) -> Int32
    /// `rename(old, new)`: 0, or −1.
    func renameFile(_ old: String, _ new: String) -> Int32
}

/// The C library's calls: what ``AtomicFile`` makes outside tests.
package struct POSIXFileSystem: AtomicFileSystem {
    package init() {}

    package func openFile(_ path: String, _ flags: Int32, _ mode: mode_t) -> Int32 { open(path, flags, mode) }
    package func writeBytes(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
        write(descriptor, bytes, count)
    }
    package func flush(_ descriptor: Int32) -> Int32 { fsync(descriptor) }
    package func closeFile(_ descriptor: Int32) -> Int32 { close(descriptor) }
    package func exists(_ path: String) -> Bool { access(path, F_OK) == 0 }
    package func makeLink(_ existing: String, _ new: String) -> Int32 { link(existing, new) }
    package func removeFile(_ path: String) -> Int32 { unlink(path) }
    package func renameFile(_ old: String, _ new: String) -> Int32 { rename(old, new) }
}
