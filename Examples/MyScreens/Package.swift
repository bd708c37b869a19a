// swift-tools-version:6.0
import PackageDescription

// A package with its own screens that uses Rotor: a screen, an executable that gives it the
// `rotor` commands, and a test that listens to the screen with ScreenReaderSession.
let package = Package(
    name: "MyScreens",
    dependencies: [.package(name: "Rotor", path: "../..")],
    targets: [
        .target(name: "MyScreens", dependencies: [.product(name: "Rotor", package: "Rotor")]),
        .executableTarget(name: "my-rotor", dependencies: ["MyScreens", .product(name: "Rotor", package: "Rotor")]),
        .testTarget(name: "MyScreensTests", dependencies: ["MyScreens", .product(name: "Rotor", package: "Rotor")]),
    ],
    swiftLanguageModes: [.v6]
)
