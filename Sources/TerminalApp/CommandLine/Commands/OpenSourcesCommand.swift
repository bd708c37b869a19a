import Accessibility
import Foundation
import Headless

/// `rotor open`: SwiftUI files, an app's folder or a package's target, built against TermUI
/// and opened in the explorer.
struct OpenSourcesCommand: RotorCommand {
    struct Options: CommandOptions {
        var sources: [String] = []
        var view: String?
        var target: String?
        var swiftVersion: String?
        var list = false
        var clean = false
        var buildOnly = false
        var line = false
        var hideCursor = false
        var idiom = UIUserInterfaceIdiom.phone
        var date: Date?
    }

    static let name = "open"

    static var declaration: CommandDeclaration<Options> {
        CommandDeclaration(
            name: name,
            arguments: .list("FILE.swift... | DIR | Package.swift", name: "a SwiftUI file, an app's folder or a Package.swift",
                             count: 0...Int.max, kind: .files, \.sources),
            summary: "builds SwiftUI files, an app's folder or a package's target against TermUI and opens their previews or views; `tree`, `speak`, `audit`, `snapshot` and `play` take them too",
            details: """
                Builds the given SwiftUI files against TermUI, in a cache folder, with `import SwiftUI`
                read as `import TermUI` and each `#Preview` as a screen (your files are never changed),
                and opens the explorer on them: the previews (`s` lists them), else the first
                `struct Name: View`. Compile errors name your file and line. `rotor tree FILE.swift`,
                `speak`, `audit` and `snapshot` read the same way, and `rotor play SCRIPT.rotor FILE.swift`
                plays a walkthrough over the files' screens (`screen Name` names a view or preview). Strings
                tables beside the files (`*.strings`, `*.xcstrings`, also in `en.lproj` or `Base.lproj`) or
                given with them resolve `Text` keys and asset images' labels. A folder opens as an app: its
                Swift files, asset catalogs and strings tables (hidden and *Tests folders skipped). A
                Package.swift opens a target (--target NAME; else the first with views) and its local
                dependencies. Files compile in Swift 5 mode unless --swift-version or the manifest says
                otherwise. A file importing a module rotor lacks (MapKit…) is left out, and said so. It runs
                from Rotor's own checkout (`swift run rotor open ContentView.swift`), linking against that build,
                or from anywhere once installed (`rotor install`).
                The program is kept in a cache (~/.cache/rotor/open) by what it is made of and run again
                without compiling while nothing changed; `rotor open --clean` removes it. The explorer
                watches the opened files: a save rebuilds them and the new screen takes over at the same
                element; a build that fails keeps the last good screen, its errors in the output panel (o).
                """,
            options: [
                .value("--view", .text("NAME"), \.view, help: "open this view (or preview title) instead"),
                .value("--target", .text("NAME"), \.target, help: "the package target to open (with Package.swift)"),
                .value("--swift-version", .word("MODE", OpenRequest.languageModes), \.swiftVersion,
                       help: "the language mode: 5 (default), 6, or as the package manifest says"),
                .flag("--list", \.list, help: "list the previews and views found, without building"),
                .flag("--clean", \.clean, help: "remove the cache of built programs (and say how much it held)"),
                .flag("--build-only", \.buildOnly, help: "build the program (or find it in the cache) and print its path; run nothing"),
                .flag("--line", \.line,
                      help: "line mode: no full-screen drawing; reads script lines (or keys, at a terminal) and prints what is said"),
                .flag("--hide-cursor", \.hideCursor,
                      help: "hide the terminal's cursor (it still moves to the focus, for screen readers that follow it)"),
                .idiom(\.idiom),
                .value("--date", .date, \.date, help: "start the screen's clock at this date, then run it in real time"),
            ])
    }

    /// The options are checked here; the build reads them from the arguments as given, and the
    /// explorer it runs reads its own again.
    static func run(_ options: Options, in context: CommandContext) throws -> Int32 {
        RotorCommandLine.open(context.arguments, then: "explore", console: context.console)
    }
}
