import Foundation
import Testing
@testable import TerminalApp

/// The shape the sources keep so a newcomer can read them: no file over 600 lines and no
/// function over 80, except those DECISIONS.md names with the reason each must be so. Files and
/// functions are measured in the code as the compiler reads it (`SwiftSourceScanner`: braces in
/// strings and comments do not count).
@Suite("The sources' shape")
struct SourceShapeTests {
    static let fileLimit = 600
    static let functionLimit = 80

    /// Each one is in DECISIONS.md with its reason; a new one needs a line there too.
    static let longFiles: Set<String> = ["TermUI/Graph/ViewNode.swift"]
    static let longFunctions: Set<String> = [
        "TerminalApp/CommandLine/Open/SwiftSourceScanner.swift scan",
        "Headless/Audit/AccessibilityAudit.swift check",
        "Headless/Scripts/WalkthroughRunner.swift perform",
        "TermUI/Localization/LocalizedStringKey.swift parseStrings",
    ]

    static var sourcesFolder: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Sources")
    }

    /// Every Swift file under Sources, by its path below that folder.
    static func sources() throws -> [(path: String, text: String)] {
        let root = sourcesFolder.path
        let paths = try FileManager.default.subpathsOfDirectory(atPath: root).filter { $0.hasSuffix(".swift") }.sorted()
        return try paths.map { ($0, try String(contentsOfFile: root + "/" + $0, encoding: .utf8)) }
    }

    struct Function: Equatable {
        var name: String
        var line: Int
        var length: Int
    }

    /// The functions and initialisers with a body, each with the lines from its declaration to
    /// its closing brace.
    static func functions(in text: String) -> [Function] {
        let lines = SwiftSourceScanner.scan(text)
        var found: [Function] = []
        var pending: (name: String, line: Int)?
        var open: [(name: String, line: Int)?] = []
        let declarations: Set<String> = ["var", "let", "case", "subscript", "typealias", "associatedtype"]
        for (number, line) in lines.enumerated() {
            let code = Array(line.code)
            let first = line.trimmedCode.split(whereSeparator: { !$0.isLetter }).first.map(String.init)
            if let first, declarations.contains(first) { pending = nil }
            var index = 0
            while index < code.count {
                let character = code[index]
                if character.isLetter || character == "_" {
                    var end = index
                    while end < code.count, code[end].isLetter || code[end].isNumber || code[end] == "_" { end += 1 }
                    let word = String(code[index..<end])
                    let before = index > 0 ? code[index - 1] : " "
                    if before != ".", word == "func" || word == "init" {
                        var nameStart = end
                        while nameStart < code.count, code[nameStart] == " " { nameStart += 1 }
                        var nameEnd = nameStart
                        while nameEnd < code.count, !" (<{".contains(code[nameEnd]) { nameEnd += 1 }
                        let name = word == "init" ? "init" : String(code[nameStart..<nameEnd])
                        pending = (name, number)
                    }
                    index = end
                    continue
                }
                if character == "{" {
                    open.append(pending)
                    pending = nil
                } else if character == "}" {
                    pending = nil
                    if let body = open.popLast(), let body {
                        found.append(Function(name: body.name, line: body.line + 1, length: number - body.line + 1))
                    }
                }
                index += 1
            }
        }
        return found
    }

    @Test("the measure finds a function's body from its declaration to its closing brace, not braces in strings or a requirement's accessors")
    func measureReadsCode() {
        let text = """
        protocol P {
            func required()
            var value: Int { get }
        }
        struct S {
            func f(a: Int = 1) -> String {
                let s = "a { b"
                /* } */
                return s
            }
            init() {}
        }
        """
        #expect(Self.functions(in: text) == [
            Function(name: "f", line: 6, length: 5),
            Function(name: "init", line: 11, length: 1),
        ])
    }

    @Test("no source file is over 600 lines unless DECISIONS.md says why")
    func filesAreShort() throws {
        let sources = try Self.sources()
        #expect(sources.count > 100)
        for (path, text) in sources where !Self.longFiles.contains(path) {
            let count = OpenCommand.lines(of: text).count
            #expect(count <= Self.fileLimit, "\(path) has \(count) lines")
        }
    }

    @Test("no function is over 80 lines unless DECISIONS.md says why")
    func functionsAreShort() throws {
        var measured = 0
        for (path, text) in try Self.sources() {
            for function in Self.functions(in: text) {
                measured += 1
                guard !Self.longFunctions.contains("\(path) \(function.name)") else { continue }
                #expect(function.length <= Self.functionLimit,
                        "\(path):\(function.line) \(function.name) is \(function.length) lines")
            }
        }
        #expect(measured > 1000)
    }

    @Test("each long file and long function DECISIONS.md allows still exists and is still long")
    func allowancesAreCurrent() throws {
        let sources = Dictionary(try Self.sources(), uniquingKeysWith: { a, _ in a })
        for path in Self.longFiles {
            let text = try #require(sources[path])
            #expect(OpenCommand.lines(of: text).count > Self.fileLimit, "\(path) is short now: drop it from the list")
        }
        for entry in Self.longFunctions {
            let parts = entry.split(separator: " ").map(String.init)
            let text = try #require(sources[parts[0]])
            let longest = Self.functions(in: text).filter { $0.name == parts[1] }.map(\.length).max() ?? 0
            #expect(longest > Self.functionLimit, "\(entry) is short now: drop it from the list")
        }
    }

    @Test("the C helpers keep no state in statics of inline functions: each object file would get a copy, and an optimised build reads one nothing wrote")
    func cHelpersKeepNoStaticState() throws {
        let folder = Self.sourcesFolder.appendingPathComponent("CNCurses")
        let headers = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".h") }
        #expect(headers.count >= 2)
        for header in headers {
            let text = try String(contentsOf: folder.appendingPathComponent(header), encoding: .utf8)
            for (number, line) in OpenCommand.lines(of: text).enumerated() {
                let code = line.trimmingCharacters(in: .whitespaces)
                guard code.hasPrefix("static "), !code.hasPrefix("static inline "), !code.hasPrefix("static const ") else { continue }
                Issue.record("\(header):\(number + 1) keeps state in a static: put it in CHelperState.swift")
            }
        }
        // The storage the helpers name is the same every time it is asked for.
        #expect(rotorStateSignalPipe() == rotorStateSignalPipe())
        #expect(rotorStateCaptureDescriptors() == rotorStateCaptureDescriptors())
    }

    @Test("state shared between threads is held in Locked, not Synchronization.Mutex, whose contended handover on Linux ThreadSanitizer cannot see")
    func sharedStateUsesLocked() throws {
        let tests = Self.sourcesFolder.deletingLastPathComponent().appendingPathComponent("Tests")
        let testFiles = try FileManager.default.subpathsOfDirectory(atPath: tests.path).filter { $0.hasSuffix(".swift") }
        let files = try Self.sources().map { ("Sources/" + $0.path, $0.text) }
            + testFiles.map { ("Tests/" + $0, try String(contentsOfFile: tests.path + "/" + $0, encoding: .utf8)) }
        #expect(files.count > 100)
        let type = "Mutex"  // spelled apart so this line is not a use
        for (path, text) in files {
            for (number, line) in OpenCommand.lines(of: text).enumerated() {
                let code = line.trimmingCharacters(in: .whitespaces)
                guard !code.hasPrefix("//"), code.contains(type + "<") || code.contains(type + "(") else { continue }
                Issue.record("\(path):\(number + 1) holds state in a Mutex: use Locked (TermUI/Core/Locked.swift)")
            }
        }
    }
}
