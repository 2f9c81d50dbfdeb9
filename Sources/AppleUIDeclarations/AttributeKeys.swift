#if !canImport(UIKit) && !canImport(Darwin)
import Foundation

// The attribute a UIKit font is given to Core Text with. Linux Foundation has
// NSAttributedString.Key but not UIKit's keys.

extension NSAttributedString.Key {
    /// A UIFont.
    // https://developer.apple.com/documentation/foundation/nsattributedstring/key/font
    @available(iOS 6.0, macOS 10.0, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
    public static let font = NSAttributedString.Key("NSFont")
}
#endif
