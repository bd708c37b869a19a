import Foundation
@testable import TerminalApp
import Testing

/// `rotor open` and `rotor tree FILE.swift`: SwiftUI files from outside, built against TermUI by
/// the real executable, read with expectations.
@Suite("Opening SwiftUI files", .serialized)
struct OpenCommandTests {
    static let fixtures = ExplorerEndToEndTests.packageRoot.appendingPathComponent("Tests/Fixtures/SwiftUI")
    let cache = ScratchFolder("rotor-open-cache")

    func fixture(_ name: String) -> String { Self.fixtures.appendingPathComponent(name).path }

    func rotor(_ arguments: String...) throws -> Subprocess.Result {
        let path = ExplorerEndToEndTests.rotorPath
        try #require(FileManager.default.isExecutableFile(atPath: path), "build the rotor executable first: swift build")
        return try Subprocess.run([path] + arguments, environment: ["XDG_CACHE_HOME": cache.path])
    }

    @Test("--list finds the previews, with their titles, and the views, without building")
    func list() throws {
        let run = try rotor("open", "--list", fixture("PlaylistView.swift"), fixture("VolumeSettings.swift"))
        #expect(run.status == 0)
        let names = run.output.split(separator: "\n").map { $0.split(separator: " ").first.map(String.init) ?? "" }
        #expect(names == ["Preview", "Volume", "Muted", "PlaylistView", "VolumeSettings"])
        #expect(run.output.contains("(preview, \(fixture("PlaylistView.swift")):43)"))
        #expect(!FileManager.default.fileExists(atPath: cache.appendingPathComponent("rotor/open").path))
    }

