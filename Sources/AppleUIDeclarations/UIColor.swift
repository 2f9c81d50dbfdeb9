#if !canImport(UIKit) && !canImport(Darwin)
import Foundation

// https://developer.apple.com/documentation/uikit/uicolor
@available(iOS 2.0, watchOS 2.0, *)
open class UIColor: NSObject, @unchecked Sendable {
    // https://developer.apple.com/documentation/uikit/uicolor/init(cgcolor:)
    @available(iOS 2.0, watchOS 2.0, *)
    public init(cgColor: CGColor) {
        fatalError("declaration only")
    }

    // https://developer.apple.com/documentation/uikit/uicolor/clear
    open class var clear: UIColor {
        fatalError("declaration only")
    }

    // https://developer.apple.com/documentation/uikit/uicolor/resolvedcolor(with:)
    @available(iOS 13.0, tvOS 13.0, *)
    @available(watchOS, unavailable)
    open func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
        fatalError("declaration only")
    }

    // https://developer.apple.com/documentation/uikit/uicolor/getred(_:green:blue:alpha:)
    @available(iOS 5.0, watchOS 2.0, *)
    open func getRed(_ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
                     blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        fatalError("declaration only")
    }
}

// https://developer.apple.com/documentation/uikit/uifontdescriptor
@available(iOS 7.0, watchOS 2.0, *)
open class UIFontDescriptor: NSObject, @unchecked Sendable {
    // https://developer.apple.com/documentation/uikit/uifontdescriptor/symbolictraits-swift.property
    open var symbolicTraits: UIFontDescriptor.SymbolicTraits {
        fatalError("declaration only")
    }

    // https://developer.apple.com/documentation/uikit/uifontdescriptor/object(forkey:)
    open func object(forKey anAttribute: UIFontDescriptor.AttributeName) -> Any? {
        fatalError("declaration only")
    }

    // https://developer.apple.com/documentation/uikit/uifontdescriptor/symbolictraits-swift.struct
    @available(iOS 7.0, watchOS 2.0, *)
    public struct SymbolicTraits: OptionSet, Sendable {
        // https://developer.apple.com/documentation/uikit/uifontdescriptor/symbolictraits-swift.struct/init(rawvalue:)
        public init(rawValue: UInt32) {
            self.rawValue = rawValue
        }

        // https://developer.apple.com/documentation/uikit/uifontdescriptor/symbolictraits-swift.struct/rawvalue
        public let rawValue: UInt32

        // https://developer.apple.com/documentation/uikit/uifontdescriptor/symbolictraits-swift.struct/traitbold
        public static let traitBold = SymbolicTraits(rawValue: 1 << 1)
    }

    // https://developer.apple.com/documentation/uikit/uifontdescriptor/attributename
    @available(iOS 7.0, watchOS 2.0, *)
    public struct AttributeName: RawRepresentable, Hashable, Sendable {
        // https://developer.apple.com/documentation/uikit/uifontdescriptor/attributename/init(rawvalue:)
        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        // https://developer.apple.com/documentation/uikit/uifontdescriptor/attributename/rawvalue
        public var rawValue: String

        // https://developer.apple.com/documentation/uikit/uifontdescriptor/attributename/traits
        public static let traits = AttributeName(rawValue: "NSCTFontTraitsAttribute")
    }

    // https://developer.apple.com/documentation/uikit/uifontdescriptor/traitkey
    @available(iOS 7.0, watchOS 2.0, *)
    public struct TraitKey: RawRepresentable, Hashable, Sendable {
        // https://developer.apple.com/documentation/uikit/uifontdescriptor/traitkey/init(rawvalue:)
        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        // https://developer.apple.com/documentation/uikit/uifontdescriptor/traitkey/rawvalue
        public var rawValue: String

        // https://developer.apple.com/documentation/uikit/uifontdescriptor/traitkey/weight
        public static let weight = TraitKey(rawValue: "NSCTFontWeightTrait")
    }
}

#endif
