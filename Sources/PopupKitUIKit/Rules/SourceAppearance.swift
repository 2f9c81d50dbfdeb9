/// The light or dark style SwiftUI content in a notice takes: the system's
/// (through the overlay, which follows the app's window), unless the view that
/// shows the notice sits under an override of its own.
///
/// The overlay window mirrors the app window's style, so content that sets no
/// style follows every change the system or the app's window makes while it
/// shows. Copying the source's style in effect (`traitCollection`) would freeze
/// it when the notice appears (the content stays light after the system turns
/// dark). Only a style the app forced below its window — on the source view,
/// a superview or a view controller on the way (`overrideUserInterfaceStyle`)
/// — is copied, since the overlay cannot inherit it.
package enum SourceAppearance {
    /// The override to give the content: the first explicit style on the chain
    /// from the source view up to (not including) its window, the source first
    /// (`nil` entries are `.unspecified`); `nil` when there is none, so the
    /// content follows the overlay.
    package static func override<Style>(in chain: [Style?]) -> Style? {
        for style in chain { if let style { return style } }
        return nil
    }
}
