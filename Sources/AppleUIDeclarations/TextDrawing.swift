#if !canImport(UIKit)
import Foundation

// UIKit's string drawing (NSStringDrawing.h) and the paragraph and attribute names it
// reads. Linux Foundation has NSAttributedString and NSAttributedString.Key but none of
// these.

extension NSAttributedString {
    /// Draws into UIKit's current context (the one UIGraphicsImageRenderer makes current).
    // https://developer.apple.com/documentation/foundation/nsattributedstring/draw(with:options:context:)
    public func draw(with rect: CGRect, options: NSStringDrawingOptions = [], context: NSStringDrawingContext?) {
        fatalError("declaration only")
    }

    // https://developer.apple.com/documentation/foundation/nsattributedstring/boundingrect(with:options:context:)
    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [], context: NSStringDrawingContext?) -> CGRect {
        fatalError("declaration only")
    }
}

/// The values are those of UIKit's NSStringDrawing.h.
// https://developer.apple.com/documentation/uikit/nsstringdrawingoptions
public struct NSStringDrawingOptions: OptionSet, Sendable {
    // https://developer.apple.com/documentation/uikit/nsstringdrawingoptions/rawvalue
    public var rawValue: Int

    // https://developer.apple.com/documentation/uikit/nsstringdrawingoptions/init(rawvalue:)
    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    // https://developer.apple.com/documentation/uikit/nsstringdrawingoptions/useslinefragmentorigin
    public static let usesLineFragmentOrigin = NSStringDrawingOptions(rawValue: 1 << 0)

    // https://developer.apple.com/documentation/uikit/nsstringdrawingoptions/usesfontleading
    public static let usesFontLeading = NSStringDrawingOptions(rawValue: 1 << 1)

    // https://developer.apple.com/documentation/uikit/nsstringdrawingoptions/truncateslastvisibleline
    public static let truncatesLastVisibleLine = NSStringDrawingOptions(rawValue: 1 << 5)
}

/// Only passed as `nil` by the host (no member is declared).
// https://developer.apple.com/documentation/uikit/nsstringdrawingcontext
open class NSStringDrawingContext: NSObject {}

extension NSAttributedString.Key {
    /// A UIFont.
    // https://developer.apple.com/documentation/foundation/nsattributedstring/key/font
    public static let font = NSAttributedString.Key("NSFont")

    /// A UIColor.
    // https://developer.apple.com/documentation/foundation/nsattributedstring/key/foregroundcolor
    public static let foregroundColor = NSAttributedString.Key("NSColor")

    /// An NSParagraphStyle.
    // https://developer.apple.com/documentation/foundation/nsattributedstring/key/paragraphstyle
    public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
}

// https://developer.apple.com/documentation/uikit/nsparagraphstyle
open class NSParagraphStyle: NSObject {
    // https://developer.apple.com/documentation/uikit/nsparagraphstyle/alignment
    open var alignment: NSTextAlignment {
        fatalError("declaration only")
    }

    // https://developer.apple.com/documentation/uikit/nsparagraphstyle/linebreakmode
    open var lineBreakMode: NSLineBreakMode {
        fatalError("declaration only")
    }
}

/// `NSMutableParagraphStyle()` is NSObject's initializer.
// https://developer.apple.com/documentation/uikit/nsmutableparagraphstyle
open class NSMutableParagraphStyle: NSParagraphStyle {
    // https://developer.apple.com/documentation/uikit/nsmutableparagraphstyle/alignment
    open override var alignment: NSTextAlignment {
        get { fatalError("declaration only") }
        set { fatalError("declaration only") }
    }

    // https://developer.apple.com/documentation/uikit/nsmutableparagraphstyle/linebreakmode
    open override var lineBreakMode: NSLineBreakMode {
        get { fatalError("declaration only") }
        set { fatalError("declaration only") }
    }
}

/// The raw values are UIKit's on iOS (center 1, right 2; AppKit's differ).
// https://developer.apple.com/documentation/uikit/nstextalignment
public enum NSTextAlignment: Int, Sendable {
    // https://developer.apple.com/documentation/uikit/nstextalignment/left
    case left = 0
    // https://developer.apple.com/documentation/uikit/nstextalignment/center
    case center = 1
    // https://developer.apple.com/documentation/uikit/nstextalignment/right
    case right = 2
    // https://developer.apple.com/documentation/uikit/nstextalignment/natural
    case natural = 4
}

// https://developer.apple.com/documentation/uikit/nslinebreakmode
public enum NSLineBreakMode: Int, Sendable {
    // https://developer.apple.com/documentation/uikit/nslinebreakmode/bywordwrapping
    case byWordWrapping = 0
    // https://developer.apple.com/documentation/uikit/nslinebreakmode/bytruncatingtail
    case byTruncatingTail = 4
}
#endif
