/// A host feeds the stage and draws its scene as the driver's layer operations and
/// paint commands: the stage's vocabulary (the scene, frame needs, what a screen
/// reader sees) and the layers' come with `import PopupKitHost`, so a host imports
/// one module. An app's `import PopupKit` reaches neither.
@_exported import PopupKitStage
@_exported import PopupKitLayers
