import Accessibility
import Foundation
import Headless
import ScreenReader
@testable import TerminalApp
import Testing
import TermUI

/// liblouis is optional at run time: tests that need it skip when it is not installed.
let louisIsInstalled: Bool = { if case .success = LibLouis.shared { true } else { false } }()

/// What liblouis's own command-line translator makes of `text` with `table`, as Unicode braille.
func louTranslate(_ text: String, table: String) throws -> String? {
    let candidates = ["/usr/bin/lou_translate", "/usr/local/bin/lou_translate"]
    guard let program = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0) }) else { return nil }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: program)
    process.arguments = ["--forward", "unicode.dis,\(table)"]
    let input = Pipe(), output = Pipe()
    process.standardInput = input
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    input.fileHandleForWriting.write(Data((text + "\n").utf8))
    try input.fileHandleForWriting.close()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .newlines)
}

@Suite("Braille through liblouis")
@MainActor
struct BrailleTranslationTests {
    @Test("known phrases translate as liblouis's own translator translates them, contracted and uncontracted",
          .enabled(if: louisIsInstalled, "liblouis is not installed (apt-get install liblouis20 liblouis-data)"),
          arguments: ["en-ueb-g2.ctb", "en-ueb-g1.ctb"])
    func matchesLouTranslate(table: String) throws {
        let louis = try LibLouis.shared.get()
        for phrase in ["Weekend adventure hd", "Comments tgbtn Off", "Play btn", "Budget sldr 40 percent",
                       "Half star, Saturday, It was a beautiful weekend!"] {
            let ours = try louis.translate(phrase, table: table)
            guard let theirs = try louTranslate(phrase, table: table) else { return }  // liblouis-bin not installed
            #expect(ours.braille == theirs, "\(phrase) with \(table)")
            #expect(ours.cells.count == ours.sourceCharacter.count)
        }
    }

    @Test("contracted braille is shorter than uncontracted for the same words",
          .enabled(if: louisIsInstalled, "liblouis is not installed"))
    func contractedIsShorter() throws {
        let louis = try LibLouis.shared.get()
        let text = "Weekend adventure, and the waves were calm"
        let g2 = try louis.translate(text, table: "en-ueb-g2.ctb"), g1 = try louis.translate(text, table: "en-ueb-g1.ctb")
        #expect(g2.cells.count < g1.cells.count)
        #expect(g1.cells.allSatisfy { (0x2800...0x28FF).contains($0.unicodeScalars.first!.value) })
    }

    @Test("a table liblouis does not have is a clear error, and so is a library that is not there")
    func errors() throws {
        #expect(throws: LibLouis.LoadError.notInstalled(library: "liblouis-not-here.so")) {
            try LibLouis(library: "liblouis-not-here.so")
        }
        #expect(LibLouis.LoadError.notInstalled(library: "x").description.contains("apt-get install liblouis20 liblouis-data"))
        if louisIsInstalled {
            #expect(throws: LibLouis.LoadError.unknownTable("no-such-table.ctb")) {
                try LibLouis.shared.get().translate("a", table: "no-such-table.ctb")
            }
        }
    }
}

@Suite("The braille display's window")
struct BrailleDisplayTests {
    func line(_ text: String) -> BrailleTranslation {
        // One cell a character: enough to check the window's arithmetic without liblouis.
        BrailleTranslation(print: text, cells: text.map { _ in "⠿" }, sourceCharacter: Array(0..<text.count))
    }

    @Test("panning moves one display along the line and stops at its ends; print follows the cells")
    func panning() {
        var display = BrailleDisplay(cellCount: 12)
        display.show(line("Half star, Saturday, It was a beautiful weekend"))
        #expect(display.window.count == 12 && display.printWindow == "Half star, S" && display.position == "1/4")
        let back = display.pan(right: false)
        #expect(!back)
        let moved = display.pan(right: true)
        #expect(moved && display.printWindow == "aturday, It " && display.position == "2/4")
        let twice = display.pan(right: true) && display.pan(right: true)
        #expect(twice)
        let beyond = display.pan(right: true)
        #expect(!beyond)
        #expect(display.printWindow == "ful weekend")
        #expect(display.window.hasSuffix("⠿\u{2800}"), "a blank cell after the line's end")
        #expect(display.printCharacter(atCell: 10) == 46 && display.printCharacter(atCell: 11) == nil)
        // Another line starts at its beginning; the same line keeps the window where it is.
        display.show(line("Half star, Saturday, It was a beautiful weekend"))
        #expect(display.position == "4/4")
        display.show(line("Play btn"))
        #expect(display.position == "1/1" && display.printWindow == "Play btn")
    }
}

