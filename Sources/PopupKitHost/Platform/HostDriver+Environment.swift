import PopupKit

extension HostDriver {
    /// The platform's screen or settings changed (or this is the first reading):
    /// the center is told what differs, in its own calls — the container
    /// (only ``PopupCenter/Settings/appearance`` when light or dark alone changed), Reduce
    /// Motion and VoiceOver (keeping the rest of the accessibility configuration),
    /// and going to or coming back from the background.
    ///
    /// With a `transition` (the keyboard's animation, a rotation's), a change of
    /// the keyboard alone, or of the screen's size and safe area alone, moves the
    /// notices to their new places with it (``ScreenTransition``).
    ///
    /// - Returns: what changed, for what only the host can do: draw every layer
    ///   again at a new display scale, measure text at a new text size.
    @discardableResult
    package func environmentChanged(_ environment: HostEnvironment,
                                    transition: ScreenTransition? = nil) -> HostEnvironment.Changes {
        let changes = environment.changes(from: self.environment)
        let old = self.environment
        self.environment = environment
        if changes.contains(.container) {
            let new = environment.container
            var onlyAppearance = old?.container
            onlyAppearance?.appearance = environment.appearance
            var onlyKeyboard = old?.container
            onlyKeyboard?.keyboardHeight = new.keyboardHeight
            var onlyScreen = old?.container
            onlyScreen?.size = new.size
            onlyScreen?.safeArea = new.safeArea
            if let onlyAppearance, onlyAppearance == new {
                let appearance = environment.appearance
                center.update { $0.appearance = appearance }
            } else if let transition, onlyKeyboard == new {
                center.send(.keyboard(height: new.keyboardHeight, transition: transition))
            } else if let transition, onlyScreen == new {
                center.send(.container(size: new.size, safeArea: new.safeArea, transition: transition))
            } else {
                center.setContainer(new)
            }
        }
        if changes.contains(.accessibility) {
            center.setSystemAccessibility(reduceMotion: environment.reduceMotion, voiceOver: environment.voiceOver)
        }
        if changes.contains(.lifecycle) {
            // A first reading in the foreground changes nothing: the center starts there.
            if !environment.isForeground {
                center.didEnterBackground()
            } else if old != nil {
                center.willEnterForeground()
            }
        }
        return changes
    }
}
