import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Headless
import TerminalApp
import Testing
import TermUI

/// `rotor label`: each feature of the Accessibility Nutrition Labels judged over every task,
/// with a passing and a blocked screen for each judged feature.
@MainActor
struct NutritionLabelTests {
    /// An inbox a VoiceOver user can work: a heading and a labelled button.
    struct Inbox: View {
        var body: some View {
            VStack {
                Text("Inbox").accessibilityAddTraits(.isHeader)
                Button("Compose") {}
            }
        }
    }

    /// A button drawn as a dot with no label: no name to hear or to say.
    struct Unlabelled: View {
        var body: some View { Button {} label: { Circle().frame(width: 16, height: 16) } }
    }

    /// A dot that pulses for ever; `honoursReduceMotion` holds it still with Reduce Motion on.
    struct Pulse: View {
        var honoursReduceMotion: Bool
        @Environment(\.accessibilityReduceMotion) var reduceMotion
        @State var isFaint = false
        var body: some View {
            VStack {
                Text("Live")
                Circle().fill(.red).frame(width: 8, height: 16).opacity(isFaint ? 0.4 : 1)
                    .animation(honoursReduceMotion && reduceMotion ? nil : .easeInOut(duration: 1).repeatForever(), value: isFaint)
                    .onAppear { isFaint = !(honoursReduceMotion && reduceMotion) }
                    .accessibilityHidden(true)
            }
        }
    }

    /// Two people's status, a green and a red dot; `honoursSetting` adds a word with
    /// Differentiate Without Color on.
    struct Status: View {
        var honoursSetting: Bool
        @Environment(\.accessibilityDifferentiateWithoutColor) var withoutColor
        var body: some View {
            VStack(alignment: .leading) {
                dot(.green, "Online")
                dot(.red, "Offline")
            }
        }
        func dot(_ color: Color, _ state: String) -> some View {
            HStack {
                Circle().fill(color).frame(width: 8, height: 16)
                if honoursSetting && withoutColor { Text(state) }
            }
            .accessibilityElement(children: .ignore).accessibilityLabel("Ana, \(state)")
        }
    }

    /// A page painted white whatever the appearance, as tall as the screen (40 rows of 16 points).
    struct AlwaysLight: View {
        var body: some View {
            ZStack {
                Color.white
                Text("Receipt").foregroundColor(.black)
            }
            .frame(height: 640)
        }
    }

    /// Text of a fixed size, which Dynamic Type cannot enlarge.
    struct FixedSize: View {
        var body: some View { Text("Terms").font(.system(size: 12)) }
    }

    /// A due date in dim grey, too faint on a dark background; `honoursContrast` draws it in
    /// the primary colour with Increase Contrast on, as the setting asks.
    struct DueDate: View {
        var honoursContrast: Bool
        @Environment(\.colorSchemeContrast) var contrast
        var body: some View {
            Text("Due tomorrow").foregroundColor(honoursContrast && contrast == .increased ? .primary : Color(white: 0.3))
        }
    }

    /// A title on one line whose frame narrows from a Dynamic Type size on (`narrowsFrom`),
    /// as a layout made for large text can: a terminal's font does not grow, the layout does.
    struct Title: View {
        var narrowsFrom: DynamicTypeSize
        @Environment(\.dynamicTypeSize) var size
        var body: some View {
            Text("Quarterly statement").lineLimit(1).frame(width: size >= narrowsFrom ? 96 : 168, alignment: .leading)
        }
    }

    let registry = ScreenRegistry([
        ScreenDescriptor(name: "inbox", summary: "") { _ in AnyView(Inbox()) },
        ScreenDescriptor(name: "unlabelled", summary: "") { _ in AnyView(Unlabelled()) },
        ScreenDescriptor(name: "help", summary: "") { _ in AnyView(Text("Questions? Call 555-0100 on weekdays.")) },
        ScreenDescriptor(name: "pulse", summary: "", variants: ["after", "before"]) { AnyView(Pulse(honoursReduceMotion: $0 == "after")) },
        ScreenDescriptor(name: "status", summary: "", variants: ["after", "before"]) { AnyView(Status(honoursSetting: $0 == "after")) },
        ScreenDescriptor(name: "light", summary: "") { _ in AnyView(AlwaysLight()) },
        ScreenDescriptor(name: "fixed", summary: "") { _ in AnyView(FixedSize()) },
        ScreenDescriptor(name: "due", summary: "", variants: ["after", "before"]) { AnyView(DueDate(honoursContrast: $0 == "after")) },
        ScreenDescriptor(name: "title", summary: "", variants: ["after", "before"]) {
            AnyView(Title(narrowsFrom: $0 == "after" ? .accessibility4 : .accessibility3))
        },
    ])

