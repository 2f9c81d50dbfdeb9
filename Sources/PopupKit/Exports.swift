// What an app imports: the runtime (`PopupCenter` and the five components'
// facades) together with the requests, events, styles and render tree it speaks.
@_exported import PopupKitCore
@_exported import PopupKitPresentation
