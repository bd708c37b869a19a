import Foundation

/// The frameworks apps import beside SwiftUI, read in the copy `rotor open` compiles: their
/// imports become `import FrameworkStandIns` (the module that declares them where Linux has
/// none), SwiftData's macros become what Linux can expand, and a widget's `#Preview(as:)`
/// becomes a value the generated program opens. Every line stays on its line, so compile
/// errors point at the user's lines; what is added goes after the last one.
extension OpenCommand {
    /// Modules whose imports become `import FrameworkStandIns`. Foundation and Dispatch are
    /// among them because `FrameworkStandIns` brings them: a file that imported Dispatch
    /// directly would see two `DispatchQueue`s, Dispatch's and the one on the reader's clock.
    static let standInModules = ["SwiftData", "WidgetKit", "AppIntents", "AVFoundation", "AVKit", "Combine",
                                 "Foundation", "Dispatch"]

    /// The line's stand-in, or nil when the line is not one of the frameworks'. `previews`
    /// counts `#Preview`s as `translate` does.
    static func frameworkStandIn(for trimmed: String, code: String, indent: String, previews: inout Int) -> String? {
        if standInModules.contains(where: { code == "import \($0)" || code.hasPrefix("import \($0) ")
            || code.hasPrefix("import \($0).") }) {
            return indent + "import FrameworkStandIns"
        }
        if opensPreview(code), isWidgetPreview(code) {
            // `#Preview(as: .systemSmall) { W() } timeline: { … }` is a call with two trailing
            // closures once `#Preview` is a type's name: a value the program calls as a view.
            previews += 1
            return indent + "@MainActor let rotorPreview\(previews) = WidgetPreview" + trimmed.dropFirst("#Preview".count)
        }
        if trimmed.hasPrefix("#Unique") || trimmed.hasPrefix("#Index") {
            // Store constraints: there is no store to constrain.
            return indent
        }
        let rewritten = modelAttributesRewritten(trimmed)
        return rewritten == trimmed ? nil : indent + rewritten
    }

    /// `#Preview(as: .systemSmall)` or `#Preview("Name", as: .systemMedium)`: a widget's.
    static func isWidgetPreview(_ code: String) -> Bool {
        guard code.hasPrefix("#Preview("), let brace = previewBody(inCode: code) else { return false }
        let arguments = String(String.UnicodeScalarView(Array(code.unicodeScalars)[..<brace]))
        return arguments.hasPrefix("#Preview(as:") || arguments.contains(", as:")
    }

    /// `@Model` read as `@Observable`; `@Attribute(…)` and `@Relationship(…)` taken away (they
    /// say how a store keeps the property); `@Transient` (not kept) as `@ObservationIgnored`.
    static func modelAttributesRewritten(_ trimmed: String) -> String {
        guard ["@Model", "@Attribute", "@Relationship", "@Transient"].contains(where: { trimmed.contains($0) }) else { return trimmed }
        var rest = Substring(trimmed)
        var attributes: [String] = []
        while rest.hasPrefix("@") {
            let name = rest.dropFirst().prefix { $0.isLetter || $0.isNumber || $0 == "_" }
            var end = name.endIndex
            if end < rest.endIndex, rest[end] == "(" {
                var depth = 0
                var index = end
                while index < rest.endIndex {
                    if rest[index] == "(" { depth += 1 }
                    if rest[index] == ")" { depth -= 1; if depth == 0 { break } }
                    index = rest.index(after: index)
                }
                guard index < rest.endIndex else { return trimmed }  // spans lines: left as written
                end = rest.index(after: index)
            }
            switch name {
            case "Model": attributes.append("@Observable")
            case "Attribute", "Relationship": break
            case "Transient": attributes.append("@ObservationIgnored")
            default: attributes.append(String(rest[..<end]))
            }
            rest = rest[end...].drop { $0 == " " }
        }
        let rewritten = (attributes + (rest.isEmpty ? [] : [String(rest)])).joined(separator: " ")
        return rewritten
    }

    /// After the last line: each `@Model` class conforms to `PersistentModel`, which SwiftData's
    /// macro adds and `@Observable` does not.
    static func persistentModelConformances(_ text: String) -> String {
        let lines = lines(of: text).map { $0.trimmingCharacters(in: .whitespaces) }
        var names: [String] = []
        for (index, line) in lines.enumerated() where line.hasPrefix("@Model") {
            let after = line.dropFirst("@Model".count)
            guard after.first.map({ !($0.isLetter || $0.isNumber || $0 == "_") }) ?? true else { continue }
            for candidate in lines[index..<min(lines.count, index + 4)] {
                guard let range = candidate.range(of: "class ") else { continue }
                let name = candidate[range.upperBound...].prefix { $0.isLetter || $0.isNumber || $0 == "_" }
                if !name.isEmpty { names.append(String(name)) }
                break
            }
        }
        return names.map { "\nextension \($0): PersistentModel {}" }.joined()
    }
}
