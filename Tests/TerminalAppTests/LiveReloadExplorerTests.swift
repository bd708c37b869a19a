import Foundation
import Glibc
import Testing

/// Live reload in the real explorer in a real terminal (tmux): a file opened with `rotor open`
/// and saved while the explorer shows it.
@Suite("Live reload in the explorer", .serialized, .enabled(if: TmuxSession.isInstalled,
                                                            "tmux is not installed; the end-to-end tests drive the explorer inside tmux"))
struct LiveReloadExplorerTests {
    static let width = 140, height = 40
    let scratch = ScratchFolder("rotor-reload-e2e")

    static let source = """
        import SwiftUI

        struct TrackControls: View {
            @State private var plays = 0
            var body: some View {
                VStack {
                    Text("Now playing").accessibilityAddTraits(.isHeader)
                    Button(LABEL) { plays += 1 }
                    Text("Played \\(plays) times")
                }
            }
        }

        #Preview("Track") {
            TrackControls()
        }
        """

    /// Saves the file the way many editors do: a new copy renamed over the old one.
    func save(label: String) throws {
        let copy = scratch.appendingPathComponent(".TrackControls.swift.new")
        try Self.source.replacingOccurrences(of: "LABEL", with: label).write(to: copy, atomically: false, encoding: .utf8)
        #expect(rename(copy.path, scratch.appendingPathComponent("TrackControls.swift").path) == 0)
    }

    /// The explorer on the file, with the button focused.
    func start() async throws -> TmuxSession {
        let rotor = ExplorerEndToEndTests.rotorPath
        try #require(FileManager.default.isExecutableFile(atPath: rotor), "build the rotor executable first: swift build")
        try FileManager.default.createDirectory(at: scratch.url, withIntermediateDirectories: true)
        try save(label: #""Play""#)
        let tmux = try TmuxSession(command: ["env", "XDG_CACHE_HOME=\(scratch.appendingPathComponent("cache").path)", "sh", "-c",
                                             "cd \"$0\" && exec \"$1\" open TrackControls.swift", scratch.path, rotor],
                                   width: Self.width, height: Self.height)
        try await tmux.waitFor("the screen", timeout: .seconds(180)) { $0.joined().contains("› Now playing, Heading") }
        try tmux.sendKeys("Right")
        try await tmux.waitFor("the button focused") { $0.joined().contains("› Play, Button") }
        return tmux
    }

    @Test("a save reloads the screen: the same element keeps focus, the reader says its new label, the status bar says before and after")
    func saveReloadsWithFocusKept() async throws {
        let tmux = try await start()
        defer { tmux.kill() }
        try save(label: #""Play track""#)
        // The whole first frame: the status bar is painted before the captions below it.
        let reloaded = try await tmux.waitFor("the reload", timeout: .seconds(120)) { lines in
            lines.first?.contains("Reloaded after saving TrackControls.swift") == true
                && lines.joined().contains("› Play track, Button")
        }
        let shown = reloaded.joined(separator: "\n")
        #expect(reloaded[0].contains(#"now "Play track, Button", was "Play, Button""#), "\(reloaded[0])")
        #expect(shown.contains("▶ button \"Play track\""), "the focus stayed on the button:\n\(shown)")
        #expect(shown.contains("› Play track, Button"), "the reader spoke the new reading")
        // The new program is live: keys reach it, and its state is its own.
        try tmux.sendKeys("Enter")
        try await tmux.waitFor("the button's action") { $0.joined().contains("Played 1 times") }
        try tmux.sendKeys("q")
        let exit = try await tmux.waitFor("rotor to exit") { $0.joined().contains(TmuxSession.exitMarker) }
        #expect(exit.contains("\(TmuxSession.exitMarker) 0"))
    }

    @Test("a save that does not compile keeps the last good screen and shows the error, file and line, under o; the next good save reloads")
    func brokenSaveKeepsTheScreen() async throws {
        let tmux = try await start()
        defer { tmux.kill() }
        try save(label: "missingTitle")
        let failed = try await tmux.waitFor("the failed build", timeout: .seconds(120)) { lines in
            lines.first?.contains("Build failed, the last good screen stays") == true
        }
        #expect(failed.joined().contains("▶ button \"Play\""), "the screen is the last good one")
        try tmux.sendKeys("o")
        let panel = try await tmux.waitFor("the output panel") { $0.joined().contains("The app's output") }
        #expect(panel.joined().contains("TrackControls.swift:8:"), "the compiler's error at the user's line")
        #expect(panel.joined().contains("cannot find 'missingTitle' in scope"))
        try tmux.sendKeys("Escape")
        try save(label: #""Pause""#)
        let reloaded = try await tmux.waitFor("the reload", timeout: .seconds(120)) { lines in
            lines.first?.contains("Reloaded after saving TrackControls.swift") == true && lines.joined().contains("› Pause, Button")
        }
        #expect(reloaded.joined().contains("▶ button \"Pause\""))
    }
}
