import Foundation

/// Completion scripts for bash, zsh and fish, made from the commands' declarations: every
/// command, every option of each, the words a choice takes, files where a file goes and the
/// screens `rotor list` names where a screen goes.
enum ShellCompletion {
    enum Shell: String, CaseIterable, Sendable {
        case bash, zsh, fish
    }

    static func script(for shell: Shell, commands: [CommandSpec], defaultCommand: String) -> String {
        switch shell {
        case .bash: bash(commands, defaultCommand: defaultCommand)
        case .zsh: zsh(commands, defaultCommand: defaultCommand)
        case .fish: fish(commands, defaultCommand: defaultCommand)
        }
    }

    /// `text` as one word in single quotes, for bash and zsh.
    static func quoted(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }

    /// The screens' names, from `rotor list` run as the completed command line names rotor.
    private static let screenNames = "$(\"${COMP_WORDS[0]}\" list 2>/dev/null | awk '{print $1}')"

    // MARK: bash

    static func bash(_ commands: [CommandSpec], defaultCommand: String) -> String {
        var lines = [
            "# bash completion for rotor: source <(rotor completion bash)",
            "_rotor() {",
            "    local cur=\"${COMP_WORDS[COMP_CWORD]}\" prev=\"${COMP_WORDS[COMP_CWORD-1]}\"",
            "    local command=\"${COMP_WORDS[1]}\" options=\"\" positionals=\"\"",
            "    if [[ \"$command\" == -* ]]; then command=\(defaultCommand); fi",
            "    if [[ $COMP_CWORD -eq 1 && \"$cur\" != -* ]]; then",
            "        COMPREPLY=($(compgen -W \(quoted(commands.map(\.name).joined(separator: " "))) -- \"$cur\"))",
            "        return",
            "    fi",
            "    case \"$command\" in",
        ]
        for command in commands {
            lines.append("    \(command.name))")
            lines.append("        options=\(quoted(command.options.map(\.name).joined(separator: " ")))")
            lines.append("        positionals=\(bashPositionals(command.positionalKind))")
            let valued = command.options.filter(\.takesValue)
            if !valued.isEmpty {
                lines.append("        case \"$prev\" in")
                for option in valued {
                    lines.append("        \(option.name)) \(bashValue(option.value)); return ;;")
                }
                lines.append("        esac")
            }
            lines.append("        ;;")
        }
        lines += [
            "    *) return ;;",
            "    esac",
            "    if [[ \"$cur\" == -* ]]; then",
            "        COMPREPLY=($(compgen -W \"$options\" -- \"$cur\"))",
            "    elif [[ \"$positionals\" == files ]]; then",
            "        compopt -o filenames 2>/dev/null; COMPREPLY=($(compgen -f -- \"$cur\"))",
            "    elif [[ \"$positionals\" == screens ]]; then",
            "        compopt -o filenames 2>/dev/null",
            "        COMPREPLY=($(compgen -W \"\(screenNames)\" -- \"$cur\") $(compgen -f -X '!*.swift' -- \"$cur\"))",
            "    else",
            "        COMPREPLY=($(compgen -W \"$positionals\" -- \"$cur\"))",
            "    fi",
            "}",
            "complete -F _rotor rotor",
        ]
        return lines.joined(separator: "\n")
    }

    private static func bashPositionals(_ kind: PositionalKind) -> String {
        switch kind {
        case .nothing: "''"
        case .screens: "screens"
        case .files: "files"
        case .words(let words): quoted(words.joined(separator: " "))
        }
    }

    private static func bashValue(_ value: OptionSpec.Value) -> String {
        switch value {
        case .choice(_, let words): "COMPREPLY=($(compgen -W \(quoted(words.joined(separator: " "))) -- \"$cur\"))"
        case .file: "compopt -o filenames 2>/dev/null; COMPREPLY=($(compgen -f -- \"$cur\"))"
        default: "COMPREPLY=()"
        }
    }

    // MARK: zsh

    /// `text` for a description in `_arguments`: its brackets and colons escaped.
    private static func zshDescription(_ text: String) -> String {
        var escaped = ""
        for character in text {
            if "\\[]:".contains(character) { escaped.append("\\") }
            escaped.append(character)
        }
        return escaped
    }

