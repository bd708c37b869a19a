import Foundation
import Headless
@testable import TerminalApp
import Testing
import TermUI

/// Each command is a declaration whose options are typed properties its handler reads, and
/// dispatch goes by the declared command, never by a fallthrough.
@MainActor
struct TypedCommandTests {
    func rotor(_ arguments: String...) -> (status: Int32, output: String, errors: String) {
        runRotor(arguments, registry: smallRegistry)
    }

    @Test("a command line's options arrive as typed values: flags as Bool, sizes, seeds, choices and repeats parsed")
    func optionsArriveTyped() throws {
        let tree = try TreeCommand.declaration.parse(["small", "--json", "--idiom", "ipad", "--date", "2026-01-01T10:00:00+01:00"])
        #expect(tree.screen == "small" && tree.json && tree.idiom == .pad)
        #expect(tree.date == Date(timeIntervalSince1970: 1_767_258_000))
        #expect(try TreeCommand.declaration.parse(["small"]).json == false)
        let snapshot = try SnapshotCommand.declaration.parse(["small", "--size", "80X24", "--text"])
        #expect(snapshot.size == TerminalSize(columns: 80, rows: 24) && snapshot.text && snapshot.svg == nil)
        #expect(try SnapshotCommand.declaration.parse(["small"]).size == TerminalSize(columns: 160, rows: 48))
        let audit = try AuditCommand.declaration.parse(["--format", "sarif", "--disable", "a", "--disable", "b,c", "--appearance", "light"])
        #expect(audit.format == .sarif && audit.disable == ["a", "b,c"] && audit.appearance == .light && audit.screen == nil)
        let fuzz = try FuzzCommand.declaration.parse(["--seed", "0x5eed", "one", "two:x", "--steps", "7"])
        #expect(fuzz.seed == 0x5eed && fuzz.steps == 7 && fuzz.screens == ["one", "two:x"])
        let explore = try ExploreCommand.declaration.parse(["--assistive", "switch-control", "--switch-interval", "2.5", "--", "-odd"])
        #expect(explore.assistive == .switchControl && explore.switchInterval == 2.5 && explore.screen == "-odd")
        let speak = try SpeakCommand.declaration.parse(["small", "--wav", "out.wav", "--rate", "200"])
        #expect(speak.speech.wav == "out.wav" && speak.speech.rate == 200)
        #expect(try CompletionCommand.declaration.parse(["fish"]).shell == .fish)
    }

    @Test("every option a declaration lists sets its own property: given alone, the options differ from the defaults")
    func everyOptionReachesItsProperty() throws {
        for command in RotorCommandLine.all {
            for option in command.spec.options {
                let value: [String] = switch option.value {
                case .none: []
                case .text, .file: ["x"]
                case .integer(_, let range): [String(range.upperBound)]
                case .seconds(let range): [String(range.upperBound)]
                case .size(let columns, let rows): ["\(columns.lowerBound)x\(rows.lowerBound)"]
                case .seed: ["7"]
                case .choice(_, let words): [words.last!]
                case .date: ["2027-02-03T04:05:06Z"]
                }
                let arguments: [String] = switch command.spec.positionalKind {
                case .words(let words): [words.last!]
                default: Array(repeating: "small", count: command.spec.positionals.lowerBound)
                }
                let parsed = String(describing: try command.options(arguments + [option.name] + value))
                let defaults = String(describing: try command.options(arguments))
                #expect(parsed != defaults, "rotor \(command.name) \(option.name) changes nothing")
            }
        }
    }

    @Test("each command name and each command's option names are declared once")
    func namesAreDeclaredOnce() {
        let names = RotorCommandLine.commands.map(\.name)
        #expect(Set(names).count == names.count)
        for command in RotorCommandLine.commands {
            let options = command.options.map(\.name)
            #expect(Set(options).count == options.count, "\(command.name)")
        }
    }

    @Test("a command is found by the name it declares: the name dispatch reads without making the declaration is the declaration's")
    func dispatchNameIsTheDeclaredName() {
        for command in RotorCommandLine.all {
            #expect(command.name == command.spec.name)
        }
        #expect(RotorCommandLine.all.map(\.name) == RotorCommandLine.commands.map(\.name))
    }

    @Test("no command runs the declared default, the explorer: its options are the explorer's")
    func noCommandRunsTheDeclaredDefault() {
        #expect(RotorCommandLine.defaultCommand.name == "explore")
        let run = rotor("--delay", "soon")
        #expect(run.status == 2)
        #expect(run.errors.contains("--delay takes a number of seconds from 0 to 60"))
        #expect(rotor("--json").errors.contains("unknown option '--json' for 'rotor explore'"))
    }

    @Test("an unknown command exits 2 with the nearest command suggested, and the usage")
    func unknownCommandSuggests() {
        let typo = rotor("tre", "small")
        #expect(typo.status == 2)
        #expect(typo.errors.hasPrefix("rotor: unknown command 'tre'; did you mean 'tree'?\n\nusage: rotor [command] [options]"))
        #expect(rotor("snapshto").errors.hasPrefix("rotor: unknown command 'snapshto'; did you mean 'snapshot'?"))
        #expect(rotor("aud").errors.hasPrefix("rotor: unknown command 'aud'; did you mean 'audit'?"))
        let unlike = rotor("xyzzy")
        #expect(unlike.status == 2)
        #expect(unlike.errors.hasPrefix("rotor: unknown command 'xyzzy'\n\n"))
        let long = rotor(String(repeating: "q", count: 5000))
        #expect(long.status == 2 && long.errors.count < 3000)
    }

    @Test("the list and help commands run their own handlers, never the explorer")
    func listAndHelpRunTheirHandlers() {
        let list = rotor("list")
        #expect(list.status == 0)
        #expect(list.output.hasPrefix("small  [after]  a button and a text"))
        let help = rotor("help")
        #expect(help.status == 0 && help.output == RotorCommandLine.usage)
        #expect(rotor("list", "extra").errors == "rotor: unexpected argument 'extra'")
    }
}
