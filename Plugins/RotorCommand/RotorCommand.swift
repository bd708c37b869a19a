import Foundation
import PackagePlugin

/// `swift package rotor COMMAND [FILES…] [OPTIONS…]` in a package that depends on Rotor: runs
/// `rotor COMMAND` (tree, speak, audit, snapshot, play, open) on the package's SwiftUI files.
/// With no file named, the Swift files of the package's targets that import SwiftUI are used
/// (`--target NAME` keeps one target's). Paths are the package's, relative or absolute.
@main
struct RotorCommand: CommandPlugin {
    static let commands = ["tree", "speak", "audit", "snapshot", "play", "open"]

    func performCommand(context: PluginContext, arguments: [String]) async throws {
        guard let command = arguments.first, Self.commands.contains(command) else {
            Diagnostics.error("usage: swift package rotor \(Self.commands.joined(separator: "|")) [FILE.swift…] [OPTIONS…]")
            throw RotorCommandError.usage
        }
        var rest = Array(arguments.dropFirst())
        var target: String?
        if let index = rest.firstIndex(of: "--target"), index + 1 < rest.count {
            target = rest[index + 1]
            rest.removeSubrange(index...(index + 1))
        }
        let named = rest.filter { $0.hasSuffix(".swift") }
        var files: [String] = []
        if named.isEmpty {
            for module in context.package.targets.compactMap({ $0 as? SourceModuleTarget })
            where target == nil || module.name == target {
                for file in module.sourceFiles(withSuffix: "swift") where Self.importsSwiftUI(file.url) {
                    files.append(file.url.path)
                }
            }
            guard !files.isEmpty else {
                Diagnostics.error("no Swift file in \(target.map { "target \($0)" } ?? "the package's targets") imports SwiftUI; name the files")
                throw RotorCommandError.noFiles
            }
        }
        // `play SCRIPT` takes the script first, then the files.
        var rotorArguments = [command]
        if command == "play", let script = rest.first(where: { $0.hasSuffix(".rotor") }) {
            rotorArguments.append(script)
            rest.removeAll { $0 == script }
        }
        rotorArguments += files + rest

        let rotor = try context.tool(named: "rotor")
        let process = Process()
        process.executableURL = rotor.url
        process.arguments = rotorArguments
        process.currentDirectoryURL = context.package.directoryURL
        try process.run()
        process.waitUntilExit()
        guard process.terminationReason == .exit, process.terminationStatus == 0 else {
            throw RotorCommandError.failed(process.terminationStatus)
        }
    }

    static func importsSwiftUI(_ url: URL) -> Bool {
        guard let text = try? String(contentsOf: url, encoding: .utf8) else { return false }
        return text.split(whereSeparator: \.isNewline).contains { line in
            line.trimmingCharacters(in: .whitespaces).hasPrefix("import SwiftUI")
        }
    }
}

enum RotorCommandError: Error, CustomStringConvertible {
    case usage, noFiles, failed(Int32)

    var description: String {
        switch self {
        case .usage: "unknown rotor command"
        case .noFiles: "no SwiftUI files"
        case .failed(let status): "rotor exited with status \(status)"
        }
    }
}
