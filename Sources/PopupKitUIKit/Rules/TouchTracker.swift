import PopupKit

/// Follows one finger of a multi-touch platform (UIKit's `touchesBegan` and
/// friends hand over sets of touches): the first touch that begins while none is
/// followed becomes the pointer; other fingers are ignored until it ends, as the
/// center follows one finger (docs/Semantics.md, F7).
///
/// `Touch` is whatever tells touches apart (UIKit: `ObjectIdentifier` of the
/// `UITouch`, which lives as long as the finger is down).
@MainActor
package struct TouchTracker<Touch: Hashable> {
    /// The touch followed now.
    package private(set) var current: Touch?

    package init() {}

    /// Touches began: the pointer's `down`, if none was followed.
    package mutating func began(_ touches: [(Touch, Point)]) -> [(PointerPhase, Point)] {
        guard current == nil, let (touch, point) = touches.first else { return [] }
        current = touch
        return [(.down, point)]
    }

    /// Touches moved: the followed one's `move`.
    package func moved(_ touches: [(Touch, Point)]) -> [(PointerPhase, Point)] {
        touches.first { $0.0 == current }.map { [(.move, $0.1)] } ?? []
    }

    /// Touches ended (`up`) or were cancelled (`cancel`): the followed one's end.
    package mutating func ended(_ touches: [(Touch, Point)], cancelled: Bool) -> [(PointerPhase, Point)] {
        guard let (_, point) = touches.first(where: { $0.0 == current }) else { return [] }
        current = nil
        return [(cancelled ? .cancel : .up, point)]
    }
}
