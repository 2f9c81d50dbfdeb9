import Testing
import PopupKit

@Test func placeholderPopupKitScenarioTests() { #expect(Lane.allCases.count == 5) }
