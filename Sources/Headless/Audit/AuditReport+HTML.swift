import Accessibility
import Foundation
import ScreenReader
import TermUI

/// One audited state kept for the HTML report: the screen as drawn, where each flagged element
/// is on it, and what VoiceOver says on each.
public struct AuditScreenCapture: Sendable {
    public var screen: String
    public var variant: String
    public var revealedBy: AuditRevelation?
    /// With `--variants`: the setting the state was drawn under.
    public var setting: String?
    public var canvas: CellCanvas
    /// Each flagged element's place on the canvas, in cells.
    public var places: [AccessibilityElementID: CellRect]
    /// What focusing each flagged element says.
    public var speech: [AccessibilityElementID: String]
}

extension ScreenSession {
    /// The screen as it is now, with the places and speech of `findings`' elements.
    public func auditCapture(_ findings: [AuditFinding], revealedBy: AuditRevelation? = nil) -> AuditScreenCapture {
        let tree = tree, metric = graph.metric
        var places: [AccessibilityElementID: CellRect] = [:], speech: [AccessibilityElementID: String] = [:]
        for finding in findings {
            guard let element = tree.element(finding.elementID) else { continue }
            places[element.id] = metric.cellRect(element.frame)
            speech[element.id] = ScreenReader.speech(for: element, in: tree).map(\.text).joined(separator: " / ")
        }
        return AuditScreenCapture(screen: screenName, variant: variant, revealedBy: revealedBy, canvas: pageDrawing(),
                                  places: places, speech: speech)
    }
}

extension AuditReport {
    /// `rotor audit --format html`: one self-contained page. First the findings by impact and
    /// rule (how many, each linked); then each state that showed findings, its snapshot with a
    /// numbered box on each flagged element, and under it each finding: what, why, the fix, its
    /// standards and what VoiceOver says on the element. A finding whose state was not kept
    /// (no capture) is listed without a picture. Well-formed XML, so a test can parse it.
    public func html(title: String) -> String {
        func e(_ text: String) -> String { SVGSnapshot.escape(text) }
        // Each entry's capture: the state (screen, line, setting) that first showed it.
        var shown: [(capture: AuditScreenCapture, entries: [(number: Int, entry: Entry)])] = []
        var listedApart: [(number: Int, entry: Entry)] = []
        for (index, entry) in entries.enumerated() {
            let number = index + 1
            let at = captures.lastIndex { capture in
                capture.screen == entry.screen && capture.variant == entry.variant
                    && capture.revealedBy?.line == entry.revealedBy?.line && capture.setting == entry.setting
            }
            guard let at else { listedApart.append((number, entry)); continue }
            if let slot = shown.firstIndex(where: { $0.capture.revealedBy == captures[at].revealedBy
                && $0.capture.screen == captures[at].screen && $0.capture.setting == captures[at].setting }) {
                shown[slot].entries.append((number, entry))
            } else {
                shown.append((captures[at], [(number, entry)]))
            }
        }
        var page = Self.htmlHead(title: title) + "<h1>\(e(title))</h1>\n<p>\(e(countLine))</p>\n"
        // By impact, then rule.
        if !entries.isEmpty {
            page += "<h2>By impact and rule</h2>\n<table>\n<thead><tr><th scope=\"col\">Impact</th><th scope=\"col\">Rule</th>"
                + "<th scope=\"col\">Findings</th></tr></thead>\n<tbody>\n"
            let numbered = Array(entries.enumerated())
            for impact in AuditImpact.allCases.reversed() {
                for rule in AuditRule.allCases where rule.impact == impact {
                    let ones = numbered.filter { $0.element.finding.rule == rule }
                    guard !ones.isEmpty else { continue }
                    page += "<tr><td>\(e(impact.rawValue))</td><td><code>\(e(rule.rawValue))</code>: \(e(rule.what))</td><td>"
                        + ones.map { "<a href=\"#finding-\($0.offset + 1)\">\($0.offset + 1)</a>" }.joined(separator: ", ")
                        + "</td></tr>\n"
                }
            }
            page += "</tbody>\n</table>\n"
        }
        for (capture, numbered) in shown {
            var heading = "\(capture.screen):\(capture.variant)"
            if let revealed = capture.revealedBy { heading += ", after \(revealed.file):\(revealed.line): \(revealed.command)" }
            if let setting = capture.setting, setting != AuditSetting.standard.name { heading += ", under \(setting)" }
            page += "<section>\n<h2>\(e(heading))</h2>\n<figure>\n"
                + Self.markedSVG(capture, marks: numbered.compactMap { item in
                    capture.places[item.entry.finding.elementID].map { (item.number, $0) }
                }, title: heading)
                + "<figcaption>The screen as drawn; each numbered box is a finding below.</figcaption>\n</figure>\n"
            page += Self.htmlFindings(numbered, speech: capture.speech)
            page += "</section>\n"
        }
        if !listedApart.isEmpty {
            page += "<section>\n<h2>Findings without a picture</h2>\n" + Self.htmlFindings(listedApart, speech: [:]) + "</section>\n"
        }
        return page + "</main>\n</body>\n</html>\n"
    }

