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

/// Receives the screen reader's elements for the overlay.
@MainActor
protocol AccessibilityOverlay: AnyObject {
    func show(_ change: AccessibilityChange)
    /// What the screen reader reaches for `element`: the element made for it, or
    /// the app's view in its place.
    func platformElement(for element: AccessibilityElement) -> Any?
}

/// The overlay window's root: its view holds the notices' layers and their
/// accessibility elements, and tells the host when the window's size, safe area
/// or traits may have changed.
///
/// It has no preferences of its own: the overlay is its scene's topmost window
/// while it shows, so UIKit asks this controller for the status bar, the home
/// indicator, the screen edges and the orientations, and it hands each question to
/// the app's own top view controller of the scene (``TopAppController``, never an
/// overlay: with none, UIKit's defaults apply).
final class OverlayViewController: UIViewController, AccessibilityOverlay {
    weak var host: PopupHost?
    /// The elements made for the notices, kept from frame to frame.
    private var elements: [AccessibilityTree.ElementKey: UIAccessibilityElement] = [:]
    /// What the screen reader reaches for each element now (a made element or an app's view).
    private var reached: [AccessibilityTree.ElementKey: Any] = [:]
    /// VoiceOver confinement to the overlay window while a modal notice is up.
    private var confinement = ModalConfinement<UIWindow, NSObject>()
    /// What to call when a child controller's preferred size changes (SwiftUI
    /// content whose own state resized it), by child.
    var childResized: [ObjectIdentifier: @MainActor () -> Void] = [:]

