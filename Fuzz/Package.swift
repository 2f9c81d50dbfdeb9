// swift-tools-version: 6.1
import PackageDescription

// PopupKit's fuzz targets live in their own package so library users never build
// them; scripts/fuzz.sh builds them with libFuzzer and AddressSanitizer
// (`-sanitize=fuzzer,address`) and runs each one (`make fuzz`).

/// One executable per fuzz target, named after `FuzzTarget`'s cases.
let fuzzTargets = ["scenario", "rulebook", "input"]

let package = Package(
    name: "PopupKitFuzz",
    // PopupKit's own floor.
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(name: "PopupKit", path: ".."),
    ],
    targets: [
        // libFuzzer's `LLVMFuzzerRunDriver`, declared for Swift; the sanitizer
        // runtime linked by `-sanitize=fuzzer` defines it.
        .target(name: "CFuzzerDriver"),
        .target(
            name: "FuzzerMain",
            dependencies: ["CFuzzerDriver", .product(name: "PopupKitFuzzing", package: "PopupKit")]
        ),
    ] + fuzzTargets.map { name in
        .executableTarget(
            name: "fuzz-\(name)",
            dependencies: ["FuzzerMain", .product(name: "PopupKitFuzzing", package: "PopupKit")]
        )
    },
    swiftLanguageModes: [.v6]
)
