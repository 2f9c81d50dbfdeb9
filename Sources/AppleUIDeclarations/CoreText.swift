#if !canImport(UIKit) && !canImport(Darwin)
import Foundation

// Core Text's line breaking, truncation and drawing, as the UIKit host's
// typesetter calls them (no CFArray is needed: lines come one at a time from a
// typesetter). Core Foundation's attributed string is toll-free bridged to
// NSAttributedString on Apple platforms; declared as it here, `string as
// CFAttributedString` compiles the same on both.

// https://developer.apple.com/documentation/corefoundation/cfattributedstring
public typealias CFAttributedString = NSAttributedString

// https://developer.apple.com/documentation/corefoundation/cfrange
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
public final class CTTypesetter {}

// https://developer.apple.com/documentation/coretext/ctline
public final class CTLine {}

// https://developer.apple.com/documentation/coretext/ctlinetruncationtype
public enum CTLineTruncationType: UInt32, Sendable {
    // https://developer.apple.com/documentation/coretext/ctlinetruncationtype/start
    case start = 0
    // https://developer.apple.com/documentation/coretext/ctlinetruncationtype/end
    case end = 1
}

/// When true, glyphs take the context's fill colour (set per text node). A
/// constant on Apple platforms; computed here, since NSString is not Sendable.
// https://developer.apple.com/documentation/coretext/kctforegroundcolorfromcontextattributename
public var kCTForegroundColorFromContextAttributeName: CFString { NSString(string: "CTForegroundColorFromContext") }

// https://developer.apple.com/documentation/coretext/cttypesettercreatewithattributedstring(_:)
public func CTTypesetterCreateWithAttributedString(_ string: CFAttributedString) -> CTTypesetter {
    fatalError("declaration only")
}

// https://developer.apple.com/documentation/coretext/cttypesettersuggestlinebreak(_:_:_:)
public func CTTypesetterSuggestLineBreak(_ typesetter: CTTypesetter, _ startIndex: CFIndex, _ width: Double) -> CFIndex {
    fatalError("declaration only")
}

// https://developer.apple.com/documentation/coretext/cttypesettercreateline(_:_:)
public func CTTypesetterCreateLine(_ typesetter: CTTypesetter, _ stringRange: CFRange) -> CTLine {
    fatalError("declaration only")
}

// https://developer.apple.com/documentation/coretext/ctlinegetstringrange(_:)
public func CTLineGetStringRange(_ line: CTLine) -> CFRange {
    fatalError("declaration only")
}

// https://developer.apple.com/documentation/coretext/ctlinecreatewithattributedstring(_:)
public func CTLineCreateWithAttributedString(_ attrString: CFAttributedString) -> CTLine {
    fatalError("declaration only")
}

// https://developer.apple.com/documentation/coretext/ctlinecreatetruncatedline(_:_:_:_:)
public func CTLineCreateTruncatedLine(_ line: CTLine, _ width: Double, _ truncationType: CTLineTruncationType,
                                      _ truncationToken: CTLine?) -> CTLine? {
    fatalError("declaration only")
}

// https://developer.apple.com/documentation/coretext/ctlinegettypographicbounds(_:_:_:_:)
public func CTLineGetTypographicBounds(_ line: CTLine, _ ascent: UnsafeMutablePointer<CGFloat>?,
                                       _ descent: UnsafeMutablePointer<CGFloat>?,
                                       _ leading: UnsafeMutablePointer<CGFloat>?) -> Double {
    fatalError("declaration only")
}

// https://developer.apple.com/documentation/coretext/ctlinegettrailingwhitespacewidth(_:)
public func CTLineGetTrailingWhitespaceWidth(_ line: CTLine) -> Double {
    fatalError("declaration only")
}

// https://developer.apple.com/documentation/coretext/ctlinedraw(_:_:)
public func CTLineDraw(_ line: CTLine, _ context: CGContext) {
    fatalError("declaration only")
}
#endif
