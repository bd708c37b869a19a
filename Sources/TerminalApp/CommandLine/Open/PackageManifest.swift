import Foundation

/// What `rotor open Package.swift` needs from a package manifest, read as text (the manifest is
/// never run): the tools version, the language modes, and the targets with their folders,
/// local dependencies and language-mode settings.
struct PackageManifest: Equatable {
    struct Target: Equatable {
        enum Kind: String, Equatable {
            case executable, library, test, other
        }
        var name: String
        var kind: Kind
        /// `path:` as written, relative to the package's folder; nil for the default folder.
        var path: String?
        /// Targets of this package it depends on (by name; products of other packages left out).
        var dependencies: [String]
        /// `.swiftLanguageMode(.v5)` (or `.swiftLanguageVersion`) among its Swift settings.
        var languageMode: String?
        /// Whether it declares `resources:`, for which SwiftPM makes `Bundle.module`.
        var hasResources = false
    }

    var name: String?
    /// `// swift-tools-version:5.9` as (5, 9); nil when the first line does not say.
    var toolsVersion: (major: Int, minor: Int)?
    /// `swiftLanguageModes:` (or `swiftLanguageVersions:`) of the package, as written: "5", "6", "4.2".
    var languageModes: [String]
    var targets: [Target]

    static func == (lhs: PackageManifest, rhs: PackageManifest) -> Bool {
        lhs.name == rhs.name && lhs.toolsVersion?.major == rhs.toolsVersion?.major
            && lhs.toolsVersion?.minor == rhs.toolsVersion?.minor && lhs.languageModes == rhs.languageModes
            && lhs.targets == rhs.targets
    }

    /// The language mode a target compiles in, and why: its own setting, else the package's
    /// modes (the newest listed, as SwiftPM picks), else the tools version's default (Swift 6
    /// from tools version 6.0, Swift 5 before).
    func languageMode(of target: Target) -> (mode: String, reason: String) {
        if let mode = target.languageMode { return (mode, "its swiftLanguageMode setting") }
        if let newest = languageModes.max(by: { Self.number($0) < Self.number($1) }) {
            return (newest, "the package's swiftLanguageModes")
        }
        guard let tools = toolsVersion else { return ("5", "no swift-tools-version line") }
        let text = "\(tools.major).\(tools.minor)"
        return tools.major >= 6 ? ("6", "tools version \(text)") : ("5", "tools version \(text)")
    }

    private static func number(_ mode: String) -> Double { Double(mode) ?? 0 }

