#if !canImport(UIKit) && !canImport(Darwin)
import Foundation

// https://developer.apple.com/documentation/uikit/uitraitcollection
@available(iOS 8.0, *)
@available(watchOS, unavailable)
open class UITraitCollection: NSObject, @unchecked Sendable {
    // https://developer.apple.com/documentation/uikit/uitraitcollection/init(userinterfacestyle:)
    @available(iOS 12.0, tvOS 10.0, *)
    @available(watchOS, unavailable)
    public convenience init(userInterfaceStyle: UIUserInterfaceStyle) {
        fatalError("declaration only")
    }

    // https://developer.apple.com/documentation/uikit/uitraitcollection/userinterfacestyle
    @available(iOS 12.0, tvOS 10.0, *)
    @available(watchOS, unavailable)
    open var userInterfaceStyle: UIUserInterfaceStyle {
        fatalError("declaration only")
    }

    // https://developer.apple.com/documentation/uikit/uitraitcollection/layoutdirection
    @available(iOS 10.0, *)
    @available(watchOS, unavailable)
    open var layoutDirection: UITraitEnvironmentLayoutDirection {
        fatalError("declaration only")
    }

    // https://developer.apple.com/documentation/uikit/uitraitcollection/preferredcontentsizecategory
    @available(iOS 10.0, *)
    @available(watchOS, unavailable)
    open var preferredContentSizeCategory: UIContentSizeCategory {
        fatalError("declaration only")
    }

    // https://developer.apple.com/documentation/uikit/uitraitcollection/displayscale
    open var displayScale: CGFloat {
        fatalError("declaration only")
    }
}

// https://developer.apple.com/documentation/uikit/uiuserinterfacestyle
@available(iOS 12.0, tvOS 10.0, *)
@available(watchOS, unavailable)
public enum UIUserInterfaceStyle: Int, Sendable {
    // https://developer.apple.com/documentation/uikit/uiuserinterfacestyle/unspecified
    case unspecified = 0
    // https://developer.apple.com/documentation/uikit/uiuserinterfacestyle/light
    case light = 1
    // https://developer.apple.com/documentation/uikit/uiuserinterfacestyle/dark
    case dark = 2
}

// https://developer.apple.com/documentation/uikit/uitraitenvironmentlayoutdirection
@available(iOS 10.0, *)
@available(watchOS, unavailable)
public enum UITraitEnvironmentLayoutDirection: Int, Sendable {
    // https://developer.apple.com/documentation/uikit/uitraitenvironmentlayoutdirection/lefttoright
    case leftToRight = 0
    // https://developer.apple.com/documentation/uikit/uitraitenvironmentlayoutdirection/righttoleft
    case rightToLeft = 1
}

/// The raw values are UIKit's (UIContentSizeCategoryLarge is "UICTContentSizeCategoryL").
// https://developer.apple.com/documentation/uikit/uicontentsizecategory
@available(iOS 7.0, *)
@available(watchOS, unavailable)
public struct UIContentSizeCategory: RawRepresentable, Hashable, Sendable {
    // https://developer.apple.com/documentation/uikit/uicontentsizecategory/rawvalue
    public var rawValue: String

    // https://developer.apple.com/documentation/uikit/uicontentsizecategory/init(rawvalue:)
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    // https://developer.apple.com/documentation/uikit/uicontentsizecategory/didchangenotification
    @available(iOS 7.0, *)
    @available(watchOS, unavailable)
    nonisolated public static let didChangeNotification = NSNotification.Name("UIContentSizeCategoryDidChangeNotification")
}

// https://developer.apple.com/documentation/uikit/uitraitenvironment
@available(iOS 2.0, *)
@available(watchOS, unavailable)
@MainActor
public protocol UITraitEnvironment: NSObjectProtocol {
    // https://developer.apple.com/documentation/uikit/uitraitenvironment/traitcollection
    @available(iOS 8.0, *)
    var traitCollection: UITraitCollection { get }
}

/// Apple's trait definitions declare a default value, a name and an identifier; the host
/// only names the trait types, so no requirement is declared.
// https://developer.apple.com/documentation/uikit/uitraitdefinition
@available(iOS 17.0, tvOS 17.0, *)
public protocol UITraitDefinition {}

// https://developer.apple.com/documentation/uikit/uitrait
@available(iOS 17.0, tvOS 17.0, *)
public typealias UITrait = any UITraitDefinition.Type

// https://developer.apple.com/documentation/uikit/uitraituserinterfacestyle-swift.struct
@available(iOS 17.0, tvOS 17.0, *)
public struct UITraitUserInterfaceStyle: UITraitDefinition {}

// https://developer.apple.com/documentation/uikit/uitraitlayoutdirection-swift.struct
@available(iOS 17.0, tvOS 17.0, *)
public struct UITraitLayoutDirection: UITraitDefinition {}

// https://developer.apple.com/documentation/uikit/uitraitpreferredcontentsizecategory-swift.struct
@available(iOS 17.0, tvOS 17.0, *)
public struct UITraitPreferredContentSizeCategory: UITraitDefinition {}

// https://developer.apple.com/documentation/uikit/uitraitdisplayscale
@available(iOS 17.0, tvOS 17.0, *)
public struct UITraitDisplayScale: UITraitDefinition {}

// https://developer.apple.com/documentation/uikit/uitraitchangeregistration
@available(iOS 17.0, tvOS 17.0, *)
@available(watchOS, unavailable)
@MainActor
public protocol UITraitChangeRegistration: NSCopying, NSObjectProtocol {}

/// Used implicitly: UIView and UIWindowScene conform in extensions of their own (the
/// conformances are iOS 17), and the hosts call the requirement on them.
// https://developer.apple.com/documentation/uikit/uitraitchangeobservable-67e94
@available(iOS 17.0, tvOS 17.0, *)
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

    // https://developer.apple.com/documentation/uikit/uitraitchangeobservable-67e94/unregisterfortraitchanges(_:)
    func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration)
}

@available(iOS 17.0, tvOS 17.0, *)
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

    /// UIKit's implementation for UIView, UIViewController and UIWindowScene.
    // https://developer.apple.com/documentation/uikit/uitraitchangeobservable-67e94/unregisterfortraitchanges(_:)
    public func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration) {
        fatalError("declaration only")
    }
}
#endif
