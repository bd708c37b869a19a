import Foundation

/// A detached tmux session on its own server (its socket in the temporary directory), running
/// one command: the end-to-end tests drive the real explorer through it as a person would.
struct TmuxSession {
    let socket: String
    let name = "rotor"
    let width: Int, height: Int

    static var executable: URL? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").map { URL(fileURLWithPath: String($0)).appendingPathComponent("tmux") }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }

    static var isInstalled: Bool { executable != nil }

    /// Starts `command` in a `width`×`height` pane. After the command ends the pane prints
    /// "<marker> <status>" and stays, so a test can read how it exited.
    init(command: [String], width: Int, height: Int) throws {
        self.width = width
        self.height = height
        socket = FileManager.default.temporaryDirectory
            .appendingPathComponent("rotor-e2e-\(getpid())-\(UUID().uuidString.prefix(8)).sock").path
        let quoted = command.map { "'" + $0.replacingOccurrences(of: "'", with: "'\\''") + "'" }.joined(separator: " ")
        let script = "\(quoted); echo \"\(TmuxSession.exitMarker) $?\"; sleep 600"
        try tmux(["-f", "/dev/null", "new-session", "-d", "-x", "\(width)", "-y", "\(height)", "-s", name, script])
    }

    static let exitMarker = "rotor exited with status"

    func sendKeys(_ keys: String...) throws {
        try tmux(["send-keys", "-t", name] + keys)
    }

    /// The pane as text, one string per row.
    func capture() throws -> [String] {
        let output = try tmux(["capture-pane", "-p", "-t", name])
        var lines = output.components(separatedBy: "\n")
        if lines.last == "" { lines.removeLast() }
        return lines
    }

    /// The pane with its colours and attributes, as SGR escape sequences.
    func captureWithEscapes() throws -> String {
        try tmux(["capture-pane", "-p", "-e", "-t", name])
    }

    /// Captures the pane until `condition` holds, or fails after `timeout` with the last capture.
    /// The timeout only guards against a hang: a test waits for the event, never for a time, so
    /// it is generous enough for a machine busy with other work.
    @discardableResult
    func waitFor(_ description: String, timeout: Duration = .seconds(180),
                 _ condition: ([String]) -> Bool) async throws -> [String] {
        let clock = ContinuousClock()
        let deadline = clock.now + timeout
        var lines: [String] = []
        while clock.now < deadline {
            lines = try capture()
            if condition(lines) { return lines }
            if let exit = lines.first(where: { $0.hasPrefix(TmuxSession.exitMarker) }) {
                throw TmuxError(description: "\(exit) while waiting for \(description); the pane shows:\n"
                    + lines.joined(separator: "\n"))
            }
            try await Task.sleep(for: .milliseconds(100))
        }
        throw TmuxError(description: "timed out waiting for \(description); the pane shows:\n"
            + lines.joined(separator: "\n"))
    }

    /// A pane variable (`#{cursor_flag}`, `#{pane_pid}`), as `tmux display -p` prints it.
    func display(_ format: String) throws -> String {
        try tmux(["display-message", "-p", "-t", name, format]).trimmingCharacters(in: .newlines)
    }

    /// The command the pane runs: the shell's child (the pane's own process is the shell that
    /// prints the exit marker afterwards).
    func commandPID() throws -> pid_t {
        let shell = try display("#{pane_pid}")
        let children = (try? String(contentsOfFile: "/proc/\(shell)/task/\(shell)/children", encoding: .utf8)) ?? ""
        guard let pid = children.split(separator: " ").first.flatMap({ pid_t($0) }) else {
            throw TmuxError(description: "the pane's shell (\(shell)) has no child process")
        }
        return pid
    }

    /// The pane's title, which an OSC 0 escape sequence reaching the terminal would change.
    func title() throws -> String {
        try tmux(["display-message", "-p", "-t", name, "#{pane_title}"]).trimmingCharacters(in: .newlines)
    }

    /// Ends the session; the explorer sees its terminal hang up and exits.
    func kill() {
        _ = try? tmux(["kill-session", "-t", name])
        _ = try? tmux(["kill-server"])
        unlink(socket)
    }

    /// Runs one tmux client command.
    @discardableResult
    private func tmux(_ arguments: [String]) throws -> String {
        guard let executable = TmuxSession.executable else { throw TmuxError(description: "tmux is not installed") }
        let result = try Subprocess.run([executable.path, "-S", socket] + arguments, closingInheritedDescriptors: true)
        guard result.status == 0 else {
            throw TmuxError(description: "tmux \(arguments.joined(separator: " ")) failed: \(result.errors)")
        }
        return result.output
    }
}

struct TmuxError: Error, CustomStringConvertible {
    var description: String
}
