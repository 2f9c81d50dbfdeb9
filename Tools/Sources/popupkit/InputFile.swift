import Foundation

/// A file a command reads (a scenario, a background picture), checked before it is
/// read, so that a bad path is reported with its cause in words ("cannot read the
/// scenario folder.json: it is a directory", "…: it is not a PNG image") rather
/// than a Foundation error code, a misleading "permission" for a device, or
/// Cairo's "out of memory" for a file that is not a PNG.
struct InputFile {
    /// What the file is to the command, as messages name it: "the scenario", "the background".
    let role: String
    /// The path as the user gave it, so messages quote what they typed.
    let path: String

    /// PNG's eight-byte signature, which every PNG file starts with.
    static let pngSignature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// Why the file cannot be read, or `nil` when it is a readable regular file
    /// (after following symbolic links).
    var problem: String? {
        let fileManager = FileManager.default
        var isDirectory: ObjCBool = false
        guard fileManager.fileExists(atPath: path, isDirectory: &isDirectory) else { return "it does not exist" }
        if isDirectory.boolValue { return "it is a directory" }
        let resolved = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
        let type = (try? fileManager.attributesOfItem(atPath: resolved))?[.type] as? FileAttributeType
        guard type == .typeRegular else { return "it is not a regular file" }
        guard fileManager.isReadableFile(atPath: path) else { return "it is not readable" }
        return nil
    }

    /// The file's bytes, read no further than `maximumBytes`.
    /// - Throws: ``CommandFailure`` (status 2) with the cause when they cannot be
    ///   read or there are more than `maximumBytes`.
    func contents(maximumBytes: Int) throws -> Data {
        try requireReadable()
        let data: Data
        do {
            let handle = try FileHandle(forReadingFrom: URL(fileURLWithPath: path))
            defer { try? handle.close() }
            data = try handle.read(upToCount: maximumBytes + 1) ?? Data()
        } catch {
            throw CommandFailure.badInput("cannot read \(role) \(path): \(error.localizedDescription)")
        }
        guard data.count <= maximumBytes else {
            throw CommandFailure.badInput("cannot read \(role) \(path): it is larger than the limit of \(maximumBytes) bytes "
                                          + "(\(maximumBytes / (1024 * 1024)) MiB)")
        }
        return data
    }

    /// Checks that the file is a readable regular file.
    /// - Throws: ``CommandFailure`` (status 2) with the cause when it is not.
    func requireReadable() throws {
        if let problem { throw CommandFailure.badInput("cannot read \(role) \(path): \(problem)") }
    }

    /// Checks that the file is readable and starts with PNG's signature: what Cairo
    /// would otherwise refuse with an unrelated error.
    /// - Throws: ``CommandFailure`` (status 2) with the cause when it is not.
    func requirePNG() throws {
        try requireReadable()
        let head: Data? = FileHandle(forReadingAtPath: path).flatMap { handle in
            defer { try? handle.close() }
            return try? handle.read(upToCount: Self.pngSignature.count)
        }
        guard let head, Array(head) == Self.pngSignature else {
            throw CommandFailure.badInput("cannot read \(role) \(path): it is not a PNG image")
        }
    }
}
