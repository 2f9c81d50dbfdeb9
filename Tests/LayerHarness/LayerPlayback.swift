// What the layer plan's tests and the platform layer tree's tests play scenarios
// with. A target of its own so both test targets share one copy; no product names it.
import Foundation
import PopupKit
import PopupKitLayers
import PopupKitStage
import PopupKitScenario
import Testing

/// Plays a scenario frame by frame in virtual time through a ``LayerPlan`` and a
/// ``LayerTree``, as a host would: every frame's operations are applied to the
/// last frame's tree, and the tree must then show exactly the frame's scene.
public struct LayerPlayback {
    public struct Frame {
        public var time: Double
        public var transaction: LayerTransaction
    }

    public var playback: ScenarioPlayback
    public var plan = LayerPlan()
    public var tree = LayerTree()
    public var frames: [Frame] = []

    public init(_ json: String) throws {
        playback = ScenarioPlayback(try Scenario(json: Data(json.utf8)))
    }

    /// Plays frames at `fps` from `from` to `to` seconds (inclusive), checking the tree after each.
    public mutating func play(from: Double = 0, to: Double, fps: Double = 60,
                       sourceLocation: SourceLocation = #_sourceLocation) {
        let count = Int(((to - from) * fps).rounded(.down))
        for index in 0...count {
            frame(at: from + Double(index) / fps, sourceLocation: sourceLocation)
        }
    }

    /// One frame at `seconds`.
    public mutating func frame(at seconds: Double, sourceLocation: SourceLocation = #_sourceLocation) {
        playback.advance(to: Instant(seconds: seconds))
        let scene = playback.scene
        let transaction = plan.transaction(to: scene)
        do {
            try tree.apply(transaction)
        } catch {
            Issue.record("at \(seconds)s the tree refused \(error)", sourceLocation: sourceLocation)
        }
        #expect(tree.nodes(at: scene.time) == scene.nodes, "at \(seconds)s the layers do not show the scene", sourceLocation: sourceLocation)
        frames.append(Frame(time: seconds, transaction: transaction))
    }

    /// The operations of the frames in `from...to` seconds, in order.
    public func operations(from: Double, to: Double) -> [LayerOperation] {
        frames.filter { $0.time >= from - 1e-9 && $0.time <= to + 1e-9 }.flatMap(\.transaction.operations)
    }

    /// The key of the body of the notice named `id` in the last scene.
    public func body(_ id: String) -> GroupKey? {
        for case .group(let group) in playback.scene.nodes where group.name.hasSuffix(" \"\(id)\"") && group.key?.part == .body {
            return group.key
        }
        return nil
    }
}

extension LayerOperation {
    public var properties: LayerProperties? {
        if case .update(_, let properties) = self { properties } else { nil }
    }
}

extension LayerOperation {
    /// The motions an `animate` hands over; `nil` for any other operation.
    public var motions: [Motion]? {
        if case .animate(_, let motions) = self { motions } else { nil }
    }
}
