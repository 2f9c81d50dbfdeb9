import Foundation
import Testing

/// The README's `swift run --package-path Tools popupkit …` commands read files that exist and write
/// only into `out/`, which git ignores, so trying them leaves the checkout clean.
@Suite("README commands")
struct ReadmeCommandTests {
    /// Every `swift run --package-path Tools popupkit` line of the README, split into words.
    static func commands() throws -> [[String]] {
        let readme = try String(contentsOf: PopupkitProcess.repositoryRoot.appendingPathComponent("README.md"), encoding: .utf8)
        return readme.split(separator: "\n")
            .filter { $0.hasPrefix("swift run --package-path Tools popupkit ") }
            .map { line in
                let command = line.split(separator: "#", maxSplits: 1).first ?? line
                return command.split(separator: " ").map(String.init)
            }
    }

    @Test("Every --out of the README is inside out/, and git ignores it")
    func outputsLandInOut() throws {
        let commands = try Self.commands()
        let outputs = commands.compactMap { words in words.firstIndex(of: "--out").map { words[$0 + 1] } }
        #expect(outputs.count >= 8, "\(outputs)")
        for output in outputs {
            #expect(output.hasPrefix("out/"), "\(output)")
        }
        let ignore = try String(contentsOf: PopupkitProcess.repositoryRoot.appendingPathComponent("out/.gitignore"), encoding: .utf8)
        #expect(ignore.split(separator: "\n").contains("*"), "\(ignore)")
    }

    @Test("Every file the README's commands read exists")
    func inputsExist() throws {
        let root = PopupkitProcess.repositoryRoot
        let inputs = try Self.commands().flatMap { words in
            words.enumerated().filter { index, word in
                word.hasPrefix("examples/") || (index > 0 && ["--background", "--scenario"].contains(words[index - 1]))
            }.map(\.element)
        }
        #expect(inputs.contains("examples/app.png"), "\(inputs)")
        for input in inputs {
            #expect(FileManager.default.fileExists(atPath: root.appendingPathComponent(input).path), "\(input)")
        }
        let png = try Data(contentsOf: root.appendingPathComponent("examples/app.png"))
        #expect(png.prefix(8) == Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]), "examples/app.png is a PNG")
    }
}
