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
internal import PopupKitHost

/// A decoded image handed between threads: `UIImage` is immutable and safe to
/// use from any thread once made.
struct LoadedImage: @unchecked Sendable {
    let image: UIImage
}

/// The images notices show on iOS, by what their name refers to
/// (``ImageReference``): a URL through PopupKit's image loader (one download per
/// URL, size-capped, failures remembered), a system symbol, an image the app
/// registered with the host, or an asset in the app's bundle. Never a file path.
///
/// Symbols and assets are resolved for the app window's traits (its dark mode
/// override included), and a template image is drawn in the notice's tint
/// (``ImagePaint/tint(for:)``). `UIImage`s handed over without a name live in a
/// bounded ``ImageRegistry``; under memory pressure and when the app goes to the
/// background, the decoded URL images and the registered images no notice on
/// screen shows are let go.
@MainActor
final class UIKitImages {
    /// Images the app registered under names of its own: kept, as an asset is.
    private var named: [String: UIImage] = [:]
    /// Images handed over without a name (``PopupHost/register(_:)``).
    private var objects = ImageRegistry<UIImage>()
    let loader: ImageLoader<LoadedImage>
    /// The traits symbols and assets are resolved for: the app window's, which
    /// the overlay follows.
    var traits: @MainActor () -> UITraitCollection? = { nil }
    /// The image names and URLs the layers on screen show (the driver's).
    var onScreen: @MainActor () -> Set<String> = { [] }
    private var pressure: MemoryPressureObserver?

    init() {
        loader = ImageLoader { data in UIImage(data: data, scale: 1).map(LoadedImage.init) }
        pressure = MemoryPressureObserver { [weak self] in self?.purge() }
    }

    /// Makes `image` the one notices naming `name` show.
    func register(_ image: UIImage, as name: String) {
        named[name] = image
    }

    /// The name `image` is shown by: its own while it is kept, a new one otherwise.
    func register(_ image: UIImage) -> (name: String, isNew: Bool) {
        objects.register(image, onScreen: onScreen())
    }

    /// Lets go of the decoded URL images and the registered images that no
    /// notice on screen shows (``ImageLoader/purge(keeping:)``,
    /// ``ImageRegistry/purge(onScreen:)``).
    func purge() {
        let shown = onScreen()
        loader.purge(keeping: shown)
        objects.purge(onScreen: shown)
    }

    /// The image for a notice's name, if there is one now (a URL still loading has
    /// none yet: its slot shows its fallback until the loader reports it): what a
    /// painter draws.
    func image(for name: String) -> UIImage? {
        switch ImageReference(name) {
        case .url(let url): loader.image(for: url)?.image
        case .symbol(let symbol): UIImage(systemName: symbol, compatibleWith: traits())
        case .named(let name): registered(name) ?? UIImage(named: name, in: nil, compatibleWith: traits())
        case .none: nil
        }
    }

    /// An app-registered image in its variant for the traits (an image from an
    /// asset catalog has a dark one), or one handed over without a name.
    private func registered(_ name: String) -> UIImage? {
        guard let image = named[name] ?? objects.draw(name) else { return nil }
        guard let traits = traits(), let asset = image.imageAsset else { return image }
        return asset.image(with: traits)
    }

    /// `image` as it is drawn in `slot`: a template in the slot's tint, an
    /// original image as it is.
    func drawn(_ image: UIImage, in slot: ImagePaint) -> UIImage {
        let requested: ImageRendering? = image.renderingMode == .alwaysTemplate ? .template
            : image.renderingMode == .alwaysOriginal ? .original : nil
        guard let tint = slot.tint(for: ImageRendering(requested: requested, isSymbol: image.isSymbolImage)) else {
            return image
        }
        return image.withTintColor(UIColor(cgColor: CGColor.of(tint)), renderingMode: .alwaysOriginal)
    }
}

extension UIImage {
    /// Its size in points, for fitting.
    var pointSize: Size { Size(width: Double(size.width), height: Double(size.height)) }
}
#endif
