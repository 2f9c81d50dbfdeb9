import ArgumentParser
import PopupKit

/// `render --appearance`: which appearance the screen is drawn in.
///
/// `light` and `dark` set the container's appearance at the drawn instant, over
/// the scenario's own (its container and its appearance events); `both` draws the
/// light and the dark screen, side by side in one picture (light on the left) and
/// one after the other in the dump.
enum AppearanceOption: String, ExpressibleByArgument, CaseIterable {
    case light
    case dark
    case both

    /// The appearances to draw, in picture order.
    var appearances: [Appearance] {
        switch self {
        case .light: [.light]
        case .dark: [.dark]
        case .both: [.light, .dark]
        }
    }
}
