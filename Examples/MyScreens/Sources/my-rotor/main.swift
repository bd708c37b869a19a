import Foundation
import TerminalApp
import MyScreens

// `swift run my-rotor speak playlist`, `swift run my-rotor` (the explorer), and every other
// rotor command, over this package's screens.
let status = MainActor.assumeIsolated {
    RotorCommandLine.run(arguments: Array(CommandLine.arguments.dropFirst()), registry: myScreens)
}
exit(status)
