import Foundation
import Testing
@testable import TermUI

/// The accepted-and-ignored modifiers are one list: the functions whose body is only `self`
/// live in `Sources/TermUI/Modifiers/Ignored`, one file per group of `IgnoredModifiers.groups`,
/// and the table in docs/swiftui.md is the one that list makes.
@Suite struct IgnoredModifiersTests {
    static var packageRoot: URL {
        var directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        while directory.path != "/" {
            if FileManager.default.fileExists(atPath: directory.appendingPathComponent("Package.swift").path) { return directory }
            directory.deleteLastPathComponent()
        }
        return directory
    }
    static let termUI = packageRoot.appendingPathComponent("Sources/TermUI")
    static let ignoredFolder = termUI.appendingPathComponent("Modifiers/Ignored")

    @Test("each group's file declares exactly the modifiers the group lists")
    func groupsMatchTheirFiles() throws {
        for group in IgnoredModifiers.groups {
            let source = try String(contentsOf: Self.ignoredFolder.appendingPathComponent(group.file), encoding: .utf8)
            let declared = IgnoredModifierScanner.modifiers(in: source)
            #expect(declared == group.modifiers, "\(group.file) declares \(declared)")
        }
    }

    @Test("every file of the Ignored folder is a group's, and no modifier is listed twice")
    func everyIgnoredFileIsAGroup() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.ignoredFolder.path)
            .filter { $0.hasSuffix(".swift") && $0 != "IgnoredModifiers.swift" }
        #expect(Set(files) == Set(IgnoredModifiers.groups.map(\.file)))
        let all = IgnoredModifiers.groups.flatMap(\.modifiers)
        #expect(all.count == Set(all).count)
    }

    @Test("no modifier that only returns self is declared outside the Ignored folder")
    func noIgnoredModifierElsewhere() throws {
        let files = FileManager.default.enumerator(at: Self.termUI, includingPropertiesForKeys: nil)?
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" } ?? []
        #expect(files.count > 100)
        for file in files where !file.path.hasPrefix(Self.ignoredFolder.path + "/") {
            let found = IgnoredModifierScanner.modifiers(in: try String(contentsOf: file, encoding: .utf8))
            #expect(found.isEmpty, "\(file.lastPathComponent) declares \(found): move them to Modifiers/Ignored")
        }
    }

    @Test("the scanner names a modifier by its argument labels and skips one that does something")
    func scannerNamesModifiers() {
        let source = """
            extension View {
                public func toolbar(_ visibility: Visibility,
                                    for bars: ToolbarPlacement...) -> some View { self }
                public func mask<M: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> M) -> some View { self }
                public func sensoryFeedback<T: Equatable>(trigger: T, _ f: @escaping (_ old: T, _ new: T) -> Int?) -> some View {
                    self
                }
                public func labelsHidden() -> some View { environment(\\.labelsHidden, true) }
            }
            extension Text { public func kerning(_ kerning: CGFloat) -> Text { self } }
            """
        #expect(IgnoredModifierScanner.modifiers(in: source)
                == ["toolbar(_:for:)", "mask(alignment:_:)", "sensoryFeedback(trigger:_:)", "kerning(_:)"])
    }

    @Test("the accepted-and-ignored table in docs/swiftui.md is the one the groups make")
    func documentedTableIsGenerated() throws {
        let url = Self.packageRoot.appendingPathComponent("docs/swiftui.md")
        var page = try String(contentsOf: url, encoding: .utf8)
        // `ROTOR_UPDATE_README=1 swift test --filter IgnoredModifiersTests` writes it in.
        if ProcessInfo.processInfo.environment["ROTOR_UPDATE_README"] == "1",
           let start = page.range(of: "| accepted and ignored | why they change nothing |") {
            let end = page.range(of: "\n\n", range: start.lowerBound..<page.endIndex)?.lowerBound ?? page.endIndex
            page.replaceSubrange(start.lowerBound..<end, with: IgnoredModifiers.markdownTable)
            try page.write(to: url, atomically: true, encoding: .utf8)
        }
        #expect(page.contains(IgnoredModifiers.markdownTable), "docs/swiftui.md should hold the table:\n\(IgnoredModifiers.markdownTable)")
    }
}

/// Finds the functions whose body is only `self` in Swift source and names each as Swift does
/// (`toolbar(_:for:)`), in order of declaration, each name once.
enum IgnoredModifierScanner {
    static func modifiers(in source: String) -> [String] {
        let text = Array(source.split(whereSeparator: \.isWhitespace).joined(separator: " "))
        var names: [String] = []
        var i = 0
        while let start = find("func ", in: text, from: i) {
            i = start + 5
            var j = i
            while j < text.count, text[j].isLetter || text[j].isNumber || text[j] == "_" { j += 1 }
            let name = String(text[i..<j])
            if j < text.count, text[j] == "<" { j = skipGroup(text, from: j) }
            guard !name.isEmpty, j < text.count, text[j] == "(" else { continue }
            let close = skipGroup(text, from: j)
            let labels = parameters(Array(text[(j + 1)..<(close - 1)])).map(label)
            let rest = String(text[close...].prefix(40))
            guard rest.hasPrefix(" -> some View { self }") || rest.hasPrefix(" -> Text { self }") else { continue }
            let signature = name + "(" + labels.map { $0 + ":" }.joined() + ")"
            if !names.contains(signature) { names.append(signature) }
        }
        return names
    }

    private static func find(_ word: String, in text: [Character], from start: Int) -> Int? {
        let pattern = Array(word)
        guard text.count >= pattern.count else { return nil }
        var k = start
        while k <= text.count - pattern.count {
            if Array(text[k..<(k + pattern.count)]) == pattern { return k }
            k += 1
        }
        return nil
    }

    /// The index just past the bracket group that opens at `start` (`(…)` or `<…>`); the `>`
    /// of an arrow does not close one.
    private static func skipGroup(_ text: [Character], from start: Int) -> Int {
        var depth = 0, k = start
        while k < text.count {
            let c = text[k]
            if "([<".contains(c) { depth += 1 }
            if ")]".contains(c) || (c == ">" && (k == 0 || text[k - 1] != "-")) { depth -= 1 }
            k += 1
            if depth == 0 { break }
        }
        return k
    }

    /// The parameters of a list, split at its top-level commas.
    private static func parameters(_ list: [Character]) -> [String] {
        var parts: [String] = [], current = "", depth = 0
        for (k, c) in list.enumerated() {
            if "([<".contains(c) { depth += 1 }
            if ")]".contains(c) || (c == ">" && (k == 0 || list[k - 1] != "-")) { depth -= 1 }
            if c == ",", depth == 0 { parts.append(current); current = "" } else { current.append(c) }
        }
        if !current.trimmingCharacters(in: .whitespaces).isEmpty { parts.append(current) }
        return parts
    }

    /// A parameter's argument label: its first word that is not an attribute.
    private static func label(_ parameter: String) -> String {
        let beforeColon = parameter.split(separator: ":", maxSplits: 1).first ?? ""
        return beforeColon.split(separator: " ").first { !$0.hasPrefix("@") }.map(String.init) ?? "_"
    }
}
