// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Rotor",
    products: [
        .library(name: "Rotor", targets: ["Accessibility", "TermUI", "ScreenReader", "Explorer", "Inspector"]),
        .library(name: "DemoScreens", targets: ["DemoScreens"]),
        .executable(name: "rotor", targets: ["rotor"]),
    ],
    targets: [
        .target(name: "Accessibility"),
        .target(name: "TermUI", dependencies: ["Accessibility"]),
        .target(name: "ScreenReader", dependencies: ["Accessibility"]),
        .target(name: "Explorer", dependencies: ["Accessibility", "TermUI", "ScreenReader"]),
        .target(name: "DemoScreens", dependencies: ["TermUI"], path: "demos/Screens"),
        .systemLibrary(
            name: "CNCurses",
            providers: [.apt(["libncurses-dev"])]
        ),
        .target(name: "Inspector", dependencies: ["Explorer", "CNCurses"]),
        .executableTarget(name: "rotor", dependencies: ["Explorer", "Inspector", "DemoScreens"]),
        .executableTarget(
            name: "RotorBenchmarks",
            dependencies: ["Explorer", "DemoScreens", "TermUI", "ScreenReader"],
            path: "Benchmarks/RotorBenchmarks"
        ),
        .testTarget(name: "AccessibilityTests", dependencies: ["Accessibility"]),
        .testTarget(name: "TermUITests", dependencies: ["TermUI", "Accessibility"]),
        .testTarget(name: "ScreenReaderTests", dependencies: ["ScreenReader", "Accessibility"]),
        .testTarget(name: "ExplorerTests", dependencies: ["Explorer", "Inspector", "DemoScreens", "TermUI", "ScreenReader"]),
        .testTarget(name: "InspectorTests", dependencies: ["Inspector", "Explorer"]),
    ],
    swiftLanguageModes: [.v6]
)
