import Headless
import Foundation
import TermUI
import Glibc

/// How a SwiftUI file becomes one that builds against TermUI, line for line.
extension OpenCommand {
    /// The copy of a file that TermUI compiles: `import SwiftUI` is `import TermUI`, and so are
    /// the imports of the modules TermUI stands in for where Linux lacks them
    /// (`UniformTypeIdentifiers`, `CoreTransferable`); `@main` goes (the generated program has
    /// its own), and each `#Preview` opens a function, numbered after the `previewsBefore`
    /// previews of the files before it, as `found()` numbers them. Every line stays on its line.
    static func translate(_ text: String, previewsBefore: Int = 0, localModules: [String] = []) -> String {
        var previews = previewsBefore
        return SwiftSourceScanner.scan(text).map { scanned -> String in
            let line = scanned.text
            // A line inside a multi-line string or a block comment stays as it is.
            guard scanned.startsInCode else { return line }
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            let code = scanned.trimmedCode
            let indent = String(line.prefix { $0 == " " || $0 == "\t" })
            if let standIn = frameworkStandIn(for: trimmed, code: code, indent: indent, previews: &previews) { return standIn }
            if Self.termUIModules.contains(where: { code == "import \($0)" || code.hasPrefix("import \($0) ") }) {
                return indent + "import TermUI"
            }
            if localModules.contains(where: { Self.imports(code, module: $0) }) { return "" }
            if let adaptor = Self.delegateAdaptor(line) { return adaptor }
            if code.hasPrefix("@main") { return indent + String(trimmed.dropFirst("@main".count)) }
            if opensPreview(code), let brace = previewBody(inCode: scanned.code) {
                previews += 1
                return indent + "@MainActor @ViewBuilder func rotorPreview\(previews)() -> some View "
                    + String(String.UnicodeScalarView(Array(line.unicodeScalars)[brace...]))
            }
            return ObjectiveCSpellings.translate(line)
        }.joined(separator: "\n") + persistentModelConformances(text)
    }

    /// Whether a line imports `module` (`import X`, `@testable import X`, `public import X`).
    static func imports(_ trimmedLine: String, module: String) -> Bool {
        let words = trimmedLine.split(separator: " ")
        guard let index = words.firstIndex(of: "import"), index + 1 < words.count else { return false }
        return words[..<index].allSatisfy { $0.hasPrefix("@") || ["public", "internal", "package", "private", "fileprivate"].contains($0) }
            && words[index + 1] == Substring(module)
    }

    /// `@UIApplicationDelegateAdaptor(AppDelegate.self)` with the delegate's initialiser passed
    /// along (`make: { AppDelegate() }`): TermUI cannot make an `NSObject` subclass from its type.
    static func delegateAdaptor(_ line: String) -> String? {
        guard let range = line.range(of: "@UIApplicationDelegateAdaptor("),
              let close = line[range.upperBound...].firstIndex(of: ")") else { return nil }
        let argument = line[range.upperBound..<close].trimmingCharacters(in: .whitespaces)
        guard argument.hasSuffix(".self") else { return nil }
        let type = argument.dropLast(".self".count)
        guard !type.isEmpty, type.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }) else { return nil }
        return line[..<close] + ", make: { \(type)() }" + line[close...]
    }

    /// A line that opens a `#Preview` block, which `translate` turns into a function.
    /// `trimmedLine` is the line's code (strings and comments as spaces).
    static func opensPreview(_ trimmedLine: String) -> Bool {
        trimmedLine.hasPrefix("#Preview") && previewBody(inCode: trimmedLine) != nil
    }

    /// Modules whose imports become `import TermUI`.
    static let termUIModules = ["SwiftUI", "UniformTypeIdentifiers", "CoreTransferable", "UIKit", "SafariServices"]
}
