import PopupKit
import PopupKitLayers
import PopupKitStage
import PopupKitTesting
import Testing

/// Checks that platform layers, as a ``PlatformLayerTree`` left them, show what
/// the reference ``LayerTree`` holds: the same layers in the same order, each
/// painted with its content, and every layer's content shown where the scene puts
/// it (Core Animation's placement through the layers above it against the
/// scene's ``RenderGroup/place(_:)`` through the groups above it), at rest, each
/// playing the motions the reference's layer was given.
@MainActor
package enum LayerMirror {
    package static func check(_ platform: PlatformLayerTree<RecordingLayer>, against reference: LayerTree, scale: Double,
                      _ context: String, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(platform.refusals.isEmpty, "\(context): refused \(platform.refusals)", sourceLocation: sourceLocation)
        let misuses = platform.root.allLayers.flatMap(\.misuses)
        #expect(misuses.isEmpty, "\(context): \(misuses)", sourceLocation: sourceLocation)
        #expect(platform.topLevelKeys == reference.topLevelKeys, "\(context): top-level order", sourceLocation: sourceLocation)
        let rootLayers = platform.root.sublayers.filter { $0 !== platform.base }
        #expect(rootLayers.map(ObjectIdentifier.init) == reference.topLevelKeys.compactMap(platform.layer).map(ObjectIdentifier.init),
                "\(context): the root's sublayers are the top-level layers in order", sourceLocation: sourceLocation)
        #expect(platform.count == reference.count, "\(context): layer count", sourceLocation: sourceLocation)
        for key in reference.topLevelKeys { check(key, parents: [], platform, reference, scale, context, sourceLocation) }
    }

    private static func check(_ key: GroupKey, parents: [RenderGroup], _ platform: PlatformLayerTree<RecordingLayer>,
                              _ reference: LayerTree, _ scale: Double, _ context: String,
                              _ sourceLocation: SourceLocation) {
        guard let layer = platform.layer(key), let (content, properties) = reference.layer(key),
              let group = reference.group(key) else {
            Issue.record("\(context): \(key) is missing", sourceLocation: sourceLocation)
            return
        }
        let children = reference.children(of: key)
        #expect(layer.sublayers.map(ObjectIdentifier.init) == children.compactMap(platform.layer).map(ObjectIdentifier.init),
                "\(context): sublayers of \(key)", sourceLocation: sourceLocation)
        let paint = LayerPaint(content, scale: scale)
        #expect(layer.paint == paint, "\(context): \(key) shows its content", sourceLocation: sourceLocation)
        // Its motions as the reference has them: played over the same resting values, the same picture at every instant.
        #expect(layer.motions == reference.motions(of: key), "\(context): \(key) plays its motions", sourceLocation: sourceLocation)
        // Opacity as the scene has it (clamped into 0…1).
        let opacity = properties.opacity.isFinite ? min(1, max(0, properties.opacity)) : 0
        #expect(layer.geometry?.opacity == (group.hasFiniteTransform ? opacity : 0), sourceLocation: sourceLocation)
        if group.hasFiniteTransform, let frame = paint.frame {
            let corners = [frame.origin, Point(x: frame.maxX, y: frame.minY), Point(x: frame.maxX, y: frame.maxY)]
            for corner in corners {
                let expected = ([group] + parents).reduce(corner) { point, group in group.place(point) }
                let shown = layer.placeOnRoot(corner)
                #expect(abs(shown.x - expected.x) < 1e-6 && abs(shown.y - expected.y) < 1e-6,
                        "\(context): \(key)'s \(corner) shows at \(shown), the scene has \(expected)",
                        sourceLocation: sourceLocation)
            }
        }
        for child in children {
            check(child, parents: [group] + parents, platform, reference, scale, context, sourceLocation)
        }
    }
}
