/// `rotor help`: the list of commands.
struct HelpCommand: RotorCommand {
    struct Options: CommandOptions {}

    static let name = "help"

    static var declaration: CommandDeclaration<Options> {
        CommandDeclaration(
            name: name, arguments: .none,
            summary: "this list of commands",
            details: "Lists the commands. 'rotor COMMAND --help' shows a command's options.",
            options: [])
    }

    static func run(_ options: Options, in context: CommandContext) throws -> Int32 {
        context.console.block(RotorCommandLine.usage)
        return 0
    }
}
