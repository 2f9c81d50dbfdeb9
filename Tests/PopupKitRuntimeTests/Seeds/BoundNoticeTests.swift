import PopupKit
import Testing

/// The rules behind SwiftUI's binding-driven modifiers.
@Suite("Bound notices")
struct BoundNoticeTests {
    @Test("true shows once; a new request updates in place; false dismisses; the same state again does nothing")
    func transitions() {
        var bound = BoundNotice<String>()
        do { let action = bound.update(isPresented: false, request: "a"); #expect(action == .none) }
        do { let action = bound.update(isPresented: true, request: "a"); #expect(action == .present("a")) }
        do { let action = bound.update(isPresented: true, request: "a"); #expect(action == .none) }
        do { let action = bound.update(isPresented: true, request: "b"); #expect(action == .update("b")) }
        do { let action = bound.update(isPresented: false, request: "b"); #expect(action == .dismiss) }
        do { let action = bound.update(isPresented: false, request: "b"); #expect(action == .none) }
    }

    @Test("a notice that ends by itself sets the binding back once; shown again, it is new")
    func endedByItself() {
        var bound = BoundNotice<String>()
        _ = bound.update(isPresented: true, request: "a")
        let first = bound.ended(), second = bound.ended()
        #expect(first)
        #expect(!second, "only once")
        do { let action = bound.update(isPresented: false, request: "a"); #expect(action == .none, "the binding follows: nothing to dismiss") }
        do { let action = bound.update(isPresented: true, request: "a"); #expect(action == .present("a")) }
    }
}