@Suite("What a braille display shows on an element")
@MainActor
struct ElementBrailleTests {
    struct Controls: View {
        @State private var on = false
        @State private var budget = 40.0
        var body: some View {
            VStack {
                Text("Settings").accessibilityAddTraits(.isHeader).accessibilityHeading(.h2)
                Button("Play") {}
                Toggle("Comments", isOn: $on)
                Slider(value: $budget, in: 0...100) { Text("Budget") }
                Link("Help", destination: URL(string: "https://example.com")!)
                Button("Send") {}.disabled(true)
                SecureField("Password", text: .constant("hunter2"))
            }
        }
    }

    @Test("label, role abbreviation, value, states: as screen readers write a display's line")
    func lines() {
        let session = ScreenSession(Controls(), name: "controls")
        let lines = session.tree.allElements.map { ElementBraille.line(for: $0, in: session.tree) }
        #expect(lines.contains("Settings h2"))
        #expect(lines.contains("Play btn"))
        #expect(lines.contains("Comments tgbtn Off"))
        #expect(lines.contains { $0.hasPrefix("Budget sldr ") })
        #expect(lines.contains("Help lnk"))
        #expect(lines.contains("Send btn unav"))
        #expect(lines.contains { $0.hasPrefix("Password pwdedt") && !$0.contains("hunter2") }, "\(lines)")
    }
}

@Suite("The braille panel in the explorer")
@MainActor
struct BraillePanelTests {
    struct Saver: View {
        var body: some View {
            VStack {
                Text("Draft")
                Button("Save") { AccessibilityNotification.Announcement("Saved").post() }
            }
        }
    }

    @Test("b shows the focused element's line in braille and print above the captions; b again hides it",
          .enabled(if: louisIsInstalled, "liblouis is not installed"))
    func showsFocus() throws {
        let (controller, _) = Workbench.controller(width: 120, height: 36)
        controller.focus("Alerts")
        #expect(!controller.canvas().text.contains("Braille —"))
        controller.press(.character("b"))
        let text = controller.canvas().text
        let expected = try LibLouis.shared.get().translate("Alerts tgbtn Off").braille
        #expect(text.contains("Braille — 40 cells, en-ueb-g2.ctb"))
        #expect(text.contains(expected) && text.contains("Alerts tgbtn Off"))
        #expect(text.contains("Captions"), "the captions stay, below the panel")
        controller.press(.character("b"))
        #expect(!controller.canvas().text.contains("Braille —"))
    }

    @Test(", and . pan a long line; at its end the status bar says so",
          .enabled(if: louisIsInstalled, "liblouis is not installed"))
    func pans() throws {
        let (controller, _) = Workbench.controller(width: 120, height: 36)
        controller.brailleSettings = BrailleDisplay(cellCount: 12)
        controller.focus("Lunch")
        controller.press(.character("b"))
        _ = controller.canvas()
        let first = try #require(controller.braillePanel())
        controller.press(.character("."))
        let second = try #require(controller.braillePanel())
        #expect(first.cells != second.cells && first.print != second.print)
        #expect(second.footer?.contains("2/") == true)
        for _ in 0..<10 { controller.press(.character(".")) }
        #expect(controller.flash == "End of line")
        controller.press(.character(","))
        #expect(controller.braille?.canPanRight == true)
    }

    @Test("an announcement flashes on the display, then the focused element comes back; a key takes it back at once",
          .enabled(if: louisIsInstalled, "liblouis is not installed"))
    func announcementFlashes() throws {
        let session = ScreenSession(Saver(), name: "saver")
        let controller = ExplorerController(session: session, width: 120, height: 36)
        controller.braille = BrailleDisplay()
        controller.focus("Save")
        controller.press(.enter)
        _ = controller.canvas()
        #expect(controller.braillePanel()?.print == "Saved")
        #expect(controller.braillePanel()?.isFlash == true)
        #expect(controller.secondsUntilNextEvent ?? .infinity <= ExplorerController.brailleFlashSeconds)
        _ = controller.advanceClock(by: ExplorerController.brailleFlashSeconds + 0.1)
        #expect(controller.braillePanel()?.print == "Save btn")
        controller.press(.enter)
        _ = controller.canvas()
        #expect(controller.braillePanel()?.print == "Saved")
        controller.press(.left)
        _ = controller.canvas()
        #expect(controller.braillePanel()?.print == "Draft")
    }

