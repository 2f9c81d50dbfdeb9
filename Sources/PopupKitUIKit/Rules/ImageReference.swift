import PopupKit

/// What an image name in a notice refers to on a platform with asset catalogs
/// and symbol sets (UIKit): an `http`/`https` URL the image loader fetches, a
/// system symbol (`"symbol:checkmark.circle"`, an SF Symbol), an image the app
/// registered with the host under that name, or an asset in the app's bundle.
/// A name that is none of these (empty, or a file path: an Apple host never
/// reads files a payload names) draws the slot's fallback.
package enum ImageReference: Hashable, Sendable {
    case url(String)
    case symbol(String)
    /// An app-registered image or an asset catalog name, tried in that order.
    case named(String)
    case none

    /// The prefix that marks a system symbol.
    package static let symbolPrefix = "symbol:"

    package init(_ name: String) {
        if ImageSource.isURL(name) {
            self = .url(name)
        } else if name.hasPrefix(Self.symbolPrefix) {
            let symbol = String(name.dropFirst(Self.symbolPrefix.count))
            self = symbol.isEmpty ? .none : .symbol(symbol)
        } else if name.isEmpty || name.hasPrefix("/") || name.contains("..") || name.hasPrefix("file:") {
            self = .none
        } else {
            self = .named(name)
        }
    }
}
