import PopupKitCore
import PopupKitLayers
import PopupKitPresentation

/// The slot of an app's own view (``SlotNode``): on Linux there is no app view to
/// put there, so the slot is drawn as a labelled placeholder, visible in `render`
/// and the live window, where an iOS host shows the view itself (and draws
/// nothing: ``PaintCommand/commands(for:slot:)``'s default).
extension CairoRenderer {
    /// How a slot looks: a light rounded rectangle, a dashed grey border inside
    /// its edge and the view's name centred in one line.
    enum SlotLook {
        static let fill = NoticeColor(white: 0.96, alpha: 0.92)
        static let border = NoticeColor(white: 0.5)
        static let borderWidth = 1.0
        static let dash: [Double] = [4, 3]
        static let cornerRadius = 6.0
        static let label = NoticeColor(white: 0.3)
        static let font = NoticeFont.system(12)
        /// Room between the border and the name.
        static let inset = 4.0
    }

    /// The commands of `slot`'s placeholder; nothing for an empty or non-finite
    /// rectangle.
    func slotCommands(_ slot: SlotNode) -> [PaintCommand] {
        let rect = slot.rect
        guard rect.isFinite, rect.width > 0, rect.height > 0 else { return [] }
        let radius = min(SlotLook.cornerRadius, rect.width / 4, rect.height / 4)
        let width = min(SlotLook.borderWidth, rect.width / 2, rect.height / 2)
        var result: [PaintCommand] = [
            .fill(.roundedRect(rect, radius: radius), SlotLook.fill),
            .stroke(.roundedRect(rect.outset(by: -width / 2), radius: radius - width / 2), SlotLook.border,
                    StrokeStyle(width: width, dash: SlotLook.dash)),
        ]
        guard !slot.name.isEmpty else { return result }
        let room = Size(width: rect.width - 2 * SlotLook.inset, height: rect.height - 2 * SlotLook.inset)
        guard room.width > 0, room.height > 0 else { return result }
        let metrics = textMeasurer.fit(slot.name, font: SlotLook.font, maxWidth: room.width, maxHeight: room.height,
                                       lineLimit: 1)
        let height = min(metrics.size.height, room.height)
        let frame = Rect(x: rect.minX + SlotLook.inset, y: rect.midY - height / 2, width: room.width, height: height)
        result.append(.text(TextPlacement(text: slot.name, frame: frame, font: SlotLook.font, alignment: .center,
                                          lineLimit: metrics.lineLimit), SlotLook.label))
        return result
    }
}