    /// The target's folder: `path:`, else `Sources/NAME` (or `Source`, `src`, `srcs`, as
    /// SwiftPM looks), `Tests/NAME` for a test target.
    func folder(of target: Target, in root: URL) -> URL {
        if let path = target.path { return root.appendingPathComponent(path) }
        let parents = target.kind == .test ? ["Tests", "Sources", "Source", "src", "srcs"] : ["Sources", "Source", "src", "srcs"]
        for parent in parents {
            let candidate = root.appendingPathComponent(parent).appendingPathComponent(target.name)
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: candidate.path, isDirectory: &isFolder), isFolder.boolValue {
                return candidate
            }
        }
        return root.appendingPathComponent(parents[0]).appendingPathComponent(target.name)
    }

    /// The target and the local targets it depends on, directly or not, dependencies first.
    func withDependencies(_ target: Target) -> [Target] {
        var ordered: [Target] = []
        func visit(_ target: Target, _ path: [String]) {
            guard !ordered.contains(where: { $0.name == target.name }), !path.contains(target.name) else { return }
            for name in target.dependencies {
                if let dependency = targets.first(where: { $0.name == name }) { visit(dependency, path + [target.name]) }
            }
            ordered.append(target)
        }
        visit(target, [])
        return ordered
    }

    // MARK: Reading

    struct ReadError: Error, CustomStringConvertible {
        var description: String
    }

    init(name: String?, toolsVersion: (major: Int, minor: Int)?, languageModes: [String], targets: [Target]) {
        self.name = name
        self.toolsVersion = toolsVersion
        self.languageModes = languageModes
        self.targets = targets
    }

    /// Reads a manifest's text. Throws when it declares no `Package(` or no targets.
    init(text: String) throws {
        toolsVersion = Self.toolsVersion(in: text)
        let code = Self.withoutComments(text)
        guard let package = Self.call(named: "Package", in: code).first else {
            throw ReadError(description: "it declares no Package(…)")
        }
        name = Self.stringArgument("name", in: package)
        let modesArgument = Self.argument("swiftLanguageModes", in: package) ?? Self.argument("swiftLanguageVersions", in: package)
        languageModes = modesArgument.map(Self.modes(in:)) ?? []
        var targets: [Target] = []
        let kinds: [(String, Target.Kind)] = [("executableTarget", .executable), ("target", .library), ("testTarget", .test),
                                              ("macro", .other), ("plugin", .other), ("binaryTarget", .other),
                                              ("systemLibrary", .other)]
        // Only the calls that are elements of `targets:` itself: a `.target(name:)` among a
        // target's dependencies names a target, it does not declare one.
        for call in Self.memberCalls(in: Self.argument("targets", in: package) ?? "", depth: 1) {
            guard let kind = kinds.first(where: { $0.0 == call.name })?.1,
                  let name = Self.stringArgument("name", in: call.arguments) else { continue }
            let dependencies = Self.argument("dependencies", in: call.arguments).map(Self.localDependencies(in:)) ?? []
            let settings = Self.argument("swiftSettings", in: call.arguments)
            targets.append(Target(name: name, kind: kind, path: Self.stringArgument("path", in: call.arguments),
                                  dependencies: dependencies, languageMode: settings.flatMap(Self.settingMode(in:)),
                                  hasResources: Self.argument("resources", in: call.arguments) != nil))
        }
        guard !targets.isEmpty else { throw ReadError(description: "it declares no targets") }
        self.targets = targets
    }

    /// `// swift-tools-version:5.9` or `// swift-tools-version: 6.0.1` on the first line.
    static func toolsVersion(in text: String) -> (major: Int, minor: Int)? {
        guard let first = text.split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false).first,
              let range = first.range(of: "swift-tools-version:") else { return nil }
        let version = first[range.upperBound...].trimmingCharacters(in: .whitespaces)
            .prefix { $0.isNumber || $0 == "." }
        let parts = version.split(separator: ".").compactMap { Int($0) }
        guard let major = parts.first else { return nil }
        return (major, parts.count > 1 ? parts[1] : 0)
    }

    /// The text with `//` and `/* */` comments blanked out, string literals kept.
    static func withoutComments(_ text: String) -> String {
        var result: [Character] = []
        let characters = Array(text)
        var index = 0
        var inString = false
        while index < characters.count {
            let character = characters[index]
            let next = index + 1 < characters.count ? characters[index + 1] : nil
            if inString {
                result.append(character)
                if character == "\\", let next {
                    result.append(next)
                    index += 2
                    continue
                }
                if character == "\"" { inString = false }
                index += 1
            } else if character == "\"" {
                inString = true
                result.append(character)
                index += 1
            } else if character == "/", next == "/" {
                while index < characters.count, characters[index] != "\n" { index += 1 }
            } else if character == "/", next == "*" {
                index += 2
                while index < characters.count, !(characters[index] == "*" && index + 1 < characters.count && characters[index + 1] == "/") {
                    index += 1
                }
                index += 2
                result.append(" ")
            } else {
                result.append(character)
                index += 1
            }
        }
        return String(result)
    }

    /// The arguments (between the parentheses) of each call `name(` in `code`.
    static func call(named name: String, in code: String) -> [String] {
        var found: [String] = []
        var searchFrom = code.startIndex
        while let range = code.range(of: name + "(", range: searchFrom..<code.endIndex) {
            let before = range.lowerBound == code.startIndex ? nil : code[code.index(before: range.lowerBound)]
            searchFrom = range.upperBound
            if let before, before.isLetter || before.isNumber || before == "_" || before == "." { continue }
            if let arguments = balanced(from: range.upperBound, in: code) { found.append(arguments) }
        }
        return found
    }

    /// The `.name(arguments)` calls of `code`, in order: at any depth, or only at `depth`
    /// (counted in parentheses and brackets).
    static func memberCalls(in code: String, depth wanted: Int? = nil) -> [(name: String, arguments: String)] {
        var calls: [(name: String, arguments: String)] = []
        var index = code.startIndex
        var inString = false
        var depth = 0
        while index < code.endIndex {
            let character = code[index]
            if character == "\"" { inString.toggle() }
            if inString, character == "\\" {
                index = code.index(after: index)
                if index < code.endIndex { index = code.index(after: index) }
                continue
            }
            if !inString, character == "(" || character == "[" { depth += 1 }
            if !inString, character == ")" || character == "]" { depth -= 1 }
            if !inString, character == ".", wanted == nil || wanted == depth {
                let nameStart = code.index(after: index)
                let name = code[nameStart...].prefix { $0.isLetter || $0.isNumber || $0 == "_" }
                let open = name.endIndex
                if !name.isEmpty, open < code.endIndex, code[open] == "(",
                   let arguments = balanced(from: code.index(after: open), in: code) {
                    calls.append((String(name), arguments))
                }
            }
            index = code.index(after: index)
        }
        return calls
    }

    /// The text from `start` to the parenthesis or bracket that closes the one before it.
    static func balanced(from start: String.Index, in code: String) -> String? {
        var depth = 1
        var index = start
        var inString = false
        while index < code.endIndex {
            let character = code[index]
            if inString {
                if character == "\\" {
                    index = code.index(after: index)
                } else if character == "\"" {
                    inString = false
                }
            } else if character == "\"" {
                inString = true
            } else if character == "(" || character == "[" {
                depth += 1
            } else if character == ")" || character == "]" {
                depth -= 1
                if depth == 0 { return String(code[start..<index]) }
            }
            if index < code.endIndex { index = code.index(after: index) }
        }
        return nil
    }

    /// The value written after `label:` at the top level of a call's arguments.
    static func argument(_ label: String, in arguments: String) -> String? {
        var depth = 0
        var index = arguments.startIndex
        var inString = false
        while index < arguments.endIndex {
            let character = arguments[index]
            if inString {
                if character == "\\" { index = arguments.index(after: index) } else if character == "\"" { inString = false }
            } else if character == "\"" {
                inString = true
            } else if character == "(" || character == "[" {
                depth += 1
            } else if character == ")" || character == "]" {
                depth -= 1
            } else if depth == 0, arguments[index...].hasPrefix(label),
                      index == arguments.startIndex || !Self.isIdentifier(arguments[arguments.index(before: index)]) {
                let after = arguments[arguments.index(index, offsetBy: label.count)...]
                let rest = after.drop { $0 == " " || $0 == "\n" || $0 == "\t" }
                if rest.first == ":" {
                    return String(Self.topLevelValue(rest.dropFirst()))
                }
            }
            if index < arguments.endIndex { index = arguments.index(after: index) }
        }
        return nil
    }

    private static func isIdentifier(_ character: Character) -> Bool {
        character.isLetter || character.isNumber || character == "_"
    }

    /// A value up to the comma that ends it at its own depth.
    private static func topLevelValue(_ text: Substring) -> Substring {
        var depth = 0
        var inString = false
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            if inString {
                if character == "\\" { index = text.index(after: index) } else if character == "\"" { inString = false }
            } else if character == "\"" {
                inString = true
            } else if character == "(" || character == "[" {
                depth += 1
            } else if character == ")" || character == "]" {
                depth -= 1
            } else if character == ",", depth == 0 {
                return text[..<index]
            }
            if index < text.endIndex { index = text.index(after: index) }
        }
        return text
    }

    /// `label: "text"`'s text.
    static func stringArgument(_ label: String, in arguments: String) -> String? {
        guard let value = argument(label, in: arguments)?.trimmingCharacters(in: .whitespacesAndNewlines),
              value.hasPrefix("\""), value.hasSuffix("\""), value.count >= 2 else { return nil }
        return String(value.dropFirst().dropLast())
    }

    /// The string literals at the top level of an array's text.
    static func topLevelStrings(in text: String) -> [String] {
        var strings: [String] = []
        var depth = 0
        var current: String?
        var escaped = false
        for character in text {
            if var string = current {
                if escaped {
                    string.append(character)
                    escaped = false
                    current = string
                } else if character == "\\" {
                    escaped = true
                } else if character == "\"" {
                    if depth == 1 { strings.append(string) }
                    current = nil
                } else {
                    string.append(character)
                    current = string
                }
            } else if character == "\"" {
                current = ""
            } else if character == "(" || character == "[" {
                depth += 1
            } else if character == ")" || character == "]" {
                depth -= 1
            }
        }
        return strings
    }

    /// Target names among a target's dependencies: `"Name"`, `.target(name: "Name")`,
    /// `.byName(name: "Name")`; `.product(…)` of other packages are not local.
    static func localDependencies(in text: String) -> [String] {
        var names = topLevelStrings(in: text)
        for call in memberCalls(in: text) where call.name == "target" || call.name == "byName" {
            if let name = stringArgument("name", in: call.arguments) { names.append(name) }
        }
        return names
    }

    /// `[.v5, .v6]`, `[.version("6")]`, `[.v4_2]` as "5", "6", "4.2".
    static func modes(in text: String) -> [String] {
        var modes: [String] = []
        var index = text.startIndex
        while let range = text.range(of: ".v", range: index..<text.endIndex) {
            let digits = text[range.upperBound...].prefix { $0.isNumber || $0 == "_" }
            if !digits.isEmpty { modes.append(digits.replacingOccurrences(of: "_", with: ".")) }
            index = range.upperBound
        }
        for call in memberCalls(in: text) where call.name == "version" {
            if let version = topLevelStrings(in: "(" + call.arguments + ")").first { modes.append(version) }
        }
        return modes
    }

    /// `.swiftLanguageMode(.v5)`, `.swiftLanguageVersion(.v5)` or `.unsafeFlags(["-swift-version", "5"])`.
    static func settingMode(in settings: String) -> String? {
        for call in memberCalls(in: settings) {
            switch call.name {
            case "swiftLanguageMode", "swiftLanguageVersion":
                if let mode = modes(in: call.arguments).first { return mode }
            case "unsafeFlags":
                let flags = topLevelStrings(in: call.arguments)
                if let index = flags.firstIndex(of: "-swift-version"), index + 1 < flags.count { return flags[index + 1] }
            default:
                continue
            }
        }
        return nil
    }
}
