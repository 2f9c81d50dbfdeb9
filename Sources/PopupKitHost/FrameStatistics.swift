/// What drawing the window's frames cost: how many, and how long each took from
/// the scene to the pixels sent to the X server (compositing and `XPutImage`).
public struct FrameStatistics: Hashable, Sendable {
    /// Frames drawn since the window opened.
    public private(set) var framesDrawn = 0
    /// The time spent drawing them.
    public private(set) var totalTime: Duration = .zero
    /// The last frame's time.
    public private(set) var lastTime: Duration = .zero
    /// The slowest frame's time.
    public private(set) var slowestTime: Duration = .zero

    public init() {}

    /// The mean time of a frame (zero before the first).
    public var meanTime: Duration { framesDrawn == 0 ? .zero : totalTime / framesDrawn }

    /// Counts one frame that took `time`.
    public mutating func record(_ time: Duration) {
        framesDrawn += 1
        totalTime += time
        lastTime = time
        slowestTime = max(slowestTime, time)
    }

    /// ``meanTime`` in milliseconds.
    public var meanMilliseconds: Double { Self.milliseconds(meanTime) }
    /// ``slowestTime`` in milliseconds.
    public var slowestMilliseconds: Double { Self.milliseconds(slowestTime) }
    /// ``lastTime`` in milliseconds.
    public var lastMilliseconds: Double { Self.milliseconds(lastTime) }

    static func milliseconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) * 1000 + Double(duration.components.attoseconds) / 1e15
    }
}
