import Accessibility
import Foundation
import Glibc
import Headless
import ScreenReader
import Testing
import TermUI
@testable import TerminalApp

/// Live reload's parts without a terminal: the watch on the opened files, the rebuild through
/// `rotor open --build-only`, and the new program opening where the old one was.
@MainActor
@Suite("Live reload", .serialized)
struct LiveReloadTests {
    let scratch = ScratchFolder("rotor-reload")

    init() throws {
        try FileManager.default.createDirectory(at: scratch.url, withIntermediateDirectories: true)
    }

    func write(_ text: String, to name: String) throws {
        try text.write(to: scratch.appendingPathComponent(name), atomically: false, encoding: .utf8)
    }

    /// An editor that saves by writing a new copy beside the file and renaming it over it.
    func saveByRename(_ text: String, to name: String) throws {
        let copy = scratch.appendingPathComponent(".\(name).tmp")
        try text.write(to: copy, atomically: false, encoding: .utf8)
        #expect(rename(copy.path, scratch.appendingPathComponent(name).path) == 0)
    }

    // MARK: The watch

    @Test("a file written in place or replaced by a rename counts; an editor's swap file and another file do not")
    func watchSeesSavesOfTheOpenedFiles() throws {
        try write("struct A {}", to: "Row.swift")
        try write("other", to: "notes.txt")
        let row = scratch.appendingPathComponent("Row.swift").path
        let watcher = try #require(SourceWatcher(files: [row], folders: []))
        #expect(watcher.changes().isEmpty)
        try write("struct B {}", to: "Row.swift")
        #expect(watcher.changes() == [SourceWatcher.standardized(row)])
        try saveByRename("struct C {}", to: "Row.swift")
        #expect(watcher.changes() == [SourceWatcher.standardized(row)])
        try write("swap", to: ".Row.swift.swp")
        try write("backup", to: "Row.swift~")
        try write("more", to: "notes.txt")
        try write("struct D {}", to: "Other.swift")
        #expect(watcher.changes().isEmpty, "only the opened file counts when files were opened")
    }

    @Test("in a folder opened as an app's, a new Swift file or strings table in a subfolder counts")
    func watchOfAnAppFolderSeesNewSources() throws {
        let views = scratch.appendingPathComponent("Views")
        try FileManager.default.createDirectory(at: views, withIntermediateDirectories: true)
        try write("struct A {}", to: "Views/Row.swift")
        let watcher = try #require(SourceWatcher(files: [views.appendingPathComponent("Row.swift").path], folders: [scratch.path]))
        try write("struct New {}", to: "Views/New.swift")
        try write("\"a\" = \"b\";", to: "Localizable.strings")
        try write("swap", to: "Views/.New.swift.swp")
        let changed = watcher.changes().map { URL(fileURLWithPath: $0).lastPathComponent }
        #expect(changed == ["New.swift", "Localizable.strings"])
    }

    // MARK: The hand-over

    struct Panel: View {
        var label = "Play"
        var body: some View {
            VStack {
                Text("Title").accessibilityAddTraits(.isHeader)
                Button(label) {}
                Toggle("Shuffle", isOn: .constant(true))
            }
        }
    }

    static func registry(label: String) -> ScreenRegistry {
        ScreenRegistry([ScreenDescriptor(name: "panel", summary: "", make: { _ in AnyView(Panel(label: label)) })])
    }

    /// The hand-over the old program makes, focused on the element whose label starts `prefix`.
    static func handoff(focusing prefix: String, settings: EnvironmentSettings = EnvironmentSettings()) throws -> LiveReload.Handoff {
        let session = try ScreenSession(registry: registry(label: "Play"), screen: "panel")
        session.appear()
        session.perform(.focus(prefix))
        session.environmentOverrides = settings
        let controller = ExplorerController(session: session, width: 120, height: 40)
        return controller.reloadHandoff(saved: ["Panel.swift"], savedAt: Date().timeIntervalSince1970)
    }

    @Test("the new program focuses the same element by its id and the reader speaks its new reading; the note says before and after")
    func resumeKeepsFocusByIdentity() throws {
        let handoff = try Self.handoff(focusing: "Play")
        #expect(handoff.reading == "Play, Button")
        let session = try ScreenSession(registry: Self.registry(label: "Play track"), screen: "panel")
        let note = LiveReload.resume(handoff, in: session)
        #expect(session.focusedElement?.label == "Play track")
        #expect(session.transcript.last?.text == "Play track, Button")
        #expect(note.hasPrefix("Reloaded after saving Panel.swift ("))
        #expect(note.hasSuffix(#": now "Play track, Button", was "Play, Button""#))
    }

