/// The easing curves of PopupKit's motion, shared by the notices' own animation
/// (``Animation``: fades, pop-ins, slides) and a dragged notice's spring-back and
/// exit (``NoticeDrag``), so both move alike. A folder of its own below both:
/// neither reaches into the other for a curve.
enum Easing {
    /// Ease-out: fast start, gentle end (appearing).
    static func easeOut(_ p: Double) -> Double { 1 - (1 - p) * (1 - p) }
    /// Ease-in: gentle start, fast end (disappearing).
    static func easeIn(_ p: Double) -> Double { p * p }

    /// 0…1 progress of `elapsed` over `duration` (1 when there is no duration).
    static func progress(_ elapsed: Double, over duration: Double) -> Double {
        guard duration > 0 else { return 1 }
        return min(1, max(0, elapsed / duration))
    }
}