    @Test("a file that imports SwiftUI reads as VoiceOver reads it: combine makes a row one element, its button an action")
    func treeOfAPreview() throws {
        let original = try Data(contentsOf: URL(fileURLWithPath: fixture("PlaylistView.swift")))
        let run = try rotor("tree", fixture("PlaylistView.swift"))
        #expect(run.status == 0, "\(run.errors)")
        #expect(run.output == """
            heading "Evening playlist" [isHeader, isStaticText]
            button "Ocean Sounds, Calm Waves" [isButton] actions: Favorite
            button "Forest Rain, Green Hours" value: Favorite [isButton] actions: Favorite

            """)
        #expect(try Data(contentsOf: URL(fileURLWithPath: fixture("PlaylistView.swift"))) == original, "the user's file is untouched")
    }

    @Test("speak reads a named preview; a Form's section header is a heading and its first row says no List start; a slider is adjustable")
    func speakANamedPreview() throws {
        let run = try rotor("speak", fixture("VolumeSettings.swift"), "--view", "Muted")
        #expect(run.status == 0, "\(run.errors)")
        let lines = run.output.split(separator: "\n").map(String.init)
        #expect(lines.first == "Sound, Heading")
        #expect(lines.contains("Mute, Switch button, Off"))
        #expect(lines.contains { $0.hasPrefix("Volume, 50 percent, Adjustable") })
    }

    @Test("audit reads opened files like any screen")
    func audit() throws {
        let run = try rotor("audit", fixture("PlaylistView.swift"))
        #expect(run.status == 0, "the playlist is clean: \(run.output)")
        #expect(run.output.contains("No problems found."))
    }

    @Test("a compile error names the user's file and line, not the cache's copy; exit 2")
    func compileErrorPointsAtTheUsersFile() throws {
        let run = try rotor("tree", fixture("Broken.swift"))
        #expect(run.status == 2)
        #expect(run.errors.contains("\(fixture("Broken.swift")):5:14: error: cannot find 'missingTitle' in scope"))
        #expect(!run.errors.contains(cache.path))
    }

    @Test("a view name that is not in the files, and a file that is not there, are clear errors")
    func badInput() throws {
        let missing = try rotor("tree", fixture("PlaylistView.swift"), "--view", "Nowhere")
        #expect(missing.status == 2)
        #expect(missing.errors.contains("no view or preview named 'Nowhere'"))
        let absent = try rotor("open", "--list", "/no/such/View.swift")
        #expect(absent.status == 2)
        #expect(absent.errors.contains("cannot read '/no/such/View.swift'"))
    }

    func play(_ script: String, _ file: String) throws -> Subprocess.Result {
        try FileManager.default.createDirectory(at: cache.url, withIntermediateDirectories: true)
        let path = cache.appendingPathComponent("walk.rotor")
        try script.write(to: path, atomically: true, encoding: .utf8)
        return try rotor("play", path.path, fixture(file))
    }

    @Test("a custom Layout opens unchanged and VoiceOver reads its subviews where the layout placed them; AnyLayout switches it to a stack")
    func customLayoutFile() throws {
        let speak = try rotor("speak", fixture("TopicCloud.swift"))
        #expect(speak.status == 0, "\(speak.errors)")
        // The cloud places topics by their Prominence layout value, in rows of the 200-point frame.
        #expect(speak.output == """
            Topics, Heading
            Selected, Swift, Button
            VoiceOver, Button
            Accessibility, Button
            Layout, Button
            Terminals, Button
            Show as list, Switch button, Off

            """)
        let walk = try play("""
            screen Cloud
            focus "Show as list"
            activate
            expect "On"
            first
            next
            expect "Layout, Button"
            next
            expect "Selected, Swift, Button"
            """, "TopicCloud.swift")
        #expect(walk.status == 0, "as a list the topics read in the builder's order: \(walk.output) \(walk.errors)")
    }

    @Test("List(selection:) opens unchanged: the selected row says Selected first, double tap selects a row and the app sees it; EditButton turns on edit mode, where double tap adds rows to a multiple selection")
    func listSelectionFile() throws {
        let speak = try rotor("speak", fixture("MailboxList.swift"), "--view", "Mailboxes")
        #expect(speak.status == 0, "\(speak.errors)")
        #expect(speak.output == """
            Mailboxes, Heading
            Selected, Inbox, 3 unread, Button
            Drafts, Button
            Archive, Button
            Open: inbox

            """)
        let single = try play("""
            screen Mailboxes
            focus "Archive"
            activate
            expect "Selected"
            expect-tree "Open: archive"
            focus "Inbox"
            expect "Inbox, 3 unread, Button"
            """, "MailboxList.swift")
        #expect(single.status == 0, "\(single.output) \(single.errors)")
        let multiple = try play("""
            screen Cleanup
            focus "Edit"
            activate
            expect-focus "Done"
            focus "Your receipt"
            activate
            expect "Selected"
            focus "Welcome to Mail"
            activate
            expect "Selected"
            expect-tree "2 selected"
            focus "Your receipt"
            activate
            expect-tree "1 selected"
            """, "MailboxList.swift")
        #expect(multiple.status == 0, "a tagged row and ForEach rows are selected together: \(multiple.output) \(multiple.errors)")
        let audit = try rotor("audit", fixture("MailboxList.swift"))
        #expect(audit.status == 0, "selectable rows are buttons, and reversed secondary text keeps its contrast: \(audit.output)")
    }

    @Test("onDrop, dropDestination and transfer representations open unchanged: a VoiceOver drop delivers the dragged item, as JSON to its own type and as its proxy String to a plain-text onDrop")
    func dropFile() throws {
        let walk = try play("""
            screen Packing
            focus "Sunscreen"
            expect "Sunscreen, Draggable"
            drag
            focus "Drop ideas here"
            drop "Drop"
            expect "Drop complete"
            expect-tree "1 × Sunscreen"
            expect-no-tree "Drop ideas here"
            focus "Towels"
            drag
            focus "No notes"
            drop "Drop"
            expect "Drop complete"
            expect-focus "Remember Towels"
            """, "PackingList.swift")
        #expect(walk.status == 0, "\(walk.output) \(walk.errors)")
        #expect(walk.output.contains("Remember Towels"))
    }

    @Test("strings tables are the screen's resources, as in an app's bundle: a String Catalog beside the file resolves Text keys and an asset image's label; a table named with the files too")
    func stringsTablesBesideTheFiles() throws {
        let beside = try rotor("speak", fixture("Localized/WelcomeView.swift"))
        #expect(beside.status == 0, "\(beside.errors)")
        #expect(beside.output == """
            Sailboats in the harbor at sunrise, Image
            Welcome aboard, Heading
            Good to see you, Ada.
            Start planning, Button
            farewell

            """, "the Greetings table is not beside the file: its key is its own text")
        let named = try rotor("speak", fixture("Localized/WelcomeView.swift"), fixture("Localized/Tables/Greetings.strings"))
        #expect(named.status == 0, "\(named.errors)")
        #expect(named.output.hasSuffix("Start planning, Button\nSee you on the water\n"))
        let missing = try rotor("speak", fixture("Localized/WelcomeView.swift"), "/no/such/Greetings.strings")
        #expect(missing.status == 2)
        #expect(missing.errors.contains("cannot read '/no/such/Greetings.strings'"))
    }

    @Test("files with previews open together: each #Preview is a function of its own, numbered across the files as --list numbers them")
    func previewsOfSeveralFiles() throws {
        let run = try rotor("speak", fixture("PlaylistView.swift"), fixture("VolumeSettings.swift"), "--view", "Muted")
        #expect(run.status == 0, "\(run.errors)")
        #expect(run.output.hasPrefix("Sound, Heading\nMute, Switch button, Off\n"))
        let first = try rotor("speak", fixture("VolumeSettings.swift"), fixture("PlaylistView.swift"), "--view", "Preview 3")
        #expect(first.status == 0, "\(first.errors)")
        #expect(first.output.hasPrefix("Evening playlist, Heading"), "the third preview is the second file's first")
        let source = "struct P: PreviewProvider {}\n#Preview { Text(\"a\") }\n"
        #expect(OpenCommand.translate(source, previewsBefore: 2).contains("func rotorPreview3()"))
    }

    @Test("#Preview blocks become functions and imports become TermUI, line for line")
    func translation() {
        let source = "import SwiftUI\n\n#Preview(\"Dark\") {\n    Text(\"Hi\")\n}\n@main\nstruct App {}\n"
        let translated = OpenCommand.translate(source)
        #expect(translated.split(separator: "\n", omittingEmptySubsequences: false).count
            == source.split(separator: "\n", omittingEmptySubsequences: false).count)
        #expect(translated.hasPrefix("import TermUI\n"))
        #expect(translated.contains("@MainActor @ViewBuilder func rotorPreview1() -> some View {"))
        #expect(!translated.contains("@main"))
        #expect(OpenCommand.translate("import UniformTypeIdentifiers\nimport CoreTransferable") == "import TermUI\nimport TermUI",
                "Linux has neither module: TermUI declares UTType and Transferable")
    }

    @Test("a struct conforming to View is found, with other conformances or a where clause; a generic one is not")
    func viewNames() {
        #expect(OpenCommand.viewName("struct ContentView: View {") == "ContentView")
        #expect(OpenCommand.viewName("public struct Row: Equatable, View {") == "Row")
        #expect(OpenCommand.viewName("struct Box<Content: View>: View {") == nil)
        #expect(OpenCommand.viewName("struct Model: Codable {") == nil)
        #expect(OpenCommand.viewName("let x = 1") == nil)
    }

    @Test("a whole app file compiles unchanged: @main App, WindowGroup, a PreviewProvider, LocalizedStringKey helper views, older spellings")
    func wholeAppFile() throws {
        let list = try rotor("open", "--list", fixture("GardenApp.swift"))
        #expect(list.output.contains("GardenView_Previews  (preview"))
        #expect(list.output.contains("GardenApp  (app"))
        let preview = try rotor("speak", fixture("GardenApp.swift"))
        #expect(preview.status == 0, "\(preview.errors)")
        #expect(preview.output == """
            Garden, Heading
            Watering
            Basil, 1 days
            Fern, 4 days
            Remind me, Switch button, On
            Water all, Button

            """)
        let app = try rotor("tree", fixture("GardenApp.swift"), "--view", "GardenApp")
        #expect(app.status == 0, "\(app.errors)")
        #expect(app.output.hasPrefix("heading \"Garden\""), "the app's first scene is its window group's content")
    }

    @Test("custom Shapes and a Path as a view open unchanged: drawn in cells, no element of their own; an accessibility label on a shape makes one")
    func customShapesFile() throws {
        let speak = try rotor("speak", fixture("TripProgress.swift"))
        #expect(speak.status == 0, "\(speak.errors)")
        // The slice, the wave and the path are decorative: VoiceOver skips them. The ring is
        // one element by its modifiers; the pointer is one because it has a label.
        #expect(speak.output == """
            Trip to Lisbon, Heading
            Trip progress, 60 percent
            Warning
            Gate changed to B12

            """)
        let snapshot = try rotor("snapshot", fixture("TripProgress.swift"), "--text", "--size", "100x30")
        #expect(snapshot.status == 0, "\(snapshot.errors)")
        #expect(snapshot.output.contains("█████"), "the pie slice is filled cell by cell: \(snapshot.output)")
        #expect(snapshot.output.contains("█  Gate changed to B12"), "the pointer is filled beside its text")
    }

    @Test("custom LabelStyle bodies open unchanged: drawn as the style places title and icon; each label one element read by its title and what else the body shows")
    func customLabelStylesFile() throws {
        let speak = try rotor("speak", fixture("Mailboxes.swift"))
        #expect(speak.status == 0, "\(speak.errors)")
        // The unread count is part of the row the style draws; a zero count is not drawn, so
        // not read. Buttons keep their labels' titles; the icon-only label reads its title.
        #expect(speak.output == """
            Mailboxes, Heading
            Inbox, 12
            Drafts
            Compose, Button
            Archive, Button
            Flagged

            """)
        let snapshot = try rotor("snapshot", fixture("Mailboxes.swift"), "--text", "--size", "100x24")
        #expect(snapshot.status == 0, "\(snapshot.errors)")
        #expect(snapshot.output.contains("Compose     Archive"), "the stacked style puts titles under icons: \(snapshot.output)")
        #expect(snapshot.output.contains("[flag]") && !snapshot.output.contains("Flagged "))
    }
}
