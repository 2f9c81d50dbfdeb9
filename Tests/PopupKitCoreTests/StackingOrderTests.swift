import PopupKitCore
import Testing

@Suite("Stacking order")
struct StackingOrderTests {
    @Test("every lane has one place, bottom to top as the list says")
    func indexMatchesList() {
        #expect(Set(Lane.stackingOrder) == Set(Lane.allCases))
        for (index, lane) in Lane.stackingOrder.enumerated() {
            #expect(lane.stackingIndex == index, "\(lane)")
        }
    }
}
