import Foundation
@testable import TerminalApp
import Testing

/// SwiftUI files that import SwiftData, WidgetKit, AppIntents, AVFoundation, AVKit and Combine
/// open unchanged through `rotor open`, against the stand-ins, and read as their comments say.
/// One program holds all the fixtures (one compile); a walkthrough visits each screen.
@Suite("Opening files that use the frameworks beside SwiftUI", .serialized)
struct OpenFrameworksTests {
    let cache = ScratchFolder("rotor-frameworks-cache")
    static let files = ["ProfileSave.swift", "TripList.swift", "PackingWidget.swift", "CheckInIntents.swift",
                        "TrailerPlayer.swift", "BoardingCountdown.swift"]
        .map { OpenCommandTests.fixtures.appendingPathComponent("Frameworks/\($0)").path }

    func play(_ script: String) throws -> Subprocess.Result {
        try FileManager.default.createDirectory(at: cache.url, withIntermediateDirectories: true)
        let path = cache.appendingPathComponent("walk.rotor")
        try script.write(to: path, atomically: true, encoding: .utf8)
        let rotor = ExplorerEndToEndTests.rotorPath
        try #require(FileManager.default.isExecutableFile(atPath: rotor), "build the rotor executable first: swift build")
        return try Subprocess.run([rotor, "play", path.path] + Self.files, environment: ["XDG_CACHE_HOME": cache.path])
    }

    @Test("""
        the frameworks' files open unchanged: an asyncAfter announcement is heard after wait; a preview's sample \
        SwiftData models show and @Query follows inserts and deletes; a widget opens as its first entry's view; \
        intents run from a button and an accessibility action; a video player is one element; Combine's timer \
        counts on the reader's clock
        """)
    func frameworksOpenUnchanged() throws {
        let walk = try play("""
            screen Profile
            focus "Save profile"
            activate
            wait 1
            expect-tree "Not saved yet"
            wait 0.5
            expect "Profile saved"
            expect-tree "Saved"
            focus "Undo last change"
            activate
            expect "Change undone"
            screen Trips
            expect-tree "Favorites: 2"
            expect-tree "Kyoto in autumn, 10 nights"
            focus "Fjords by ferry, 7 nights"
            action "Delete"
            expect-no-tree "Fjords by ferry, 7 nights"
            expect-tree "Lisbon food tour, 4 nights"
            focus "Add trip"
            activate
            expect-tree "Weekend in Porto, 2 nights"
            screen Empty
            expect-tree "Favorites: 0"
            expect-no-tree "Kyoto in autumn, 10 nights"
            screen Packing-small
            expect-tree "Kyoto"
            expect-tree "5 items left to pack"
            expect-no-tree "Leaving"
            screen Packing-medium
            expect-tree "Lisbon"
            expect-tree "3 items left to pack"
            screen Check-in
            focus "Check in"
            activate
            expect-tree "Check-ins today: 1"
            focus "Mood: not logged"
            action "Log calm"
            expect-tree "Mood: calm"
            screen Trailer
            focus "Video"
            expect "Video, Paused"
            focus "Play trailer"
            activate
            focus "Video"
            expect "Video, Playing"
            focus "Read summary aloud"
            activate
            expect "Four nights of tiles, trams and pastries."
            screen Countdown
            expect-tree "Boarding in 3 seconds"
            expect-tree "WELCOME ABOARD, ADA"
            expect-tree "Status: On time"
            wait 1
            expect-tree "Boarding in 2 seconds"
            wait 2
            expect-tree "Now boarding"
            focus "Simulate gate change"
            activate
            expect-tree "Gate C4"
            expect-tree "Status: Delayed"
            """)
        #expect(walk.status == 0, "\(walk.output)\n\(walk.errors)")
    }

    @Test("an App whose WindowGroup has .modelContainer(for:) opens with an empty store its views share")
    func appWithAModelContainer() throws {
        let rotor = ExplorerEndToEndTests.rotorPath
        try #require(FileManager.default.isExecutableFile(atPath: rotor), "build the rotor executable first: swift build")
        let run = try Subprocess.run([rotor, "speak", Self.files[1], "--view", "TripsApp"], environment: ["XDG_CACHE_HOME": cache.path])
        #expect(run.status == 0, "\(run.errors)")
        #expect(run.output == "Add trip, Button\nTrips, Heading\nFavorites: 0, Heading\nAll trips, Heading\n")
    }

    @Test("@Model reads as @Observable with a PersistentModel conformance after the last line; store attributes go, line for line")
    func modelTranslation() {
        let source = """
            import SwiftData
            import Foundation

            @Model
            final class Trip {
                @Attribute(.unique) var name: String
                @Relationship(deleteRule: .cascade, inverse: \\Stop.trip) var stops: [Stop] = []
                @Transient var isExpanded = false
                #Unique<Trip>([\\.name])
            }
            @Model final class Stop { var trip: Trip? }
            """
        let lines = OpenCommand.translate(source).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let sourceLines = source.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(Array(lines.prefix(sourceLines.count)) == [
            "import FrameworkStandIns",
            "import FrameworkStandIns",
            "",
            "@Observable",
            "final class Trip {",
            "    var name: String",
            "    var stops: [Stop] = []",
            "    @ObservationIgnored var isExpanded = false",
            "    ",
            "}",
            "@Observable final class Stop { var trip: Trip? }",
        ])
        #expect(Array(lines.dropFirst(sourceLines.count)) == ["extension Trip: PersistentModel {}", "extension Stop: PersistentModel {}"])
    }

    @Test("a widget's #Preview(as:) is a value the program calls, numbered as --list numbers it; other imports stay")
    func widgetPreviewTranslation() {
        let source = """
            import WidgetKit
            import SwiftUI
            #Preview { Text("a") }
            #Preview("Small", as: .systemSmall) {
                W()
            } timeline: {
                E()
            }
            """
        let lines = OpenCommand.translate(source).split(separator: "\n").map(String.init)
        #expect(lines[0] == "import FrameworkStandIns")
        #expect(lines[1] == "import TermUI")
        #expect(lines[3] == "@MainActor let rotorPreview2 = WidgetPreview(\"Small\", as: .systemSmall) {")
        #expect(lines[5] == "} timeline: {")
    }
}
