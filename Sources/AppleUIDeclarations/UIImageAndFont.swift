#if !canImport(UIKit) && !canImport(Darwin)
import Foundation

// https://developer.apple.com/documentation/uikit/uiimage
@available(iOS 2.0, watchOS 2.0, *)
open class UIImage: NSObject, @unchecked Sendable {
    // https://developer.apple.com/documentation/uikit/uiimage/init(named:in:compatiblewith:)
    @available(iOS 8.0, *)
    @available(watchOS, unavailable)
    public init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        fatalError("declaration only")
    }

    // https://developer.apple.com/documentation/uikit/uiimage/init(systemname:compatiblewith:)
    @available(iOS 13.0, tvOS 13.0, *)
    @available(watchOS, unavailable)
    public init?(systemName name: String, compatibleWith traitCollection: UITraitCollection?) {
        fatalError("declaration only")
    }

    // https://developer.apple.com/documentation/uikit/uiimage/init(data:scale:)
    @available(iOS 6.0, watchOS 2.0, *)
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

    // https://developer.apple.com/documentation/uikit/uiimage/renderingmode-swift.property
    @available(iOS 7.0, watchOS 2.0, *)
    open var renderingMode: UIImage.RenderingMode {
        fatalError("declaration only")
    }

    // https://developer.apple.com/documentation/uikit/uiimage/issymbolimage
    @available(iOS 13.0, tvOS 13.0, watchOS 6.0, *)
    open var isSymbolImage: Bool {
        fatalError("declaration only")
    }

    // https://developer.apple.com/documentation/uikit/uiimage/imageasset
    @available(iOS 8.0, *)
    @available(watchOS, unavailable)
    open var imageAsset: UIImageAsset? {
        fatalError("declaration only")
    }

    // https://developer.apple.com/documentation/uikit/uiimage/withtintcolor(_:renderingmode:)
    @available(iOS 13.0, tvOS 13.0, watchOS 6.0, *)
    open func withTintColor(_ color: UIColor, renderingMode: UIImage.RenderingMode) -> UIImage {
        fatalError("declaration only")
    }

    /// The raw values are UIImageRenderingMode's (always original 1, always
    /// template 2; `automatic`, 0, is what the host reads as neither).
    // https://developer.apple.com/documentation/uikit/uiimage/renderingmode-swift.enum
    @available(iOS 7.0, watchOS 2.0, *)
    public enum RenderingMode: Int, Sendable {
        // https://developer.apple.com/documentation/uikit/uiimage/renderingmode-swift.enum/alwaysoriginal
        case alwaysOriginal = 1
        // https://developer.apple.com/documentation/uikit/uiimage/renderingmode-swift.enum/alwaystemplate
        case alwaysTemplate = 2
    }
}

// https://developer.apple.com/documentation/uikit/uiimageasset
@available(iOS 8.0, *)
@available(watchOS, unavailable)
open class UIImageAsset: NSObject, @unchecked Sendable {
    // https://developer.apple.com/documentation/uikit/uiimageasset/image(with:)-3dsgf
    open func image(with traitCollection: UITraitCollection) -> UIImage {
        fatalError("declaration only")
    }
}

// https://developer.apple.com/documentation/uikit/uifont
@available(iOS 2.0, watchOS 2.0, *)
open class UIFont: NSObject, @unchecked Sendable {
    // https://developer.apple.com/documentation/uikit/uifont/init(name:size:)
    public init?(name fontName: String, size fontSize: CGFloat) {
        fatalError("declaration only")
    }

    // https://developer.apple.com/documentation/uikit/uifont/systemfont(ofsize:weight:)
    @available(iOS 8.2, watchOS 2.0, *)
    open class func systemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont {
        fatalError("declaration only")
    }

    // https://developer.apple.com/documentation/uikit/uifont/familyname
    open var familyName: String {
        fatalError("declaration only")
    }

    // https://developer.apple.com/documentation/uikit/uifont/pointsize
    open var pointSize: CGFloat {
        fatalError("declaration only")
    }

    // https://developer.apple.com/documentation/uikit/uifont/fontdescriptor
    @available(iOS 7.0, watchOS 2.0, *)
    open var fontDescriptor: UIFontDescriptor {
        fatalError("declaration only")
    }

    // https://developer.apple.com/documentation/uikit/uifont/ascender
    open var ascender: CGFloat {
        fatalError("declaration only")
    }

    // https://developer.apple.com/documentation/uikit/uifont/lineheight
    @available(iOS 4.0, watchOS 2.0, *)
    open var lineHeight: CGFloat {
        fatalError("declaration only")
    }

    /// UIKit exports the weights as variables; the values are the ones it reports
    /// (regular 0.0, bold 0.4).
    // https://developer.apple.com/documentation/uikit/uifont/weight
    @available(watchOS 4.0, *)
    public struct Weight: RawRepresentable, Hashable, Sendable {
        // https://developer.apple.com/documentation/uikit/uifont/weight/rawvalue
        public var rawValue: CGFloat

        // https://developer.apple.com/documentation/uikit/uifont/weight/init(rawvalue:)
        public init(rawValue: CGFloat) {
            self.rawValue = rawValue
        }

        // https://developer.apple.com/documentation/uikit/uifont/weight/regular
        @available(iOS 8.2, watchOS 2.0, *)
        public static let regular = Weight(rawValue: 0)

        // https://developer.apple.com/documentation/uikit/uifont/weight/bold
        @available(iOS 8.2, watchOS 2.0, *)
        public static let bold = Weight(rawValue: 0.4)
    }
}

#endif
