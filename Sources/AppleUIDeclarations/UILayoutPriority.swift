#if !canImport(UIKit) && !canImport(Darwin)
import Foundation

// https://developer.apple.com/documentation/uikit/uilayoutpriority
@available(iOS 6.0, *)
public struct UILayoutPriority: Hashable, Equatable, RawRepresentable, Sendable {
    // https://developer.apple.com/documentation/uikit/uilayoutpriority/init(rawvalue:)
    public init(rawValue: Float) {
        self.rawValue = rawValue
    }

    // https://developer.apple.com/documentation/uikit/uilayoutpriority/rawvalue
    public var rawValue: Float

    // https://developer.apple.com/documentation/uikit/uilayoutpriority/required
    @available(iOS 6.0, *)
    public static let required = UILayoutPriority(rawValue: 1000)

    // https://developer.apple.com/documentation/uikit/uilayoutpriority/fittingsizelevel
    @available(iOS 6.0, *)
    public static let fittingSizeLevel = UILayoutPriority(rawValue: 50)
}
#endif
