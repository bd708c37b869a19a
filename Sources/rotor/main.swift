import DemoScreens
import Headless
import Foundation
import TerminalApp

let registry = ScreenRegistry(DemoScreens.all.map { entry in
    ScreenDescriptor(name: entry.name, summary: entry.summary, variants: entry.variants, make: entry.make)
})
let status = MainActor.assumeIsolated {
    RotorCommandLine.run(arguments: Array(CommandLine.arguments.dropFirst()), registry: registry)
}
exit(status)
