import PopupKitCore
import PopupKitLayers
import PopupKitPresentation

/// The one drawing path: nodes are lowered to ``PaintCommand``s, as for an iOS
/// layer, and a ``CommandPainter`` paints them. Bounds come from the same
/// commands, so a layer's raster, a group's clip and a frame's damage all use
/// the commands' one margin rule (``PaintCommand/inkBounds``).
extension CairoRenderer {
    /// The painter of this renderer's text measurer and images.
    var painter: CommandPainter {
        CommandPainter(textMeasurer: textMeasurer, images: images, urlImage: urlImage)
    }

    /// The commands that draw `nodes`; a hosted view's slot becomes its
    /// placeholder (``slotCommands(_:)``).
    func commands(for nodes: [RenderNode]) -> [PaintCommand] {
        nodes.flatMap { PaintCommand.commands(for: $0, slot: slotCommands) }
    }

    /// Lowers `nodes` and paints them.
    func paint(_ nodes: [RenderNode], on canvas: Canvas) {
        painter.paint(commands(for: nodes), on: canvas)
    }

    /// A rectangle that contains everything `nodes` draw (in their parent's
    /// coordinates), or `nil` when they draw nothing.
    func bounds(of nodes: [RenderNode]) -> Rect? {
        PaintCommand.inkBounds(of: commands(for: nodes))
    }
}
