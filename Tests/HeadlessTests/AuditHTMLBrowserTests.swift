import Foundation
import Headless
import TerminalApp
import Testing

/// The HTML reports (`rotor audit --format html`, `rotor label --format html`) opened in a real
/// browser: headless Chromium lays each page out and a script added at its end measures what a
/// reader meets (the snapshot drawn at its size, a box on each finding inside it, each number a
/// link to its finding, the picture named for a screen reader); `--dump-dom` hands the
/// measurements back. CI installs Chromium (.ci/run) and sets ROTOR_REQUIRE_BROWSER, so there
/// the tests run or fail; elsewhere they run where a Chromium is on the PATH.
@MainActor
struct AuditHTMLBrowserTests {
    /// Chromium's path, from the PATH.
    nonisolated static let browser: String? = {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for name in ["chromium", "chromium-browser", "google-chrome"] {
            for folder in path.split(separator: ":") where FileManager.default.isExecutableFile(atPath: "\(folder)/\(name)") {
                return "\(folder)/\(name)"
            }
        }
        return nil
    }()

    nonisolated static let required = ProcessInfo.processInfo.environment["ROTOR_REQUIRE_BROWSER"] != nil

    /// Measured in the browser once the page is laid out, one "name value" line each.
    static let checks = """
        <script>
        const lines = [];
        const svgs = [...document.querySelectorAll('svg')];
        lines.push('svgs ' + svgs.length);
        let boxes = 0, drawn = 0, inside = 0, named = 0;
        for (const svg of svgs) {
          const area = svg.getBoundingClientRect();
          if (svg.getAttribute('role') === 'img' && svg.querySelector('title')?.textContent.trim()) named++;
          if (area.width < 200 || area.height < 100) lines.push('small ' + area.width + 'x' + area.height);
          for (const box of svg.querySelectorAll('rect[stroke]')) {
            boxes++;
            const r = box.getBoundingClientRect();
            if (r.width > 0 && r.height > 0) drawn++;
            if (r.left >= area.left - 1 && r.right <= area.right + 1 && r.top >= area.top - 1 && r.bottom <= area.bottom + 1) inside++;
          }
        }
        lines.push('boxes ' + boxes, 'drawn ' + drawn, 'inside ' + inside, 'named ' + named);
        const links = [...document.querySelectorAll('a[href^="#"]')];
        lines.push('links ' + links.length);
        lines.push('broken ' + links.filter(a => !document.getElementById(decodeURIComponent(a.getAttribute('href').slice(1)))).length);
        lines.push('findings ' + document.querySelectorAll('li[id^="finding-"]').length);
        lines.push('text ' + (document.body.innerText.length > 0 ? 'shown' : 'none'));
        const pre = document.createElement('pre');
        pre.id = 'browser-checks';
        pre.textContent = lines.join('\\n');
        document.body.appendChild(pre);
        </script>
        """

    /// `page` with the checks added, opened in headless Chromium: the measurements by name.
    func measured(_ page: String) throws -> [String: String] {
        let browser = try #require(Self.browser, "no Chromium on the PATH (CI installs it: .ci/run)")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("rotor-browser-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("report.html")
        let body = try #require(page.range(of: "</body>", options: .backwards), "the page has no </body>")
        try (page[..<body.lowerBound] + Self.checks + page[body.lowerBound...]).write(to: file, atomically: false, encoding: .utf8)
        let process = Process()
        // A minute at most: a browser that does not finish fails the test rather than hang it.
        process.executableURL = URL(fileURLWithPath: "/usr/bin/timeout")
        process.arguments = ["60", browser, "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run",
                             "--user-data-dir=\(folder.appendingPathComponent("profile").path)",
                             "--window-size=1280,1024", "--dump-dom", file.absoluteString]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let dom = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "Chromium exited with \(process.terminationStatus)")
        let start = try #require(dom.range(of: "<pre id=\"browser-checks\">"), "the checks did not run: \(dom.prefix(300))")
        let end = try #require(dom.range(of: "</pre>", range: start.upperBound..<dom.endIndex))
        var values: [String: String] = [:]
        for line in dom[start.upperBound..<end.lowerBound].split(separator: "\n") {
            let parts = line.split(separator: " ", maxSplits: 1)
            if parts.count == 2 { values[String(parts[0])] = String(parts[1]) }
        }
        return values
    }

    func rotor(_ arguments: String...) -> (status: Int32, page: String) {
        var output: [String] = []
        let status = RotorCommandLine.run(arguments: arguments, registry: demoRegistry, output: { output.append($0) },
                                          errorOutput: { _ in })
        return (status, output.joined(separator: "\n"))
    }

    @Test("an audit's page in Chromium: the snapshot drawn, a box on each finding inside it, each number a link that lands, the picture named",
          .enabled(if: browser != nil || required))
    func auditPageInABrowser() throws {
        let run = rotor("audit", "beach:before", "--format", "html", "--preset", "rotor-3")
        #expect(run.status == 1)
        let values = try measured(run.page)
        #expect(values["svgs"] == "1" && values["small"] == nil, "\(values)")
        #expect(values["findings"] == "12" && values["boxes"] == "12", "\(values)")
        #expect(values["drawn"] == "12" && values["inside"] == "12", "\(values)")
        #expect(values["named"] == "1", "\(values)")
        #expect(values["links"].flatMap { Int($0) }.map { $0 >= 12 } == true && values["broken"] == "0", "\(values)")
        #expect(values["text"] == "shown")
    }

    @Test("a nutrition label's page in Chromium: its links land and its text shows",
          .enabled(if: browser != nil || required))
    func labelPageInABrowser() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("rotor-label-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let script = folder.appendingPathComponent("trip.rotor")
        try "screen beach:before\nnext\nnext\n".write(to: script, atomically: false, encoding: .utf8)
        let run = rotor("label", script.path, "--format", "html")
        #expect(run.page.contains("<html"))
        let values = try measured(run.page)
        #expect(values["links"].flatMap { Int($0) }.map { $0 > 0 } == true && values["broken"] == "0", "\(values)")
        #expect(values["text"] == "shown")
    }
}
