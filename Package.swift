// swift-tools-version: 6.2
import PackageDescription

/// The Apple hosts and their declarations build with warnings as errors: on Linux
/// their only check is the compiler's (strict concurrency included).
let appleHostSettings: [SwiftSetting] = [.treatAllWarnings(as: .error)]

/// What an app depends on: no system library and no command-line tool. The `popupkit`
/// command and its Linux back ends (Cairo, Xlib, libwebp) are the package in
/// `Tools/`, which depends on this one.
let package = Package(
    name: "PopupKit",
    // The runtime sleeps on a Swift `Clock`.
    platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9)],
    products: [
        .library(name: "PopupKit", targets: ["PopupKit"]),
        .library(name: "PopupKitTesting", targets: ["PopupKitTesting"]),
        // What every host does, platform-free: layer operations, pointer routing,
        // accessibility changes, frame pacing (the UIKit and X11 hosts map it).
        .library(name: "PopupKitHost", targets: ["PopupKitHost"]),
        // Scenes as layers: the plan, the tree, the operations and the paint
        // commands every back end draws (PopupKitHost brings it along).
        .library(name: "PopupKitLayers", targets: ["PopupKitLayers"]),
        // The scenario format and demo tour, for tools and tests; apps do not need it.
        .library(name: "PopupKitScenario", targets: ["PopupKitScenario"]),
        // The iOS host: an overlay window of Core Animation layers (and, with
        // PopupKitSwiftUI, a `.popupHost()` modifier).
        .library(name: "PopupKitUIKit", targets: ["PopupKitUIKit"]),
        .library(name: "PopupKitSwiftUI", targets: ["PopupKitSwiftUI"]),
        // For apps moving from Toast-Swift, SVProgressHUD, WPToastManager,
        // FGPopupScheduler or BubblePopup: their calls by their names (`ToastManager`,
        // `ProgressHUD`, `BannerCenter`, `view.makeToast`…) over PopupKit's API.
        // Opt-in, so an app that does not migrate sees one vocabulary.
        .library(name: "PopupKitSeeds", targets: ["PopupKitSeeds"]),
        // The fuzz targets' checks (Fuzz/, its own package) and the byte-coded input
        // programs they run, which the tests replay; apps do not need it.
        .library(name: "PopupKitFuzzing", targets: ["PopupKitFuzzing"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-collections", from: "1.6.0"),
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
        .package(url: "https://github.com/pointfreeco/swift-concurrency-extras", from: "1.4.3"),
        .package(url: "https://github.com/pointfreeco/swift-clocks", from: "1.1.1"),
        .package(url: "https://github.com/apple/swift-numerics", from: "1.1.1"),
    ],
    targets: [
        // The pipeline, bottom to top; SwiftPM refuses an import of a target that is
        // not a declared dependency, so a lower stage cannot reach up (see
        // Tests/PopupKitArchitectureTests).
        .target(
            name: "PopupKitCore",
            dependencies: [
                .product(name: "HeapModule", package: "swift-collections"),
                .product(name: "DequeModule", package: "swift-collections"),
            ]
        ),
        // How a notice looks, in an app's words: styles, colors, fonts, custom content
        // and the nodes it draws. `import PopupKit` re-exports it.
        .target(
            name: "PopupKitPresentation",
            dependencies: [
                "PopupKitCore",
                // Sine and cosine for a node's rotation, without Foundation.
                .product(name: "RealModule", package: "swift-numerics"),
            ]
        ),
        // The stage: the engine on a screen. Layout, the scene, hit-testing, gestures,
        // frame pacing and what a screen reader sees: what hosts draw and feed. The
        // runtime uses it without re-exporting it; PopupKitHost re-exports it.
        .target(
            name: "PopupKitStage",
            dependencies: [
                "PopupKitCore",
                "PopupKitPresentation",
                // Real powers for the drag's rubber band, without Foundation.
                .product(name: "RealModule", package: "swift-numerics"),
            ]
        ),
        // The strict JSON reader shared by rule books and scenarios.
        .target(name: "PopupKitJSON", dependencies: ["PopupKitCore"]),
        .target(
            name: "PopupKit",
            dependencies: [
                "PopupKitCore",
                "PopupKitPresentation",
                "PopupKitStage",
                "PopupKitJSON",
                .product(name: "DequeModule", package: "swift-collections"),
            ]
        ),
        .target(name: "PopupKitScenario", dependencies: ["PopupKitCore", "PopupKitPresentation", "PopupKitStage", "PopupKitJSON"]),
        // Scenes as layers, platform-free: what the driver plans and every back end
        // draws. It knows nothing of the runtime.
        .target(
            name: "PopupKitLayers",
            dependencies: ["PopupKitCore", "PopupKitPresentation", "PopupKitStage", .product(name: "RealModule", package: "swift-numerics")]
        ),
        // The host driver: no C and no platform imports.
        .target(
            name: "PopupKitHost",
            dependencies: ["PopupKit", "PopupKitLayers", .product(name: "RealModule", package: "swift-numerics")]
        ),
        .target(name: "PopupKitTesting", dependencies: ["PopupKit", "PopupKitHost"]),
        .target(name: "PopupKitFuzzing", dependencies: ["PopupKit", "PopupKitHost", "PopupKitScenario"]),
        // Apple's UIKit/QuartzCore/CoreGraphics/CoreText declarations, copied from its documentation, so the iOS hosts type-check on Linux; empty where UIKit exists.
        .target(name: "AppleUIDeclarations", swiftSettings: appleHostSettings),
        .target(name: "AppleSwiftUIDeclarations", dependencies: ["AppleUIDeclarations"], swiftSettings: appleHostSettings),
        // PopupKit on iOS: the UIKit host on the host driver. Compiled with the real
        // UIKit on Apple platforms and against the declarations on Linux (empty on
        // macOS); it depends on no C library.
        .target(
            name: "PopupKitUIKit",
            dependencies: [
                "PopupKit",
                "PopupKitHost",
                .target(name: "AppleUIDeclarations", condition: .when(platforms: [.linux])),
            ],
            swiftSettings: appleHostSettings
        ),
        // PopupKit in SwiftUI: `.popupHost()` and the center in the environment.
        .target(
            name: "PopupKitSwiftUI",
            dependencies: [
                "PopupKit",
                "PopupKitUIKit",
                .target(name: "AppleSwiftUIDeclarations", condition: .when(platforms: [.linux])),
            ],
            swiftSettings: appleHostSettings
        ),
        // The seeds' calls (docs/Migrating): platform-free facades over PopupKit, and
        // the UIKit ones (`view.makeToast`, `BubblePopupManager`) where PopupKitUIKit
        // has UIKit (the real one, or the declarations on Linux).
        .target(
            name: "PopupKitSeeds",
            dependencies: [
                "PopupKit",
                "PopupKitUIKit",
                .target(name: "AppleUIDeclarations", condition: .when(platforms: [.linux])),
            ],
            swiftSettings: appleHostSettings
        ),
        // The engine's rules on virtual time, inputs written in Swift: a change to the
        // scenario format cannot fail them (those are PopupKitScenarioTests'); and the
        // engine against a reference model on random scripts.
        .testTarget(name: "PopupKitCoreTests", dependencies: ["PopupKitCore", "PopupKitTesting", "ScriptHarness"]),
        // Random scripts from a seed (configuration, rules, inputs) and the budget of
        // how many a run plays: the engine's model test and the layer plan's property
        // test share them, the stage's random pointer input the budget. No product
        // names it.
        .target(name: "ScriptHarness", dependencies: ["PopupKitCore", "PopupKitTesting"], path: "Tests/ScriptHarness"),
        // The presentation vocabulary on its own: text measuring and its cache.
        .testTarget(name: "PopupKitPresentationTests", dependencies: ["PopupKitCore", "PopupKitPresentation"]),
        // Layout, the render tree, hit-testing, gestures and what a screen reader sees:
        // the stage, fed by inline scenarios; scene and accessibility snapshots.
        .testTarget(
            name: "PopupKitStageTests",
            dependencies: [
                "PopupKitStage",
                "PopupKit",
                "PopupKitScenario",
                "PopupKitTesting",
                "ScriptHarness",
                .product(name: "PropertyBased", package: "swift-property-based"),
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ],
            exclude: ["Rendering/__Snapshots__", "Accessibility/__Snapshots__"]
        ),
        .testTarget(
            name: "PopupKitScenarioTests",
            dependencies: ["PopupKitScenario", "PopupKitStage", "PopupKit", "PopupKitTesting"]
        ),
        // The runtime: the center on a test clock (frames, call dates, races, memory),
        // saved state on disk, rule books from JSON.
        .testTarget(
            name: "PopupKitTests",
            dependencies: [
                "PopupKit",
                "PopupKitTesting",
                "CenterHarness",
                .product(name: "Clocks", package: "swift-clocks"),
                .product(name: "ConcurrencyExtras", package: "swift-concurrency-extras"),
            ]
        ),
        // The layer plan and its tree against played scenarios, and the paint commands.
        .testTarget(
            name: "PopupKitLayersTests",
            dependencies: ["PopupKitLayers", "PopupKitStage", "PopupKit", "PopupKitTesting", "LayerHarness", "ScriptHarness"]
        ),
        // A scenario played frame by frame through a layer plan and the tree that
        // checks it: what the layers' and the host's tests share. No product names it.
        .target(
            name: "LayerHarness",
            dependencies: ["PopupKit", "PopupKitLayers", "PopupKitStage", "PopupKitScenario", "PopupKitTesting"],
            path: "Tests/LayerHarness"
        ),
        // A center on a test clock that records what it reported: what the runtime's
        // and the seeds' tests share. No product names it.
        .target(
            name: "CenterHarness",
            dependencies: [
                "PopupKit",
                "PopupKitHost",
                .product(name: "Clocks", package: "swift-clocks"),
                .product(name: "ConcurrencyExtras", package: "swift-concurrency-extras"),
            ],
            path: "Tests/CenterHarness"
        ),
        // The seeds' facades on a center with a test clock, on every platform.
        .testTarget(
            name: "PopupKitSeedsTests",
            dependencies: [
                "PopupKitSeeds",
                "PopupKit",
                "CenterHarness",
                .product(name: "Clocks", package: "swift-clocks"),
                .product(name: "ConcurrencyExtras", package: "swift-concurrency-extras"),
            ]
        ),
        .testTarget(name: "PopupKitTestingTests", dependencies: ["PopupKitTesting"]),
        // Every committed fuzz seed and regression input through the fuzz checks.
        .testTarget(name: "PopupKitFuzzingTests", dependencies: ["PopupKitFuzzing", "PopupKit", "PopupKitScenario"]),
        .testTarget(
            name: "PopupKitHostTests",
            dependencies: [
                "PopupKitHost",
                "PopupKit",
                "PopupKitTesting",
                "LayerHarness",
                .product(name: "Clocks", package: "swift-clocks"),
                .product(name: "ConcurrencyExtras", package: "swift-concurrency-extras"),
            ]
        ),
        .testTarget(name: "PopupKitArchitectureTests", exclude: ["SwiftUITypeNames.txt"]),
        .testTarget(
            name: "AppleDeclarationsTests",
            dependencies: [.target(name: "AppleUIDeclarations", condition: .when(platforms: [.linux]))]
        ),
        // The UIKit host's own values (window level, frame-rate ranges, geometry
        // conversions) and its plain-Swift rules (Rules/: app window and traits,
        // keyboard, scenes and centers, VoiceOver confinement, images, text): run on
        // Linux against the declarations, on iOS against UIKit.
        .testTarget(
            name: "PopupKitUIKitTests",
            dependencies: [
                "PopupKitUIKit",
                "PopupKitHost",
                "PopupKit",
                "PopupKitTesting",
                .product(name: "Clocks", package: "swift-clocks"),
                .product(name: "ConcurrencyExtras", package: "swift-concurrency-extras"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
