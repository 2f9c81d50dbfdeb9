#if !canImport(UIKit)
import Foundation

// https://developer.apple.com/documentation/uikit/uitraitcollection
open class UITraitCollection: NSObject {
    // https://developer.apple.com/documentation/uikit/uitraitcollection/userinterfacestyle
    open var userInterfaceStyle: UIUserInterfaceStyle {
        fatalError("declaration only")
    }

    // https://developer.apple.com/documentation/uikit/uitraitcollection/layoutdirection
    open var layoutDirection: UITraitEnvironmentLayoutDirection {
        fatalError("declaration only")
    }

    // https://developer.apple.com/documentation/uikit/uitraitcollection/preferredcontentsizecategory
    open var preferredContentSizeCategory: UIContentSizeCategory {
        fatalError("declaration only")
    }

    // https://developer.apple.com/documentation/uikit/uitraitcollection/displayscale
    open var displayScale: CGFloat {
        fatalError("declaration only")
    }
}

// https://developer.apple.com/documentation/uikit/uiuserinterfacestyle
public enum UIUserInterfaceStyle: Int, Sendable {
    // https://developer.apple.com/documentation/uikit/uiuserinterfacestyle/unspecified
    case unspecified = 0
    // https://developer.apple.com/documentation/uikit/uiuserinterfacestyle/light
    case light = 1
    // https://developer.apple.com/documentation/uikit/uiuserinterfacestyle/dark
    case dark = 2
}

// https://developer.apple.com/documentation/uikit/uitraitenvironmentlayoutdirection
public enum UITraitEnvironmentLayoutDirection: Int, Sendable {
    // https://developer.apple.com/documentation/uikit/uitraitenvironmentlayoutdirection/unspecified
    case unspecified = -1
    // https://developer.apple.com/documentation/uikit/uitraitenvironmentlayoutdirection/lefttoright
    case leftToRight = 0
    // https://developer.apple.com/documentation/uikit/uitraitenvironmentlayoutdirection/righttoleft
    case rightToLeft = 1
}

// https://developer.apple.com/documentation/uikit/uiuserinterfacelayoutdirection
public enum UIUserInterfaceLayoutDirection: Int, Sendable {
    // https://developer.apple.com/documentation/uikit/uiuserinterfacelayoutdirection/lefttoright
    case leftToRight = 0
    // https://developer.apple.com/documentation/uikit/uiuserinterfacelayoutdirection/righttoleft
    case rightToLeft = 1
}

/// The raw values are UIKit's (UIContentSizeCategoryLarge is "UICTContentSizeCategoryL").
// https://developer.apple.com/documentation/uikit/uicontentsizecategory
public struct UIContentSizeCategory: RawRepresentable, Hashable, Sendable {
    // https://developer.apple.com/documentation/uikit/uicontentsizecategory/rawvalue
    public var rawValue: String

    // https://developer.apple.com/documentation/uikit/uicontentsizecategory/init(rawvalue:)
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    // https://developer.apple.com/documentation/uikit/uicontentsizecategory/unspecified
    public static let unspecified = UIContentSizeCategory(rawValue: "_UICTContentSizeCategoryUnspecified")
    // https://developer.apple.com/documentation/uikit/uicontentsizecategory/extrasmall
    public static let extraSmall = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXS")
    // https://developer.apple.com/documentation/uikit/uicontentsizecategory/small
    public static let small = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryS")
    // https://developer.apple.com/documentation/uikit/uicontentsizecategory/medium
    public static let medium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryM")
    // https://developer.apple.com/documentation/uikit/uicontentsizecategory/large
    public static let large = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryL")
    // https://developer.apple.com/documentation/uikit/uicontentsizecategory/extralarge
    public static let extraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXL")
    // https://developer.apple.com/documentation/uikit/uicontentsizecategory/extraextralarge
    public static let extraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXL")
    // https://developer.apple.com/documentation/uikit/uicontentsizecategory/extraextraextralarge
    public static let extraExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXXL")
    // https://developer.apple.com/documentation/uikit/uicontentsizecategory/accessibilitymedium
    public static let accessibilityMedium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityM")
    // https://developer.apple.com/documentation/uikit/uicontentsizecategory/accessibilitylarge
    public static let accessibilityLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityL")
    // https://developer.apple.com/documentation/uikit/uicontentsizecategory/accessibilityextralarge
    public static let accessibilityExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXL")
    // https://developer.apple.com/documentation/uikit/uicontentsizecategory/accessibilityextraextralarge
    public static let accessibilityExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXXL")
    // https://developer.apple.com/documentation/uikit/uicontentsizecategory/accessibilityextraextraextralarge
    public static let accessibilityExtraExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXXXL")
}

// https://developer.apple.com/documentation/uikit/uitraitenvironment
@MainActor
public protocol UITraitEnvironment: NSObjectProtocol {
    // https://developer.apple.com/documentation/uikit/uitraitenvironment/traitcollection
    var traitCollection: UITraitCollection { get }
}

/// Apple's trait definitions declare a default value, a name and an identifier; the host
/// only names the trait types, so no requirement is declared.
// https://developer.apple.com/documentation/uikit/uitraitdefinition
public protocol UITraitDefinition {}

// https://developer.apple.com/documentation/uikit/uitrait
public typealias UITrait = any UITraitDefinition.Type

// https://developer.apple.com/documentation/uikit/uitraituserinterfacestyle-swift.struct
public struct UITraitUserInterfaceStyle: UITraitDefinition {}

// https://developer.apple.com/documentation/uikit/uitraitlayoutdirection-swift.struct
public struct UITraitLayoutDirection: UITraitDefinition {}

// https://developer.apple.com/documentation/uikit/uitraitpreferredcontentsizecategory-swift.struct
public struct UITraitPreferredContentSizeCategory: UITraitDefinition {}

// https://developer.apple.com/documentation/uikit/uitraitchangeregistration
@MainActor
public protocol UITraitChangeRegistration: NSCopying, NSObjectProtocol {}

// https://developer.apple.com/documentation/uikit/uitraitchangeobservable-67e94
@MainActor
public protocol UITraitChangeObservable {
    // https://developer.apple.com/documentation/uikit/uitraitchangeobservable-67e94/traitchangehandler
    typealias TraitChangeHandler<TraitEnvironment: UITraitEnvironment> = (TraitEnvironment, UITraitCollection) -> Void

    // https://developer.apple.com/documentation/uikit/uitraitchangeobservable-67e94/registerfortraitchanges(_:handler:)
    @discardableResult
    func registerForTraitChanges<TraitEnvironment: UITraitEnvironment>(
        _ traits: [UITrait],
        handler: @escaping Self.TraitChangeHandler<TraitEnvironment>
    ) -> any UITraitChangeRegistration
}

extension UITraitChangeObservable {
    /// UIKit's implementation for UIView, UIViewController and UIWindowScene.
    // https://developer.apple.com/documentation/uikit/uitraitchangeobservable-67e94/registerfortraitchanges(_:handler:)
    @discardableResult
    public func registerForTraitChanges<TraitEnvironment: UITraitEnvironment>(
        _ traits: [UITrait],
        handler: @escaping Self.TraitChangeHandler<TraitEnvironment>
    ) -> any UITraitChangeRegistration {
        fatalError("declaration only")
    }
}
#endif
