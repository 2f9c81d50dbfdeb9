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
package enum AtomicFile {
    /// The path of the previous copy kept beside `url`.
    package static func previousCopy(of url: URL) -> URL {
        url.deletingLastPathComponent().appendingPathComponent(url.lastPathComponent + ".previous")
    }

    /// Writes `data` to `url` atomically (see ``AtomicFile``).
    /// - Throws: ``StateWriteError``; the target is then as it was, and no temporary
    ///   file is left behind.
    package static func write(_ data: Data, to url: URL, keepingPrevious: Bool = false) throws(StateWriteError) {
        let target = url.path
        let directory = url.deletingLastPathComponent().path
        let temporary = directory + "/." + url.lastPathComponent + ".tmp-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        func failure(_ step: String) -> StateWriteError {
            StateWriteError(path: target, reason: "\(step): \(String(cString: strerror(errno)))")
        }
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_TRUNC, 0o644)
        guard descriptor >= 0 else { throw failure("cannot create a temporary file in \(directory)") }
        var written = 0
        let count = data.count
        let ok: Bool = data.withUnsafeBytes { buffer in
            while written < count {
                let result = SystemCall.write(descriptor, buffer.baseAddress! + written, count - written)
                if result < 0 {
                    if errno == EINTR { continue }
                    return false
                }
                written += result
            }
            return true
        }
        guard ok, fsync(descriptor) == 0 else {
            let error = failure("cannot write the temporary file")
            close(descriptor)
            unlink(temporary)
            throw error
        }
        guard close(descriptor) == 0 else {
            let error = failure("cannot close the temporary file")
            unlink(temporary)
            throw error
        }
        if keepingPrevious, access(target, F_OK) == 0 {
            // A second name for the old file, made before the rename replaces it.
            let previous = previousCopy(of: url).path
            unlink(previous)
            _ = link(target, previous)
        }
        guard rename(temporary, target) == 0 else {
            let error = failure("cannot rename the temporary file over it")
            unlink(temporary)
            throw error
        }
        let directoryDescriptor = open(directory, O_RDONLY)
        if directoryDescriptor >= 0 {
            _ = fsync(directoryDescriptor)
            close(directoryDescriptor)
        }
    }
}

/// The C library's `write`, which ``AtomicFile/write(_:to:keepingPrevious:)`` would otherwise shadow.
private enum SystemCall {
    static func write(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
        #if canImport(Glibc)
        Glibc.write(descriptor, bytes, count)
        #elseif canImport(Musl)
        Musl.write(descriptor, bytes, count)
        #else
        Darwin.write(descriptor, bytes, count)
        #endif
    }
}
