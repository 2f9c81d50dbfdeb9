import PopupKit

/// The platform's scene as a host reads it: UIKit's window scene, the app's
/// window in it and the system's settings (`PopupKitUIKit`), a fake in tests.
@MainActor
package protocol HostScene: AnyObject {
    /// What the platform says of the screen and the app now, but the keyboard
    /// (the reading's `keyboardHeight` is ignored): the size, the safe area, the
    /// app window's traits (``AppWindow``) with Dynamic Type within the app's
    /// limits (``ContentSizeLimits``), the scene's state and the accessibility
    /// settings. `nil` when there is no scene to read any more (it was freed):
    /// the driver is told nothing.
    func readEnvironment() -> HostEnvironment?

    /// The keyboard's height as far as it can be read without a keyboard
    /// notification (UIKit: the app window's keyboard layout guide,
    /// ``KeyboardOverlap/height(ofGuide:restingHeight:in:)``); 0 when it cannot.
    func readKeyboardHeight() -> Double
}

/// Keeps a ``HostDriver`` told what its scene is like, from the first frame on.
///
/// - **The keyboard.** A host made while the keyboard is already up (the usual
///   toast on a form, its host installed on first use) has heard no keyboard
///   notification. It starts from the last end frame any host heard, if any
///   (`keyboardFrame:`), and until a notification comes, from the scene's own
///   reading (``HostScene/readKeyboardHeight()``); then the notifications' frames.
///   Between notifications, a keyboard under the user's finger (an interactive
///   dismissal) is followed frame by frame from the keyboard layout guide
///   (``keyboardGuideMoved(toHeight:)``).
/// - **A screen that changed while nothing showed.** Before the frame that brings
///   something onto an empty screen, the scene is read again
///   (``HostDriver/beforeAppearing``), so a notice after a rotation or a resize
///   made while no overlay existed is laid out at the new size from its first frame.
@MainActor
package final class SceneReader {
    package let driver: HostDriver
    package let scene: any HostScene
    /// The keyboard's end frame the last notification gave, in the scene's
    /// coordinates (its bounds' origin is the origin); `nil` before any.
    package private(set) var keyboardFrame: Rect?
    /// The keyboard's height a keyboard layout guide gave between notifications
    /// (the keyboard under the user's finger): the keyboard until the next
    /// notification.
    package private(set) var followedKeyboardHeight: Double?
    /// When the last notification's animation ends, on the center's clock: until
    /// then the guide only repeats where the keyboard is going.
    private var keyboardAnimationEnd: Instant?
    /// Whether the guide has shown the keyboard where the last notification put
    /// it: only a guide seen tracking the keyboard is followed.
    private var guideAgrees = false
    /// Called after every reading with the environment and what changed: for
    /// what only the platform can do (measure text at a new size, draw at a new
    /// scale, copy the app window's overrides to the overlay).
    package var onRead: (@MainActor (HostEnvironment, HostEnvironment.Changes) -> Void)?

    /// Does not read yet: set ``onRead`` and call ``read()``.
    /// - Parameter keyboardFrame: the keyboard's last end frame known when the
    ///   host starts (heard by another host, in this scene's coordinates), if any.
    package init(driver: HostDriver, scene: any HostScene, keyboardFrame: Rect? = nil) {
        self.driver = driver
        self.scene = scene
        self.keyboardFrame = keyboardFrame
        driver.beforeAppearing = { [weak self] in self?.read() }
    }

    /// Reads the scene and tells the driver what differs; a keyboard or screen
    /// change moves the notices with `transition` (``HostDriver/environmentChanged(_:transition:)``).
    @discardableResult
    package func read(transition: ScreenTransition? = nil) -> HostEnvironment.Changes {
        guard var environment = scene.readEnvironment() else { return [] }
        if let followedKeyboardHeight {
            environment.keyboardHeight = followedKeyboardHeight
        } else if let keyboardFrame {
            let bounds = Rect(x: 0, y: 0, width: environment.size.width, height: environment.size.height)
            environment.keyboardHeight = KeyboardOverlap.height(of: keyboardFrame, in: bounds)
        } else {
            environment.keyboardHeight = scene.readKeyboardHeight()
        }
        let changes = driver.environmentChanged(environment, transition: transition)
        onRead?(environment, changes)
        return changes
    }

    /// A keyboard notification's end frame, in the scene's coordinates: it is
    /// the keyboard from now on; the notices it pushes ride along with
    /// `transition`, its animation (``KeyboardAnimation``), or move at once
    /// without one.
    package func keyboardFrameChanged(_ frame: Rect, transition: ScreenTransition? = nil) {
        keyboardFrame = frame
        followedKeyboardHeight = nil
        guideAgrees = false
        keyboardAnimationEnd = transition.map { driver.center.now + TimeSpan($0.duration) }
        read(transition: transition)
    }

    /// The keyboard layout guide moved to `height` (UIKit: the guide follows the
    /// keyboard on every frame of an interactive dismissal,
    /// `keyboardDismissMode = .interactive`, where no notification comes until
    /// the finger lets go).
    ///
    /// Inside a notification's animation the guide has only jumped to where the
    /// keyboard is going, which the notices already ride to: it is left alone.
    /// Outside one it is the keyboard under the finger, and the notices follow
    /// it at once, as input: a frame per move, no transition. A guide is followed
    /// only once it has shown the keyboard where the notification put it, so a
    /// guide that does not track the keyboard (one resting on the safe area
    /// while the keyboard is up) never moves the notices under it.
    /// - Returns: whether the notices were told.
    @discardableResult
    package func keyboardGuideMoved(toHeight height: Double) -> Bool {
        guard height.isFinite else { return false }
        let height = max(0, height)
        let agrees = abs(height - (driver.environment?.keyboardHeight ?? 0)) <= 0.5
        if agrees { guideAgrees = true }
        if let end = keyboardAnimationEnd, driver.center.now < end { return false }
        keyboardAnimationEnd = nil
        guard !agrees, guideAgrees else { return false }
        followedKeyboardHeight = height
        read()
        return true
    }

    /// Stops reading before frames (the host is going away).
    package func stop() {
        driver.beforeAppearing = nil
        onRead = nil
    }
}