    func script(_ name: String, _ text: String) throws -> WalkthroughScript {
        try WalkthroughScript(data: Data(text.utf8), file: name)
    }

    func report(_ scripts: (String, String)...) throws -> NutritionLabelReport {
        try NutritionLabelEvaluator(registry: registry).evaluate(scripts.map { try script($0.0, $0.1) })
    }

    func blocked(_ report: NutritionLabelReport) -> [NutritionLabelFeature] {
        NutritionLabelFeature.allCases.filter { if case .blocked = report.verdict($0) { true } else { false } }
    }

    @Test("a task that works every way passes every judged feature; Captions and Audio Descriptions are not judged")
    func passes() throws {
        let inbox = try report(("compose.rotor", "screen inbox\nnext\nexpect \"Compose, Button\"\n"))
        #expect(blocked(inbox) == [])
        #expect(inbox.verdict(.voiceOver) == .passes)
        #expect(inbox.verdict(.captions) == .notJudged && inbox.verdict(.audioDescriptions) == .notJudged)
    }

    @Test("VoiceOver: an unmet expectation of the task blocks it; an unlabelled button blocks VoiceOver and Voice Control")
    func voiceOverAndVoiceControl() throws {
        let unmet = try report(("compose.rotor", "screen inbox\nnext\nexpect \"Archive\"\n"))
        #expect(blocked(unmet) == [.voiceOver])
        #expect(unmet.blockers(.voiceOver, task: "compose.rotor").map(\.check) == ["expectation"])
        let unlabelled = try report(("tap.rotor", "screen unlabelled\nnext\n"))
        #expect(blocked(unlabelled) == [.voiceOver, .voiceControl])
        #expect(unlabelled.blockers(.voiceControl, task: "tap.rotor").map(\.check) == ["unlabeled-control"])
    }

    @Test("Voice Control: a number the text asks the user to call, with nothing to tap, blocks it, as it blocks VoiceOver")
    func contactBlocksVoiceControl() throws {
        let help = try report(("help.rotor", "screen help\n"))
        #expect(blocked(help) == [.voiceOver, .voiceControl])
        #expect(help.blockers(.voiceControl, task: "help.rotor").map(\.check) == ["contact-not-actionable"])
    }

    @Test("Reduced Motion: an animation that repeats for ever with Reduce Motion on blocks it; one that stops passes")
    func reducedMotion() throws {
        let ignores = try report(("live.rotor", "screen pulse:before\n"))
        #expect(blocked(ignores) == [.reducedMotion])
        #expect(ignores.blockers(.reducedMotion, task: "live.rotor").map(\.check) == ["animates-forever"])
        #expect(blocked(try report(("live.rotor", "screen pulse\n"))) == [])
    }

    @Test("Differentiate Without Color Alone: two states told apart only by a dot's colour block it; a word added passes")
    func withoutColor() throws {
        let colourOnly = try report(("people.rotor", "screen status:before\n"))
        #expect(blocked(colourOnly) == [.differentiateWithoutColor])
        #expect(colourOnly.blockers(.differentiateWithoutColor, task: "people.rotor").first?.text.contains("\"Ana, Online\"") == true)
        #expect(blocked(try report(("people.rotor", "screen status\n"))) == [])
    }

    @Test("Dark Interface: a screen painted white with Dark on blocks it; Larger Text: fixed-size text blocks it")
    func darkAndLargerText() throws {
        let light = try report(("receipt.rotor", "screen light\n"))
        #expect(blocked(light).contains(.darkInterface))
        #expect(light.blockers(.darkInterface, task: "receipt.rotor").map(\.check).contains("light-screen"))
        let fixed = try report(("terms.rotor", "screen fixed\n"))
        #expect(blocked(fixed) == [.largerText])
        #expect(fixed.blockers(.largerText, task: "terms.rotor").map(\.check) == ["fixed-font-size"])
    }

