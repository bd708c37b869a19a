import Foundation
@testable import TerminalApp
import TermUI
import Testing

/// `rotor open` on whole apps and packages, in the language mode the code was written in:
/// app folders with their asset catalogs and strings tables, a package's targets, files left
/// out for the modules Linux lacks. Each build is a swiftc run of a few seconds, so the runs
/// are made once and shared by the tests that read them.
@Suite("Opening apps and packages in their language mode", .serialized)
struct OpenAppsAndLanguageModesTests {
    static let fixtures = ExplorerEndToEndTests.packageRoot.appendingPathComponent("Tests/Fixtures/SwiftUI")
    static let cache = FileManager.default.temporaryDirectory.appendingPathComponent("rotor-open-apps-\(UUID().uuidString)")
    static let runs = Locked<[[String]: Subprocess.Result]>([:])

    static func fixture(_ name: String) -> String { fixtures.appendingPathComponent(name).path }
    static var trailJournal: String { fixture("TrailJournal") }
    static var fieldGuide: String { fixture("FieldGuide/Package.swift") }

    /// rotor's result for these arguments, run once per test process.
    func rotor(_ arguments: String...) throws -> Subprocess.Result {
        if let run = Self.runs.withLock({ $0[arguments] }) { return run }
        let path = ExplorerEndToEndTests.rotorPath
        try #require(FileManager.default.isExecutableFile(atPath: path), "build the rotor executable first: swift build")
        let run = try Subprocess.run([path] + arguments, environment: ["XDG_CACHE_HOME": Self.cache.path])
        Self.runs.withLock { $0[arguments] = run }
        return run
    }

    // MARK: Language modes

