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

/// Shows a ``PopupCenter`` on an iPhone or iPad: an overlay window on one window
/// scene that draws the center's notices with Core Animation layers, takes the
/// touches that land on them, speaks them to VoiceOver and follows the
/// keyboard, rotation, light and dark, Dynamic Type and the app's lifecycle.
/// Traits come from the app's window, not the scene: an app that forces dark
/// mode or caps Dynamic Type there gets notices (and its own views hosted in
/// them) drawn the same way.
///
/// ```swift
/// // In a view controller, once its view is in a window:
/// PopupHost.install(on: view)
/// PopupCenter.shared.toast("Saved")
/// ```
///
/// The host decides nothing itself: the host driver (``HostDriver``) and the
/// center do, in code tested on every platform; the host maps each decision to
/// one UIKit call. The window exists only while something shows and is not
/// made key, so the keyboard and the app's first responder stay where they are
/// (unless a notice that takes text input shows: ``acceptTextInput(in:)``).
///
/// Each window scene has a center of its own (`center(for:)`): the first
/// scene's is ``PopupCenter/shared``, so a single-window app posts to `.shared`
/// from anywhere; with two windows of the app (iPad Split View, Stage Manager,
/// Mac), a toast a view in one window triggers shows in that window. Several
/// centers can show in one scene, each in an overlay window of its own; a center
/// shows in one scene at a time: installing it on another scene moves it there.
@MainActor
public final class PopupHost {
    /// The window level overlays use unless told otherwise: just above alerts,
    /// so a notice stays visible over a system alert.
    public static let defaultWindowLevel = UIWindow.Level(rawValue: UIWindow.Level.alert.rawValue + 1)

    /// The hosts of each scene, one per center, held by the scene itself (a new
    /// scene never gets a freed one's host).
    private static var hosts = SceneHosts<UIWindowScene, PopupHost>()
    /// The center each scene's views post to.
    private static var centers = SceneCenters(shared: PopupCenter.shared)
    /// Called with a scene's own center when its scene disconnects and the center
    /// is forgotten, so what is kept per center (PopupKitSeeds' managers of each
    /// scene) goes with it; never called for ``PopupCenter/shared``.
    package static var sceneCenterEnded: [@MainActor (PopupCenter) -> Void] = []

    /// Makes the center of a window scene after the first (whose center is
    /// ``PopupCenter/shared``). By default a center with `.shared`'s
    /// configuration, styles and toast defaults as they are then; set it before
    /// the app's second window opens to load rules or styles of your own.
    public static var makeSceneCenter: @MainActor () -> PopupCenter = {
        let shared = PopupCenter.shared
        let center = PopupCenter(configuration: shared.configuration, styles: shared.styles)
        let defaults = shared.toastDefaults
        center.update { $0.toastDefaults = defaults }
        return center
    }

    public let center: PopupCenter
    /// The scene the overlay covers.
    public private(set) weak var windowScene: UIWindowScene?
    /// The window of the view the host was last installed from: whose controllers
    /// the overlay forwards the status bar and orientations to when the scene has
    /// no key window (``TopAppController``).
    weak var installedFrom: UIWindow?
    /// The app's bars (navigation bar, tab bar, toolbars) as insets from the
    /// screen's edges, the safe area included, as a view controller's
    /// `safeAreaInsets` are: toasts, the HUD, popup cards and bubbles keep clear of
    /// them; banners come down over the top as the system's notifications do.
    /// `nil` (the default): read from the app, the `safeAreaInsets` of the screen's
    /// top view controller, down through navigation and tab bar controllers to the
    /// screen they show (``AppContentInsets``), again on each layout pass of the
    /// overlay and while it shows each time the app goes idle.
    public var contentInsets: Insets? {
        didSet {
            hostScene.contentInsetsOverride = contentInsets
            refreshEnvironment()
        }
    }
    /// The overlay window's level.
    public var windowLevel: UIWindow.Level = PopupHost.defaultWindowLevel {
        didSet { window?.windowLevel = windowLevel }
    }
    let driver: HostDriver
    let surface: UIKitLayerSurface
    let controller = OverlayViewController(nibName: nil, bundle: nil)
    private let images = UIKitImages()
    let hostedViews = HostedViews()
    private(set) var window: PopupWindow?
    private var presence = OverlayPresence()
    private var observers: EnvironmentObservers?
    /// The scene as the rules read it, and what keeps the driver told of it.
    private let hostScene: UIKitHostScene
    private let reader: SceneReader
    /// A rotation's or window resize's transition while it pends.
    var sizeTransition = SizeTransition()
    /// When the overlay may be key (a hosted text field), and who gets key back.
    var overlayKey = OverlayKey<UIWindow>()
    /// What runs when a notice shows (a scheduled view's `popupViewDidShow`), by id.
    private var shownActions: [NoticeID: [@MainActor () -> Void]] = [:]
    private var eventObservation: CenterObservation?
    private var touchObservation: CenterObservation?
    /// The views bubbles point at (``bubble(text:pointingAt:edge:pointer:maxWidth:style:duration:id:completion:)``).
    private(set) lazy var anchors = ViewAnchors(center: center, linkView: controller.view) { [weak self] in
        self?.windowScene?.coordinateSpace
    }

