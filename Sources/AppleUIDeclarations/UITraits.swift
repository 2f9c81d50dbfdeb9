#if !canImport(UIKit) && !canImport(Darwin)
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
    // https://developer.apple.com/documentation/uikit/uiuserinterfacestyle/light
    case light = 1
    // https://developer.apple.com/documentation/uikit/uiuserinterfacestyle/dark
    case dark = 2
}

// https://developer.apple.com/documentation/uikit/uitraitenvironmentlayoutdirection
public enum UITraitEnvironmentLayoutDirection: Int, Sendable {
    // https://developer.apple.com/documentation/uikit/uitraitenvironmentlayoutdirection/lefttoright
    case leftToRight = 0
    // https://developer.apple.com/documentation/uikit/uitraitenvironmentlayoutdirection/righttoleft
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

    // https://developer.apple.com/documentation/uikit/uicontentsizecategory/didchangenotification
    nonisolated public static let didChangeNotification = NSNotification.Name("UIContentSizeCategoryDidChangeNotification")
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

// https://developer.apple.com/documentation/uikit/uitraitdisplayscale
public struct UITraitDisplayScale: UITraitDefinition {}

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