    /// A child (a notice's SwiftUI content) changed its preferred size.
    override func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer) {
        super.preferredContentSizeDidChange(forChildContentContainer: container)
        childResized[ObjectIdentifier(container)]?()
    }

    /// The app's top view controller of the host's scene, asked anew each time.
    private var appController: UIViewController? {
        guard let host, let scene = host.windowScene else { return nil }
        return TopAppController.find(in: scene, installWindow: host.installedFrom)
    }

    /// A presentation asked of the overlay (code that took the last window for
    /// the app's) goes to the app's top controller, so an alert or a share sheet
    /// outlives the notice (``TopAppController/presenter(in:)``); with no app
    /// controller the overlay presents it.
    override func present(_ viewControllerToPresent: UIViewController, animated flag: Bool,
                          completion: (() -> Void)? = nil) {
        guard let host, let scene = host.windowScene,
              let presenter = TopAppController.presenter(in: scene, installWindow: host.installedFrom), presenter !== self
        else { return super.present(viewControllerToPresent, animated: flag, completion: completion) }
        presenter.present(viewControllerToPresent, animated: flag, completion: completion)
    }

    /// VoiceOver's escape (the two-finger scrub) reaches the overlay from its
    /// elements: the front popup's cancel action, else the bubbles that go on a
    /// tap outside (`PopupCenter.performEscape()`); `false` passes it on.
    override func accessibilityPerformEscape() -> Bool {
        host?.center.performEscape() ?? false
    }

    override var childForStatusBarStyle: UIViewController? { appController }
    override var childForStatusBarHidden: UIViewController? { appController }
    override var childForHomeIndicatorAutoHidden: UIViewController? { appController }
    override var childForScreenEdgesDeferringSystemGestures: UIViewController? { appController }

    override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
        appController?.supportedInterfaceOrientations ?? super.supportedInterfaceOrientations
    }

    /// The overlay now covers the scene: UIKit reads the preferences again, from
    /// the app's controller.
    func overlayAppeared() {
        setNeedsStatusBarAppearanceUpdate()
        setNeedsUpdateOfHomeIndicatorAutoHidden()
        setNeedsUpdateOfScreenEdgesDeferringSystemGestures()
        setNeedsUpdateOfSupportedInterfaceOrientations()
    }

    /// Follows the overlay's keyboard layout guide (``KeyboardGuideView``): the
    /// keyboard under the user's finger, between keyboard notifications.
    override func viewDidLoad() {
        super.viewDidLoad()
        _ = KeyboardGuideView.install(in: view) { [weak self] frame in self?.host?.keyboardGuideMoved(frame) }
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        host?.refreshEnvironment()
    }

    /// A rotation or a window resize: the reading of the scene that finds the new
    /// size moves the notices over the coordinator's duration, easing in and out
    /// (``SizeTransition``), until the transition completes. The scene is read now,
    /// and again inside the transition's animation, where the new size is set.
    override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        guard let host else { return }
        let number = host.sizeTransitionBegan(duration: coordinator.transitionDuration)
        coordinator.animate(alongsideTransition: { [weak host] (_: any UIViewControllerTransitionCoordinatorContext) in
            host?.refreshEnvironment()
        }, completion: { [weak host] (_: any UIViewControllerTransitionCoordinatorContext) in
            host?.sizeTransitionEnded(number)
        })
        host.refreshEnvironment()
    }

    /// What the screen reader may reach, top first (``OverlayAccessibilityItem``):
    /// a `UIAccessibilityElement` framed in the view's coordinates (the window's:
    /// the view fills it), or the app's own view shown in a notice, in its place.
    /// Under a modal element the screen reader is confined to the overlay
    /// (``ModalConfinement``), then told what fits the change.
    func show(_ change: AccessibilityChange) {
        let hosted = host?.hostedViews
        var made: [AccessibilityTree.ElementKey: UIAccessibilityElement] = [:]
        var reached: [AccessibilityTree.ElementKey: Any] = [:]
        let items = OverlayAccessibilityItem.items(for: change.exposedElements, shownViews: hosted?.shownNames ?? [])
        let platform: [Any] = items.compactMap { item in
            let key = AccessibilityTree.ElementKey(item.element)
            let reachable: Any
            switch item {
            case .hostedView(let name, _):
                guard let view = hosted?.shownView(named: name) else { return nil }
                reachable = view
            case .element(let element):
                let item = elements[key] ?? UIAccessibilityElement(accessibilityContainer: view as Any)
                item.accessibilityLabel = element.label
                item.accessibilityValue = element.value
                item.accessibilityTraits = Self.traits(element.traits)
                item.accessibilityFrameInContainerSpace = CGRect(element.frame)
                made[key] = item
                reachable = item
            }
            reached[key] = reachable
            return reachable
        }
        elements = made
        self.reached = reached
        view.accessibilityElements = platform
        let step = confine(isModal: change.isModal)
        switch change.notification {
        case .screenChanged?:
            UIAccessibility.post(notification: .screenChanged, argument: step.focusBack ?? platform.first)
        case .layoutChanged?: UIAccessibility.post(notification: .layoutChanged, argument: nil)
        case nil: break
        }
    }

    func platformElement(for element: AccessibilityElement) -> Any? {
        reached[AccessibilityTree.ElementKey(element)]
    }

    /// The overlay window goes (nothing shows, or the host is uninstalled): the
    /// app's windows get their own values back and the focus returns.
    func overlayWillGo() {
        let step = confinement.end()
        apply(step)
        if let focus = step.focusBack { UIAccessibility.post(notification: .screenChanged, argument: focus) }
    }

    /// Confines the screen reader to the overlay window while `isModal`: the window
    /// is modal and the scene's app windows below it hide their elements.
    private func confine(isModal: Bool) -> ModalConfinement<UIWindow, NSObject>.Step {
        let overlay = view.window
        let level = (overlay?.windowLevel ?? PopupHost.defaultWindowLevel).rawValue
        let step = confinement.update(
            isModal: isModal, windows: overlay?.windowScene?.windows ?? [],
            isBehind: { !($0 is PopupWindow) && $0.windowLevel.rawValue < level },
            elementsHidden: { $0.accessibilityElementsHidden },
            focused: { UIAccessibility.focusedElement(using: .notificationVoiceOver) as? NSObject })
        apply(step)
        return step
    }

    private func apply(_ step: ModalConfinement<UIWindow, NSObject>.Step) {
        view.window?.accessibilityViewIsModal = step.overlayIsModal
        view.accessibilityViewIsModal = step.overlayIsModal
        for window in step.hide { window.accessibilityElementsHidden = true }
        for (window, hidden) in step.restore { window.accessibilityElementsHidden = hidden }
    }

    private static func traits(_ traits: AccessibilityElement.Traits) -> UIAccessibilityTraits {
        var result: UIAccessibilityTraits = []
        if traits.contains(.staticText) { result.insert(.staticText) }
        if traits.contains(.button) { result.insert(.button) }
        if traits.contains(.updatesFrequently) { result.insert(.updatesFrequently) }
        if traits.contains(.image) { result.insert(.image) }
        return result
    }
}
#endif
