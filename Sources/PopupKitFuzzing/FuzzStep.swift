import PopupKit
import PopupKitHost

/// One step of the input fuzz target: an input sent to the stage at the current
/// virtual time, or time passing (every deadline on the way fires, and is checked).
public enum FuzzStep: Hashable, Sendable, CustomStringConvertible {
    /// An input, applied at the current virtual time.
    case send(Stage.Input)
    /// Virtual time moves on by this much.
    case wait(Duration)

    /// An engine input, applied at the current virtual time.
    public static func send(_ input: NoticeEngine.Input) -> FuzzStep { .send(.engine(input)) }

    public var description: String {
        switch self {
        case .send(let input): "send \(input)"
        case .wait(let span): "wait \(span)"
        }
    }
}
