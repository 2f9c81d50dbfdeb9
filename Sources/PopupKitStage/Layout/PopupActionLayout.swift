import PopupKitCore
import PopupKitPresentation

/// Lays out a popup's action buttons under its title and message, as iOS alerts
/// do: two buttons side by side when both titles fit half the card, the cancel
/// one on the leading side (the left, or the right in right-to-left); otherwise —
/// one button, three or more, or two that do not fit — one full-width row each,
/// top to bottom in the given order with the cancel one moved last.
struct PopupActionLayout {
    let style: PopupButtonStyle
    let measurer: any TextMeasuring
    let direction: WritingDirection

    /// Whether `actions` go side by side in a card `width` wide.
    func isSideBySide(_ actions: [PopupAction], width: Double) -> Bool {
        guard actions.count == 2 else { return false }
        let room = width / 2 - 2 * style.padding
        guard room > 0 else { return false }
        return actions.allSatisfy { action in
            let metrics = measurer.measure(action.title, font: style.font(for: action.role), maxWidth: room, lineLimit: 0)
            return metrics.lineCount <= 1 && metrics.size.width <= room
        }
    }

    /// The height the buttons want: one row side by side, else one row each.
    func height(_ actions: [PopupAction], width: Double) -> Double {
        guard !actions.isEmpty else { return 0 }
        return Double(isSideBySide(actions, width: width) ? 1 : actions.count) * style.height
    }

    /// The buttons in `area` (card coordinates: the card's full width, under the
    /// text), in reading order: leading to trailing side by side, else top to
    /// bottom. Rows share `area`'s height equally, so a squeezed card squeezes its
    /// buttons rather than dropping one.
    func place(_ actions: [PopupAction], in area: Rect) -> [PopupActionPlacement] {
        guard !actions.isEmpty else { return [] }
        if isSideBySide(actions, width: area.width) {
            let leading = actions.filter { $0.role == .cancel } + actions.filter { $0.role != .cancel }
            let half = area.width / 2
            return leading.enumerated().map { index, action in
                let x = direction == .rightToLeft ? area.maxX - Double(index + 1) * half : area.minX + Double(index) * half
                return button(action, frame: Rect(x: x, y: area.minY, width: half, height: area.height))
            }
        }
        let ordered = actions.filter { $0.role != .cancel } + actions.filter { $0.role == .cancel }
        let row = area.height / Double(ordered.count)
        return ordered.enumerated().map { index, action in
            button(action, frame: Rect(x: area.minX, y: area.minY + Double(index) * row, width: area.width, height: row))
        }
    }

    /// One button: its title on one line, centred, inside the padding.
    private func button(_ action: PopupAction, frame: Rect) -> PopupActionPlacement {
        let font = style.font(for: action.role)
        let width = max(0, frame.width - 2 * style.padding)
        let metrics = measurer.measure(action.title, font: font, maxWidth: width, lineLimit: 1)
        let height = min(metrics.size.height, frame.height)
        let title = TextPlacement(text: action.title,
                                  frame: Rect(x: frame.minX + min(style.padding, frame.width / 2),
                                              y: frame.midY - height / 2, width: width, height: height),
                                  font: font, alignment: .center, lineLimit: 1)
        return PopupActionPlacement(id: action.id, role: action.role, frame: frame, title: title)
    }
}
