// iOS and iPadOS (Mac Catalyst too) with the real UIKit, or Linux against its documented
// declarations; empty on macOS, tvOS, watchOS and visionOS (docs/Apple.md#platforms).
#if os(iOS) || !canImport(Darwin)
#if canImport(UIKit)
import UIKit
#else
import AppleUIDeclarations
import Foundation
#endif
import PopupKit
internal import PopupKitHost

/// The display's frame callback for ``DisplayLinkTicker``: a `UIUpdateLink` on
/// the overlay's view on iOS 18 and later (block-based, and it follows the
/// view's screen), a `CADisplayLink` before. Either exists only while the center
/// animates, at the rate range it asks for (ProMotion up to 120 Hz).
@MainActor
final class UIKitDisplayLink: DisplayLinking {
    /// The view whose screen paces the frames.
    weak var view: UIView?
    /// The `UIUpdateLink` while one runs (iOS 18 and later): `AnyObject`, since a
    /// stored property cannot have a type newer than the package's iOS 16 floor.
    /// Never on Mac Catalyst, which has no `UIUpdateLink`.
    private var updateLink: AnyObject?
    #if canImport(ObjectiveC)
    private var legacy: DisplayLinkTarget?
    #endif

    init(view: UIView) {
        self.view = view
    }

    func start(range: FrameRateRange, _ onFrame: @escaping @MainActor (Double, Double) -> Void) {
        stop()
        #if !targetEnvironment(macCatalyst)
        if #available(iOS 18, *), let view {
            let link = UIUpdateLink(view: view)
            link.addAction { _, info in
                MainActor.assumeIsolated { onFrame(info.estimatedPresentationTime, CACurrentMediaTime()) }
            }
            link.requiresContinuousUpdates = true
            link.preferredFrameRateRange = CAFrameRateRange(range)
            link.isEnabled = true
            updateLink = link
            return
        }
        #endif
        #if canImport(ObjectiveC)
        let target = DisplayLinkTarget(onFrame: onFrame)
        target.start(range: CAFrameRateRange(range))
        legacy = target
        #endif
    }

    func setRange(_ range: FrameRateRange) {
        #if !targetEnvironment(macCatalyst)
        if #available(iOS 18, *), let link = updateLink as? UIUpdateLink {
            link.preferredFrameRateRange = CAFrameRateRange(range)
        }
        #endif
        #if canImport(ObjectiveC)
        legacy?.setRange(CAFrameRateRange(range))
        #endif
    }

    func stop() {
        #if !targetEnvironment(macCatalyst)
        if #available(iOS 18, *), let link = updateLink as? UIUpdateLink {
            link.isEnabled = false
        }
        #endif
        updateLink = nil
        #if canImport(ObjectiveC)
        legacy?.stop()
        legacy = nil
        #endif
    }

    /// A safety net behind its owners' `stop()`: a `CADisplayLink` retains its
    /// target and fires until it is invalidated, so a link left running by an owner
    /// that went away would call back forever.
    isolated deinit {
        stop()
    }
}

extension CAFrameRateRange {
    init(_ range: FrameRateRange) {
        self.init(minimum: range.minimum, maximum: range.maximum, preferred: range.preferred)
    }
}
#endif
