// swift-tools-version:6.0
import PackageDescription

/// The Swift runtime and Foundation linked into the executable: `-static-stdlib`, and the
/// libraries Foundation's static archive needs that its module does not name for the linker.
/// Linked at a fixed address (`-no-pie`): a position-independent executable this size has some
/// 92 000 pointers for the loader to fix up at every start, each page of them copied on write.
let staticFoundation = ["-static-stdlib", "-lFoundationInternationalization", "-lFoundationEssentials",
                        "-lCoreFoundation", "-l_FoundationICU", "-l_FoundationCollections", "-l_FoundationCShims",
                        "-lswiftSynchronization", "-Xclang-linker", "-no-pie"]

/// The engine's modules in a release build check exclusive access to memory and actor isolation
/// when they are compiled, not again while they run: the run-time checks of exclusive access,
/// at every access to a class's property, were an eighth of a rotor move, and those of a main
/// actor closure handed to the standard library (`map`, `sorted(by:)`), at each call, a
/// fourteenth of laying out a list's rows. Debug builds, and so every test run and the
/// sanitizers, keep both at run time. DECISIONS.md, 2026-12-06.
let checkedWhenCompiled: [SwiftSetting] = [
    .unsafeFlags(["-enforce-exclusivity=unchecked", "-disable-dynamic-actor-isolation"], .when(configuration: .release)),
]

let package = Package(
    name: "Rotor",
    products: [
        .library(name: "Rotor", targets: ["Accessibility", "TermUI", "ScreenReader", "Headless", "TerminalApp", "FrameworkStandIns"]),
        .library(name: "DemoScreens", targets: ["DemoScreens"]),
        .executable(name: "rotor", targets: ["rotor"]),
        .plugin(name: "RotorCommand", targets: ["RotorCommand"]),
    ],
    targets: [
        .target(name: "Accessibility", swiftSettings: checkedWhenCompiled),
        .target(name: "TermUI", dependencies: ["Accessibility"], swiftSettings: checkedWhenCompiled),
        .target(name: "ScreenReader", dependencies: ["Accessibility"], swiftSettings: checkedWhenCompiled),
        .target(name: "Headless", dependencies: ["Accessibility", "TermUI", "ScreenReader"], swiftSettings: checkedWhenCompiled),
        .target(name: "FrameworkStandIns", dependencies: ["Accessibility", "TermUI"]),
        .target(name: "DemoScreens", dependencies: ["Headless", "TermUI"], path: "demos/Screens"),
        .systemLibrary(
            name: "CNCurses",
            providers: [.apt(["libncurses-dev"])]
        ),
        .target(name: "TerminalApp", dependencies: ["Headless", "CNCurses", "Accessibility", "TermUI", "ScreenReader"], swiftSettings: checkedWhenCompiled),
        // The release executable carries the Swift runtime and Foundation in itself: a headless
        // command starts in half the time (no loader binding the shared libraries' symbols), and
        // the binary runs where no Swift toolchain is installed. docs/performance.md has figures.
        .executableTarget(name: "rotor", dependencies: ["Headless", "TerminalApp", "DemoScreens", "FrameworkStandIns"],
                          linkerSettings: [.unsafeFlags(staticFoundation, .when(platforms: [.linux], configuration: .release))]),
        .plugin(
            name: "RotorCommand",
            capability: .command(intent: .custom(verb: "rotor",
                                                 description: "reads the package's SwiftUI files as VoiceOver does: tree, speak, audit, snapshot, play, open")),
            dependencies: ["rotor"]
        ),
        .executableTarget(
            name: "RotorBenchmarks",
            dependencies: ["Headless", "DemoScreens", "TermUI", "ScreenReader", "Accessibility"],
            path: "Benchmarks/RotorBenchmarks"
        ),
        .testTarget(name: "AccessibilityTests", dependencies: ["Accessibility"]),
        .testTarget(name: "TermUITests", dependencies: ["TermUI", "Accessibility", "DemoScreens"]),
        .testTarget(name: "ScreenReaderTests", dependencies: ["ScreenReader", "Accessibility"]),
        .testTarget(name: "HeadlessTests", dependencies: ["Headless", "TerminalApp", "DemoScreens", "TermUI", "ScreenReader", "Accessibility"]),
        .testTarget(name: "FrameworkStandInsTests", dependencies: ["FrameworkStandIns", "Headless", "TermUI", "ScreenReader", "Accessibility"]),
        .testTarget(name: "TerminalAppTests", dependencies: ["TerminalApp", "Headless", "TermUI", "ScreenReader", "Accessibility", "CNCurses"]),
    ],
    swiftLanguageModes: [.v6]
)
