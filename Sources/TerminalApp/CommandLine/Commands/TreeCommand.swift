import Accessibility
import Foundation
import Headless
import TermUI

/// `rotor tree`: the element tree, as text or JSON.
struct TreeCommand: RotorCommand {
    struct Options: CommandOptions, HeadlessOptions, TimedOptions {
        var screen = ""
        var json = false
        var idiom = UIUserInterfaceIdiom.phone
        var date: Date?
        var timeout = CommandTimeout.defaultSeconds
        var timedSubject: String { Self.subject("tree", screen: screen) }
    }

    static let name = "tree"

    static var declaration: CommandDeclaration<Options> {
        CommandDeclaration(
            name: name,
            arguments: .one("SCREEN[:VARIANT]", name: "a screen", \.screen),
            summary: "the element tree: one element a line, indented; or JSON",
            details: """
                Prints the element tree: one element a line, indented, with role, label, value, traits
                and actions. With --json, a JSON document whose keys always come in one order: screen,
                variant, columns, rows, elements; each element has id, label, value, hint, traits, frame
                (x, y, width, height in cells), actions, customContent (label, value, importance),
                rotors (name, entries), spoken (what the reader says on focus), children; a lazy list
                also has lazyRows, its number of rows. Every row of a lazy list is listed: its rows are
                made a window at a time as they are written.
                """,
            options: [.flag("--json", \.json, help: "JSON instead of text"), .idiom(\.idiom), .headlessDate(\.date),
                      .timeout(\.timeout)],
            sources: .inPlaceOfScreen)
    }

    static func run(_ options: Options, in context: CommandContext) throws -> Int32 {
        let session = try ScreenSession(registry: context.registry, screen: options.screen, idiom: options.idiom,
                                          date: options.startDate)
        // Written as the tree is walked: a lazy list's rows are made a window at a time.
        if options.json {
            TreeJSON.write(for: session) { context.console.block($0) }
        } else {
            WholeTree(session).lines(session.tree) { context.console.line($0) }
        }
        return 0
    }
}
