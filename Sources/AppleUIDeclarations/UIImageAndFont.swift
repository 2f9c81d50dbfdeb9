#if !canImport(UIKit) && !canImport(Darwin)
import Foundation

// https://developer.apple.com/documentation/uikit/uiimage
open class UIImage: NSObject {
    // https://developer.apple.com/documentation/uikit/uiimage/init(named:)
    public init?(named name: String) {
        fatalError("declaration only")
    }

    // https://developer.apple.com/documentation/uikit/uiimage/init(systemname:)
    public init?(systemName name: String) {
        fatalError("declaration only")
    }

    // https://developer.apple.com/documentation/uikit/uiimage/init(data:scale:)
    public init?(data: Data, scale: CGFloat) {
        fatalError("declaration only")
    }

    // https://developer.apple.com/documentation/uikit/uiimage/size
    open var size: CGSize {
        fatalError("declaration only")
    }

    // https://developer.apple.com/documentation/uikit/uiimage/cgimage
    open var cgImage: CGImage? {
        fatalError("declaration only")
    }

    // https://developer.apple.com/documentation/uikit/uiimage/draw(in:)
    open func draw(in rect: CGRect) {
        fatalError("declaration only")
    }
}

// https://developer.apple.com/documentation/uikit/uifont
open class UIFont: NSObject {
    // https://developer.apple.com/documentation/uikit/uifont/init(name:size:)
    public init?(name fontName: String, size fontSize: CGFloat) {
        fatalError("declaration only")
    }

    // https://developer.apple.com/documentation/uikit/uifont/systemfont(ofsize:weight:)
    open class func systemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont {
        fatalError("declaration only")
    }

    // https://developer.apple.com/documentation/uikit/uifont/ascender
    open var ascender: CGFloat {
        fatalError("declaration only")
    }

    // https://developer.apple.com/documentation/uikit/uifont/lineheight
    open var lineHeight: CGFloat {
        fatalError("declaration only")
    }

    /// UIKit exports the weights as variables; the values are the ones it reports
    /// (regular 0.0, bold 0.4).
    // https://developer.apple.com/documentation/uikit/uifont/weight
    public struct Weight: RawRepresentable, Hashable, Sendable {
        // https://developer.apple.com/documentation/uikit/uifont/weight/rawvalue
        public var rawValue: CGFloat

        // https://developer.apple.com/documentation/uikit/uifont/weight/init(rawvalue:)
        public init(rawValue: CGFloat) {
            self.rawValue = rawValue
        }

        // https://developer.apple.com/documentation/uikit/uifont/weight/regular
        public static let regular = Weight(rawValue: 0)

        // https://developer.apple.com/documentation/uikit/uifont/weight/bold
        public static let bold = Weight(rawValue: 0.4)
    }
}

#endif