    /// The host showing `center`, if it is installed on a scene.
    public static func installed(for center: PopupCenter) -> PopupHost? {
        hosts.host(showing: center)
    }

    /// The center the views of `scene` post to: ``PopupCenter/shared`` for the
    /// first scene (while it is connected), one made by ``makeSceneCenter`` for
    /// each other scene. It does not install a host; ``install(_:on:)`` does.
    public static func center(for scene: UIWindowScene) -> PopupCenter {
        centers.center(for: scene, make: makeSceneCenter)
    }

    /// The center the views of `view`'s scene post to; `nil` while the view is in
    /// no window.
    public static func center(for view: UIView) -> PopupCenter? {
        view.window?.windowScene.map { center(for: $0) }
    }

    /// A center for a SwiftUI `.popupHost()` that is not in a window yet:
    /// `.shared` when no window holds it, else a new one, kept while `owner` lives.
    package static func center(claimedBy owner: AnyObject) -> PopupCenter {
        centers.center(for: owner, make: makeSceneCenter)
    }

    /// Makes `center` the center of `scene`'s views unless they post to one already.
    package static func adopt(_ center: PopupCenter, for scene: UIWindowScene) {
        centers.adopt(center, for: scene)
    }

    /// The host of `view`'s scene showing `center` (the scene's own center when
    /// `nil`), installed there now if it is not (what the seed-style calls on
    /// `UIView` use); `nil` while the view is in no window.
    package static func host(for view: UIView, center: PopupCenter? = nil) -> PopupHost? {
        guard let scene = view.window?.windowScene else { return nil }
        if let host = hosts.host(for: scene, showing: center ?? Self.center(for: scene)) { return host }
        return install(center, on: view)
    }

    /// The host of `view`'s scene showing `center`, installed there now when
    /// `center` shows in no other scene: what a notice bound to a SwiftUI view
    /// uses, so it never moves a center (and its notices) from another window.
    package static func hostWithoutMoving(_ center: PopupCenter, for view: UIView) -> PopupHost? {
        guard let scene = view.window?.windowScene, hosts.mayInstallWithoutMoving(center, on: scene) else { return nil }
        return install(center, on: view)
    }

    /// Shows `center` (the scene's own center, `center(for:)`, when `nil`)
    /// over the scene of `view`'s window: the scene the app's own screen is on,
    /// right on iPad with several windows and in Stage Manager. Other centers
    /// shown there stay. Notices follow that window's traits: its light or dark
    /// override, layout direction and Dynamic Type within its and `view`'s limits.
    /// - Returns: the host, or `nil` when the view is not in a window yet (call it
    ///   again from `viewDidAppear(_:)` or `didMoveToWindow()`).
    @discardableResult
    public static func install(_ center: PopupCenter? = nil, on view: UIView) -> PopupHost? {
        guard let window = view.window, let scene = window.windowScene else { return nil }
        let host = install(center ?? Self.center(for: scene), in: scene, from: view)
        host.installedFrom = window
        return host
    }

    /// Shows `center` (the scene's own center when `nil`) over `scene`; the same
    /// host when it is already there. Notices follow the traits of the scene's
    /// key window.
    @discardableResult
    public static func install(_ center: PopupCenter? = nil, in scene: UIWindowScene) -> PopupHost {
        install(center ?? Self.center(for: scene), in: scene, from: nil)
    }

