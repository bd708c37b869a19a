import Foundation
import Headless
import ScreenReader

/// What a command's handler runs with besides its options.
@MainActor
struct CommandContext {
    var registry: ScreenRegistry
    var console: Console
    /// The library `--wav` loads (tests name one that is missing).
    var speechLibraryName = ESpeakLibrary.defaultName
    /// The command's arguments as given, for the commands that hand them on whole (`open`).
    var arguments: [String] = []
    /// The app's own output, captured while a headless command runs its screens' code; nil when
    /// nothing is captured (tests' consoles, commands that run no screen).
    var programOutput: ProgramOutput?
}

/// One command of `rotor`: its declaration (name, positionals, options bound to the properties
/// of `Options`, help) and its handler, which reads the options as typed values.
@MainActor
protocol RotorCommand {
    associatedtype Options: CommandOptions
    /// The word that names it on the command line: the declaration's name, known without
    /// making the declaration (its help texts), which only the command run needs.
    static var name: String { get }
    static var declaration: CommandDeclaration<Options> { get }
    /// Runs the command; returns its exit status. A `UsageError` thrown here exits 2, an
    /// `OutputFileError` 1.
    static func run(_ options: Options, in context: CommandContext) throws -> Int32
}

/// A command with its options' type set aside, for the list of commands dispatch looks in.
/// Only its name is known up front: its declaration (options, help) is made when asked for, so
/// a command line makes the declaration of the command it runs and no other.
@MainActor
struct AnyCommand {
    let name: String
    private let declare: () -> (spec: CommandSpec, sources: SourceArguments)
    private let execute: ([String], CommandContext) throws -> Int32
    private let parseOnly: ([String]) throws -> any CommandOptions

    init<Command: RotorCommand>(_ command: Command.Type) {
        name = Command.name
        declare = {
            let declaration = Command.declaration
            return (declaration.spec, declaration.sources)
        }
        execute = { arguments, context in
            let options = try Command.declaration.parse(arguments)
            // A screen's code that never returns ends the command (`--timeout`), not hangs it.
            guard let timed = options as? any TimedOptions else { return try Command.run(options, in: context) }
            CommandTimeout.shared.start(seconds: timed.timeout, where: timed.timedSubject)
            defer { CommandTimeout.shared.stop() }
            return try Command.run(options, in: context)
        }
        parseOnly = { arguments in try Command.declaration.parse(arguments) }
    }

    /// The command's name, positionals, options and help, and whether it takes SwiftUI sources
    /// in place of a screen: its declaration, made each time it is asked for.
    var declared: (spec: CommandSpec, sources: SourceArguments) { declare() }
    var spec: CommandSpec { declared.spec }
    var sources: SourceArguments { declared.sources }

    /// The options a command line gives this command, without running it.
    func options(_ arguments: [String]) throws -> any CommandOptions {
        try parseOnly(arguments)
    }

    /// Parses `arguments` against the declaration and runs the handler.
    func run(_ arguments: [String], in context: CommandContext) throws -> Int32 {
        var context = context
        context.arguments = arguments
        return try execute(arguments, context)
    }
}
