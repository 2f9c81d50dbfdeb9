import Foundation

/// How many random scripts a run plays, shared by every test that draws them (the
/// engine against the reference model, the layer plan, the stage's pointer input):
/// `POPUPKIT_MODEL_SCRIPTS` (default 1000); each test scales it to its cost.
public enum ScriptBudget {
    /// The number in environment variable `name`, if it is one.
    public static func environment(_ name: String) -> UInt64? {
        ProcessInfo.processInfo.environment[name].flatMap { UInt64($0.trimmingCharacters(in: .whitespaces)) }
    }

    /// `POPUPKIT_MODEL_SCRIPTS`, or 1000.
    public static var scripts: UInt64 { environment("POPUPKIT_MODEL_SCRIPTS") ?? 1000 }
}
