// iOS and iPadOS (Mac Catalyst too) with the real SwiftUI and UIKit, or Linux against their
// documented declarations; empty on macOS, tvOS, watchOS and visionOS (docs/Apple.md#platforms).
#if os(iOS) || !canImport(Darwin)
#if canImport(UIKit)
import SwiftUI
import UIKit
#else
import AppleSwiftUIDeclarations
import Foundation
#endif
import PopupKit
import PopupKitUIKit

/// Bound notices whose content is any SwiftUI view: the notice draws its card
/// (padding, corners, background, shadow) around the view, which SwiftUI sizes
/// at the width the screen leaves (a `Text` wraps). The view is updated in
/// place while the notice shows, its state kept; a view that grows or shrinks
/// — from the modifier's update or its own state — resizes its notice. The
/// content is a child of the overlay's controller (a `.sheet` or an `.alert`
/// in it works), follows the system's light or dark style (or the one the app
/// forced above the modifier), and keeps every touch on it: a tap on it is the
/// content's, not the notice's.
extension View {
    /// Shows `content` in a toast while `isPresented` is `true`; when it ends by
    /// itself or this view goes away, `isPresented` goes back to `false`.
    ///
    /// ```swift
    /// Button("Save") { saved = true }
    ///     .toast(isPresented: $saved) {
    ///         Label("Saved", systemImage: "checkmark")
    ///     }
    /// ```
    public func toast<Content: View>(isPresented: Binding<Bool>, position: ToastPosition = .bottom,
                                     duration: Duration = .seconds(3),
                                     @ViewBuilder content: () -> Content) -> some View {
        modifier(BoundNoticeModifier(isPresented: isPresented,
                                     request: .viewToast(size: Size(width: 0, height: 0), position: position,
                                                         duration: duration),
                                     content: AnyView(content()), onAction: nil))
    }

    /// Shows `content` in a popup card while `isPresented` is `true`: set
    /// `isPresented` to `false` from a button in it to close it.
    ///
    /// With `acceptsTextInput`, a `TextField` or `TextEditor` in it gets the
    /// keyboard: the overlay takes key when a touch goes to the popup and gives
    /// it back when the popup ends or editing stops. Leave it off otherwise, so a
    /// popup never takes the keyboard from the app's screen.
    ///
    /// ```swift
    /// .popup(isPresented: $askingName, acceptsTextInput: true) {
    ///     TextField("Name", text: $name)
    /// }
    /// ```
    public func popup<Content: View>(isPresented: Binding<Bool>, acceptsTextInput: Bool = false,
                                     @ViewBuilder content: () -> Content) -> some View {
        modifier(BoundNoticeModifier(isPresented: isPresented, request: .viewPopup(size: Size(width: 0, height: 0)),
                                     content: AnyView(content()), acceptsTextInput: acceptsTextInput, onAction: nil))
    }

    /// Shows `content` in a bubble pointing at this view while `isPresented` is
    /// `true`, at most `maxWidth` points wide when set; with `acceptsTextInput`
    /// a text field in it gets the keyboard (as for ``popup(isPresented:acceptsTextInput:content:)``).
    public func bubble<Content: View>(isPresented: Binding<Bool>, edge: BubbleEdge = .bottom,
                                      pointer: BubblePointer = .triangle, maxWidth: Double? = nil,
                                      acceptsTextInput: Bool = false,
                                      @ViewBuilder content: () -> Content) -> some View {
        modifier(BoundNoticeModifier(isPresented: isPresented,
                                     request: .viewBubble(size: Size(width: 0, height: 0), edge: edge,
                                                          pointer: pointer, maxWidth: maxWidth),
                                     content: AnyView(content()), acceptsTextInput: acceptsTextInput, onAction: nil))
    }
}
#endif