    @Test("an element whose id is gone is found by its label, else the one nearest its position")
    func resumeFallsBackToLabelThenPosition() throws {
        var handoff = try Self.handoff(focusing: "Shuffle")
        handoff.focus = "no-such-element"
        let byLabel = try ScreenSession(registry: Self.registry(label: "Play"), screen: "panel")
        _ = LiveReload.resume(handoff, in: byLabel)
        #expect(byLabel.focusedElement?.label == "Shuffle")
        handoff.label = "Renamed"
        handoff.position = 99
        let byPosition = try ScreenSession(registry: Self.registry(label: "Play"), screen: "panel")
        _ = LiveReload.resume(handoff, in: byPosition)
        #expect(byPosition.focusedElement?.label == "Shuffle", "the last element, nearest position 99")
    }

    @Test("the settings panel's choices survive the reload")
    func resumeKeepsSettings() throws {
        var settings = EnvironmentSettings()
        settings.colorScheme = .dark
        settings.dynamicTypeSize = .xxxLarge
        let handoff = try Self.handoff(focusing: "Play", settings: settings)
        let session = try ScreenSession(registry: Self.registry(label: "Play"), screen: "panel")
        _ = LiveReload.resume(handoff, in: session)
        #expect(session.environmentOverrides == settings)
    }

    /// A screen that keeps the appearance it first appeared under, as a view choosing a theme
    /// once in `onAppear` does.
    struct FirstAppearance: View {
        @Environment(\.colorScheme) var colorScheme
        @State private var first: ColorScheme?
        var body: some View {
            Text(first == .light ? "Opened light" : "Opened dark")
                .onAppear { first = colorScheme }
        }
    }

    @Test("the rebuilt program's screen is made under the handed-over settings: onAppear sees them")
    func settingsInForceBeforeTheScreenAppears() throws {
        // The explorer's screens are dark unless told otherwise, as a terminal is.
        var settings = EnvironmentSettings()
        settings.colorScheme = .light
        let handoff = try Self.handoff(focusing: "Play", settings: settings)
        #expect(handoff.environmentSettings == settings)
        let registry = ScreenRegistry([ScreenDescriptor(name: "first", summary: "first") { _ in AnyView(FirstAppearance()) }])
        let session = try ScreenSession(registry: registry, screen: "first", settings: handoff.environmentSettings)
        _ = LiveReload.resume(handoff, in: session)
        #expect(session.tree.allElements.map(\.label) == ["Opened light"])
        // Settings laid on after the screen appeared, as the explorer once did, come too late.
        let late = try ScreenSession(registry: registry, screen: "first")
        late.appear()
        late.environmentOverrides = settings
        #expect(late.tree.allElements.map(\.label) == ["Opened dark"])
    }

    @Test("the plan and the hand-over reach the next program in its environment, and are gone from it once read")
    func environmentCarriesPlanOnce() throws {
        let plan = LiveReload.Plan(rotor: "/bin/rotor", directory: "/tmp", arguments: ["A \"quoted\" name.swift"],
                                   files: ["/tmp/A.swift"], folders: [], program: "/cache/p/screens", explorerArguments: ["--idiom", "pad"])
        setenv(LiveReload.Plan.environmentName, plan.encoded(), 1)
        #expect(LiveReload.Plan.take() == plan)
        #expect(getenv(LiveReload.Plan.environmentName) == nil, "the screen's code never sees it")
        #expect(LiveReload.Plan.take() == nil)
    }

    // MARK: The rebuild

    /// Waits (on the descriptor, never on time) until the reload has something to say.
    static func nextEvent(_ reload: LiveReload) -> LiveReload.Event? {
        for _ in 0..<10_000 {
            if let event = reload.tick() { return event }
            var wait = pollfd(fd: reload.descriptor, events: Int16(POLLIN), revents: 0)
            let limit = reload.secondsUntilDue.map { Int32(($0 * 1000).rounded(.up)) } ?? 300_000
            guard poll(&wait, 1, limit) >= 0 else { return nil }
            if wait.revents != 0, let event = reload.woke() { return event }
        }
        return nil
    }

