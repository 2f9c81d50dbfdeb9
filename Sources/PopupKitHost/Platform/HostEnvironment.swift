import PopupKit

/// Everything a platform tells the driver about the screen and the app, in one
/// value: the host reads it from its platform (UIKit: the window's size and safe
/// area, the keyboard's end frame, trait values, scene state, accessibility
/// settings) whenever one of them may have changed, and hands it to
/// ``HostDriver/environmentChanged(_:)``, which tells the center only what
/// differs.
package struct HostEnvironment: Hashable, Sendable {
    /// The overlay's size, in points.
    package var size: Size
    package var safeArea: Insets
    /// How far the app's bars reach in from the overlay's edges, the safe area
    /// included (``AppContentInsets``; ``Container/contentInsets``).
    package var contentInsets: Insets
    /// How far the keyboard reaches up from the bottom edge (``KeyboardOverlap``).
    package var keyboardHeight: Double
    package var layoutDirection: WritingDirection
    package var appearance: Appearance
    /// Reduce Motion is on: fades stay, motion goes.
    package var reduceMotion: Bool
    /// A screen reader is running: display times lengthen.
    package var voiceOver: Bool
    /// The app is in the foreground: timeouts run and new notices show.
    package var isForeground: Bool
    /// Pixels per point of the screen.
    package var displayScale: Double
    /// How much larger than the default size the user wants text (Dynamic Type,
    /// ``TextScale``); 1 at the default.
    package var textScale: Double

    package init(size: Size, safeArea: Insets = .zero, contentInsets: Insets = .zero, keyboardHeight: Double = 0,
                layoutDirection: WritingDirection = .leftToRight, appearance: Appearance = .light,
                reduceMotion: Bool = false, voiceOver: Bool = false, isForeground: Bool = true,
                displayScale: Double = 1, textScale: Double = 1) {
        self.size = size
        self.safeArea = safeArea
        self.contentInsets = contentInsets
        self.keyboardHeight = keyboardHeight
        self.layoutDirection = layoutDirection
        self.appearance = appearance
        self.reduceMotion = reduceMotion
        self.voiceOver = voiceOver
        self.isForeground = isForeground
        self.displayScale = displayScale
        self.textScale = textScale
    }

    /// The container the center lays out in.
    package var container: Container {
        Container(size: size, safeArea: safeArea, contentInsets: contentInsets, keyboardHeight: keyboardHeight,
                  layoutDirection: layoutDirection,
                  appearance: appearance).sanitized
    }

    /// What differs between two environments, as what the host must do about it.
    package struct Changes: OptionSet, Hashable, Sendable {
        package let rawValue: Int
        package init(rawValue: Int) { self.rawValue = rawValue }

        /// Size, safe area, the app's bars, keyboard, direction or appearance: the center lays out again.
        package static let container = Changes(rawValue: 1 << 0)
        /// Reduce Motion or VoiceOver.
        package static let accessibility = Changes(rawValue: 1 << 1)
        /// Foreground or background.
        package static let lifecycle = Changes(rawValue: 1 << 2)
        /// The display scale: the host redraws every layer at the new scale.
        package static let displayScale = Changes(rawValue: 1 << 3)
        /// The text size: the host gives the center a measurer at the new size.
        package static let textScale = Changes(rawValue: 1 << 4)
    }

    /// What differs from `old` (everything when there is none).
    package func changes(from old: HostEnvironment?) -> Changes {
        guard let old else { return [.container, .accessibility, .lifecycle, .displayScale, .textScale] }
        var changes: Changes = []
        if container != old.container { changes.insert(.container) }
        if reduceMotion != old.reduceMotion || voiceOver != old.voiceOver { changes.insert(.accessibility) }
        if isForeground != old.isForeground { changes.insert(.lifecycle) }
        if displayScale != old.displayScale { changes.insert(.displayScale) }
        if textScale != old.textScale { changes.insert(.textScale) }
        return changes
    }
}
