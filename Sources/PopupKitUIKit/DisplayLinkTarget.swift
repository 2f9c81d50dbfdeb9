// The only selector-based code of the UIKit host (`CADisplayLink(target:selector:)`
// for iOS 16 and 17): Objective-C exists only on Apple platforms, so only an
// Apple build compiles and checks this file (docs/Apple.md).
#if os(iOS) && canImport(ObjectiveC)
internal import PopupKitHost
import QuartzCore
import UIKit

/// A `CADisplayLink`'s target: the link retains it and is invalidated by
/// ``stop()``, which ends the cycle.
@MainActor
final class DisplayLinkTarget: NSObject {
    private let onFrame: @MainActor (Double, Double) -> Void
    private var link: CADisplayLink?

    init(onFrame: @escaping @MainActor (Double, Double) -> Void) {
        self.onFrame = onFrame
    }

    func start(range: CAFrameRateRange) {
        let link = CADisplayLink(target: self, selector: #selector(step(_:)))
        link.preferredFrameRateRange = range
        link.add(to: .main, forMode: .common)
        self.link = link
    }

    func setRange(_ range: CAFrameRateRange) {
        link?.preferredFrameRateRange = range
    }

    func stop() {
        link?.invalidate()
        link = nil
    }

    @objc private func step(_ link: CADisplayLink) {
        onFrame(link.targetTimestamp, CACurrentMediaTime())
    }
}
#endif
