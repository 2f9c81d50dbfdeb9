import Foundation
import PopupKit
import PopupKitScenario
import Testing

/// One scenario the reader must refuse: the JSON text, the path the error must
/// name and a fragment its message must contain.
struct BadInput: Sendable, CustomTestStringConvertible {
    let name: String
    let json: String
    /// The expected ``ScenarioError/path``; empty for the whole document.
    let path: String
    /// Text the ``ScenarioError/message`` must contain.
    let fragment: String

    init(_ name: String, _ json: String, path: String, _ fragment: String) {
        self.name = name
        self.json = json
        self.path = path
        self.fragment = fragment
    }

    /// A bad input made of event objects only: `{"events": [ … ]}`.
    static func events(_ name: String, _ events: String..., path: String, _ fragment: String) -> BadInput {
        BadInput(name, #"{"events": ["# + events.joined(separator: ", ") + "]}", path: path, fragment)
    }

    var testDescription: String { name }

    /// Every bad input of the catalogue (see the `BadInput+…` files).
    static let catalogue: [BadInput] = malformed + document + configuration + rules + events + items + inputs
        + hugeNumbers + appearance + actions
}

/// Words of Foundation's decoder that mean nothing to someone editing a scenario.
let decoderJargon = ["DecodingError", "typeMismatch", "Dictionary<", "Debug description", "CodingKeys"]

@Suite("Scenario reader: bad input")
struct BadInputTests {
    @Test("A bad scenario is refused with the field's path and a clear message", arguments: BadInput.catalogue)
    func refuses(_ bad: BadInput) {
        do {
            let scenario = try ScenarioTestSupport.scenario(bad.json)
            Issue.record("accepted, expected \(bad.path): …\(bad.fragment)…; read \(scenario.events.count) events")
        } catch {
            #expect(error.path == bad.path, "message: \(error.message)")
            #expect(error.message.contains(bad.fragment), "path: \(error.path)")
            let jargon = decoderJargon.filter(error.message.contains)
            #expect(jargon.isEmpty, "decoder jargon in: \(error.message)")
            #expect(error.description == (error.path.isEmpty ? error.message : "\(error.path): \(error.message)"))
        }
    }

    @Test("The catalogue is large and its names are unique")
    func catalogueShape() {
        #expect(BadInput.catalogue.count >= 35)
        let names = BadInput.catalogue.map(\.name)
        #expect(Set(names).count == names.count, "duplicate names: \(names.filter { name in names.filter { $0 == name }.count > 1 })")
    }
}
