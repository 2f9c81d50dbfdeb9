// swift-tools-version: 5.9
// An app package: open this folder in Xcode and run it on an iPhone simulator.
// It uses PopupKit from this checkout (the repository root, three folders up).
import AppleProductTypes
import PackageDescription

let package = Package(
    name: "PopupKitExample",
    platforms: [.iOS("16.0")],
    products: [
        .iOSApplication(
            name: "PopupKitExample",
            targets: ["AppModule"],
            bundleIdentifier: "org.popupkit.example",
            teamIdentifier: "",
            displayVersion: "0.4.0",
            bundleVersion: "1",
            appIcon: .placeholder(icon: .bell),
            accentColor: .presetColor(.blue),
            supportedDeviceFamilies: [.pad, .phone],
            supportedInterfaceOrientations: [
                .portrait, .landscapeRight, .landscapeLeft,
                .portraitUpsideDown(.when(deviceFamilies: [.pad])),
            ],
            // Several windows on iPad (UIApplicationSupportsMultipleScenes), merged into the generated Info.plist.
            additionalInfoPlistContentFilePath: "AdditionalInfo.plist"
        )
    ],
    dependencies: [
        .package(name: "PopupKit", path: "../../.."),
    ],
    targets: [
        .executableTarget(
            name: "AppModule",
            dependencies: [
                .product(name: "PopupKit", package: "PopupKit"),
                .product(name: "PopupKitUIKit", package: "PopupKit"),
                .product(name: "PopupKitSwiftUI", package: "PopupKit"),
                // The seeds' calls by their names (`view.makeToast`, `ProgressHUD`, `BannerCenter`).
                .product(name: "PopupKitSeeds", package: "PopupKit"),
            ],
            path: ".",
            exclude: ["AdditionalInfo.plist"]
        )
    ]
)
