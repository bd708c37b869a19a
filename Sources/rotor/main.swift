import DemoScreens
import Headless
import Foundation
import TerminalApp

let registry = DemoScreens.registry
let status = MainActor.assumeIsolated {
    RotorCommandLine.run(arguments: Array(CommandLine.arguments.dropFirst()), registry: registry)
}
exit(status)
