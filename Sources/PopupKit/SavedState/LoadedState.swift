/// What a store read at launch: the value, or `nil` when there was none to use,
/// and the warning about a file it could not use (a cut or damaged file is a
/// warning, never a crash).
public struct LoadedState<Value: Sendable>: Sendable {
    /// The saved value: from the file, or from its previous copy when the file
    /// was damaged; `nil` when nothing was saved yet or nothing could be used.
    public var value: Value?
    /// Why the file could not be used (``EngineWarning/Kind-swift.enum/savedStateUnreadable(file:_:usedPreviousCopy:)``);
    /// `nil` when it was read, or when there was no file (a first launch).
    public var warning: EngineWarning.Kind?

    public init(value: Value?, warning: EngineWarning.Kind?) {
        self.value = value
        self.warning = warning
    }
}

extension LoadedState: Equatable where Value: Equatable {}
