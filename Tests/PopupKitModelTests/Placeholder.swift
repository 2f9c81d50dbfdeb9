import Testing
import PopupKit

@Test func placeholderPopupKitModelTests() { #expect(Lane.allCases.count == 5) }