    private static func install(_ center: PopupCenter, in scene: UIWindowScene, from view: UIView?) -> PopupHost {
        for orphan in hosts.removeOrphans() { orphan.uninstall() }
        if let host = hosts.host(for: scene, showing: center) { return host }
        // The center leaves any other scene (before the new host takes its display); other centers here stay.
        for moved in hosts.hosts where moved.center === center { moved.uninstall() }
        let host = PopupHost(center: center, scene: scene, installedFrom: view)
        hosts.set(host, for: scene, showing: center)
        return host
    }

    /// The scene disconnected (the system reclaimed it, or the user closed the
    /// window): every host on it goes, and its center is forgotten (the shared
    /// one is free for the next window).
    func sceneDisconnected() {
        guard let scene = windowScene else { return uninstall() }
        for host in Self.hosts.remove(scene: scene) { host.uninstall() }
        if let center = Self.centers.remove(scene), center !== PopupCenter.shared {
            for forget in Self.sceneCenterEnded { forget(center) }
        }
    }

    /// A keyboard end frame (screen coordinates) and the keyboard's animation to
    /// it, if any, for every host.
    private static func keyboardFrameChanged(_ frame: CGRect, transition: ScreenTransition?) {
        for host in hosts.hosts { host.keyboardFrameChanged(frame, transition: transition) }
    }

    private init(center: PopupCenter, scene: UIWindowScene, installedFrom view: UIView?) {
        self.center = center
        windowScene = scene
        let scale = Double(scene.traitCollection.displayScale)
        let typesetter = CoreTextTypesetter(displayScale: scale, textScale: 1)
        surface = UIKitLayerSurface(painter: CoreGraphicsPainter(images: images, text: typesetter), scale: scale)
        let link = UIKitDisplayLink(view: controller.view)
        driver = HostDriver(center: center, surface: surface, ticker: DisplayLinkTicker(link: link))
        let hostScene = UIKitHostScene(scene: scene, installedFrom: view)
        self.hostScene = hostScene
        // A keyboard already up when the host starts: the last frame any host heard, else the app window's guide.
        reader = SceneReader(driver: driver, scene: hostScene,
                             keyboardFrame: KeyboardFrames.last.flatMap { hostScene.sceneFrame(ofScreenFrame: $0) })
        controller.host = self
        controller.view.layer.addSublayer(surface.container)
        controller.view.addSubview(hostedViews.container)
        surface.onHostedSlots = { [weak self] slots, time in self?.hostedViews.show(slots, at: time) }
        driver.viewKeepsTouch = { [weak self] name, point in self?.hostedViews.viewKeepsTouch(name, at: point) ?? false }
        surface.accessibility = controller
        surface.onCommitted = { [weak self] count in self?.layersChanged(count) }
        images.loader.onFinish = { [weak self] url, _ in self?.driver.imageArrived(url) }
        images.onScreen = { [weak self] in self?.driver.imageNamesShown ?? [] }
        images.traits = { [weak hostScene] in hostScene?.appWindow?.traitCollection }
        center.setTextMeasurer(CoreTextMeasurer(typesetter))
        KeyboardFrames.start { frame, transition in PopupHost.keyboardFrameChanged(frame, transition: transition) }
        reader.onRead = { [weak self] environment, changes in self?.environmentRead(environment, changes) }
        observers = EnvironmentObservers(host: self, scene: scene)
        eventObservation = center.observeEvents { [weak self] event in self?.heard(event) }
        touchObservation = center.observeTouchDowns { [weak self] target in self?.touchWent(to: target) }
        refreshEnvironment()
    }

    /// Registers an image notices can show by `name`, kept until another
    /// replaces it; the notices showing `name` already are redrawn, no others.
    public func register(_ image: UIImage, as name: String) {
        images.register(image, as: name)
        driver.imageArrived(name)
    }

    /// Registers `image` under a name of its own (the same name for the same image
    /// while it is kept) and returns it: what the seed-style calls that take a
    /// `UIImage` (Toast-Swift's, SVProgressHUD's) show. A bounded number of such
    /// images is kept (``ImageRegistry``): the least recently used go first, never
    /// one a notice on screen shows.
    @discardableResult
    public func register(_ image: UIImage) -> String {
        images.register(image).name
    }

