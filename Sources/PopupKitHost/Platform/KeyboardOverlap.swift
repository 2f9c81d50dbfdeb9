import PopupKit

/// How far the keyboard covers the overlay from its bottom edge, from the
/// keyboard's end frame (UIKit: `keyboardFrameEndUserInfoKey`, converted from the
/// screen's coordinates to the overlay window's).
///
/// The part of the overlay below the keyboard's top edge, where the keyboard
/// overlaps it horizontally: 0 for a hidden keyboard (its frame below the
/// screen), a floating or split keyboard that does not reach the bottom edge,
/// one in another window of a Split View or Stage Manager, or a frame that is
/// not a number.
package enum KeyboardOverlap {
    /// - Parameters:
    ///   - keyboard: the keyboard's frame in the overlay's coordinates.
    ///   - bounds: the overlay's bounds.
    package static func height(of keyboard: Rect, in bounds: Rect) -> Double {
        guard keyboard.isFinite, bounds.isFinite, keyboard.width > 0, keyboard.height > 0 else { return 0 }
        guard keyboard.minX < bounds.maxX, keyboard.maxX > bounds.minX else { return 0 }
        // A floating keyboard ends above the bottom edge: it covers no strip of it.
        guard keyboard.maxY >= bounds.maxY - 1 else { return 0 }
        return max(0, min(bounds.maxY - keyboard.minY, bounds.height))
    }

    /// The keyboard's height read from a layout guide that follows it (UIKit,
    /// iOS 15: a window's `keyboardLayoutGuide`), for a host that starts while the
    /// keyboard is already up and so heard no keyboard notification yet.
    ///
    /// Such a guide rests on the window's bottom safe area while the keyboard is
    /// hidden, floating or undocked, so a guide no taller than that rest is no
    /// keyboard; an empty guide (not laid out yet) is none either.
    ///
    /// - Parameters:
    ///   - guide: the guide's frame in the overlay's coordinates.
    ///   - restingHeight: the guide's height with no keyboard (the window's
    ///     bottom safe-area inset).
    ///   - bounds: the overlay's bounds.
    package static func height(ofGuide guide: Rect, restingHeight: Double, in bounds: Rect) -> Double {
        let height = height(of: guide, in: bounds)
        let rest = restingHeight.isFinite ? max(0, restingHeight) : 0
        return height > rest + 0.5 ? height : 0
    }
}
