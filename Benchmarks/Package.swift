// swift-tools-version: 6.1
import PackageDescription

// PopupKit's benchmarks live in their own package so library users never build them.

/// Each benchmark executable and what it needs beyond PopupKit.
let benchmarkTargets: [(String, [Target.Dependency])] = [
    ("EngineBenchmarks", []),
    ("QueueBenchmarks", []),
    ("LayoutBenchmarks", []),
    ("ReplayBenchmarks", [.product(name: "PopupKitScenario", package: "PopupKit")]),
    ("DrawingBenchmarks", [
        .product(name: "PopupKitCairo", package: "PopupKitTools"),
        .product(name: "PopupKitScenario", package: "PopupKit"),
    ]),
    // The interposer's byte counters give the heap bytes the engine holds, which
    // resident size (pages, and the allocator's freed chunks) only approximates.
    ("MemoryBenchmarks", [.product(name: "MallocInterposerSwift", package: "malloc-interposer")]),
    ("FrameBenchmarks", [
        .product(name: "PopupKitCairo", package: "PopupKitTools"),
        .product(name: "PopupKitScenario", package: "PopupKit"),
        .product(name: "PopupKitHost", package: "PopupKit"),
        .product(name: "PopupKitX11", package: "PopupKitTools"),
    ]),
]

let package = Package(
    name: "PopupKitBenchmarks",
    platforms: [.macOS(.v15)],
    dependencies: [
        .package(name: "PopupKit", path: ".."),
        // The Cairo back end and the live window's surface, for the drawing and frame benchmarks.
        .package(name: "PopupKitTools", path: "../Tools"),
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
        .package(url: "https://github.com/ordo-one/malloc-interposer", from: "1.6.1"),
    ],
    targets: [
        .target(
            name: "BenchmarkSupport",
            dependencies: [
                .product(name: "PopupKit", package: "PopupKit"),
                .product(name: "PopupKitScenario", package: "PopupKit"),
                .product(name: "PopupKitTesting", package: "PopupKit"),
            ],
            path: "Benchmarks/BenchmarkSupport"
        ),
    ] + benchmarkTargets.map { name, extra in
        .executableTarget(
            name: name,
            dependencies: [
                "BenchmarkSupport",
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "PopupKit", package: "PopupKit"),
            ] + extra,
            path: "Benchmarks/\(name)",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        )
    },
    swiftLanguageModes: [.v6]
)
