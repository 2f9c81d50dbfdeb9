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

/// A `UIViewController` as ``AppContentInsets`` reads it: only UIKit's answers, no decision.
@MainActor
struct ContentController: ContentControllerNode {
    let controller: UIViewController
    /// The overlay's coordinate space (the scene's).
    let space: any UICoordinateSpace

    var navigationTop: ContentController? {
        (controller as? UINavigationController)?.topViewController.map { ContentController(controller: $0, space: space) }
    }

    var selectedTab: ContentController? {
        (controller as? UITabBarController)?.selectedViewController.map { ContentController(controller: $0, space: space) }
    }

    var children: [ContentController] {
        controller.children.map { ContentController(controller: $0, space: space) }
    }

    var viewFrame: Rect? {
        guard let view = controller.viewIfLoaded, view.window != nil else { return nil }
        return Rect(space.convert(view.bounds, from: view))
    }

    var safeFrame: Rect? {
        guard let view = controller.viewIfLoaded, let frame = viewFrame else { return nil }
        let insets = view.safeAreaInsets
        return frame.inset(by: Insets(top: Double(insets.top), left: Double(insets.left),
                                          bottom: Double(insets.bottom), right: Double(insets.right)))
    }
}

extension AppContentInsets {
    /// The content insets of `scene`'s top view controller (``TopAppController``),
    /// `override` first.
    static func read(in scene: UIWindowScene, installWindow: UIWindow?, override: Insets?) -> Insets {
        if let override { return override }
        let top = TopAppController.find(in: scene, installWindow: installWindow)
        return resolve(override: nil, top: top.map { ContentController(controller: $0, space: scene.coordinateSpace) },
                       in: Rect(scene.coordinateSpace.bounds))
    }
}
#endif
