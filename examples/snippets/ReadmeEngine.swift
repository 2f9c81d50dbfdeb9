// snippet.hide
// README.md, "Use the engine from Swift". The README quotes the lines outside
// snippet.hide/snippet.show (scripts/snippets.py check); a hidden function holds
// the statements. Tests/PopupKitCoreTests/ReadmeExampleTests runs the same lines on Linux.
// snippet-build: ios
// snippet.show
import PopupKit

// snippet.hide
/// The engine is a value: no actor, so it runs anywhere.
nonisolated private func readmeEngineExample() {
// snippet.show
var engine = NoticeEngine(rules: RuleBook([
    FrequencyRule(type: "promo", priority: 10, minInterval: .seconds(3), expiration: .seconds(10)),
]))
engine.send(.submit(Notice(id: "t1", .toast(Toast(message: "Saved")), duration: .seconds(2))), now: .zero)
engine.send(.hud(.show(status: "Uploading")), now: Instant(seconds: 0.1))
engine.send(.hud(.progress(0.5, status: "Uploading")), now: Instant(seconds: 0.5))
engine.send(.hud(.success(status: "Uploaded")), now: Instant(seconds: 1))
engine.send(.submit(Notice(id: "b1", .banner(Banner(type: "promo", title: "Sale")))), now: Instant(seconds: 1))

while let deadline = engine.nextDeadline {   // a real app sleeps until then
    engine.advance(to: deadline)
}
for event in engine.takeEvents() { print(event) }   // received, queued, shown, dismissed(timeout)…
// snippet.hide
}
