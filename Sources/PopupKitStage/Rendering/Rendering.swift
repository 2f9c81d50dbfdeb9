import PopupKitCore
import PopupKitPresentation

/// A back end that draws a ``RenderScene``: Cairo on Linux (PopupKitCairo), later UIKit
/// or SwiftUI. A renderer decides nothing about layout or animation; it draws the
/// nodes of the scene, bottom to top, in the scene's coordinates (points).
public protocol Rendering {
    /// What one drawn scene is (an image, a layer tree…).
    associatedtype Output

    /// Draws `scene`. The same scene must give the same output.
    func render(_ scene: RenderScene) throws -> Output
}