    /// Runs `action` once, when the notice `id` shows (never, if it ends first).
    func whenShown(_ id: NoticeID, _ action: @escaping @MainActor () -> Void) {
        shownActions[id, default: []].append(action)
    }

    private func heard(_ event: NoticeEvent) {
        if event.kind == .shown, let actions = shownActions.removeValue(forKey: event.id) {
            for action in actions { action() }
        } else if event.kind.outcome != nil {
            shownActions[event.id] = nil
            textInputNoticeEnded(event.id)
        }
    }

    /// Stops showing the center here: the window goes, observers stop.
    public func uninstall() {
        anchors.removeAll()
        driver.detach()
        reader.stop()
        observers?.invalidate()
        observers = nil
        removeWindow()
        Self.hosts.remove(self)
    }

    // MARK: Window

    /// After each commit: a window while there are layers, none without.
    private func layersChanged(_ count: Int) {
        switch presence.after(layerCount: count) {
        case .install: installWindow()
        case .remove: removeWindow()
        case .none: break
        }
    }

    /// A new window each time (a window whose scene was cleared cannot be shown
    /// again on some iOS releases), sized to the scene, shown without becoming key.
    private func installWindow() {
        guard let scene = windowScene else {
            presence.windowLost()
            return
        }
        let window = PopupWindow(windowScene: scene)
        window.host = self
        window.windowLevel = windowLevel
        window.frame = scene.coordinateSpace.bounds
        window.rootViewController = controller
        window.isHidden = false
        self.window = window
        hostScene.overlay = window
        controller.overlayAppeared()
        surface.prepareHaptics()
        refreshEnvironment()
    }

    private func removeWindow() {
        controller.overlayWillGo()
        hostScene.overlay = nil
        guard let window else { return }
        window.isHidden = true
        window.rootViewController = nil
        window.windowScene = nil
        self.window = nil
    }

    // MARK: Environment

    /// The keyboard's end frame (screen coordinates) arrived, with the keyboard's
    /// animation to it (a will-change notification's; `nil`: the notices move at once).
    func keyboardFrameChanged(_ frame: CGRect, transition: ScreenTransition? = nil) {
        guard let frame = hostScene.sceneFrame(ofScreenFrame: frame) else { return }
        reader.keyboardFrameChanged(frame, transition: transition)
    }

    /// The overlay's keyboard layout guide moved (`frame`, in the overlay view's
    /// coordinates, which are the window's): its height over the window's bottom
    /// safe area, where it rests with no keyboard, is the keyboard under the
    /// user's finger between notifications (``SceneReader``).
    func keyboardGuideMoved(_ frame: CGRect) {
        guard let window else { return }
        let height = KeyboardOverlap.height(ofGuide: Rect(frame), restingHeight: Double(window.safeAreaInsets.bottom),
                                            in: Rect(window.bounds))
        reader.keyboardGuideMoved(toHeight: height)
    }

    /// Reads the scene (size, safe area, the app window's traits, state,
    /// accessibility settings) and hands it to the driver, which tells the
    /// center what differs; during a rotation or a window resize, the reading
    /// that finds the screen changed moves the notices with it (``SizeTransition``).
    func refreshEnvironment() {
        sizeTransition.read(reader.read(transition: sizeTransition.pending))
    }

    /// The app's run loop went idle: while the overlay shows, the scene is read
    /// again, so the app's bars are followed (``OverlayPresence/readsOnIdle``).
    func appDidBecomeIdle() {
        if presence.readsOnIdle { refreshEnvironment() }
    }

    /// After each reading: what only UIKit can do about it.
    private func environmentRead(_ environment: HostEnvironment, _ changes: HostEnvironment.Changes) {
        hostScene.copyAppWindowOverrides()
        observers?.followTraits(of: hostScene.appWindow)
        if !changes.isDisjoint(with: [.displayScale, .textScale]) {
            let typesetter = CoreTextTypesetter(displayScale: environment.displayScale, textScale: environment.textScale)
            surface.painter.text = typesetter
            center.setTextMeasurer(CoreTextMeasurer(typesetter))
        }
        if changes.contains(.displayScale) {
            surface.setScale(environment.displayScale)
            driver.reinsertEverything()
        }
    }
}
#endif
