/// `rotor completion SHELL`: the completion script for bash, zsh or fish.
struct CompletionCommand: RotorCommand {
    struct Options: CommandOptions {
        var shell = ShellCompletion.Shell.bash
    }

    static let name = "completion"

    static var declaration: CommandDeclaration<Options> {
        CommandDeclaration(
            name: name,
            arguments: .one("bash|zsh|fish", name: "a shell: bash, zsh or fish", .choice("SHELL"),
                            label: "'rotor completion'", \.shell),
            summary: "a completion script for bash, zsh or fish: commands, options, their values and the screens",
            details: """
                Prints a script that completes rotor's commands, each command's options, the words an
                option takes, file names where a file goes and the screens 'rotor list' names where a
                screen goes.
                  bash: source <(rotor completion bash), or save it in ~/.local/share/bash-completion/completions/rotor
                  zsh:  rotor completion zsh > "${fpath[1]}/_rotor" (a folder on $fpath), then compinit
                  fish: rotor completion fish > ~/.config/fish/completions/rotor.fish
                """,
            options: [])
    }

    static func run(_ options: Options, in context: CommandContext) throws -> Int32 {
        context.console.block(ShellCompletion.script(for: options.shell, commands: RotorCommandLine.commands,
                                                     defaultCommand: RotorCommandLine.defaultCommand.name))
        return 0
    }
}
