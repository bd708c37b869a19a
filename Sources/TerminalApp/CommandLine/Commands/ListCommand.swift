import Foundation
import Headless
import TermUI

/// `rotor list`: the screens and their variants.
struct ListCommand: RotorCommand {
    struct Options: CommandOptions {}

    static let name = "list"

    static var declaration: CommandDeclaration<Options> {
        CommandDeclaration(
            name: name, arguments: .none,
            summary: "the screens and their variants, one a line, with a short description",
            details: "Lists the screens, their variants and what each shows.",
            options: [])
    }

    static func run(_ options: Options, in context: CommandContext) throws -> Int32 {
        // Names and variants in aligned columns, measured in terminal columns.
        let rows = context.registry.screens.map { ($0.name, "[" + $0.variants.joined(separator: ", ") + "]", $0.summary) }
        let nameWidth = rows.map { TerminalText.width(of: $0.0) }.max() ?? 0
        let variantWidth = rows.map { TerminalText.width(of: $0.1) }.max() ?? 0
        for (name, variants, summary) in rows {
            context.console.line(RotorCommandLine.pad(name, nameWidth) + "  " + RotorCommandLine.pad(variants, variantWidth)
                + "  " + summary)
        }
        return 0
    }
}
