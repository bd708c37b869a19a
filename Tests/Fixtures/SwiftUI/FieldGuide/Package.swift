// swift-tools-version: 6.0
// The field guide's screens, shared by its iPhone app and its widget.
import PackageDescription

let package = Package(
    name: "FieldGuide",
    defaultLocalization: "en",
    platforms: [.iOS(.v17), .macOS(.v14)],
    products: [
        .library(name: "FieldGuideUI", targets: ["FieldGuideUI"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-algorithms", from: "1.2.0"),
    ],
    targets: [
        // The model has no views: it is not what opens by default.
        .target(name: "FieldGuideModel"),
        .target(
            name: "FieldGuideUI",
            dependencies: [
                "FieldGuideModel",
                .product(name: "Algorithms", package: "swift-algorithms"),
            ],
            resources: [.process("Resources")]
        ),
        .target(
            name: "LegacyScreens",
            dependencies: [.target(name: "FieldGuideModel")],
            path: "Sources/Legacy",
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
        .testTarget(name: "FieldGuideUITests", dependencies: ["FieldGuideUI"]),
    ]
)
