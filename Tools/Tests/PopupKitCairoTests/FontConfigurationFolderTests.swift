import Foundation
@testable import PopupKitCairo
import Testing

/// The fontconfig folder lives in the shared temporary directory, where another
/// user may have made a folder of that name first: it is used only when it is a
/// real directory of ours that nobody else may write; otherwise a fresh private
/// folder is made.
@Suite("Font configuration folder")
struct FontConfigurationFolderTests {
    /// A new empty directory standing for the shared temporary directory.
    static func temporary() throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("fontconfig-test-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
        return path
    }

    static func mode(_ path: String) throws -> Int {
        var info = stat()
        guard lstat(path, &info) == 0 else { throw CocoaError(.fileNoSuchFile) }
        return Int(info.st_mode) & 0o777
    }

    static func owner(_ path: String) -> uid_t {
        var info = stat()
        lstat(path, &info)
        return info.st_uid
    }

    @Test("A new folder is made readable and writable by its owner only")
    func newFolderIsPrivate() throws {
        let temporary = try Self.temporary()
        defer { try? FileManager.default.removeItem(atPath: temporary) }
        let folder = try FontConfiguration.privateDirectory(in: temporary, named: "popupkit-fontconfig")
        #expect(folder == temporary + "/popupkit-fontconfig")
        #expect(try Self.mode(folder) == 0o700)
        #expect(Self.owner(folder) == getuid())
        // Ours and private: used again.
        #expect(try FontConfiguration.privateDirectory(in: temporary, named: "popupkit-fontconfig") == folder)
    }

    @Test("A folder of that name that others may write is not used: a fresh private one is", arguments: [0o777, 0o770, 0o722])
    func writableByOthersIsRefused(_ mode: Int) throws {
        let temporary = try Self.temporary()
        defer { try? FileManager.default.removeItem(atPath: temporary) }
        let planted = temporary + "/popupkit-fontconfig"
        try FileManager.default.createDirectory(atPath: planted, withIntermediateDirectories: false)
        chmod(planted, mode_t(mode))
        let folder = try FontConfiguration.privateDirectory(in: temporary, named: "popupkit-fontconfig")
        #expect(folder != planted)
        #expect(folder.hasPrefix(temporary + "/popupkit-fontconfig"))
        #expect(try Self.mode(folder) == 0o700)
        #expect(try Self.mode(planted) == mode)  // left alone
    }

    @Test("A symbolic link of that name is not followed: a fresh private folder is used")
    func symbolicLinkIsRefused() throws {
        let temporary = try Self.temporary()
        defer { try? FileManager.default.removeItem(atPath: temporary) }
        let elsewhere = temporary + "/elsewhere"
        try FileManager.default.createDirectory(atPath: elsewhere, withIntermediateDirectories: false)
        chmod(elsewhere, 0o700)
        try FileManager.default.createSymbolicLink(atPath: temporary + "/popupkit-fontconfig", withDestinationPath: elsewhere)
        let folder = try FontConfiguration.privateDirectory(in: temporary, named: "popupkit-fontconfig")
        #expect(folder != temporary + "/popupkit-fontconfig" && folder != elsewhere)
        #expect(try Self.mode(folder) == 0o700)
    }

    @Test("A folder of another user is not used", .enabled(if: getuid() == 0, "only root can give a folder away"))
    func otherOwnerIsRefused() throws {
        let temporary = try Self.temporary()
        defer { try? FileManager.default.removeItem(atPath: temporary) }
        let planted = temporary + "/popupkit-fontconfig"
        try FileManager.default.createDirectory(atPath: planted, withIntermediateDirectories: false)
        chmod(planted, 0o700)
        chown(planted, 65534, 65534)  // nobody
        let folder = try FontConfiguration.privateDirectory(in: temporary, named: "popupkit-fontconfig")
        #expect(folder != planted)
        #expect(Self.owner(folder) == getuid())
    }
}