    @Test("a save builds the program again with rotor open --build-only; a broken save fails with its file and line; saving the same text builds nothing new")
    func saveRebuildsThroughRotor() throws {
        let rotor = ExplorerEndToEndTests.rotorPath
        try #require(FileManager.default.isExecutableFile(atPath: rotor), "build the rotor executable first: swift build")
        let source = """
            import SwiftUI

            struct ReloadRow: View {
                var body: some View {
                    Button("LABEL") {}
                }
            }
            """
        try write(source.replacingOccurrences(of: "LABEL", with: "Play"), to: "ReloadRow.swift")
        let file = scratch.appendingPathComponent("ReloadRow.swift").path
        let cache = ["XDG_CACHE_HOME": scratch.appendingPathComponent("cache").path]
        let first = try Subprocess.run([rotor, "open", "--build-only", file], environment: cache)
        #expect(first.status == 0, "\(first.errors)")
        let program = first.output.trimmingCharacters(in: .newlines)
        let plan = LiveReload.Plan(rotor: rotor, directory: scratch.path, arguments: ["ReloadRow.swift"], files: [file],
                                   folders: [], program: program, explorerArguments: [])
        let reload = try #require(LiveReload(plan: plan, settleSeconds: 0, buildEnvironment: cache))

        try saveByRename(source.replacingOccurrences(of: "LABEL", with: "Play track"), to: "ReloadRow.swift")
        #expect(Self.nextEvent(reload) == .building(saved: ["ReloadRow.swift"]))
        let built = Self.nextEvent(reload)
        guard case .ready(let next, let saved, _) = built else {
            Issue.record("expected a new program, got \(String(describing: built))")
            return
        }
        #expect(saved == ["ReloadRow.swift"])
        #expect(next != program && FileManager.default.isExecutableFile(atPath: next))

        try write(source.replacingOccurrences(of: "\"LABEL\"", with: "missingLabel"), to: "ReloadRow.swift")
        #expect(Self.nextEvent(reload) == .building(saved: ["ReloadRow.swift"]))
        guard case .failed(_, let messages) = Self.nextEvent(reload) else {
            Issue.record("expected the build to fail")
            return
        }
        #expect(messages.contains { $0.contains("ReloadRow.swift:5:") && $0.contains("error: cannot find 'missingLabel' in scope") })

        try write(source.replacingOccurrences(of: "LABEL", with: "Play"), to: "ReloadRow.swift")
        #expect(Self.nextEvent(reload) == .building(saved: ["ReloadRow.swift"]))
        #expect(Self.nextEvent(reload) == .unchanged(saved: ["ReloadRow.swift"]), "the text the running program was built from")
    }
}

/// The rotor's setting is the user's: the explorer keeps it when `v` shows the other variant
/// and when a saved file reloads the program.
@MainActor
struct ExplorerRotorSettingTests {
    struct Sections: View {
        var variant: String
        var body: some View {
            VStack {
                Text("Today").accessibilityAddTraits(.isHeader)
                Button("Plan \(variant)") {}
                Text("Later").accessibilityAddTraits(.isHeader)
                Link("Guide", destination: URL(string: "https://example.com/guide")!)
            }
        }
    }

    static let registry = ScreenRegistry([
        ScreenDescriptor(name: "sections", summary: "", variants: ["before", "after"]) { AnyView(Sections(variant: $0)) },
    ])

    /// Turns the rotor with `]` until it says `setting`, as a user does.
    static func turn(_ controller: ExplorerController, to setting: RotorSetting, in session: ScreenSession) {
        for _ in 0..<12 where session.frame().rotor != setting {
            _ = controller.handle(.key(.character("]")))
        }
    }

    @Test("the rotor turned to Links still points at Links after v switches the variant (not Headings, where it starts)")
    func keptAcrossVariant() throws {
        let session = try ScreenSession(registry: Self.registry, screen: "sections:before")
        session.appear()
        let controller = ExplorerController(session: session, width: 120, height: 40)
        _ = controller.handle(.key(.right))
        #expect(session.frame().rotor == .headings)
        Self.turn(controller, to: .links, in: session)
        #expect(session.frame().rotor == .links)
        #expect(controller.handle(.key(.character("v"))) == .redraw)
        #expect(session.variant == "after")
        #expect(session.frame().rotor == .links)
        _ = controller.handle(.key(.down))
        #expect(session.transcript.last?.text.hasPrefix("Guide") == true, "↓ moves by links on the new variant")
    }

    @Test("the rotor's setting is handed to the program a save rebuilds")
    func keptAcrossReload() throws {
        let session = try ScreenSession(registry: Self.registry, screen: "sections:after")
        session.appear()
        let controller = ExplorerController(session: session, width: 120, height: 40)
        _ = controller.handle(.key(.right))
        Self.turn(controller, to: .links, in: session)
        let handoff = controller.reloadHandoff(saved: ["Sections.swift"], savedAt: 0)
        #expect(handoff.rotor == "Links")
        let next = try ScreenSession(registry: Self.registry, screen: "sections:after")
        _ = LiveReload.resume(handoff, in: next)
        #expect(next.rotorSetting == .links)
        #expect(next.frame().rotor == .links)
    }
}
