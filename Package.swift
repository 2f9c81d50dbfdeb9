// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "PopupKit",
    products: [
        .library(name: "PopupKit", targets: ["PopupKit"]),
        .library(name: "PopupKitTesting", targets: ["PopupKitTesting"]),
        .executable(name: "popupkit", targets: ["popupkit"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-collections", from: "1.6.0"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
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
        .executableTarget(
            name: "popupkit",
            dependencies: [
                "PopupKit",
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
            name: "popupkitTests",
            dependencies: ["popupkit", "PopupKit"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
