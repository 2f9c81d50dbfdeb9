/// A host maps the driver's layer operations and draws their paint commands: the
/// layer vocabulary comes with `import PopupKitHost`, so a host imports one module.
@_exported import PopupKitLayers
