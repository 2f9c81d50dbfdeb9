import PopupKit

extension HostDriver {
    /// The platform's screen or settings changed (or this is the first reading):
    /// the center is told what differs, in its own calls — the container
    /// (only ``PopupCenter/Settings/appearance`` when light or dark alone changed), Reduce
    /// Motion and VoiceOver (keeping the rest of the accessibility configuration),
    /// and going to or coming back from the background.
    ///
    /// - Returns: what changed, for what only the host can do: draw every layer
    ///   again at a new display scale, measure text at a new text size.
    @discardableResult
    package func environmentChanged(_ environment: HostEnvironment) -> HostEnvironment.Changes {
        let changes = environment.changes(from: self.environment)
        let old = self.environment
        self.environment = environment
        if changes.contains(.container) {
            var onlyAppearance = old?.container
            onlyAppearance?.appearance = environment.appearance
            if let onlyAppearance, onlyAppearance == environment.container {
                let appearance = environment.appearance
                center.update { $0.appearance = appearance }
            } else {
                center.setContainer(environment.container)
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
