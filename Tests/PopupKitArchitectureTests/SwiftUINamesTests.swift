// A SwiftUI app imports PopupKit beside SwiftUI, often in the same file as its
// `App` (`var body: some Scene`) or a view that shows a toast (`let tint: Color`).
// A PopupKit type with a name SwiftUI declares makes every such use ambiguous, so
// none of the types `import PopupKit` reaches may have one.
#if os(Linux) || os(macOS)
import Foundation
import Testing

@Suite("SwiftUI's names stay free in a file that imports PopupKit")
struct SwiftUINamesTests {
    /// SwiftUI's top-level type names (scripts/swiftui-type-names.sh).
    static func swiftUINames() throws -> Set<String> {
        let url = PublicSurfaceTests.repository.appendingPathComponent("Tests/PopupKitArchitectureTests/SwiftUITypeNames.txt")
        let lines = try String(contentsOf: url, encoding: .utf8).split(separator: "\n")
        return Set(lines.filter { !$0.hasPrefix("#") }.map(String.init))
    }

    @Test("No type import PopupKit reaches is named as a SwiftUI type")
    func noSharedNames() throws {
        let swiftUI = try Self.swiftUINames()
        #expect(swiftUI.isSuperset(of: ["Color", "Font", "Scene", "EdgeInsets", "Transition"]),
                "the list of SwiftUI's names is incomplete")
        let shared = try PublicSurfaceTests.surface(["--types"]).filter(swiftUI.contains)
        #expect(shared.isEmpty, "import PopupKit and SwiftUI both declare \(shared)")
    }
}
#endif
