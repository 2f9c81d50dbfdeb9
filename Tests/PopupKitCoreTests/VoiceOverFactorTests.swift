import PopupKitCore
import PopupKitTesting
import Testing

/// VoiceOver lengthens timeouts by `voiceOverDurationFactor`, and only lengthens
/// them: a factor that is not a finite number ≥ 1 counts as 1 (docs/Semantics.md,
/// "Durations").
@Suite("VoiceOver duration factor")
struct VoiceOverFactorTests {
    /// A 2-second toast with VoiceOver on and `factor`, run until nothing is left;
    /// its timeout must be `seconds` after it showed, and nothing else may happen.
    private func expectTimeout(factor: Double, at seconds: String,
                               sourceLocation: SourceLocation = #_sourceLocation) throws {
        var configuration = EngineConfiguration()
        configuration.accessibility.voiceOver = true
        configuration.accessibility.voiceOverDurationFactor = factor
        var timeline = VirtualTimeline(configuration: configuration)
        timeline.at(0) { engine, now in
            engine.send(.submit(Notice(id: "t", .toast(Toast(message: "Saved")), duration: .seconds(2))), now: now)
        }
        timeline.runUntilIdle()
        try timeline.expect("0.0 t received", "0.0 t queued", "0.0 t shown", "\(seconds) t dismissed timeout")
        try timeline.finish()
    }

    @Test("A factor of at least 1 multiplies the timeout", arguments: [(1.0, "2.0"), (1.5, "3.0"), (3.0, "6.0")])
    func lengthens(factor: Double, seconds: String) throws {
        try expectTimeout(factor: factor, at: seconds)
    }

    @Test("A factor below 1, NaN or infinite counts as 1: the plain duration",
          arguments: [0.5, 0, -3, .nan, .infinity, -.infinity])
    func clampedToOne(factor: Double) throws {
        try expectTimeout(factor: factor, at: "2.0")
    }

    @Test("Without VoiceOver the factor does nothing")
    func offDoesNothing() throws {
        var configuration = EngineConfiguration()
        configuration.accessibility.voiceOverDurationFactor = 3
        var timeline = VirtualTimeline(configuration: configuration)
        timeline.at(0) { engine, now in
            engine.send(.submit(Notice(id: "t", .toast(Toast(message: "Saved")), duration: .seconds(2))), now: now)
        }
        timeline.runUntilIdle()
        try timeline.expect("0.0 t received", "0.0 t queued", "0.0 t shown", "2.0 t dismissed timeout")
        try timeline.finish()
    }
}
