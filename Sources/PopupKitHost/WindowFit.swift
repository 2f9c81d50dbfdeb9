/// How much a window must shrink to fit its display: a phone-sized container at
/// 1× is 844 pixels tall, which does not fit a 1366 × 768 laptop, and at 2× it is
/// 1,688. The container keeps its points; the window's pixels per point drop
/// below the renderer's when they must.
public enum WindowFit {
    /// The share of the display's width and height a window may take: window
    /// managers put title bars and panels around it.
    public static let usableShare = 0.92

    /// The factor (at most 1) that scales a window of `width × height` pixels to
    /// fit a display of `screenWidth × screenHeight` pixels, keeping its aspect.
    /// Sizes that are not positive or not finite fit as they are (factor 1).
    public static func factor(width: Double, height: Double, screenWidth: Double, screenHeight: Double) -> Double {
        let sizes = [width, height, screenWidth, screenHeight]
        guard sizes.allSatisfy({ $0.isFinite && $0 > 0 }) else { return 1 }
        return min(1, screenWidth * usableShare / width, screenHeight * usableShare / height)
    }
}
