import Headless

/// `rotor count`: how many screens there are.
struct CountCommand: RotorCommand {
    struct Options: CommandOptions {
        var variants = false
    }

    static var declaration: CommandDeclaration<Options> {
        CommandDeclaration(
            name: "count", arguments: .none,
            summary: "how many screens there are",
            details: "Prints how many screens there are; with --variants, how many screens and variants.",
            options: [.flag("--variants", \.variants, help: "count each variant")])
    }

    static func run(_ options: Options, in context: CommandContext) throws -> Int32 {
        let screens = context.registry.screens
        context.console.line(String(options.variants ? screens.map { max(1, $0.variants.count) }.reduce(0, +) : screens.count))
        return 0
    }
}
