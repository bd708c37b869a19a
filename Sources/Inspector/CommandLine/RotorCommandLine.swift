import Accessibility
import Explorer
import Foundation
import ScreenReader

/// The `rotor` command: the explorer, and the headless commands for transcripts and CI.
/// A package with its own screens calls `RotorCommandLine.run(arguments:registry:)` from its
/// own executable to get the same commands over its screens.
@MainActor
public enum RotorCommandLine {
    static let usage = """
        usage: rotor [command] [options]

        commands:
          explore [SCREEN]     open the explorer (the default; SCREEN defaults to beach)
          tree SCREEN          print the accessibility element tree
          speak SCREEN         print what the reader says reading the screen from the top
          list                 list the screens and their variants
          help                 show this help

        SCREEN is a screen name, optionally with a variant: beach, beach:before.
        Run 'rotor COMMAND --help' for a command's options.
        """

    public static func run(arguments: [String], registry: ScreenRegistry,
                           output: (String) -> Void = { print($0) },
                           errorOutput: (String) -> Void = { FileHandle.standardError.write(Data(($0 + "\n").utf8)) }) -> Int32 {
        var arguments = arguments
        let command = arguments.isEmpty || arguments[0].hasPrefix("-") && arguments[0] != "--help" && arguments[0] != "-h"
            ? "explore" : arguments.removeFirst()
        switch command {
        case "help", "--help", "-h":
            output(usage)
            return 0
        case "list":
            if arguments.contains("--help") { output("usage: rotor list\n\nLists the screens, their variants and what each shows."); return 0 }
            for screen in registry.screens {
                output("\(screen.name)  [\(screen.variants.joined(separator: ", "))]  \(screen.summary)")
            }
            return 0
        case "tree", "speak":
            if arguments.contains("--help") {
                output(command == "tree"
                    ? "usage: rotor tree SCREEN[:VARIANT]\n\nPrints the element tree: one element a line, indented, with role, label, value, traits and actions."
                    : "usage: rotor speak SCREEN[:VARIANT]\n\nPrints what the reader says reading from the top: each element's description, then its hint lines.")
                return 0
            }
            guard let spec = arguments.first else {
                errorOutput("rotor: \(command) needs a screen; try one of: \(registry.screens.map(\.name).joined(separator: ", "))")
                return 2
            }
            do {
                let session = try ExplorerSession(registry: registry, screen: spec)
                if command == "tree" {
                    output(TreeFormatter.text(session.tree))
                } else {
                    for utterance in session.perform(.readAll) { output(utterance.text) }
                }
                return 0
            } catch {
                errorOutput("rotor: \(error)")
                return 2
            }
        case "explore":
            if arguments.contains("--help") {
                output("usage: rotor explore [SCREEN[:VARIANT]]\n\nOpens the explorer. Press ? inside it for the keys.")
                return 0
            }
            let spec = arguments.first ?? "beach"
            do {
                let session = try ExplorerSession(registry: registry, screen: spec)
                return Inspector.run(session: session)
            } catch {
                errorOutput("rotor: \(error)")
                return 2
            }
        default:
            errorOutput("rotor: unknown command '\(command)'\n\n\(usage)")
            return 2
        }
    }
}
