import PopupKit

extension PaintParity {
    /// How close a correct mapping comes to the Cairo renderer. Both draw with
    /// Cairo, so straight edges and fills match to the level; what is left is
    /// where the two take different but equally right routes, each allowed for
    /// the content that has it and nowhere else.
    struct Tolerance: Sendable, CustomStringConvertible {
        /// A pixel differs when a channel is more than this apart.
        var threshold = 2
        /// The share of ink pixels that may differ: circles and corners are the
        /// commands' own Bézier quarter-turns against `cairo_arc`'s curves (a
        /// small dot at 1× is only a few pixels, nearly all edge).
        var fraction = 0.12
        /// No channel may be further apart than this anywhere: an edge that
        /// moves by half a pixel is 128 apart.
        var worst = 48
        /// No 3 × 3 block may all be further apart than this: differences may
        /// only be thin lines along edges.
        var solid = 4

        var description: String {
            "> \(threshold)/255 on at most \(fraction * 100)% of ink, none > \(worst)/255, no area > \(solid)/255"
        }

        func admits(_ comparison: Comparison) -> Bool {
            comparison.differingFraction <= fraction && comparison.worst <= worst && comparison.solid <= solid
        }

        /// The default, but for a ring spinner's seams.
        static func suited(to nodes: [RenderNode]) -> Tolerance {
            var tolerance = Tolerance()
            if Self.hasRingSpinner(nodes) {
                // The commands' ring spinner is 30 pieces that meet without
                // overlapping; Cairo draws pieces half a piece longer in a group
                // that replaces instead of adding, so at the rim a pixel holds a
                // mix of two pieces' alpha and where two pieces meet it has no
                // seam, while the commands' antialiased seam is a little lighter.
                // Both stay lines a pixel wide (no area differs), up to a quarter
                // of the colour apart; a thin ring is nearly all edge at 1×.
                tolerance.fraction = 0.7
                tolerance.worst = 72
            }
            return tolerance
        }

        private static func hasRingSpinner(_ nodes: [RenderNode]) -> Bool {
            nodes.contains { node in
                switch node {
                case .spinner(let spinner): spinner.style == .ring
                case .group(let group): hasRingSpinner(group.children)
                default: false
                }
            }
        }
    }
}
