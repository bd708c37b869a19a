import Foundation

/// A program that makes sound (a player, a speech program), run with nothing on its standard
/// streams: what it printed would land on the explorer's screen.
enum SoundProcess {
    /// The running program, or nil when it could not be started.
    static func start(_ executable: String, arguments: [String]) -> Process? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        do {
            try process.run()
            return process
        } catch {
            return nil
        }
    }

    /// Cuts the program off and waits for it to go.
    static func stop(_ process: Process?) {
        guard let process, process.isRunning else { return }
        process.terminate()
        process.waitUntilExit()
    }
}
