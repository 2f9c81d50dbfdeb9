import Foundation
import PopupKit
import PopupKitCairo
import PopupKitHost
import Testing

/// The paint commands draw what the Cairo renderer draws: every content is
/// rendered from its nodes by the ``CairoRenderer`` and from its ``LayerPaint``
/// by the ``PaintCommandPainter`` (Core Graphics' calls, made with Cairo), at 1×
/// and 2×, and the pixels must agree within ``PaintParity/Tolerance``.
@Suite("Paint command parity")
struct PaintCommandParityTests {
    /// A renderer is for one thread: every test makes its own.
    static func parity() throws -> PaintParity {
        try PaintParity(imageSearchPaths: [Fixture.imageDirectory, ScenarioLayers.examples.path])
    }

    static let exampleFiles = ["banner.json", "bubble.json", "gestures.json", "hud.json", "popup-actions.json", "popup.json", "showcase.json",
                               "toast.json", "tour.json"]

    /// Every scale's comparison of `nodes` that falls outside the tolerance.
    static func mismatches(_ nodes: [RenderNode], parity: PaintParity) throws -> [String] {
        let tolerance = PaintParity.Tolerance.suited(to: nodes)
        return try [1, 2].compactMap { scale in
            let comparison = try parity.compare(nodes, scale: scale, threshold: tolerance.threshold)
            return tolerance.admits(comparison) ? nil : "\(comparison) (allowed: \(tolerance))"
        }
    }

    @Test("hand-made content of every node kind draws the same both ways", arguments: ParityCase.all)
    func handMade(_ sample: ParityCase) throws {
        let mismatches = try Self.mismatches(sample.nodes, parity: try Self.parity())
        #expect(mismatches.isEmpty, "\(sample.name):\n\(mismatches.joined(separator: "\n"))")
    }

    @Test("every layer an example scenario hands to a host draws the same both ways", arguments: exampleFiles)
    func example(_ file: String) throws {
        let parity = try Self.parity()
        let contents = try ScenarioLayers.contents(of: file, step: 0.1, measurer: try #require(parity.renderers[1]).textMeasurer)
        #expect(contents.count >= 2, "\(file) shows at least a notice")
        var failures: [String] = []
        for (index, content) in contents.enumerated() {
            for mismatch in try Self.mismatches(content.nodes, parity: parity) { failures.append("layer \(index): \(mismatch)") }
        }
        #expect(failures.isEmpty, "\(file):\n\(failures.joined(separator: "\n"))")
    }

    /// The hand-made case each mistake shows in.
    static let mutated: [(PaintMutation, String)] = [
        (.swappedControlPoints, "rounded box with a border"), (.mirroredCurves, "ring at 0.3"),
        (.mirroredCurves, "ring spinner at 0.13"),
        (.droppedDash, "dashed dotted line"), (.ignoredGroupOpacity, "nested unkeyed groups, scaled, turned and translucent"),
        (.ignoredGroupTransform, "nested unkeyed groups, scaled, turned and translucent"),
        (.flippedShadowOffset, "the layer's shadow from its first box"),
    ]

    @Test("a wrong mapping falls outside the tolerance at every scale", arguments: mutated)
    func catchesMistakes(_ mutation: PaintMutation, _ name: String) throws {
        let parity = try Self.parity()
        let sample = try #require(ParityCase.all.first { $0.name == name })
        let tolerance = PaintParity.Tolerance.suited(to: sample.nodes)
        for scale in [1, 2] {
            let paint = mutation.apply(to: LayerPaint(LayerContent(nodes: sample.nodes), scale: Double(scale)))
            #expect(paint != LayerPaint(LayerContent(nodes: sample.nodes), scale: Double(scale)), "\(mutation) changes \(name)")
            let comparison = try parity.compare(sample.nodes, paint: paint, scale: scale, threshold: tolerance.threshold)
            #expect(!tolerance.admits(comparison), "\(mutation) on \(name): \(comparison)")
        }
    }

    @Test("the list of example scenarios is every file in examples/")
    func everyExample() throws {
        #expect(try ScenarioLayers.exampleFiles() == Self.exampleFiles)
    }

    @Test("the hand-made content has every node kind, and both spinner styles")
    func everyKind() {
        var kinds: Set<String> = []
        func visit(_ nodes: [RenderNode]) {
            for node in nodes {
                switch node {
                case .group(let group): kinds.insert("group"); visit(group.children)
                case .box: kinds.insert("box")
                case .text: kinds.insert("text")
                case .image: kinds.insert("image")
                case .glyph: kinds.insert("glyph")
                case .spinner(let spinner): kinds.insert("spinner \(spinner.style)")
                case .ring: kinds.insert("ring")
                case .path: kinds.insert("path")
                case .dot: kinds.insert("dot")
                case .mask: kinds.insert("mask")
                // A hosted view's slot is the app's to draw: no paint commands, and
                // Cairo's placeholder stands in for the view (no parity to check).
                case .slot: kinds.insert("slot")
                }
            }
        }
        visit(ParityCase.all.flatMap(\.nodes))
        #expect(kinds == ["group", "box", "text", "image", "glyph", "spinner ring", "spinner system", "ring", "path", "dot",
                          "mask"])
    }
}
