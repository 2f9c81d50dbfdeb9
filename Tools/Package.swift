// swift-tools-version: 6.2
import PackageDescription

/// The `popupkit` command and the back ends it draws with: Cairo and Pango for
/// pictures, Xlib for the live window, libwebp for recordings. A package of its own
/// so that an app depending on PopupKit resolves no system library (and SwiftPM
/// reads no pkg-config file for it); it depends on the package above by path, as
/// `Benchmarks/` and `Fuzz/` do. `make demo` and `make test` build it.
let package = Package(
    name: "PopupKitTools",
    platforms: [.macOS(.v13)],
    products: [
        // Layers painted with Cairo and Pango: pictures, recordings, the live window.
        .library(name: "PopupKitCairo", targets: ["PopupKitCairo"]),
        // A live window for PopupKit on Linux (X11); empty on other platforms.
        .library(name: "PopupKitX11", targets: ["PopupKitX11"]),
        // Animated WebP files from rendered frames (libwebp).
        .library(name: "PopupKitWebP", targets: ["PopupKitWebP"]),
        .executable(name: "popupkit", targets: ["popupkit"]),
    ],
    dependencies: [
        .package(name: "PopupKit", path: ".."),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
        .package(url: "https://github.com/pointfreeco/swift-clocks", from: "1.1.1"),
        // Tests only: a loopback HTTP server for the image loader.
        .package(url: "https://github.com/swhitty/FlyingFox", from: "0.27.1"),
    ],
    targets: [
        .systemLibrary(
            name: "CCairo",
            pkgConfig: "pangocairo",
            providers: [.apt(["libcairo2-dev", "libpango1.0-dev"]), .brew(["cairo", "pango"])]
        ),
        // The Cairo back end paints layers; it links neither the runtime nor the driver.
        .target(
            name: "PopupKitCairo",
            dependencies: [.product(name: "PopupKitLayers", package: "PopupKit"), "CCairo"]
        ),
        // The live window on Linux: Xlib, drawn with the Cairo renderer. Elsewhere the
        // module is empty (its sources are inside `#if canImport(CX11)`).
        .systemLibrary(name: "CX11", pkgConfig: "x11", providers: [.apt(["libx11-dev"])]),
        .target(
            name: "PopupKitX11",
            dependencies: [
                .product(name: "PopupKit", package: "PopupKit"),
                .product(name: "PopupKitHost", package: "PopupKit"),
                "PopupKitCairo",
                .target(name: "CX11", condition: .when(platforms: [.linux])),
            ]
        ),
        // libwebp's animation encoder and decoder, for recordings.
        .systemLibrary(
            name: "CWebP",
            pkgConfig: "libwebpmux",
            providers: [.apt(["libwebp-dev"]), .brew(["webp"])]
        ),
        .target(name: "PopupKitWebP", dependencies: ["CWebP"]),
        .executableTarget(
            name: "popupkit",
            dependencies: [
                .product(name: "PopupKit", package: "PopupKit"),
                .product(name: "PopupKitHost", package: "PopupKit"),
                .product(name: "PopupKitScenario", package: "PopupKit"),
                "PopupKitCairo",
                "PopupKitX11",
                "PopupKitWebP",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .testTarget(
            name: "PopupKitCairoTests",
            dependencies: [
                "PopupKitCairo",
                "CCairo",
                .product(name: "PopupKit", package: "PopupKit"),
                .product(name: "PopupKitHost", package: "PopupKit"),
                .product(name: "PopupKitScenario", package: "PopupKit"),
                .product(name: "PopupKitTesting", package: "PopupKit"),
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
                .product(name: "FlyingFox", package: "FlyingFox"),
                .product(name: "FlyingSocks", package: "FlyingFox"),
                .product(name: "Clocks", package: "swift-clocks"),
            ],
            exclude: ["__Snapshots__"]
        ),
        .testTarget(
            name: "popupkitTests",
            dependencies: [
                "popupkit",
                "PopupKitCairo",
                "PopupKitWebP",
                "CWebP",
                .product(name: "PopupKit", package: "PopupKit"),
                .product(name: "PopupKitScenario", package: "PopupKit"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
