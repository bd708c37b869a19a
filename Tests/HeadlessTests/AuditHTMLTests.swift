import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Headless
import TerminalApp
import Testing

/// `rotor audit --format html`: one self-contained page, each state that showed findings drawn
/// with a numbered box on each flagged element, each finding with why, fix and what VoiceOver
/// says. Checked by parsing it (the page is well-formed XML).
@MainActor
struct AuditHTMLTests {
    func rotor(_ arguments: String...) -> (status: Int32, page: String) {
        var output: [String] = []
        let status = RotorCommandLine.run(arguments: arguments, registry: demoRegistry, output: { output.append($0) },
                                          errorOutput: { _ in })
        return (status, output.joined(separator: "\n"))
    }

    /// What a page holds: its second-level headings, the boxes drawn on its pictures, its list
    /// items (the findings) and whether it has outside references.
    final class Page: NSObject, XMLParserDelegate {
        var headings: [String] = [], boxes = 0, findings: [String] = [], svgs = 0, outside = false
        private var text = "", inHeading = false, inItem = 0
        func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                    attributes: [String: String] = [:]) {
            switch name {
            case "h2": (inHeading, text) = (true, "")
            case "li": (inItem, text) = (inItem + 1, "")
            case "svg": svgs += 1
            case "rect" where attributes["stroke"] != nil: boxes += 1
            case "link", "script", "img": outside = true
            default: break
            }
            if attributes["src"] != nil || attributes["href"].map({ !$0.hasPrefix("#") }) == true { outside = true }
        }
        func parser(_ parser: XMLParser, foundCharacters string: String) { if inHeading || inItem > 0 { text += string } }
        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            if name == "h2" { (inHeading, headings) = (false, headings + [text]) }
            if name == "li" { (inItem, findings) = (inItem - 1, findings + [text]) }
        }
    }

    func parse(_ html: String) throws -> Page {
        let parser = XMLParser(data: Data(html.replacingOccurrences(of: "<!DOCTYPE html>", with: "").utf8))
        let page = Page()
        parser.delegate = page
        #expect(parser.parse(), "\(parser.parserError.map { "\($0)" } ?? "")")
        return page
    }

    @Test("one screen: its snapshot with a numbered box on each finding's element, each finding with why, fix, standards and VoiceOver's words")
    func oneScreen() throws {
        let run = rotor("audit", "beach:before", "--format", "html", "--preset", "rotor-3")
        #expect(run.status == 1)
        let page = try parse(run.page)
        #expect(page.headings == ["By impact and rule", "beach:before"])
        #expect(page.svgs == 1 && !page.outside)
        #expect(page.findings.count == 12 && page.boxes == 12)
        #expect(page.findings.allSatisfy { $0.contains("Why: ") && $0.contains("Fix: ") && $0.contains("Standards: ") })
        #expect(page.findings.contains { $0.contains("VoiceOver says: “Favorite, Button") })
        // Most serious first in the table of rules.
        let serious = try #require(run.page.range(of: "<td>serious</td>")), moderate = run.page.range(of: "<td>moderate</td>")
        #expect(moderate.map { serious.lowerBound < $0.lowerBound } ?? true)
        // A clean screen: the count and nothing drawn.
        let clean = try parse(rotor("audit", "settings", "--format", "html").page)
        #expect(clean.headings.isEmpty && clean.svgs == 0)
    }

    @Test("a walk under every setting: a section for each state and setting that first showed findings")
    func walkAndVariants() throws {
        let script = FileManager.default.temporaryDirectory.appendingPathComponent("rotor-\(UUID().uuidString).rotor")
        try "screen settings:before\nnext\n".write(to: script, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: script) }
        let page = try parse(rotor("audit", "--walk", script.path, "--variants", "--preset", "rotor-3", "--format", "html").page)
        #expect(page.headings == ["By impact and rule", "settings:before, after \(script.path):1: screen settings:before",
                                  "settings:before, after \(script.path):1: screen settings:before, under Light"])
        // A finding named by its place (text drawn where no element is) has no element to box.
        #expect(page.svgs == 2 && page.boxes > 0 && page.boxes <= page.findings.count)
    }
}
