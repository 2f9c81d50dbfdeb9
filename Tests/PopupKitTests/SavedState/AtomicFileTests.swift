import Foundation
@_spi(Tools) import PopupKit
import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The order of an atomic write's system calls, which no file left on the disk
/// shows: a write that renames before its bytes are flushed leaves the same
/// files, until a power cut leaves the new name on cut data. A recording file
/// system passes each call to the C library and notes it.
@Suite("Saved state: the atomic write's system calls")
struct AtomicFileTests {
    /// One call, with the paths and descriptors it was about.
    enum Call: Equatable, CustomStringConvertible {
        case open(String, descriptor: Int32)
        case write(Int32)
        case flush(Int32)
        case close(Int32)
        case exists(String)
        case link(String, String)
        case unlink(String)
        case rename(String, String)

        var description: String {
            switch self {
            case let .open(path, descriptor): "open \((path as NSString).lastPathComponent) -> \(descriptor)"
            case let .write(descriptor): "write \(descriptor)"
            case let .flush(descriptor): "fsync \(descriptor)"
            case let .close(descriptor): "close \(descriptor)"
            case let .exists(path): "access \((path as NSString).lastPathComponent)"
            case let .link(from, to): "link \((from as NSString).lastPathComponent) \((to as NSString).lastPathComponent)"
            case let .unlink(path): "unlink \((path as NSString).lastPathComponent)"
            case let .rename(from, to): "rename \((from as NSString).lastPathComponent) \((to as NSString).lastPathComponent)"
            }
        }
    }

    /// The C library's calls, each noted; `failFlushOfTemporary` makes the flush
    /// of the temporary file fail as a full disk does (`EIO`).
    final class RecordingFileSystem: AtomicFileSystem {
        private let real = POSIXFileSystem()
        private(set) var calls: [Call] = []
        var failFlushOfTemporary = false

        func openFile(_ path: String, _ flags: Int32, _ mode: mode_t) -> Int32 {
            let descriptor = real.openFile(path, flags, mode)
            calls.append(.open(path, descriptor: descriptor))
            return descriptor
        }

        func writeBytes(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
            calls.append(.write(descriptor))
            return real.writeBytes(descriptor, bytes, count)
        }

        func flush(_ descriptor: Int32) -> Int32 {
            calls.append(.flush(descriptor))
            if failFlushOfTemporary, descriptor == temporaryDescriptor {
                errno = EIO
                return -1
            }
            return real.flush(descriptor)
        }

        func closeFile(_ descriptor: Int32) -> Int32 {
            calls.append(.close(descriptor))
            return real.closeFile(descriptor)
        }

        func exists(_ path: String) -> Bool {
            calls.append(.exists(path))
            return real.exists(path)
        }

        func makeLink(_ existing: String, _ new: String) -> Int32 {
            calls.append(.link(existing, new))
            return real.makeLink(existing, new)
        }

        func removeFile(_ path: String) -> Int32 {
            calls.append(.unlink(path))
            return real.removeFile(path)
        }

        func renameFile(_ old: String, _ new: String) -> Int32 {
            calls.append(.rename(old, new))
            return real.renameFile(old, new)
        }

        /// The path and descriptor of the temporary file: the first one opened.
        var temporary: (path: String, descriptor: Int32)? {
            for call in calls { if case let .open(path, descriptor) = call { return (path, descriptor) } }
            return nil
        }

        private var temporaryDescriptor: Int32? { temporary?.descriptor }

    }

    @Test("the new bytes are flushed to the disk before the rename gives them the file's name, and the directory after it")
    func flushBeforeRename() throws {
        let directory = try StateDirectory()
        let url = directory.file("state")
        try AtomicFile.write(Data("old\n".utf8), to: url)
        let fileSystem = RecordingFileSystem()
        try AtomicFile.write(Data("new state\n".utf8), to: url, keepingPrevious: true, fileSystem: fileSystem)
        let calls = fileSystem.calls
        let (temporary, descriptor) = try #require(fileSystem.temporary, "\(calls)")
        #expect(temporary != url.path && (temporary as NSString).deletingLastPathComponent == url.deletingLastPathComponent().path,
                "a temporary file beside the file: \(temporary)")
        // A descriptor's number is used again once it is closed: the temporary file's calls end at its close.
        let closed = try #require(calls.firstIndex(of: .close(descriptor)), "\(calls)")
        let lastWrite = try #require(calls[..<closed].lastIndex(of: .write(descriptor)), "\(calls)")
        let flush = try #require(calls[..<closed].firstIndex(of: .flush(descriptor)),
                                 "the new bytes are never flushed: \(calls)")
        let rename = try #require(calls.firstIndex(of: .rename(temporary, url.path)), "\(calls)")
        let link = try #require(calls.firstIndex(of: .link(url.path, AtomicFile.previousCopy(of: url).path)), "\(calls)")
        #expect(lastWrite < flush, "flushed after the last byte is written: \(calls)")
        #expect(flush < rename, "flushed before the rename: \(calls)")
        #expect(link < rename, "the previous copy is linked while the old file still has the name: \(calls)")
        // The rename itself reaches the disk: the directory is opened and flushed after it.
        let directoryOpen = try #require(calls.indices.first { index in
            if case let .open(path, _) = calls[index], path == url.deletingLastPathComponent().path { return true }
            return false
        }, "the directory is never opened: \(calls)")
        guard case let .open(_, directoryDescriptor) = calls[directoryOpen] else { return }
        #expect(rename < directoryOpen)
        #expect(calls[directoryOpen...].contains(.flush(directoryDescriptor)), "the directory is never flushed: \(calls)")
        #expect(try Data(contentsOf: url) == Data("new state\n".utf8))
        #expect(try Data(contentsOf: AtomicFile.previousCopy(of: url)) == Data("old\n".utf8))
        #expect(try directory.names() == ["state", "state.previous"])
    }

    @Test("a flush that fails fails the write: the file keeps its old bytes and no temporary file is left")
    func failedFlush() throws {
        let directory = try StateDirectory()
        let url = directory.file("state")
        try AtomicFile.write(Data("old\n".utf8), to: url)
        let fileSystem = RecordingFileSystem()
        fileSystem.failFlushOfTemporary = true
        #expect(throws: StateWriteError.self) {
            try AtomicFile.write(Data("new state\n".utf8), to: url, keepingPrevious: true, fileSystem: fileSystem)
        }
        #expect(!fileSystem.calls.contains { if case .rename = $0 { true } else { false } }, "\(fileSystem.calls)")
        #expect(try Data(contentsOf: url) == Data("old\n".utf8))
        #expect(try directory.names() == ["state"])
    }
}
