import Foundation

/// Which arguments a view's initialiser needs, read from its declaration: a view that needs
/// some cannot be opened by name with `Name()`, so `--list` lists it apart and `--view` says so.
///
/// Read as text, as the rest of `rotor open`'s discovery is: the struct's own members (not an
/// extension's), its stored properties without a default value (what the memberwise
/// initialiser asks for) or, when it declares initialisers, whether one of them can be called
/// with no arguments. Property wrappers that SwiftUI fills from outside the initialiser
/// (`@Environment`, `@Query`, `@FocusState`…) ask for nothing; an optional `var` defaults to nil.
enum ViewArguments {
    /// Wrappers whose property is never an initialiser argument.
    static let filledByTheSystem: Set<String> = [
        "Environment", "EnvironmentObject", "Query", "FetchRequest", "SectionedFetchRequest", "FocusState",
        "AccessibilityFocusState", "Namespace", "GestureState", "UIApplicationDelegateAdaptor", "ObservationIgnored",
    ]

    /// The argument labels `struct` at `line` (0-based) of `lines` needs to be made; empty when
    /// `Name()` makes it.
    static func required(ofStructAt line: Int, in lines: [String]) -> [String] {
        let members = memberStatements(ofStructAt: line, in: lines)
        var initialisers: [[String]] = []
        var stored: [String] = []
        for statement in members {
            if let parameters = initialiserParameters(statement) {
                initialisers.append(parameters)
            } else if let name = requiredProperty(statement) {
                stored.append(name)
            }
        }
        guard !initialisers.isEmpty else { return stored }
        if initialisers.contains(where: \.isEmpty) { return [] }
        return initialisers.min { $0.count < $1.count } ?? []
    }

    /// `Name(trip:count:)`: how `--list` shows what a view needs.
    static func signature(_ name: String, _ arguments: [String]) -> String {
        "\(name)(" + arguments.map { $0 == "_" ? "_:" : "\($0):" }.joined() + ")"
    }

    /// The statements at the struct's top level: each starts on a line where the depth is one,
    /// and runs on while brackets opened in it are open (an initialiser's parameter list over
    /// several lines); bodies nested deeper are left out.
    static func memberStatements(ofStructAt line: Int, in lines: [String]) -> [String] {
        var depth = 0, opened = false
        var statements: [String] = []
        var current: String?
        var parentheses = 0
        for text in lines[line...] {
            let code = withoutCommentsAndStrings(text)
            let startDepth = depth
            if opened, startDepth == 1, current == nil, !code.trimmingCharacters(in: .whitespaces).isEmpty {
                current = ""
                parentheses = 0
            }
            for character in code {
                switch character {
                case "{":
                    if depth == 1, current != nil, parentheses == 0 {
                        // A member's body starts: the statement ends at its brace.
                        current! += "{"
                        statements.append(current!)
                        current = nil
                    }
                    depth += 1
                    opened = true
                case "}":
                    depth -= 1
                    if opened, depth == 0 { return statements + (current.map { [$0] } ?? []) }
                case "(" where depth == 1:
                    parentheses += 1
                    current? += "("
                case ")" where depth == 1:
                    parentheses -= 1
                    current? += ")"
                default:
                    if depth == 1 { current? += String(character) }
                }
            }
            if let statement = current, parentheses <= 0 {
                statements.append(statement)
                current = nil
            } else if current != nil {
                current! += " "
            }
        }
        return statements
    }

    /// The line without a `//` comment and with string literals emptied, so their braces and
    /// brackets do not count.
    static func withoutCommentsAndStrings(_ line: String) -> String {
        var result = ""
        var inString = false, escaped = false
        var previous: Character?
        for character in line {
            if inString {
                if escaped { escaped = false } else if character == "\\" { escaped = true } else if character == "\"" {
                    inString = false
                    result.append("\"")
                }
                previous = character
                continue
            }
            if character == "/", previous == "/" {
                result.removeLast()
                break
            }
            if character == "\"" { inString = true }
            result.append(character)
            previous = character
        }
        return result
    }

    /// The labels of an `init(…)` declared by the statement that need a value (those without
    /// a default), or nil when the statement declares no initialiser.
    static func initialiserParameters(_ statement: String) -> [String]? {
        let words = statement.trimmingCharacters(in: .whitespaces)
        guard let range = words.range(of: #"^(?:@\w+\s+|(?:public|private|fileprivate|internal|package|nonisolated|convenience|required|override)\s+)*init[?!]?\s*(?:<[^>]*>)?\s*\("#,
                                      options: .regularExpression) else { return nil }
        var depth = 1
        var parameters: [String] = [], part = ""
        for character in words[range.upperBound...] {
            if "([<".contains(character) { depth += 1 }
            if ")]>".contains(character) {
                depth -= 1
                if depth == 0 { break }
            }
            if character == ",", depth == 1 {
                parameters.append(part)
                part = ""
            } else {
                part.append(character)
            }
        }
        parameters.append(part)
        return parameters.compactMap { parameter -> String? in
            let text = parameter.trimmingCharacters(in: .whitespaces)
            guard !text.isEmpty, let colon = text.firstIndex(of: ":") else { return nil }
            // A parameter with a default value needs no argument.
            if text[colon...].contains("=") { return nil }
            return text[..<colon].split(separator: " ").first.map(String.init)
        }
    }

    /// The name of a stored property the memberwise initialiser needs: one without a default
    /// value, not static or lazy, not computed, not filled by the system.
    static func requiredProperty(_ statement: String) -> String? {
        var rest = Substring(statement.trimmingCharacters(in: .whitespaces))
        var wrappers: [String] = []
        while rest.hasPrefix("@") {
            let name = rest.dropFirst().prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }
            wrappers.append(String(name.split(separator: ".").last ?? name))
            rest = rest.dropFirst(1 + name.count)
            if rest.hasPrefix("(") {
                var depth = 0
                var end = rest.startIndex
                for index in rest.indices {
                    if rest[index] == "(" { depth += 1 }
                    if rest[index] == ")" { depth -= 1; if depth == 0 { end = index; break } }
                }
                rest = rest[rest.index(after: end)...]
            }
            rest = rest.drop { $0 == " " }
        }
        let words = rest.split(separator: " ", maxSplits: 8).map(String.init)
        guard let keyword = words.firstIndex(where: { $0 == "let" || $0 == "var" }) else { return nil }
        let modifiers = Set(words[..<keyword])
        guard modifiers.isDisjoint(with: ["static", "class", "lazy", "override"]),
              modifiers.isSubset(of: ["private", "fileprivate", "internal", "public", "package", "nonisolated", "weak", "unowned",
                                      "final", "private(set)", "fileprivate(set)", "internal(set)", "public(set)"]) else { return nil }
        guard wrappers.allSatisfy({ !filledByTheSystem.contains($0) }) else { return nil }
        let declaration = rest.components(separatedBy: words[keyword] + " ").dropFirst().joined(separator: words[keyword] + " ")
        let name = declaration.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        guard !name.isEmpty else { return nil }
        let afterName = declaration.dropFirst(name.count)
        // A default value, or a body (computed, or observed without a value): nothing to pass.
        if afterName.contains("=") || afterName.contains("{") { return nil }
        let type = afterName.drop { $0 == " " || $0 == ":" }.trimmingCharacters(in: .whitespaces)
        if words[keyword] == "var", type.hasSuffix("?") || type.hasPrefix("Optional<") { return nil }
        return String(name)
    }
}
