import Foundation
import Headless
@testable import TerminalApp
import Testing
import TermUI

/// `rotor completion bash|zsh|fish`: scripts made from the same declarations as help.
@MainActor
struct ShellCompletionTests {
    func script(_ shell: String) -> (status: Int32, output: String, errors: String) {
        runRotor(["completion", shell], registry: smallRegistry)
    }

    @Test("each completion script names every command and each command's options", arguments: ["bash", "zsh", "fish"])
    func scriptsNameEveryCommandAndOption(shell: String) {
        let run = script(shell)
        #expect(run.status == 0 && run.errors.isEmpty)
        for command in RotorCommandLine.commands {
            #expect(run.output.contains(command.name), "\(shell) names \(command.name)")
            // fish names a long option without its dashes: `-l json`.
            for option in command.options {
                let name = shell == "fish" ? "-l \(option.name.dropFirst(2)) " : option.name
                #expect(run.output.contains(name), "\(shell) names \(command.name) \(option.name)")
            }
        }
    }

    @Test("zsh's script describes each command and option; fish's each command's options under its name")
    func zshAndFishTextPerCommand() {
        let zsh = script("zsh").output
        #expect(zsh.hasPrefix("#compdef rotor\n"))
        #expect(zsh.contains("'tree:the element tree\\: one element a line, indented; or JSON'"))
        #expect(zsh.contains("'--idiom[the device\\: iphone (default), or ipad"))
        #expect(zsh.contains(":FORMAT:(text json sarif html)'"))
        #expect(zsh.contains("'*--disable[turn a rule off (repeatable; or RULE,RULE)]:RULE: '"))
        #expect(zsh.contains("'1:a shell\\: bash, zsh or fish:(bash zsh fish)'"))
        #expect(!zsh.contains(" \\\n        ;;"), "a command's last argument spec continues its line")
        let fish = script("fish").output
        #expect(fish.contains("complete -c rotor -n '__fish_seen_subcommand_from audit' -l format -x -a 'text json sarif html'"))
        #expect(fish.contains("complete -c rotor -n '__fish_use_subcommand; or __fish_seen_subcommand_from explore' -l script -r -F"))
        #expect(fish.contains("-l disable -x -d 'with --audit: accepted") == false)
        #expect(fish.contains("-d 'with --audit: accepted findings, \\'RULE IDENTIFIER\\' a line'"))
    }

    @Test("an unknown shell is a usage error naming the shells")
    func unknownShell() {
        let run = script("tcsh")
        #expect(run.status == 2)
        #expect(run.errors == "rotor: 'rotor completion' takes one of bash, zsh, fish, not 'tcsh'")
        #expect(runRotor(["completion"], registry: smallRegistry).errors == "rotor: 'rotor completion' needs a shell: bash, zsh or fish")
    }

    /// What bash completes for `words`, the last being the word under the cursor.
    func bashCompletes(_ words: [String]) throws -> [String] {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("rotor-completion-\(UUID().uuidString).bash")
        try script("bash").output.write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        let quoted = words.map(ShellCompletion.quoted).joined(separator: " ")
        let result = try Subprocess.run(["/bin/bash", "-c", "source \(ShellCompletion.quoted(file.path)); COMP_WORDS=(\(quoted)); "
            + "COMP_CWORD=\(words.count - 1); _rotor; printf '%s\\n' \"${COMPREPLY[@]}\""])
        #expect(result.status == 0, "\(result.errors)")
        return result.output.split(separator: "\n").map(String.init)
    }

    @Test("bash's script passes bash -n")
    func bashSyntax() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("rotor-completion-\(UUID().uuidString).bash")
        try script("bash").output.write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        let result = try Subprocess.run(["/bin/bash", "-n", file.path])
        #expect(result.status == 0, "\(result.errors)")
        #expect(result.errors.isEmpty)
    }

    @Test("bash completes commands, a command's options, a choice's words, and the default command's options")
    func bashCompletesFromTheDeclarations() throws {
        #expect(try bashCompletes(["rotor", "sn"]) == ["snapshot"])
        #expect(try bashCompletes(["rotor", "tree", "--j"]) == ["--json"])
        #expect(try bashCompletes(["rotor", "audit", "--format", ""]) == ["text", "json", "sarif", "html"])
        #expect(try bashCompletes(["rotor", "label", "--format", ""]) == ["text", "json", "html"])
        #expect(try bashCompletes(["rotor", "completion", "z"]) == ["zsh"])
        #expect(try bashCompletes(["rotor", "--scr"]) == ["--script"])
        #expect(try bashCompletes(["rotor", "--voice", "--ex"]) == ["--exit"])
        #expect(try bashCompletes(["rotor", "tree", "--date", ""]).isEmpty)
    }

    @Test("bash completes screens from `rotor list` where a screen goes")
    func bashCompletesScreens() throws {
        let path = ExplorerEndToEndTests.rotorPath
        try #require(FileManager.default.isExecutableFile(atPath: path), "build the rotor executable first: swift build")
        #expect(try bashCompletes([path, "tree", "bea"]) == ["beach"])
    }

    @Test("zsh's script passes zsh -n", .enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/zsh"), "zsh is not installed"))
    func zshSyntax() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("_rotor-\(UUID().uuidString)")
        try script("zsh").output.write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        let result = try Subprocess.run(["/usr/bin/zsh", "-n", file.path])
        #expect(result.status == 0 && result.errors.isEmpty, "\(result.errors)")
    }

    @Test("fish's script passes fish -n and completes commands, options and a choice's words",
          .enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/fish"), "fish is not installed"))
    func fishCompletes() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("rotor-\(UUID().uuidString).fish")
        try script("fish").output.write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        let syntax = try Subprocess.run(["/usr/bin/fish", "-n", file.path])
        #expect(syntax.status == 0 && syntax.errors.isEmpty, "\(syntax.errors)")
        let completed = try Subprocess.run(["/usr/bin/fish", "-c", "source \(ShellCompletion.quoted(file.path)); "
            + "complete -C 'rotor sn'; complete -C 'rotor audit --format '; complete -C 'rotor --scr'; complete -C 'rotor completion '"])
        let words = completed.output.split(separator: "\n").map { String($0.prefix { $0 != "\t" }) }
        #expect(words == ["snapshot", "json", "sarif", "text", "--script", "bash", "fish", "zsh"])
    }
}
