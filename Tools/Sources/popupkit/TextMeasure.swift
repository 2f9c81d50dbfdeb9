import ArgumentParser
import PopupKit
import PopupKitCairo

/// Which text measurer a command lays out with.
///
/// `fixed` is deterministic everywhere (every character the same advance), for
/// tests and diffs; `pango` measures with Pango and the DejaVu fonts, exactly as
/// `render --out` draws, so frames match the picture.
enum TextMeasure: String, ExpressibleByArgument, CaseIterable {
    case fixed
    case pango

    /// The measurer.
    /// - Throws: ``CommandFailure`` (status 2) when Pango cannot be set up.
    func measurer() throws -> any TextMeasuring {
        switch self {
        case .fixed:
            return FixedAdvanceTextMeasurer()
        case .pango:
            do {
                return try PangoTextMeasurer()
            } catch {
                throw CommandFailure.badInput("cannot set up text measuring: \(error)")
            }
        }
    }
}
