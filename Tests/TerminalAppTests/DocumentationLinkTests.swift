import Foundation
import Testing

/// The README and the pages of docs/ link to each other and to files of the repository: every
/// relative link must reach a file that exists, and a link to a heading (`page.md#heading`) a
/// heading of that page, as GitHub names its anchors.
struct DocumentationLinkTests {
    /// README.md and every page of docs/.
    static var pages: [URL] {
        get throws {
            let root = ExplorerEndToEndTests.packageRoot
            let docs = root.appendingPathComponent("docs")
            let names = try FileManager.default.contentsOfDirectory(atPath: docs.path)
                .filter { $0.hasSuffix(".md") }.sorted()
            return [root.appendingPathComponent("README.md")] + names.map { docs.appendingPathComponent($0) }
        }
    }

    @Test("every relative link in README.md and docs/*.md reaches a file, and every anchor a heading of it")
    func relativeLinksResolve() throws {
        let pages = try Self.pages
        #expect(pages.count > 1, "docs/ holds pages")
        for page in pages {
            for problem in try DocumentationLinks.broken(in: page) {
                Issue.record("\(page.lastPathComponent): \(problem)")
            }
        }
    }

    @Test("the link checker reports a missing file, a missing anchor and a missing page's anchor; it passes good links and skips code")
    func checkerFindsBrokenLinks() throws {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("rotor-links-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("docs"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try "# Guide\n\n## `rotor tree --json`\n\nText.\n".write(
            to: folder.appendingPathComponent("docs/guide.md"), atomically: true, encoding: .utf8)
        let readme = folder.appendingPathComponent("README.md")
        try """
            # Front door

            ## Set up

            [guide](docs/guide.md), [json](docs/guide.md#rotor-tree---json), [here](#set-up),
            ![picture](docs/guide.md "a title"), [web](https://example.com/missing.md).
            [gone](docs/gone.md) and [no heading](docs/guide.md#nowhere) and [nor here](#elsewhere).
            `[code](not/a/link.md)` is code.

            ```
            [fenced](not/a/link/either.md)
            ```
            """.write(to: readme, atomically: true, encoding: .utf8)
        #expect(try DocumentationLinks.broken(in: readme) == [
            "docs/gone.md: no such file",
            "docs/guide.md#nowhere: no heading with that anchor",
            "#elsewhere: no heading with that anchor",
        ])
    }

    @Test("a heading's anchor is GitHub's: lower case, punctuation dropped, spaces made hyphens")
    func headingAnchors() {
        #expect(DocumentationLinks.anchor(ofHeading: "`rotor tree --json`") == "rotor-tree---json")
        #expect(DocumentationLinks.anchor(ofHeading: "Walkthrough scripts (`*.rotor`)") == "walkthrough-scripts-rotor")
        #expect(DocumentationLinks.anchor(ofHeading: "What the reader says and does") == "what-the-reader-says-and-does")
    }

    @Test("the README is a front door: short, and it links every page of docs/")
    func readmeIsAFrontDoor() throws {
        let pages = try Self.pages
        let readme = try String(contentsOf: pages[0], encoding: .utf8)
        let lines = readme.split(separator: "\n", omittingEmptySubsequences: false).count
        #expect(lines <= 250, "README.md has \(lines) lines; reference text belongs in docs/")
        let linked = Set(DocumentationLinks.links(in: readme).map { $0.split(separator: "#").first.map(String.init) ?? $0 })
        for page in pages.dropFirst() {
            #expect(linked.contains("docs/\(page.lastPathComponent)"), "README.md links docs/\(page.lastPathComponent)")
        }
    }
}

/// The links of a Markdown page and the ones that lead nowhere.
enum DocumentationLinks {
    /// Each broken relative link of the page, as "TARGET: why".
    static func broken(in page: URL) throws -> [String] {
        let text = try String(contentsOf: page, encoding: .utf8)
        let folder = page.deletingLastPathComponent()
        var problems: [String] = []
        for link in links(in: text) where !link.contains("://") && !link.hasPrefix("mailto:") {
            let parts = link.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
            let path = parts[0], fragment = parts.count > 1 ? parts[1] : nil
            let target = path.isEmpty ? page : folder.appendingPathComponent(path).standardizedFileURL
            guard FileManager.default.fileExists(atPath: target.path) else {
                problems.append("\(link): no such file")
                continue
            }
            if let fragment, target.pathExtension == "md" {
                let headings = try String(contentsOf: target, encoding: .utf8)
                let anchors = Set(Self.headings(in: headings).map(anchor(ofHeading:)))
                if !anchors.contains(fragment) { problems.append("\(link): no heading with that anchor") }
            }
        }
        return problems
    }

    /// The targets of the page's links and images, outside code blocks and code spans, without
    /// their titles.
    static func links(in text: String) -> [String] {
        var targets: [String] = []
        for line in proseLines(of: text) {
            var rest = Substring(withoutCodeSpans(line))
            while let open = rest.range(of: "](") {
                let after = rest[open.upperBound...]
                guard let close = after.firstIndex(of: ")") else { break }
                let target = after[..<close].split(separator: " ", maxSplits: 1).first.map(String.init) ?? ""
                if !target.isEmpty { targets.append(target) }
                rest = after[after.index(after: close)...]
            }
        }
        return targets
    }

    /// The text of each ATX heading (`## Name`) outside code blocks.
    static func headings(in text: String) -> [String] {
        proseLines(of: text).compactMap { line in
            let hashes = line.prefix { $0 == "#" }
            guard (1...6).contains(hashes.count), line.dropFirst(hashes.count).first == " " else { return nil }
            return line.dropFirst(hashes.count).trimmingCharacters(in: .whitespaces)
        }
    }

    /// GitHub's anchor for a heading: lower case, every character that is not a letter, a digit,
    /// a space, a hyphen or an underscore dropped, each space a hyphen.
    static func anchor(ofHeading heading: String) -> String {
        String(heading.lowercased().unicodeScalars.compactMap { scalar -> Character? in
            if scalar == " " { return "-" }
            if scalar == "-" || scalar == "_" || CharacterSet.alphanumerics.contains(scalar) { return Character(scalar) }
            return nil
        })
    }

    private static func proseLines(of text: String) -> [String] {
        var inFence = false
        var lines: [String] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.trimmingCharacters(in: .whitespaces).hasPrefix("```") {
                inFence.toggle()
            } else if !inFence {
                lines.append(String(line))
            }
        }
        return lines
    }

    private static func withoutCodeSpans(_ line: String) -> String {
        var out = ""
        var inCode = false
        for character in line {
            if character == "`" { inCode.toggle() } else if !inCode { out.append(character) }
        }
        return out
    }
}
