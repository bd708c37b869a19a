import Foundation
import Headless

/// `rotor install --prefix DIR`: copies the rotor that runs, with what `rotor open` builds
/// against, to DIR/lib/rotor, and links DIR/bin/rotor to it, so SwiftUI files anywhere open
/// without Rotor's checkout.
struct InstallCommand: RotorCommand {
    struct Options: CommandOptions {
        var prefix: String?
    }

    static let name = "install"

    static var declaration: CommandDeclaration<Options> {
        CommandDeclaration(
            name: name, arguments: .none,
            summary: "copies this rotor and what `rotor open` builds against to a prefix (DIR/bin/rotor), to use it from any folder",
            details: """
                Copies the rotor that runs (build it first: swift build -c release, then
                .build/release/rotor install) to DIR/lib/rotor: the executable, the interfaces and objects
                of the modules `rotor open` links SwiftUI files against, and the ncurses module map. Then
                DIR/bin/rotor links to it. Without --prefix, DIR is ~/.local. Run again to update: the old
                copy is replaced whole, after the new one is complete. A DIR/bin/rotor that is not such a
                link is left alone, and the install stops with status 1.
                """,
            options: [.value("--prefix", .file("DIR"), \.prefix, help: "where to install (default ~/.local)")])
    }

    static func run(_ options: Options, in context: CommandContext) throws -> Int32 {
        let toolchain: OpenCommand.Toolchain
        do { toolchain = try OpenCommand.Toolchain.find() } catch let failure as OpenCommand.Failure {
            context.console.error("rotor: \(failure.description)")
            return 1
        }
        let home = ProcessInfo.processInfo.environment["HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil }
        guard let prefix = options.prefix ?? home.map({ $0 + "/.local" }) else {
            context.console.error("rotor: install needs --prefix DIR (HOME is not set)")
            return 2
        }
        do {
            let installed = try RotorInstallation.install(from: toolchain,
                                                          prefix: URL(fileURLWithPath: prefix).standardizedFileURL)
            context.console.line("installed rotor in \(installed.library.path) (\(installed.files) files)")
            context.console.line("run it as \(installed.executable.path)")
            return 0
        } catch let failure as RotorInstallation.Failure {
            context.console.error("rotor: \(failure.description)")
            return 1
        }
    }
}

/// The files of an installed rotor: `lib/rotor/` holds the executable, `Modules/` (the modules'
/// interfaces), one `NAME.build/` per module (its objects and its `sources` list) and `CNCurses/`
/// (the ncurses module map and shim); `bin/rotor` links to `../lib/rotor/rotor`. The executable
/// finds the rest beside itself (`OpenCommand.Toolchain.find`).
enum RotorInstallation {
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    struct Installed {
        var library: URL
        var executable: URL
        var files: Int
    }

    static func install(from toolchain: OpenCommand.Toolchain, prefix: URL) throws -> Installed {
        let lib = prefix.appendingPathComponent("lib")
        let bin = prefix.appendingPathComponent("bin")
        for folder in [lib, bin] {
            do { try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true) } catch {
                throw Failure(description: "cannot make the folder \(folder.path)")
            }
        }
        let link = bin.appendingPathComponent("rotor")
        let target = "../lib/rotor/rotor"
        // Whatever is at bin/rotor must be our link (or nothing): a user's own file stays.
        if let existing = try? FileManager.default.destinationOfSymbolicLink(atPath: link.path) {
            guard existing == target else {
                throw Failure(description: "\(link.path) links to \(existing), not to an installed rotor; left as it is")
            }
        } else if FileManager.default.fileExists(atPath: link.path) || isDanglingLink(link) {
            throw Failure(description: "\(link.path) is there and is not a link to an installed rotor; left as it is")
        }

        // The new copy is made whole beside the old one, then put in its place.
        let staging = lib.appendingPathComponent(".rotor-install-\(getpid())-\(UUID().uuidString.prefix(8))")
        try makeFolder(staging)
        let files: Int
        do { files = try stage(from: toolchain, into: staging) } catch {
            try? FileManager.default.removeItem(at: staging)
            throw error
        }