    @Test("Swift 5 is the default language mode: a Swift 5 app opens, with a global array of view-builder examples, a nonisolated ObservableObject whose dispatch blocks capture self, and a global var")
    func swift5IsTheDefault() throws {
        let run = try rotor("tree", Self.trailJournal)
        #expect(run.status == 0, "\(run.errors)")
        #expect(run.output == """
            list ""
              heading "Favorite row" [isHeader, isStaticText]
              image "Lake shore at dusk" [isImage]
              text "Lake Loop" [isStaticText]
              text "4.5 km" [isStaticText]
              text "Easy" [isStaticText]
              image "Favorite" [isImage]
              heading "Badges" [isHeader, isStaticText]
              text "Easy" [isStaticText]
              text "Hard" [isStaticText]

            """)
    }

    @Test("--swift-version 6 compiles in Swift 6 mode: Swift-5-only code is an error at its own line, exit 2")
    func swiftVersion6RejectsSwift5OnlyCode() throws {
        let run = try rotor("tree", Self.trailJournal, "--swift-version", "6")
        #expect(run.status == 2)
        // The store hands `self` to the reader's clock's queue from a nonisolated class: Swift 6
        // refuses to send it there.
        #expect(run.errors.contains("TrailJournal/Model/TrailStore.swift:28:31: error: sending 'self' risks causing data races"))
        #expect(run.errors.contains("TrailJournal/Model/Trail.swift:25:5: error: var 'lastOpenedTrailID' is not concurrency-safe"))
        for command in ["open", "tree"] {
            let bad = try rotor(command, Self.trailJournal, "--swift-version", "7")
            #expect(bad.status == 2)
            #expect(bad.errors.contains("--swift-version takes one of 4, 4.2, 5, 6, not '7'"), "\(bad.errors)")
        }
    }

    @Test("a Package.swift gives the language mode: a target's swiftLanguageMode, else the package's swiftLanguageModes, else Swift 6 from tools version 6.0")
    func packageManifestGivesTheMode() throws {
        let list = try rotor("open", "--list", Self.fieldGuide)
        #expect(list.status == 0, "\(list.errors)")
        #expect(list.output.hasPrefix("FieldGuideUI  (target, \(Self.fixture("FieldGuide/Sources/FieldGuideUI")), Swift 6: tools version 6.0)\n"))
        let legacy = try rotor("open", "--list", Self.fieldGuide, "--target", "LegacyScreens")
        #expect(legacy.output.hasPrefix("LegacyScreens  (target, \(Self.fixture("FieldGuide/Sources/Legacy")), Swift 5: its swiftLanguageMode setting)\n"))
        let chosen = try rotor("open", "--list", Self.fieldGuide, "--target", "LegacyScreens", "--swift-version", "6")
        #expect(chosen.output.hasPrefix("LegacyScreens  (target, \(Self.fixture("FieldGuide/Sources/Legacy")), Swift 6: --swift-version)\n"))

        // The Swift 5 target opens only because its setting is read: the package's tools
        // version alone would compile it in Swift 6, where its dispatch block is an error.
        let speak = try rotor("speak", Self.fieldGuide, "--target", "LegacyScreens")
        #expect(speak.status == 0, "\(speak.errors)")
        #expect(speak.output == "Sightings, Heading\nEuropean robin, 08:12\nLog a robin, Button\n")
    }

    @Test("in Swift 6 mode a global `let examples = [Example(…) { View() }]` and a global @ViewBuilder function compile, as against SwiftUI, whose ViewBuilder is not main-actor isolated; Bundle.module exists for a target with resources")
    func swift6GlobalExamplesCompile() throws {
        let run = try rotor("tree", Self.fieldGuide)
        #expect(run.status == 0, "\(run.errors)")
        #expect(run.output == """
            heading "Field guide" [isHeader, isStaticText]
            list ""
              heading "Bird" [isHeader, isStaticText]
              element "European robin, Latin name: Erithacus rubecula"
              heading "Moss" [isHeader, isStaticText]
              element "Common haircap, Latin name: Polytrichum commune"

            """, "the catalogue target opens with its local dependency FieldGuideModel compiled in")
    }

    // MARK: Apps and packages

    @Test("a folder opens as an app: every Swift file under it (not hidden or *Tests folders), its asset catalogs' colour sets as Color(\"Name\"), its strings tables")
    func appFolderWithAssets() throws {
        let svg = Self.cache.appendingPathComponent("row.svg").path
        try FileManager.default.createDirectory(at: Self.cache, withIntermediateDirectories: true)
        let run = try rotor("snapshot", Self.trailJournal, "--view", "TrailRow_Previews", "--svg", svg)
        #expect(run.status == 0, "\(run.errors)")
        let picture = try String(contentsOfFile: svg, encoding: .utf8)
        // TrailGreen.colorset's light appearance, written as 8-bit hex components (0x2E, 0x7D, 0x32).
        #expect(picture.lowercased().contains("#2e7d32"), "the badge's background is the colour set's colour")
        // The image set's name is the image's label's key: Localizable.strings in en.lproj says it.
        #expect(try rotor("tree", Self.trailJournal).output.contains("image \"Lake shore at dusk\" [isImage]"))
        #expect(!run.errors.contains("No image named"), "both image sets exist: \(run.errors)")
    }

    @Test("--list shows every preview, view and the app with file and line, without building")
    func listAnAppFolder() throws {
        let run = try rotor("open", "--list", Self.trailJournal)
        #expect(run.status == 0, "\(run.errors)")
        let lines = run.output.split(separator: "\n").map(String.init)
        #expect(lines.contains("TrailJournalApp  (app, \(Self.trailJournal)/TrailJournalApp.swift:4)"))
        #expect(lines.contains("Ridge  (preview, \(Self.trailJournal)/Views/TrailDetailView.swift:29)"))
        #expect(lines.contains("TrailRow_Previews  (preview, \(Self.trailJournal)/Views/TrailRow.swift:41)"))
        #expect(lines.contains("ContentView  (view, \(Self.trailJournal)/Views/ContentView.swift:3)"))
        #expect(!run.output.contains("TrailJournalTests"), "a *Tests folder is not the app's code")
        #expect(!run.output.contains(".swiftpm"), "a hidden folder is never read")
    }

    @Test("--list lists views that need initialiser arguments apart, as what Name(…) needs; opening one by name is a clear error with status 2")
    func viewsThatNeedArgumentsAreListedApart() throws {
        let run = try rotor("open", "--list", Self.trailJournal)
        let lines = run.output.split(separator: "\n").map(String.init)
        #expect(lines.contains("needs arguments: DifficultyBadge(difficulty:)  (\(Self.trailJournal)/Views/TrailRow.swift:29)"))
        #expect(lines.contains("needs arguments: TrailRow(trail:isFavorite:)  (\(Self.trailJournal)/Views/TrailRow.swift:3)"))
        #expect(!lines.contains { $0.hasPrefix("DifficultyBadge  (view") }, "not listed as a view that opens")
        let opened = try rotor("tree", Self.trailJournal, "--view", "DifficultyBadge")
        #expect(opened.status == 2)
        #expect(opened.errors.contains("'DifficultyBadge' needs arguments to be made, DifficultyBadge(difficulty:)"), "\(opened.errors)")
        #expect(!opened.errors.contains("error:"), "no compiler error: it is refused before building")
    }

    @Test("a view's initialiser arguments are read from its declaration: stored properties without a default, not the ones SwiftUI fills or an optional var; an init() or all-default init needs none")
    func initialiserArgumentsFromTheDeclaration() {
        func required(_ source: String) -> [String] {
            let lines = source.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            return ViewArguments.required(ofStructAt: 0, in: lines)
        }
        #expect(required("""
            struct Row: View {
                let trail: Trail
                @Binding var isOn: Bool
                @State private var count = 0
                @Environment(\\.dismiss) private var dismiss
                @Query(sort: \\Trip.name) private var trips: [Trip]
                @FocusState private var focused: Bool
                var note: String?
                static let height = 44.0
                var title: String { trail.name } // a { in a comment: "}"
                var body: some View { Text("{") }
            }
            """) == ["trail", "isOn"])
        #expect(required("""
            struct Badge: View {
                let text: String
                init() { text = "New" }
                init(text: String) { self.text = text }
                var body: some View { Text(text) }
            }
            """).isEmpty)
        #expect(required("""
            struct Gauge: View {
                let value: Double
                init(
                    value: Double,
                    label: String = "Level"
                ) {
                    self.value = value
                }
                var body: some View { Text("\\(value)") }
            }
            """) == ["value"])
        #expect(required("struct Plain: View {\n    var body: some View { Text(\"Hi\") }\n}").isEmpty)
        #expect(ViewArguments.signature("TrailRow", ["trail", "isFavorite"]) == "TrailRow(trail:isFavorite:)")
    }

    @Test("the app opens as a whole: @main App with WindowGroup, @UIApplicationDelegateAdaptor, @StateObject and environmentObject")
    func appWithDelegateAdaptor() throws {
        let run = try rotor("tree", Self.trailJournal, "--view", "TrailJournalApp")
        #expect(run.status == 0, "\(run.errors)")
        #expect(run.output.contains("heading \"Trails\""))
        #expect(run.output.contains("button \"Lake shore at dusk, Lake Loop, 4.5 km, Easy, Favorite\" [isButton]"))
        #expect(OpenCommand.translate("    @UIApplicationDelegateAdaptor(AppDelegate.self) var appDelegate")
            == "    @UIApplicationDelegateAdaptor(AppDelegate.self, make: { AppDelegate() }) var appDelegate")
    }

    @Test("--target opens a package's target with its local dependencies; the default is the first library or executable target with views")
    func packageTargets() throws {
        let badge = try rotor("open", "--list", Self.fieldGuide)
        #expect(badge.output.contains("Badge  (preview, "), "FieldGuideModel has no views, so FieldGuideUI opens")
        let unknown = try rotor("open", "--list", Self.fieldGuide, "--target", "Nowhere")
        #expect(unknown.status == 2)
        #expect(unknown.errors.contains("no target named 'Nowhere'"))
        #expect(unknown.errors.contains("its targets: FieldGuideModel, FieldGuideUI, LegacyScreens, FieldGuideUITests"))
        let stray = try rotor("open", "--list", Self.trailJournal, "--target", "Any")
        #expect(stray.status == 2)
        #expect(stray.errors.contains("--target picks a package's target: give its Package.swift"))
        #expect(OpenCommand.translate("import SwiftUI\nimport FieldGuideModel\n", localModules: ["FieldGuideModel"])
            == "import TermUI\n\n", "a local dependency is compiled in: its import goes, its line stays")
    }

    @Test("a file importing a module rotor lacks is left out and named with the reason on stderr; the rest opens")
    func droppedFileIsReported() throws {
        let run = try rotor("tree", Self.trailJournal)
        #expect(run.status == 0)
        #expect(run.errors.contains("rotor: left out \(Self.trailJournal)/Views/TrailMapView.swift: it imports MapKit, which rotor cannot build on Linux (no such module 'MapKit')"))
    }

    @Test("a remaining file that needs a left-out one fails at its own line, exit 2, with the left-out file named")
    func needingALeftOutFileIsAnErrorAtItsLine() throws {
        let folder = Self.fixture("StoreLocator")
        let run = try rotor("tree", folder)
        #expect(run.status == 2)
        #expect(run.errors.contains("rotor: left out \(folder)/StoreMap.swift: it imports MapKit"))
        #expect(run.errors.contains("\(folder)/StoreScreen.swift:8:13: error: cannot find 'StoreMap' in scope"))
        #expect(run.errors.contains("note: 'StoreMap' is declared in \(folder)/StoreMap.swift, which was left out (it imports MapKit)"))
        #expect(!run.errors.contains(Self.cache.path), "errors name the user's files, not the cache's copies")
    }

    // MARK: Reading manifests, catalogs and folders

    @Test("a manifest is read as text: tools version, modes, targets with paths, local dependencies and settings; comments and URLs do not confuse it")
    func manifestReading() throws {
        let manifest = try PackageManifest(text: try String(contentsOfFile: Self.fieldGuide, encoding: .utf8))
        #expect(manifest.name == "FieldGuide")
        #expect(manifest.toolsVersion?.major == 6 && manifest.toolsVersion?.minor == 0)
        #expect(manifest.targets.map(\.name) == ["FieldGuideModel", "FieldGuideUI", "LegacyScreens", "FieldGuideUITests"])
        #expect(manifest.targets.map(\.kind) == [.library, .library, .library, .test])
        #expect(manifest.targets[1].dependencies == ["FieldGuideModel"], "a product of another package is not local")
        #expect(manifest.targets[2].dependencies == ["FieldGuideModel"])
        #expect(manifest.targets[2].path == "Sources/Legacy")
        #expect(manifest.targets.map(\.hasResources) == [false, true, false, false], "SwiftPM makes Bundle.module for FieldGuideUI")
        #expect(manifest.withDependencies(manifest.targets[1]).map(\.name) == ["FieldGuideModel", "FieldGuideUI"])

        let older = try PackageManifest(text: """
            // swift-tools-version:5.9
            import PackageDescription
            /* .target(name: "Commented") */
            let package = Package(
                name: "Old", // a comment with .target(name: "Nope")
                targets: [.executableTarget(name: "App", dependencies: [.target(name: "Kit")]), .target(name: "Kit")],
                swiftLanguageVersions: [.v4_2, .v5]
            )
            """)
        #expect(older.targets.map(\.name) == ["App", "Kit"])
        #expect(older.targets[0].kind == .executable)
        #expect(older.languageMode(of: older.targets[0]).mode == "5")
        let tools6 = try PackageManifest(text: "// swift-tools-version: 6.1\nlet package = Package(name: \"N\", targets: [.target(name: \"A\")])")
        #expect(tools6.languageMode(of: tools6.targets[0]) == ("6", "tools version 6.1"))
        let modes = try PackageManifest(text: "// swift-tools-version: 6.0\nlet package = Package(name: \"N\", targets: [.target(name: \"A\")], swiftLanguageModes: [.v5])")
        #expect(modes.languageMode(of: modes.targets[0]).mode == "5", "the package's modes come before the tools version")
        let tools5 = try PackageManifest(text: "// swift-tools-version:5.10\nlet package = Package(name: \"N\", targets: [.target(name: \"A\", swiftSettings: [.unsafeFlags([\"-swift-version\", \"6\"])])])")
        #expect(tools5.languageMode(of: tools5.targets[0]).mode == "6")
        #expect(throws: PackageManifest.ReadError.self) { try PackageManifest(text: "let x = 1") }
    }

    @Test("colour set components are read as Xcode writes them: 0…1 decimals, 8-bit hex, 8-bit integers; the light appearance")
    func colourSetComponents() throws {
        #expect(AssetCatalogReader.value(of: "0x2E") == 46.0 / 255)
        #expect(AssetCatalogReader.value(of: "46") == 46.0 / 255)
        #expect(AssetCatalogReader.value(of: "0.400") == 0.4)
        #expect(AssetCatalogReader.value(of: "1", isAlpha: true) == 1)
        let catalog = try AssetCatalogReader.read(Self.fixture("TrailJournal/Assets.xcassets"))
        #expect(catalog.imageNames == ["Lakeshore", "RidgeAtDawn"])
        #expect(catalog.colors == [AssetCatalogReader.NamedColor(name: "TrailGreen", red: 46.0 / 255, green: 125.0 / 255,
                                                                 blue: 50.0 / 255, opacity: 1)],
                "the dark entry is not the light one, and the empty AccentColor has no colour")
    }

    @Test("a folder's sources skip hidden folders, *Tests folders and manifests; strings tables come from outside .lproj, en.lproj and Base.lproj")
    func folderScanning() throws {
        let app = try AppFolder.scan(URL(fileURLWithPath: Self.trailJournal))
        #expect(app.swiftFiles.map { String($0.dropFirst(Self.trailJournal.count + 1)) } == [
            "Examples.swift", "Model/Trail.swift", "Model/TrailStore.swift", "TrailJournalApp.swift",
            "Views/ContentView.swift", "Views/TrailDetailView.swift", "Views/TrailMapView.swift", "Views/TrailRow.swift",
        ])
        #expect(app.assetCatalogs == ["\(Self.trailJournal)/Assets.xcassets"])
        #expect(app.stringsTables == ["\(Self.trailJournal)/en.lproj/Localizable.strings"])
        #expect(AppFolder.skips(folder: "TrailJournalUITests") && AppFolder.skips(folder: "Tests") && AppFolder.skips(folder: ".build"))
        #expect(!AppFolder.skips(folder: "Preview Content") && !AppFolder.skips(folder: "Views"))
        #expect(!AppFolder.readsTables(in: "fr.lproj"))
    }

    @Test("a colour set whose Contents.json is not JSON is a clear error naming the file")
    func malformedColourSet() throws {
        let catalog = Self.cache.appendingPathComponent("Broken.xcassets")
        let set = catalog.appendingPathComponent("Ink.colorset")
        try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
        try Data("{ \"colors\": [".utf8).write(to: set.appendingPathComponent("Contents.json"))
        #expect {
            try AssetCatalogReader.read(catalog.path)
        } throws: { error in
            "\(error)" == "asset catalog: '\(set.path)/Contents.json' is not a JSON object"
        }
    }

    @Test("a folder argument is an app to open unless a screen has its name; Swift files and manifests always are")
    func whatNamesSources() throws {
        try FileManager.default.createDirectory(at: Self.cache, withIntermediateDirectories: true)
        let folder = Self.cache.path
        #expect(OpenCommand.namesSources([folder], screens: ["beach"]))
        #expect(!OpenCommand.namesSources([folder], screens: [folder]), "a screen of that name is the screen")
        #expect(!OpenCommand.namesSources(["beach", "--size", "80x24"], screens: ["beach"]))
        #expect(OpenCommand.namesSources(["Package.swift"], screens: []))
        #expect(!OpenCommand.namesSources(["small", "--svg", folder], screens: ["small"], optionsWithValues: ["--svg"]),
                "an option's value is the option's")
        #expect(!OpenCommand.namesSources([folder], screens: [], firstIsScript: true), "play's first argument is its script")
        #expect(OpenCommand.namesSources(["walk.rotor", folder], screens: [], firstIsScript: true))
        let nothing = try rotor("open", "--list", "--view", "X")
        #expect(nothing.status == 2)
        #expect(nothing.errors.contains("needs a SwiftUI file, an app's folder or a Package.swift"))
    }

    @Test("the compiler's `no such module` errors name the files to leave out")
    func missingModuleErrors() {
        let output = """
            /cache/a/3-Map.swift:2:8: error: no such module 'MapKit'
            /cache/a/4-Scan.swift:1:8: error: no such module 'ARKit'
            /cache/a/5-Row.swift:9:1: error: cannot find 'x' in scope
            """
        let missing = OpenCommand.missingModules(in: output)
        #expect(missing.map(\.file) == ["/cache/a/3-Map.swift", "/cache/a/4-Scan.swift"])
        #expect(missing.map(\.module) == ["MapKit", "ARKit"])
    }
}
