#if !canImport(UIKit) && !canImport(Darwin)
import Foundation

/// Apple's class derives from UIGraphicsRenderer; only what the host calls is declared.
// https://developer.apple.com/documentation/uikit/uigraphicsimagerenderer
@available(iOS 10.0, *)
@available(watchOS, unavailable)
open class UIGraphicsImageRenderer: NSObject {
    // https://developer.apple.com/documentation/uikit/uigraphicsimagerenderer/init(size:format:)
    public init(size: CGSize, format: UIGraphicsImageRendererFormat) {
        fatalError("declaration only")
    }

    /// Makes the context current for UIKit drawing (UIImage.draw(in:),
    /// NSAttributedString.draw(with:options:context:)) while `actions` runs.
    // https://developer.apple.com/documentation/uikit/uigraphicsimagerenderer/image(actions:)
    open func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
        fatalError("declaration only")
    }
}

/// `UIGraphicsImageRendererFormat()` is NSObject's initializer.
// https://developer.apple.com/documentation/uikit/uigraphicsimagerendererformat
@available(iOS 10.0, *)
@available(watchOS, unavailable)
open class UIGraphicsImageRendererFormat: NSObject {
    // https://developer.apple.com/documentation/uikit/uigraphicsimagerendererformat/scale
    open var scale: CGFloat {
        get { fatalError("declaration only") }
        set { fatalError("declaration only") }
    }

    // https://developer.apple.com/documentation/uikit/uigraphicsimagerendererformat/opaque
    open var opaque: Bool {
        get { fatalError("declaration only") }
        set { fatalError("declaration only") }
    }
}

// https://developer.apple.com/documentation/uikit/uigraphicsimagerenderercontext
@available(iOS 10.0, *)
@available(watchOS, unavailable)
open class UIGraphicsImageRendererContext: NSObject {
    // https://developer.apple.com/documentation/uikit/uigraphicsrenderercontext/cgcontext
    open var cgContext: CGContext {
        fatalError("declaration only")
    }
}
#endif
