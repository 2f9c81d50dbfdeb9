// snippet.hide
// README.md, "Use the engine from Swift": a Swift Testing test of the app's own,
// with PopupKitTesting. The README quotes the lines outside
// snippet.hide/snippet.show (scripts/snippets.py check). The iOS SDK has no
// Testing module, so this file is compiled and run by `swift test` on Linux
// instead: Tests/PopupKitTestingTests/ReadmeTestingSnippet.swift is a symbolic
// link to it (SwiftPM follows it), and ReadmeExampleTests checks the link.
// snippet-build: swift-testing
// snippet.show
import PopupKitTesting
import Testing

@Test func savedToastTimesOut() throws {
    var timeline = VirtualTimeline()
    timeline.at(0) { engine, now in
        engine.send(.submit(Notice(id: "t1", .toast(Toast(message: "Saved")), duration: .seconds(2))), now: now)
        engine.send(.submit(Notice(id: "tip", .bubble(Bubble(text: "New here?")))), now: now)
    }
    timeline.runUntilIdle()
    try timeline.expect(["0.0 t1 received", "0.0 t1 queued", "0.0 t1 shown",
                         "0.0 tip received", "0.0 tip queued", "0.0 tip shown",
                         "2.0 t1 dismissed timeout"])
    // The bubble stays until tapped: the test says so, and can look at it.
    let left = try timeline.finish(allowing: .liveNotices)
    #expect(left.liveNotices.map(\.id) == ["tip"])
}
