// PopupKitTesting's helpers work on PopupKit's types (the engine, events and the
// fixed-advance text measurer) and on PopupKitHost's (the driver a test presses
// through, the surface it records); importing PopupKitTesting brings them along.
@_exported import PopupKit
@_exported import PopupKitHost
