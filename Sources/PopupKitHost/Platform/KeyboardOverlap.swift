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
public enum KeyboardOverlap {
    /// - Parameters:
    ///   - keyboard: the keyboard's frame in the overlay's coordinates.
    ///   - bounds: the overlay's bounds.
    public static func height(of keyboard: Rect, in bounds: Rect) -> Double {
        guard keyboard.isFinite, bounds.isFinite, keyboard.width > 0, keyboard.height > 0 else { return 0 }
        guard keyboard.minX < bounds.maxX, keyboard.maxX > bounds.minX else { return 0 }
        // A floating keyboard ends above the bottom edge: it covers no strip of it.
        guard keyboard.maxY >= bounds.maxY - 1 else { return 0 }
        return max(0, min(bounds.maxY - keyboard.minY, bounds.height))
    }
}
