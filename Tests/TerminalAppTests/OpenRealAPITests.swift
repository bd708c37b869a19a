import Foundation
@testable import TerminalApp
import Testing

/// Screens written with the SwiftUI API real apps use (legacy alerts, text field styles and
/// content types, value fields, uneven corners, gradients and derived styles, share previews,
/// swipe actions, sheets with detents…), opened unchanged by the real executable. All of them
/// build together, so each test costs one swiftc run.
@Suite("Opening screens that use the SwiftUI API real apps use", .serialized)
struct OpenRealAPITests {
    static let folder = OpenCommandTests.fixtures.appendingPathComponent("RealAPI")
    let cache = ScratchFolder("rotor-open-realapi")

    static var files: [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".swift") }.sorted().map { folder.appendingPathComponent($0).path }
    }

    func rotor(_ arguments: [String]) throws -> Subprocess.Result {
        let path = ExplorerEndToEndTests.rotorPath
        try #require(FileManager.default.isExecutableFile(atPath: path), "build the rotor executable first: swift build")
        return try Subprocess.run([path] + arguments, environment: ["XDG_CACHE_HOME": cache.path, "TZ": "UTC"])
    }

    /// Plays `script` over every RealAPI screen (one build).
    func play(_ script: String) throws -> Subprocess.Result {
        try FileManager.default.createDirectory(at: cache.url, withIntermediateDirectories: true)
        let path = cache.appendingPathComponent("walk.rotor")
        try script.write(to: path, atomically: true, encoding: .utf8)
        return try rotor(["play", path.path] + Self.files)
    }

    @Test("every RealAPI screen is listed without building: twelve files, each with its preview")
    func everyScreenIsListed() throws {
        #expect(Self.files.count >= 12)
        let run = try rotor(["open", "--list"] + Self.files)
        #expect(run.status == 0, "\(run.errors)")
        for name in ["Sign up", "Draft", "Modern alert", "Action sheet", "Trips", "Photo", "Speech", "Inbox", "Tip", "Event",
                     "Onboarding", "Profile", "Gallery", "Reading"] {
            #expect(run.output.contains("\(name)  (preview"), "\(name) in \(run.output)")
        }
    }

    @Test("legacy alerts, action sheets and alerts presenting data read as the modern alert; share links read as buttons and open a sheet with the preview's title")
    func alertsAndSharing() throws {
        let run = try play("""
            screen Draft
            focus "Delete"
            activate
            expect "Alert, Delete draft? This cannot be undone."
            next
            expect "This cannot be undone."
            next
            expect "Cancel, Button"
            next
            expect "Delete, Button"
            screen Modern-alert
            expect "Alert, Delete draft? This cannot be undone."
            next
            expect "This cannot be undone."
            next
            expect "Cancel, Button"
            next
            expect "Delete, Button"
            screen Draft
            focus "Delete"
            activate
            next
            next
            next
            expect "Delete, Button"
            activate
            expect-tree "Draft deleted"
            focus "Save"
            activate
            expect "Alert, Saved, …"
            next
            expect "Your draft is saved."
            next
            expect "OK, Button"
            activate
            expect-no-tree "Saved"
            focus "Open attachment"
            activate
            expect "Alert, Cannot open map.pdf…"
            next
            expect "OK, Button"
            screen Action-sheet
            focus "Options"
            activate
            expect "Share draft"
            next
            expect "Choose how to share"
            next
            expect "Copy link, Button"
            activate
            expect-tree "Link copied"
            screen Photo
            next
            expect "Share, Button"
            activate
            expect "Share"
            next
            expect "Sunset at the pier"
            screen Reading
            focus "The Long Way"
            action "Remove"
            expect "Alert, Remove book? …"
            next
            expect "The Long Way by B. Chambers leaves your list."
            next
            expect "Keep, Button"
            next
            expect "Remove The Long Way, Button"
            activate
            expect-no-tree "The Long Way, B. Chambers"
            expect-tree "Piranesi, S. Clarke"
            screen Photo
            focus "Share trip"
            expect "Share trip, Button"
            focus "Send invitation"
            expect "Send invitation, Button"
            """)
        #expect(run.status == 0, "\(run.output)\n\(run.errors)")
    }

    @Test("forms with text field styles, content types and value fields; styled cards; swipe actions and context menus as actions; a sheet with detents")
    func formsCardsListsAndSheets() throws {
        let run = try play("""
            screen Sign-up
            focus "Email"
            expect "Email, Text field"
            focus "Age"
            expect "Age, 30, Text field"
            activate
            type "5"
            end-editing
            focus "Age"
            expect "Age, 305, Text field"
            activate
            delete
            delete
            delete
            type "41"
            end-editing
            focus "Age"
            expect "Age, 41, Text field"
            screen Tip
            focus "Amount"
            expect "Amount, 42.00, Text field"
            focus "Tip percent"
            expect "Tip percent, 18, Text field"
            expect-tree "24.78"
            screen Trips
            expect "Trips, Heading"
            next
            expect "Carmel, Beach weekend, 2 nights, Favorite"
            next
            expect "Tahoe, Ski week, 6 nights, Not a favorite"
            screen Inbox
            focus "Ana"
            actions
            expect "Actions menu, 5 items, Delete, Archive, Mark read, Reply, Forward"
            escape
            expect-tree "Ana, Lunch on Friday?"
            action "Delete"
            expect-no-tree "Ana, Lunch on Friday?"
            focus "Ben"
            action "Forward"
            screen Event
            expect-tree "Edit event"
            expect-tree "Starts"
            expect-tree "Ends"
            focus "Cancel"
            activate
            expect-no-tree "Edit event"
            screen Speech
            expect "Record"
            next
            expect "C-o-n-f-i-r-m-a-t-i-o-n-Space-c-o-d-e-Space-A-B-1-2"
            screen Profile
            expect "Ana Lima"
            next
            next
            expect "Price $29 per year, was $49"
            screen Onboarding
            expect "Plan, Pick where to go."
            screen Gallery
            expect "Loading banner"
            next
            expect "In progress"
            next
            expect "Harbour at dawn"
            """)
        #expect(run.status == 0, "\(run.output)\n\(run.errors)")
    }

    @Test("an unknown modifier in a long modifier chain is an error at its own line, with exit status 2, not a type-checker time-out")
    func unknownModifierInALongChain() throws {
        let file = OpenCommandTests.fixtures.appendingPathComponent("BrokenChain.swift").path
        let run = try rotor(["tree", file])
        #expect(run.status == 2)
        let firstError = run.errors.split(separator: "\n").first { $0.contains(": error: ") }
        #expect(firstError?.hasPrefix("\(file):38:10: error: value of type 'some View' has no member 'cardGlow'") == true,
                "\(run.errors)")
        #expect(!run.errors.contains("reasonable time"))
    }
}
