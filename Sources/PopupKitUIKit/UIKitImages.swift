// iOS and iPadOS (Mac Catalyst too) with the real UIKit, or Linux against its documented
// declarations; empty on macOS, tvOS, watchOS and visionOS (docs/Apple.md#platforms).
#if os(iOS) || !canImport(Darwin)
#if canImport(UIKit)
import UIKit
#else
import AppleUIDeclarations
import Foundation
#endif
import PopupKit
import PopupKitHost

/// A decoded image handed between threads: `UIImage` is immutable and safe to
/// use from any thread once made.
struct LoadedImage: @unchecked Sendable {
    let image: UIImage
}

/// The images notices show on iOS, by what their name refers to
/// (``ImageReference``): a URL through PopupKit's image loader (one download per
/// URL, size-capped, failures remembered), a system symbol, an image the app
/// registered with the host, or an asset in the app's bundle. Never a file path.
@MainActor
final class UIKitImages {
    private var registered: [String: UIImage] = [:]
    let loader: ImageLoader<LoadedImage>

    init() {
        loader = ImageLoader { data in UIImage(data: data, scale: 1).map(LoadedImage.init) }
    }

    /// Makes `image` the one notices naming `name` show.
    func register(_ image: UIImage, as name: String) {
        registered[name] = image
    }

    /// The image for a notice's name, if there is one now (a URL still loading has
    /// none yet: its slot shows its fallback until the loader reports it).
    func image(for name: String) -> UIImage? {
        switch ImageReference(name) {
        case .url(let url): loader.image(for: url)?.image
        case .symbol(let symbol): UIImage(systemName: symbol)
        case .named(let name): registered[name] ?? UIImage(named: name)
        case .none: nil
        }
    }
}

extension UIImage {
    /// Its size in points, for fitting.
    var pointSize: Size { Size(width: Double(size.width), height: Double(size.height)) }
}
#endif