    @Test("a click on a cell is a routing key: it activates the element; past the line's end it does nothing",
          .enabled(if: louisIsInstalled, "liblouis is not installed"))
    func routing() throws {
        let (controller, session) = Workbench.controller(width: 120, height: 36)
        controller.focus("Alerts")
        controller.press(.character("b"))
        _ = controller.canvas()
        let panes = try #require(controller.panes)
        let pane = BraillePanel.split(captions: panes.captions).braille
        #expect(controller.handle(.click(column: pane.x + 2 + 30, row: pane.y + 1)) == .unchanged)
        #expect(controller.handle(.click(column: pane.x + 3, row: pane.y + 1)) == .redraw)
        #expect(session.focusedElement?.value == "1" || session.transcript.last?.text == "On")
    }

    @Test("without liblouis the panel says how to install it and the explorer goes on")
    func withoutLibrary() {
        let (controller, _) = Workbench.controller(width: 120, height: 36)
        controller.brailleTranslator = .failure(.notInstalled(library: "liblouis.so.20"))
        controller.press(.character("b"))
        let text = controller.canvas().text
        #expect(text.contains("apt-get install liblouis20 liblouis-data"))
        controller.press(.right)
        #expect(controller.canvas().text.contains("Braille —"))
    }
}

@Suite("Braille on the command line")
@MainActor
struct BrailleCommandLineTests {
    let registry = ScreenRegistry([
        ScreenDescriptor(name: "small", summary: "a heading and a button", variants: ["after"]) { _ in
            AnyView(VStack { Text("Inbox").accessibilityAddTraits(.isHeader); Button("Go") {} })
        },
    ])

    func rotor(_ arguments: String...) -> (status: Int32, output: String, errors: String) {
        var output: [String] = [], errors: [String] = []
        let status = RotorCommandLine.run(arguments: arguments, registry: registry,
                                          output: { output.append($0) }, errorOutput: { errors.append($0) })
        return (status, output.joined(separator: "\n"), errors.joined(separator: "\n"))
    }

    @Test("speak --braille puts each element's braille beside its speech; --braille-table picks the table",
          .enabled(if: louisIsInstalled, "liblouis is not installed"))
    func speak() throws {
        let louis = try LibLouis.shared.get()
        let run = rotor("speak", "small", "--braille")
        #expect(run.status == 0)
        let lines = run.output.split(separator: "\n").map(String.init)
        #expect(lines.contains("Inbox, Heading │ " + (try louis.translate("Inbox hd")).braille))
        #expect(lines.contains("Go, Button │ " + (try louis.translate("Go btn")).braille))
        let g1 = rotor("speak", "small", "--braille", "--braille-table", "en-ueb-g1.ctb")
        #expect(g1.output.contains("Go, Button │ " + (try louis.translate("Go btn", table: "en-ueb-g1.ctb")).braille))
        let bad = rotor("speak", "small", "--braille", "--braille-table", "no-such.ctb")
        #expect(bad.status == 2 && bad.errors.contains("no braille table 'no-such.ctb'") && bad.output.isEmpty)
    }

    @Test("tree --json gives each element its braille line in print and in cells",
          .enabled(if: louisIsInstalled, "liblouis is not installed"))
    func treeJSON() throws {
        let run = rotor("tree", "small", "--json")
        let cells = try LibLouis.shared.get().translate("Go btn").braille
        #expect(run.output.contains("\"braille\": {\"print\": \"Go btn\", \"cells\": \"\(cells)\"}"), "\(run.output)")
    }

    @Test("play --braille adds the focused element's braille after each command",
          .enabled(if: louisIsInstalled, "liblouis is not installed"))
    func play() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("braille-\(UUID().uuidString).rotor")
        try "screen small\nnext\n".write(to: url, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: url) }
        let run = rotor("play", url.path, "--braille")
        #expect(run.status == 0)
        #expect(run.output.contains("> next\nGo, Button\nbraille: " + (try LibLouis.shared.get().translate("Go btn")).braille))
        #expect(rotor("play", url.path, "--braille-table", "en-ueb-g1.ctb").status == 2)
    }
}