    @Test("Sufficient Contrast: text too faint on dark blocks it; the same text made stronger with Increase Contrast passes, with a note")
    func contrastWithIncreaseContrast() throws {
        let faint = try report(("bill.rotor", "screen due:before\n"))
        #expect(blocked(faint).contains(.sufficientContrast))
        #expect(faint.blockers(.sufficientContrast, task: "bill.rotor").map(\.check).contains("contrast"))
        let honoured = try report(("bill.rotor", "screen due\n"))
        #expect(!blocked(honoured).contains(.sufficientContrast))
        #expect(honoured.notes[.sufficientContrast] == ["bill.rotor: passes with Increase Contrast on"])
        // Dark is judged as it is drawn without the setting: the faint text still blocks it.
        #expect(blocked(honoured) == [.darkInterface])
    }

    @Test("Larger Text is judged at accessibility3, the smallest size over 200%: text cut short there blocks it; cut only from AX4 on passes")
    func largerTextAtAccessibility3() throws {
        let cut = try report(("statement.rotor", "screen title:before\n"))
        #expect(blocked(cut) == [.largerText])
        #expect(cut.blockers(.largerText, task: "statement.rotor").map(\.check) == ["text-clipped"])
        #expect(cut.blockers(.largerText, task: "statement.rotor").first?.settings == "Dynamic Type: AX3")
        #expect(blocked(try report(("statement.rotor", "screen title\n"))) == [])
    }

    @Test("a feature passes only when every task passes: one blocked task of two blocks it")
    func everyTask() throws {
        let both = try report(("compose.rotor", "screen inbox\n"), ("live.rotor", "screen pulse:before\n"))
        #expect(both.verdict(.reducedMotion) == .blocked(["live.rotor"]))
        #expect(both.lines.contains("Reduced Motion: blocked in 1 of 2 tasks"))
    }

    func rotor(_ arguments: [String]) -> (status: Int32, output: [String], errors: [String]) {
        var output: [String] = [], errors: [String] = []
        let status = RotorCommandLine.run(arguments: arguments, registry: registry,
                                          output: { output.append($0) }, errorOutput: { errors.append($0) })
        return (status, output, errors)
    }

    @Test("rotor label: --claim exits 1 when a claimed feature is blocked; JSON and a well-formed HTML page")
    func command() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("rotor-label-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let live = folder.appendingPathComponent("live.rotor").path
        try "screen pulse:before\n".write(toFile: live, atomically: true, encoding: .utf8)
        #expect(rotor(["label", live]).status == 0)
        #expect(rotor(["label", live, "--claim", "voiceover"]).status == 0)
        let claimed = rotor(["label", live, "--claim", "voiceover,Reduced Motion"])
        #expect(claimed.status == 1 && claimed.errors == ["rotor: claimed and blocked: Reduced Motion"])
        #expect(rotor(["label", live, "--claim", "sparkles"]).status == 2)
        let json = try #require(JSONSerialization.jsonObject(with: Data(rotor(["label", live, "--format", "json"]).output.joined(separator: "\n").utf8))
            as? [String: Any])
        let features = try #require(json["features"] as? [[String: Any]])
        #expect(features.map { $0["id"] as? String ?? "" } == NutritionLabelFeature.allCases.map(\.rawValue))
        #expect(features.first { $0["id"] as? String == "reduced-motion" }?["verdict"] as? String == "blocked")
        #expect(features.first { $0["id"] as? String == "captions" }?["verdict"] as? String == "not judged")
        // The page parses as XML: its table has a row a feature, each cell a verdict in words.
        let html = rotor(["label", live, "--format", "html"]).output.joined(separator: "\n")
        let parser = XMLParser(data: Data(html.replacingOccurrences(of: "<!DOCTYPE html>", with: "").utf8))
        final class Cells: NSObject, XMLParserDelegate {
            var rows = 0, text = "", cells: [String] = [], inCell = false
            func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                        attributes: [String: String] = [:]) {
                if name == "tr" { rows += 1 }
                if name == "td" { (inCell, text) = (true, "") }
            }
            func parser(_ parser: XMLParser, foundCharacters string: String) { if inCell { text += string } }
            func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
                if name == "td" { (inCell, cells) = (false, cells + [text]) }
            }
        }
        let cells = Cells()
        parser.delegate = cells
        #expect(parser.parse())
        #expect(cells.rows == 1 + NutritionLabelFeature.allCases.count)
        #expect(cells.cells.filter { $0 == "✗ Blocked" }.count == 1 && cells.cells.filter { $0 == "Not judged" }.count == 2)
    }
}
