/// How long a visible notice stays before it times out.
public enum DisplayDuration: Hashable, Sendable {
    /// From the text length, like SVProgressHUD:
    /// `clamp(characters × 0.06 + 0.5, minimumDismissTime, maximumDismissTime)`.
    case automatic
    /// A fixed time: negative is invalid; above a billion seconds (31 years) it is
    /// clamped to a billion, with a warning.
    case fixed(Duration)
    /// Never times out; it ends by tap, dismissal, preemption, scope or `hideAll`.
    case forever

    /// A fixed number of seconds (`.seconds(3)`).
    public static func seconds<T: BinaryInteger>(_ seconds: T) -> DisplayDuration {
        .fixed(.seconds(seconds))
    }

    /// A fixed number of milliseconds (`.milliseconds(1500)`).
    public static func milliseconds<T: BinaryInteger>(_ milliseconds: T) -> DisplayDuration {
        .fixed(.milliseconds(milliseconds))
    }
}

/// Where a toast sits on screen (Toast-Swift's `ToastPosition` plus a free point).
public enum ToastPosition: Hashable, Sendable {
    case top
    case center
    case bottom
    /// Centered on a point of the container.
    case point(x: Double, y: Double)
}

/// The side of its target a bubble prefers to sit on (it flips when there is no room).
public enum BubbleEdge: String, Hashable, Sendable, CaseIterable, Codable {
    case top, bottom, left, right
}

/// How a bubble points at its target.
public enum BubblePointer: String, Hashable, Sendable, CaseIterable, Codable {
    /// A triangle arrow on the bubble's edge.
    case triangle
    /// A dotted line ending in a dot on the target's edge.
    case dotLine
}