        let library = lib.appendingPathComponent("rotor")
        let old = lib.appendingPathComponent(".rotor-old-\(getpid())-\(UUID().uuidString.prefix(8))")
        let hadOld = FileManager.default.fileExists(atPath: library.path)
        if hadOld, rename(library.path, old.path) != 0 {
            try? FileManager.default.removeItem(at: staging)
            throw Failure(description: "cannot replace \(library.path): \(String(cString: strerror(errno)))")
        }
        guard rename(staging.path, library.path) == 0 else {
            let reason = String(cString: strerror(errno))
            if hadOld { _ = rename(old.path, library.path) }
            try? FileManager.default.removeItem(at: staging)
            throw Failure(description: "cannot put the new copy at \(library.path): \(reason)")
        }
        if hadOld { try? FileManager.default.removeItem(at: old) }
        if !FileManager.default.fileExists(atPath: link.path), symlink(target, link.path) != 0 {
            throw Failure(description: "cannot link \(link.path) to \(target): \(String(cString: strerror(errno)))")
        }
        return Installed(library: library, executable: link, files: files)
    }

    /// Copies into `staging` what an installed rotor needs; returns how many files.
    private static func stage(from toolchain: OpenCommand.Toolchain, into staging: URL) throws -> Int {
        var files = 0
        let executable = URL(fileURLWithPath: (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
            ?? CommandLine.arguments[0])
        try copy(executable, to: staging.appendingPathComponent("rotor"), mode: 0o755)
        files += 1
        let modules = staging.appendingPathComponent("Modules")
        try makeFolder(modules)
        for module in OpenCommand.Toolchain.modules {
            for suffix in ["swiftmodule", "swiftdoc", "swiftsourceinfo"] {
                let source = toolchain.buildFolder.appendingPathComponent("Modules/\(module).\(suffix)")
                guard FileManager.default.fileExists(atPath: source.path) else { continue }
                try copy(source, to: modules.appendingPathComponent(source.lastPathComponent))
                files += 1
            }
            let objects = staging.appendingPathComponent("\(module).build")
            try makeFolder(objects)
            let list = toolchain.buildFolder.appendingPathComponent("\(module).build/sources")
            if FileManager.default.fileExists(atPath: list.path) {
                try copy(list, to: objects.appendingPathComponent("sources"))
                files += 1
            }
        }
        for object in toolchain.objects() {
            let source = URL(fileURLWithPath: object)
            let module = source.deletingLastPathComponent().lastPathComponent
            try copy(source, to: staging.appendingPathComponent(module).appendingPathComponent(source.lastPathComponent))
            files += 1
        }
        let cncurses = staging.appendingPathComponent("CNCurses")
        try makeFolder(cncurses)
        for name in (try? FileManager.default.contentsOfDirectory(atPath: toolchain.cncurses.path)) ?? [] {
            try copy(toolchain.cncurses.appendingPathComponent(name), to: cncurses.appendingPathComponent(name))
            files += 1
        }
        return files
    }

    private static func isDanglingLink(_ url: URL) -> Bool {
        var status = stat()
        return lstat(url.path, &status) == 0
    }

    private static func makeFolder(_ url: URL) throws {
        if mkdir(url.path, 0o755) == 0 || errno == EEXIST {
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), isFolder.boolValue { return }
        }
        throw Failure(description: "cannot make the folder \(url.path): \(String(cString: strerror(errno)))")
    }

    /// Copies a file's bytes to a new file (never through a link, never over a file), checking
    /// every read and write.
    private static func copy(_ source: URL, to destination: URL, mode: mode_t = 0o644) throws {
        let input = open(source.path, O_RDONLY | O_CLOEXEC)
        guard input >= 0 else { throw Failure(description: "cannot read \(source.path): \(String(cString: strerror(errno)))") }
        defer { close(input) }
        let output = open(destination.path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, mode)
        guard output >= 0 else {
            throw Failure(description: "cannot write \(destination.path): \(String(cString: strerror(errno)))")
        }
        var closed = false
        defer { if !closed { close(output) } }
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(input, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count >= 0 else { throw Failure(description: "cannot read \(source.path): \(String(cString: strerror(errno)))") }
            if count == 0 { break }
            var written = 0
            while written < count {
                let result = buffer[written..<count].withUnsafeBytes { write(output, $0.baseAddress, $0.count) }
                if result < 0, errno == EINTR { continue }
                guard result > 0 else {
                    throw Failure(description: "cannot write \(destination.path): \(String(cString: strerror(errno)))")
                }
                written += result
            }
        }
        closed = true
        guard close(output) == 0 else {
            throw Failure(description: "cannot write \(destination.path): \(String(cString: strerror(errno)))")
        }
    }
}
