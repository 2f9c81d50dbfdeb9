// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "PopupKit",
    // The runtime sleeps on a Swift `Clock`.
    platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9)],
    products: [
        .library(name: "PopupKit", targets: ["PopupKit"]),
        .library(name: "PopupKitTesting", targets: ["PopupKitTesting"]),
        .library(name: "PopupKitCairo", targets: ["PopupKitCairo"]),
        .executable(name: "popupkit", targets: ["popupkit"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-collections", from: "1.6.0"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
        .package(url: "https://github.com/pointfreeco/swift-concurrency-extras", from: "1.4.3"),
        .package(url: "https://github.com/pointfreeco/swift-clocks", from: "1.1.1"),
    ],
    targets: [
        .target(
            name: "PopupKit",
            dependencies: [
                .product(name: "HeapModule", package: "swift-collections"),
                .product(name: "DequeModule", package: "swift-collections"),
            ]
        ),
        .target(name: "PopupKitTesting", dependencies: ["PopupKit"]),
        .systemLibrary(
            name: "CCairo",
            pkgConfig: "pangocairo",
            providers: [.apt(["libcairo2-dev", "libpango1.0-dev"])]
        ),
        .target(name: "PopupKitCairo", dependencies: ["PopupKit", "CCairo"]),
        .executableTarget(
            name: "popupkit",
            dependencies: [
                "PopupKit",
                "PopupKitCairo",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .testTarget(
            name: "PopupKitTests",
            dependencies: [
                "PopupKit",
                "PopupKitTesting",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ],
            exclude: ["Rendering/__Snapshots__"]
        ),
        .testTarget(
            name: "PopupKitLayoutTests",
            dependencies: [
                "PopupKit",
                "PopupKitTesting",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ]
        ),
        .testTarget(
            name: "PopupKitModelTests",
            dependencies: [
                "PopupKit",
                "PopupKitTesting",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ]
        ),
        .testTarget(
            name: "PopupKitScenarioTests",
            dependencies: ["PopupKit", "PopupKitTesting"]
        ),
        .testTarget(
            name: "PopupKitCairoTests",
            dependencies: [
                "PopupKitCairo",
                "PopupKit",
                "PopupKitTesting",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ],
            exclude: ["__Snapshots__"]
        ),
        .testTarget(
            name: "PopupKitRuntimeTests",
            dependencies: [
                "PopupKit",
                "PopupKitTesting",
                .product(name: "Clocks", package: "swift-clocks"),
                .product(name: "ConcurrencyExtras", package: "swift-concurrency-extras"),
            ]
        ),
        .testTarget(
            name: "popupkitTests",
            dependencies: ["popupkit", "PopupKit", "PopupKitCairo"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
