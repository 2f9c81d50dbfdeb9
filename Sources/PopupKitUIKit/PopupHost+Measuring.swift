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

extension PopupHost {
    /// The width a view shown in one of this host's notices is measured at: the
    /// room's (``HostedViewMeasure/offeredWidth(in:maxWidth:)``), for the SwiftUI
    /// host, which measures its hosting controllers itself.
    package func hostedViewWidth(maxWidth: Double? = nil) -> Double {
        HostedViewMeasure.offeredWidth(in: center.stage.container, maxWidth: maxWidth)
    }
}

extension HostedContent {
    /// The content named `name` of a view that answered `measured` when offered
    /// `offeredWidth` (SwiftUI's `sizeThatFits(in:)`), taken as
    /// ``HostedViewMeasure/size(_:offeredWidth:)`` says.
    package init(name: String, measured: CGSize, offeredWidth: Double) {
        self.init(name: name, size: HostedViewMeasure.size(Size(width: Double(measured.width),
                                                                height: Double(measured.height)),
                                                           offeredWidth: offeredWidth))
    }
}
#endif
