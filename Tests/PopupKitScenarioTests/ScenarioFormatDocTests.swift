import Foundation
import PopupKit
@testable import PopupKitScenario
import Testing

/// docs/ScenarioFormat.md is the reference of the format: every name the reader
/// accepts and the commands print must appear in it, so a new field cannot go
/// undocumented.
@Suite("docs/ScenarioFormat.md covers the format")
struct ScenarioFormatDocTests {
    static let text: String = (try? String(contentsOf: ScenarioTestSupport.packageRoot
        .appendingPathComponent("docs/ScenarioFormat.md"), encoding: .utf8)) ?? ""

    static func missing(_ names: [String]) -> [String] {
        names.filter { !text.contains("`\($0)`") && !text.contains("\"\($0)\"") }
    }

    @Test("Every event kind, lane field and HUD action is documented")
    func fields() {
        #expect(!Self.text.isEmpty)
        #expect(Self.missing(EventParser.kinds).isEmpty)
        let laneFields = LaneField.all.map(\.name)
        #expect(Self.missing(laneFields).isEmpty)
        #expect(Self.missing(ItemParser.common).isEmpty)
        #expect(Self.missing(ItemParser.bannerFields).isEmpty)
        #expect(Self.missing(["show", "progress", "success", "error", "info", "image", "popActivity", "dismiss",
                              "value", "delay", "voiceOverDurationFactor", "reduceMotion", "voiceOver"]).isEmpty)
        #expect(Self.missing(QueueStrategy.allCases.map(\.rawValue)).isEmpty)
    }

    @Test("Every event name and reason the output prints is documented")
    func output() {
        #expect(Self.missing(DismissReason.allCases.map(\.rawValue)).isEmpty)
        #expect(Self.missing(DiscardReason.allCases.map(\.rawValue)).isEmpty)
        #expect(Self.missing(["received", "queued", "shown", "updated", "paused", "resumed", "covered", "uncovered", "requeued", "dismissed",
                              "expired", "discarded", "arrowTip", "edge", "state", "fadingOut", "opacity"]).isEmpty)
    }

    @Test("Every style property is documented")
    func styles() throws {
        let encoder = JSONEncoder()
        var names: [String] = []
        for data in [try encoder.encode(ToastStyle()), try encoder.encode(HUDStyle()), try encoder.encode(BannerStyle()),
                     try encoder.encode(PopupStyle()), try encoder.encode(BubbleStyle())] {
            let object = try JSONSerialization.jsonObject(with: data) as? [String: Any] ?? [:]
            names += object.keys
        }
        #expect(names.count > 60)
        #expect(Self.missing(names.sorted()).isEmpty)
    }
}
