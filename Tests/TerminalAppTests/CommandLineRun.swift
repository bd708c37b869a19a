import Headless
@testable import TerminalApp
import TermUI

/// `rotor ARGUMENTS` run in this process over `registry`: its status and what it wrote to
/// standard output and standard error, lines joined.
@MainActor
func runRotor(_ arguments: [String], registry: ScreenRegistry) -> (status: Int32, output: String, errors: String) {
    var output: [String] = [], errors: [String] = []
    let status = RotorCommandLine.run(arguments: arguments, registry: registry,
                                      output: { output.append($0) }, errorOutput: { errors.append($0) })
    return (status, output.joined(separator: "\n"), errors.joined(separator: "\n"))
}

/// A screen with a button and a text: enough for the command line to open.
@MainActor
let smallRegistry = ScreenRegistry([
    ScreenDescriptor(name: "small", summary: "a button and a text") { _ in
        AnyView(VStack { Button("Go") {}; Text("Done") })
    },
])
