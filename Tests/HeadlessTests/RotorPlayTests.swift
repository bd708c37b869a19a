import Headless
import Foundation
import TerminalApp
import Testing

/// `rotor play` and the other headless commands, run the way the executable runs them.
@MainActor
struct RotorPlayTests {
    struct Run {
        var status: Int32
        var output: [String]
        var errors: [String]
    }

    static let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    func rotor(_ arguments: String...) -> Run {
        var output: [String] = [], errors: [String] = []
        let status = RotorCommandLine.run(arguments: arguments, registry: demoRegistry,
                                          output: { output.append($0) }, errorOutput: { errors.append($0) })
        return Run(status: status, output: output, errors: errors)
    }

    func scriptFile(_ text: String) throws -> String {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("rotor-\(UUID().uuidString).rotor")
        try text.write(to: url, atomically: true, encoding: .utf8)
        return url.path
    }

    @Test("every walkthrough in demos/walkthroughs passes")
    func demoWalkthroughsPass() throws {
        let folder = Self.repositoryRoot.appendingPathComponent("demos/walkthroughs")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".rotor") }.sorted()
        #expect(files.contains("beach.rotor"))
        for file in files {
            let run = rotor("play", folder.appendingPathComponent(file).path)
            #expect(run.status == 0, "\(file): \(run.errors.joined(separator: "\n"))")
        }
    }

    @Test("play prints the transcript and exits 0 when every expectation holds; a screen speaks its first element as it appears")
    func playPasses() throws {
        let file = try scriptFile("screen beach\nexpect \"weekend adventure heading\"\nlast\n")
        let run = rotor("play", file)
        #expect(run.status == 0)
        #expect(run.output == ["> screen beach", "Weekend adventure, Heading", "> last",
                               "Comments, Switch button, Off", "Double tap to toggle setting."])
        #expect(run.errors.isEmpty)
    }

    @Test("play exits 1 and names file, line, expected and actual when an expectation fails")
    func playFails() throws {
        let file = try scriptFile("screen beach\nfirst\nexpect \"Weekend trip\"\n")
        let run = rotor("play", file)
        #expect(run.status == 1)
        #expect(run.errors == ["rotor: \(file):3: expected \"Weekend trip\" after `first`\n  actual: it said \"Weekend adventure, Heading\""])
    }

    @Test("play exits 2 with file and line for a malformed script")
    func playMalformed() throws {
        let file = try scriptFile("screen beach\nnext\nwait soon\n")
        let run = rotor("play", file)
        #expect(run.status == 2)
        #expect(run.errors == ["rotor: \(file):3: 'wait' needs a number of seconds from 0 to 3600, written as digits with an "
            + "optional fraction (such as 1.5), not 'soon'"])
        #expect(rotor("play", "/nonexistent/x.rotor").status == 2)
        #expect(rotor("play").status == 2)
    }

    @Test("several files play in order, each with its own session")
    func playSeveralFiles() throws {
        let first = try scriptFile("screen beach\nlast\nactivate\nexpect \"On\"\n")
        let second = try scriptFile("screen beach\nlast\nexpect \"Comments, switch button, off\"\n")
        let run = rotor("play", first, second)
        #expect(run.status == 0, "\(run.errors)")
        #expect(run.output.first == "# \(first)")
        #expect(run.output.contains("# \(second)"))
    }

    @Test("every command answers --help")
    func everyCommandHasHelp() {
        for command in ["list", "tree", "speak", "play", "snapshot", "audit", "explore"] {
            let run = rotor(command, "--help")
            #expect(run.status == 0)
            #expect(run.output.first?.hasPrefix("usage: rotor \(command)") == true, "\(command)")
        }
    }

    @Test("audit exits 1 on the before variant and 0 on the after variant")
    func auditExitCodes() {
        let before = rotor("audit", "beach:before")
        #expect(before.status == 1)
        #expect(before.output.joined().contains("duplicate-sibling-labels"))
        // The after variant's only findings need review: the post's Location and Recording and
        // each comment's Reply record what they did where the screen does not show it.
        let after = rotor("audit", "beach")
        #expect(after.status == 0)
        #expect(after.output.last == "No problems found; 4 to review.")
        #expect(after.output.filter { !$0.hasPrefix(" ") }.dropLast().allSatisfy { $0.hasPrefix("custom-action-no-effect (needs review):") })
        let clean = rotor("audit", "settings")
        #expect(clean.status == 0 && clean.output == ["No problems found."])
        let json = rotor("audit", "settings", "--json")
        #expect(json.output == ["{\n  \"screen\": \"settings\",\n  \"variant\": \"after\",\n  \"findings\": []\n}"])
    }

    @Test("snapshot --text prints the explorer; a bad key or size is a usage error")
    func snapshotCommand() {
        let run = rotor("snapshot", "beach", "--keys", "next", "--size", "100x30", "--text")
        #expect(run.status == 0)
        #expect(run.output.joined(separator: "\n").contains("Weekend adventure, Heading"))
        #expect(rotor("snapshot", "beach", "--keys", "jump", "--text").status == 2)
        #expect(rotor("snapshot", "beach", "--size", "big", "--text").status == 2)
        #expect(rotor("snapshot", "beach").status == 2)
    }

    @Test("snapshot --svg writes a file")
    func snapshotWritesSVG() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("rotor-\(UUID().uuidString).svg").path
        #expect(rotor("snapshot", "beach", "--svg", path).status == 0)
        let svg = try String(contentsOfFile: path, encoding: .utf8)
        #expect(svg.hasPrefix("<?xml"))
    }

    @Test("tree --json is the same bytes every run")
    func treeJSONIsStable() {
        let first = rotor("tree", "beach", "--json").output
        #expect(first == rotor("tree", "beach", "--json").output)
        #expect(first.first?.hasPrefix("{\n  \"screen\": \"beach\"") == true)
    }
}
