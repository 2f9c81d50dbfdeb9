import PopupKitCore

extension PopupCenter {
    /// Reports a warning noticed outside the engine (a host's image that could not
    /// be loaded) through ``warningHandler``, at the center's time, like the
    /// engine's own warnings.
    public func report(_ kind: EngineWarning.Kind) {
        warningHandler?(EngineWarning(time: now, kind: kind))
    }
}
