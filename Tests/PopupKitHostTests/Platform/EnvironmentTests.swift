import PopupKit
import PopupKitHost
import PopupKitTesting
import Testing

/// What the platform says of the screen and the app reaches the center as its
/// own calls, only when it differs.
@Suite("Host environment", .serialized)
@MainActor
struct EnvironmentTests {
    private func environment() -> HostEnvironment {
        HostEnvironment(size: Size(width: 390, height: 844), safeArea: Insets(top: 47, bottom: 34), displayScale: 3)
    }

    @Test("the first reading sets everything; the same reading again changes nothing")
    func firstReading() async {
        let harness = DriverHarness()
        var environment = environment()
        environment.appearance = .dark
        environment.voiceOver = true
        let changes = harness.driver.environmentChanged(environment)
        #expect(changes == [.container, .accessibility, .lifecycle, .displayScale, .textScale])
        await harness.settle()
        #expect(harness.center.stage.container == environment.container)
        #expect(harness.center.configuration.accessibility.voiceOver)
        #expect(harness.driver.environmentChanged(environment).isEmpty)
    }

    @Test("the keyboard lifts the container's bottom; light to dark changes only the appearance")
    func keyboardAndAppearance() async {
        let harness = DriverHarness()
        var environment = environment()
        harness.driver.environmentChanged(environment)
        environment.keyboardHeight = 336
        #expect(harness.driver.environmentChanged(environment) == [.container])
        await harness.settle()
        #expect(harness.center.stage.container.keyboardHeight == 336)
        environment.appearance = .dark
        #expect(harness.driver.environmentChanged(environment) == [.container])
        await harness.settle()
        #expect(harness.center.stage.container.appearance == .dark && harness.center.stage.container.keyboardHeight == 336)
    }

    @Test("going to the background pauses a toast's timeout; coming back resumes it with the time it had left")
    func lifecycle() async {
        let harness = DriverHarness()
        var environment = environment()
        harness.driver.environmentChanged(environment)
        harness.center.toast("Saved", duration: .seconds(2))
        await harness.settle()
        environment.isForeground = false
        #expect(harness.driver.environmentChanged(environment) == [.lifecycle])
        await harness.center.flush()
        await harness.clock.advance(by: .seconds(10))
        await harness.center.flush()
        #expect(harness.center.phase(of: "toast#1") != nil, "paused in the background")
        environment.isForeground = true
        harness.driver.environmentChanged(environment)
        await harness.center.flush()
        await harness.clock.advance(by: .seconds(3))
        await harness.center.flush()
        #expect(harness.center.phase(of: "toast#1") == nil || harness.center.phase(of: "toast#1") == .leaving)
    }

    @Test("Reduce Motion reaches the center's accessibility configuration and keeps its other settings")
    func reduceMotion() async {
        let harness = DriverHarness()
        var configuration = harness.center.configuration.accessibility
        configuration.voiceOverDurationFactor = 3
        harness.center.update { [configuration] in $0.configuration.accessibility = configuration }
        var environment = environment()
        harness.driver.environmentChanged(environment)
        environment.reduceMotion = true
        #expect(harness.driver.environmentChanged(environment) == [.accessibility])
        await harness.center.flush()
        #expect(harness.center.configuration.accessibility.reduceMotion)
        #expect(harness.center.configuration.accessibility.voiceOverDurationFactor == 3)
    }
}
