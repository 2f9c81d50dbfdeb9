// snippet.hide
// README.md, "On iOS": the lines an app adds to its Package.swift. The README
// quotes the lines outside snippet.hide/snippet.show (scripts/snippets.py check);
// hidden is the rest of an app's manifest, which uses the products the comment
// names. Tools/Tests/popupkitTests/DocSnippetTests type-checks this file against the
// toolchain's PackageDescription at the tools version below, and checks the
// products are PopupKit's.
// snippet-build: manifest
// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "MailApp",
    platforms: [.iOS(.v16)],
    dependencies: [
// snippet.show
.package(url: "https://example.com/PopupKit.git", from: "0.4.0"),   // PopupKit's Git URL
// in your target: .product(name: "PopupKitUIKit", package: "PopupKit")  or  "PopupKitSwiftUI"
// snippet.hide
    ],
    targets: [
        .executableTarget(name: "MailApp", dependencies: [
            .product(name: "PopupKitUIKit", package: "PopupKit"),
            .product(name: "PopupKitSwiftUI", package: "PopupKit"),
        ]),
    ]
)