    private static func htmlFindings(_ numbered: [(number: Int, entry: Entry)], speech: [AccessibilityElementID: String]) -> String {
        func e(_ text: String) -> String { SVGSnapshot.escape(text) }
        var out = "<ol>\n"
        for (number, entry) in numbered {
            let finding = entry.finding, rule = finding.rule
            let kind = finding.needsReview ? " (needs review)" : rule.severity == .note ? " (note)" : ""
            out += "<li value=\"\(number)\" id=\"finding-\(number)\"><p><strong><code>\(e(rule.rawValue))</code>\(e(kind))</strong>, "
                + "\(e(rule.impact.rawValue)): <code>\(e(finding.elementID.rawValue))</code> “\(e(finding.label))”: \(e(finding.message)).</p>\n"
                + "<p>Why: \(e(rule.why)).</p>\n<p>Fix: \(e(finding.fix))</p>\n"
                + "<p>Standards: \(e(rule.tags.joined(separator: ", ")))</p>\n"
            if let said = speech[finding.elementID] { out += "<p>VoiceOver says: “\(e(said))”</p>\n" }
            out += "</li>\n"
        }
        return out + "</ol>\n"
    }

    /// The snapshot as inline SVG (no XML declaration), with a box and its number over each
    /// flagged element.
    private static func markedSVG(_ capture: AuditScreenCapture, marks: [(Int, CellRect)], title: String) -> String {
        var svg = SVGSnapshot.svg(capture.canvas, title: "\(title): the screen with its findings numbered")
        if let declaration = svg.range(of: "?>\n") { svg.removeSubrange(svg.startIndex..<declaration.upperBound) }
        svg = svg.replacingOccurrences(of: "<svg ", with: "<svg role=\"img\" ", options: [], range: svg.range(of: "<svg "))
        var overlay = ""
        for (number, rect) in marks {
            let x = Double(rect.x) * SVGSnapshot.cellWidth, y = Double(rect.y) * SVGSnapshot.cellHeight
            let width = Double(max(1, rect.width)) * SVGSnapshot.cellWidth, height = Double(max(1, rect.height)) * SVGSnapshot.cellHeight
            overlay += "<rect x=\"\(x)\" y=\"\(y)\" width=\"\(width)\" height=\"\(height)\" fill=\"none\" stroke=\"#ff9f0a\" stroke-width=\"2\"/>\n"
                + "<text x=\"\(x + 2)\" y=\"\(y + 12)\" fill=\"#ff9f0a\" font-weight=\"bold\">\(number)</text>\n"
        }
        if let end = svg.range(of: "</svg>", options: .backwards) { svg.insert(contentsOf: overlay, at: end.lowerBound) }
        return svg
    }

    static func htmlHead(title: String) -> String {
        """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8"/>
        <meta name="viewport" content="width=device-width, initial-scale=1"/>
        <title>\(SVGSnapshot.escape(title))</title>
        <style>
        body { font: 16px/1.5 system-ui, sans-serif; max-width: 80rem; margin: 2rem auto; padding: 0 1rem; color: #1d1d1f; background: #fff; }
        table { border-collapse: collapse; } th, td { border: 1px solid #6e6e73; padding: .3rem .6rem; text-align: left; vertical-align: top; }
        svg { max-width: 100%; height: auto; } code { font: 14px ui-monospace, monospace; }
        @media (prefers-color-scheme: dark) { body { color: #f5f5f7; background: #1d1d1f; } th, td { border-color: #a1a1a6; } }
        </style>
        </head>
        <body>
        <main>

        """
    }
}