    static func zsh(_ commands: [CommandSpec], defaultCommand: String) -> String {
        var lines = [
            "#compdef rotor",
            "# zsh completion for rotor: rotor completion zsh > \"${fpath[1]}/_rotor\"",
            "_rotor_screens() {",
            "    local -a screens",
            "    screens=(${(f)\"$(rotor list 2>/dev/null | awk '{print $1}')\"})",
            "    _describe -t screens screen screens",
            "    _files -g '*.swift'",
            "}",
            "_rotor() {",
            "    local command=${words[2]}",
            "    if (( CURRENT == 2 )) && [[ $PREFIX != -* ]]; then",
            "        local -a commands",
            "        commands=(",
        ]
        lines += commands.map { "            " + quoted($0.name + ":" + zshDescription($0.summary)) }
        lines += [
            "        )",
            "        _describe -t commands command commands",
            "        return",
            "    fi",
            "    if [[ $command == -* ]]; then command=\(defaultCommand); else shift words; (( CURRENT-- )); fi",
            "    case $command in",
        ]
        for command in commands {
            lines.append("    \(command.name))")
            lines.append("        _arguments \\")
            var specs = command.options.map { zshOption($0) }
            switch command.positionalKind {
            case .nothing: break
            case .screens: specs.append(quoted("*:screen:_rotor_screens"))
            case .files: specs.append(quoted("*:file:_files"))
            case .words(let words): specs.append(quoted("1:\(zshDescription(command.positionalName)):(\(words.joined(separator: " ")))"))
            }
            lines += specs.map { "            \($0) \\" }
            lines.append("        ;;")
        }
        lines += ["    esac", "}", "_rotor \"$@\""]
        // The last spec of each command must not continue the line.
        return lines.joined(separator: "\n").replacingOccurrences(of: " \\\n        ;;", with: "\n        ;;")
    }

    private static func zshOption(_ option: OptionSpec) -> String {
        let name = (option.repeatable ? "*" : "") + option.name + "[" + zshDescription(option.help) + "]"
        switch option.value {
        case .none: return quoted(name)
        case .choice(let placeholder, let words): return quoted(name + ":\(placeholder):(\(words.joined(separator: " ")))")
        case .file(let placeholder): return quoted(name + ":\(placeholder):_files")
        default: return quoted(name + ":\(zshDescription(option.value.placeholder ?? "VALUE")): ")
        }
    }

    // MARK: fish

    /// `text` in fish's single quotes, where only `\\` and `\'` are escapes.
    static func fishQuoted(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "'", with: "\\'") + "'"
    }

    static func fish(_ commands: [CommandSpec], defaultCommand: String) -> String {
        var lines = [
            "# fish completion for rotor: rotor completion fish > ~/.config/fish/completions/rotor.fish",
            "complete -c rotor -f",
        ]
        for command in commands {
            lines.append("complete -c rotor -n '__fish_use_subcommand' -a \(command.name) -d \(fishQuoted(command.summary))")
        }
        for command in commands {
            // The default command's options also come first, with no command named.
            let condition = command.name == defaultCommand
                ? "__fish_use_subcommand; or __fish_seen_subcommand_from \(command.name)"
                : "__fish_seen_subcommand_from \(command.name)"
            for option in command.options {
                var line = "complete -c rotor -n \(fishQuoted(condition)) -l \(option.name.dropFirst(2))"
                switch option.value {
                case .none: break
                case .choice(_, let words): line += " -x -a \(fishQuoted(words.joined(separator: " ")))"
                case .file: line += " -r -F"
                default: line += " -x"
                }
                lines.append(line + " -d \(fishQuoted(option.help))")
            }
            let positionals = "__fish_seen_subcommand_from \(command.name); and not __fish_seen_subcommand_from "
            switch command.positionalKind {
            case .nothing: break
            case .screens:
                lines.append("complete -c rotor -n \(fishQuoted("__fish_seen_subcommand_from \(command.name)")) "
                    + "-a '(rotor list 2>/dev/null | string replace -r \"\\\\s.*\" \"\")' -F")
            case .files: lines.append("complete -c rotor -n \(fishQuoted("__fish_seen_subcommand_from \(command.name)")) -F")
            case .words(let words):
                lines.append("complete -c rotor -n \(fishQuoted(positionals + words.joined(separator: " "))) "
                    + "-a \(fishQuoted(words.joined(separator: " ")))")
            }
        }
        return lines.joined(separator: "\n")
    }
}
