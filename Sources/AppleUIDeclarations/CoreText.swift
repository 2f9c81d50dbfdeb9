#if !canImport(UIKit) && !canImport(Darwin)
import Foundation

// Core Text's line breaking, truncation and drawing, as the UIKit host's
// typesetter calls them (no CFArray is needed: lines come one at a time from a
// typesetter). Core Foundation's attributed string is toll-free bridged to
// NSAttributedString on Apple platforms; declared as it here, `string as
// CFAttributedString` compiles the same on both.

// https://developer.apple.com/documentation/corefoundation/cfattributedstring
@available(iOS 2.0, *)
public typealias CFAttributedString = NSAttributedString

// https://developer.apple.com/documentation/corefoundation/cfrange
@available(iOS 2.0, *)
public struct CFRange: Sendable {
    // https://developer.apple.com/documentation/corefoundation/cfrange/location
    public var location: CFIndex
    // https://developer.apple.com/documentation/corefoundation/cfrange/length
    public var length: CFIndex

    // https://developer.apple.com/documentation/corefoundation/cfrange/init(location:length:)
    public init(location: CFIndex, length: CFIndex) {
        self.location = location
        self.length = length
    }
}

// https://developer.apple.com/documentation/coretext/cttypesetter
@available(iOS 2.0, *)
public final class CTTypesetter {}

// https://developer.apple.com/documentation/coretext/ctline
@available(iOS 2.0, *)
public final class CTLine {}

// https://developer.apple.com/documentation/coretext/ctlinetruncationtype
@available(iOS 2.0, *)
public enum CTLineTruncationType: UInt32, Sendable {
    // https://developer.apple.com/documentation/coretext/ctlinetruncationtype/start
    case start = 0
    // https://developer.apple.com/documentation/coretext/ctlinetruncationtype/end
    case end = 1
}

/// When true, glyphs take the context's fill colour (set per text node). A
/// constant on Apple platforms; computed here, since NSString is not Sendable.
// https://developer.apple.com/documentation/coretext/kctforegroundcolorfromcontextattributename
@available(iOS 3.2, macOS 10.5, watchOS 2.0, tvOS 9.0, *)
public var kCTForegroundColorFromContextAttributeName: CFString { NSString(string: "CTForegroundColorFromContext") }

// https://developer.apple.com/documentation/coretext/cttypesettercreatewithattributedstring(_:)
@available(iOS 3.2, macOS 10.5, watchOS 2.0, tvOS 9.0, *)
public func CTTypesetterCreateWithAttributedString(_ string: CFAttributedString) -> CTTypesetter {
    fatalError("declaration only")
}

// https://developer.apple.com/documentation/coretext/cttypesettersuggestlinebreak(_:_:_:)
@available(iOS 3.2, macOS 10.5, watchOS 2.0, tvOS 9.0, *)
public func CTTypesetterSuggestLineBreak(_ typesetter: CTTypesetter, _ startIndex: CFIndex, _ width: Double) -> CFIndex {
    fatalError("declaration only")
}

// https://developer.apple.com/documentation/coretext/cttypesettercreateline(_:_:)
@available(iOS 3.2, macOS 10.5, watchOS 2.0, tvOS 9.0, *)
public func CTTypesetterCreateLine(_ typesetter: CTTypesetter, _ stringRange: CFRange) -> CTLine {
    fatalError("declaration only")
}

// https://developer.apple.com/documentation/coretext/ctlinegetstringrange(_:)
@available(iOS 3.2, macOS 10.5, watchOS 2.0, tvOS 9.0, *)
public func CTLineGetStringRange(_ line: CTLine) -> CFRange {
    fatalError("declaration only")
}

// https://developer.apple.com/documentation/coretext/ctlinecreatewithattributedstring(_:)
@available(iOS 3.2, macOS 10.5, watchOS 2.0, tvOS 9.0, *)
public func CTLineCreateWithAttributedString(_ attrString: CFAttributedString) -> CTLine {
    fatalError("declaration only")
}

// https://developer.apple.com/documentation/coretext/ctlinecreatetruncatedline(_:_:_:_:)
@available(iOS 3.2, macOS 10.5, watchOS 2.0, tvOS 9.0, *)
public func CTLineCreateTruncatedLine(_ line: CTLine, _ width: Double, _ truncationType: CTLineTruncationType,
                                      _ truncationToken: CTLine?) -> CTLine? {
    fatalError("declaration only")
}

// https://developer.apple.com/documentation/coretext/ctlinegettypographicbounds(_:_:_:_:)
@available(iOS 3.2, macOS 10.5, watchOS 2.0, tvOS 9.0, *)
public func CTLineGetTypographicBounds(_ line: CTLine, _ ascent: UnsafeMutablePointer<CGFloat>?,
                                       _ descent: UnsafeMutablePointer<CGFloat>?,
                                       _ leading: UnsafeMutablePointer<CGFloat>?) -> Double {
    fatalError("declaration only")
}

// https://developer.apple.com/documentation/coretext/ctlinegettrailingwhitespacewidth(_:)
@available(iOS 3.2, macOS 10.5, watchOS 2.0, tvOS 9.0, *)
public func CTLineGetTrailingWhitespaceWidth(_ line: CTLine) -> Double {
    fatalError("declaration only")
}

// https://developer.apple.com/documentation/coretext/ctlinedraw(_:_:)
@available(iOS 3.2, macOS 10.5, watchOS 2.0, tvOS 9.0, *)
public func CTLineDraw(_ line: CTLine, _ context: CGContext) {
    fatalError("declaration only")
}
#endif
