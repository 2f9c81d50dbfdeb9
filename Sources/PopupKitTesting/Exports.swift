// PopupKitTesting's helpers work on PopupKit's types (the engine, events and the
// fixed-advance text measurer); importing PopupKitTesting brings them along.
@_exported import PopupKit
