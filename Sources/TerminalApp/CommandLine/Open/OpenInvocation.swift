import Foundation
import Headless
import TermUI

/// What `rotor open` (and `rotor tree`, `speak`, `audit`, `snapshot`, `play` given sources)
/// is asked to open: Swift files, app folders, or a package manifest's target; with the
/// language mode, strings tables and the options for the screens.
struct OpenRequest {
    var files: [String] = []
    var folders: [String] = []
    var manifests: [String] = []
    var tables: [String] = []
    /// Arguments for the command run on the built screens.
    var rest: [String] = []
    var view: String?
    var target: String?
    var swiftVersion: String?
    var list = false
    /// `--clean`: remove the cache of built programs.
    var clean = false
    /// `--build-only`: build (or find in the cache) and print the program's path.
    var buildOnly = false

    /// The language modes `--swift-version` takes, as swiftc does.
    static let languageModes = ["4", "4.2", "5", "6"]

    static func isFolder(_ path: String) -> Bool {
        // A name with a NUL would be cut short where the system reads it: it names no folder.
        guard !path.isEmpty, !path.unicodeScalars.contains("\0") else { return false }
        var isFolder: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) && isFolder.boolValue
    }

    static func isManifest(_ argument: String) -> Bool {
        URL(fileURLWithPath: argument).lastPathComponent == "Package.swift"
    }

    /// The arguments as given, for building again.
    var originalArguments: [String] = []

    init(_ arguments: [String]) throws {
        originalArguments = arguments
        var index = 0
        func value(of option: String) throws -> String {
            guard index < arguments.count else { throw UsageError(description: "\(option) needs a value") }
            defer { index += 1 }
            return arguments[index]
        }
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            switch argument {
            case "--view": view = try value(of: argument)
            case "--list": list = true
            case "--clean": clean = true
            case "--build-only": buildOnly = true
            case "--target": target = try value(of: argument)
            case "--swift-version":
                let mode = try value(of: argument)
                guard Self.languageModes.contains(mode) else {
                    throw UsageError(description: "--swift-version takes one of \(Self.languageModes.joined(separator: ", ")), "
                        + "not '\(QuotedInput.bounded(mode))'")
                }
                swiftVersion = mode
            default:
                if argument.hasPrefix("-") {
                    rest.append(argument)
                } else if argument.hasSuffix(".swift") {
                    if Self.isManifest(argument) { manifests.append(argument) } else { files.append(argument) }
                } else if OpenCommand.isStringsTable(argument) {
                    tables.append(argument)
                } else if Self.isFolder(argument) {
                    // A folder holding a package's manifest is that package.
                    let manifest = URL(fileURLWithPath: argument).appendingPathComponent("Package.swift").path
                    if FileManager.default.fileExists(atPath: manifest) { manifests.append(manifest) } else { folders.append(argument) }
                } else {
                    rest.append(argument)
                }
            }
        }
    }

    /// The opener for what was asked: the files, the folders' sources and resources, or the
    /// package target's (with its local dependencies), in the language mode asked for or read.
    func opener() throws -> (opener: OpenCommand, header: String?) {
        guard manifests.count <= 1 else { throw UsageError(description: "open one package at a time") }
        if let manifest = manifests.first {
            guard files.isEmpty, folders.isEmpty else {
                throw UsageError(description: "a package opens alone: give Package.swift without other files or folders")
            }
            return try packageOpener(manifest)
        }
        if target != nil { throw UsageError(description: "--target picks a package's target: give its Package.swift") }
        var sources = files
        var catalogs: [String] = []
        var folderTables: [String] = []
        for folder in folders {
            let app = try AppFolder.scan(URL(fileURLWithPath: folder))
            sources += app.swiftFiles
            catalogs += app.assetCatalogs
            folderTables += app.stringsTables
        }
        if !folders.isEmpty, sources.isEmpty {
            throw OpenCommand.Failure(description: "no Swift files in \(folders.joined(separator: ", "))")
        }
        var opener = OpenCommand(files: sources)
        opener.tableFiles = tables + folderTables
        opener.assetCatalogs = catalogs
        opener.languageMode = swiftVersion ?? "5"
        if files.isEmpty, folders.count == 1 { opener.title = folders[0] }
        return (opener, nil)
    }

    private func packageOpener(_ manifestPath: String) throws -> (opener: OpenCommand, header: String?) {
        let text = try OpenCommand.read(manifestPath)
        let manifest: PackageManifest
        do { manifest = try PackageManifest(text: text) } catch {
            throw OpenCommand.Failure(description: "cannot read the package manifest '\(QuotedInput.bounded(manifestPath))': \(error)")
        }
        let root = URL(fileURLWithPath: manifestPath).deletingLastPathComponent()
        let names = manifest.targets.map(\.name).joined(separator: ", ")
        func contents(of target: PackageManifest.Target) throws -> AppFolder {
            var all = AppFolder()
            for part in manifest.withDependencies(target) {
                let folder = manifest.folder(of: part, in: root)
                guard OpenRequest.isFolder(folder.path) else {
                    throw OpenCommand.Failure(description: "target '\(part.name)' of \(manifestPath): no folder \(folder.path)")
                }
                let scanned = try AppFolder.scan(folder)
                all.swiftFiles += scanned.swiftFiles
                all.assetCatalogs += scanned.assetCatalogs
                all.stringsTables += scanned.stringsTables
            }
            return all
        }
        let target: PackageManifest.Target
        let sources: AppFolder
        if let name = self.target {
            guard let named = manifest.targets.first(where: { $0.name == name }) else {
                throw OpenCommand.Failure(description: "no target named '\(QuotedInput.bounded(name))' in \(manifestPath); "
                    + "its targets: \(names)")
            }
            target = named
            sources = try contents(of: named)
        } else {
            // The first executable or library target whose own files declare a view.
            var chosen: (PackageManifest.Target, AppFolder)?
            for candidate in manifest.targets where candidate.kind == .executable || candidate.kind == .library {
                let folder = manifest.folder(of: candidate, in: root)
                guard OpenRequest.isFolder(folder.path),
                      let own = try? AppFolder.scan(folder),
                      let found = try? OpenCommand(files: own.swiftFiles).found(), !found.isEmpty else { continue }
                chosen = (candidate, try contents(of: candidate))
                break
            }
            guard let chosen else {
                throw OpenCommand.Failure(description: "no target of \(manifestPath) declares a SwiftUI view; "
                    + "--target NAME picks one (its targets: \(names))")
            }
            (target, sources) = chosen
        }
        guard !sources.swiftFiles.isEmpty else {
            throw OpenCommand.Failure(description: "target '\(target.name)' of \(manifestPath) has no Swift files")
        }
        let read = manifest.languageMode(of: target)
        var opener = OpenCommand(files: sources.swiftFiles)
        opener.tableFiles = tables + sources.stringsTables
        opener.assetCatalogs = sources.assetCatalogs
        opener.languageMode = swiftVersion ?? read.mode
        opener.localModules = manifest.withDependencies(target).filter { $0.name != target.name }
            .map { Self.moduleName($0.name) }
        opener.title = "target '\(target.name)' of \(manifestPath)"
        opener.declaresBundleModule = manifest.withDependencies(target).contains { $0.hasResources }
        let folder = manifest.folder(of: target, in: root).path
        let mode = swiftVersion.map { "Swift \($0): --swift-version" } ?? "Swift \(read.mode): \(read.reason)"
        return (opener, "\(target.name)  (target, \(folder), \(mode))")
    }

    /// How the explorer builds `program` again after a save: this rotor, in this folder, with
    /// these arguments, watching the opened files and the folders opened as an app's or package's.
    func reloadPlan(_ opener: OpenCommand, program: String) -> LiveReload.Plan {
        let here = FileManager.default.currentDirectoryPath
        func absolute(_ path: String) -> String {
            URL(fileURLWithPath: path, relativeTo: URL(fileURLWithPath: here, isDirectory: true)).standardizedFileURL.path
        }
        let rotor = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
        let packageFolders = manifests.map { URL(fileURLWithPath: absolute($0)).deletingLastPathComponent().path }
        return LiveReload.Plan(
            rotor: rotor, directory: here, arguments: originalArguments,
            files: (opener.files + opener.tableFiles).map(absolute),
            folders: (folders.map(absolute) + packageFolders + opener.assetCatalogs.map(absolute)).sorted(),
            program: program, explorerArguments: rest)
    }

    /// A target's module name: characters that cannot be in an identifier become `_`.
    static func moduleName(_ target: String) -> String {
        String(target.map { $0.isLetter || $0.isNumber || $0 == "_" ? $0 : "_" })
    }
}

extension OpenCommand {
    /// Whether a command's arguments name sources to open (Swift files, a package manifest or
    /// a folder) rather than a screen: a folder counts unless a screen has its name. The values
    /// of `optionsWithValues` (`--svg FOLDER`) are the options', never sources.
    /// `play`'s first positional is its script, never a source.
    static func namesSources(_ arguments: [String], screens: [String], optionsWithValues: Set<String> = [],
                             firstIsScript: Bool = false) -> Bool {
        var index = 0
        var positionals = 0
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if optionsWithValues.contains(argument) {
                index += 1
                continue
            }
            guard !argument.hasPrefix("-") else { continue }
            positionals += 1
            if firstIsScript, positionals == 1 { continue }
            if argument.hasSuffix(".swift") { return true }
            let screen = argument.split(separator: ":").first.map(String.init) ?? argument
            if !screens.contains(screen), OpenRequest.isFolder(argument) { return true }
        }
        return false
    }
}

extension RotorCommandLine {
    /// `rotor open SOURCES` and `rotor tree SOURCES`: the sources are built into a program with
    /// their views as screens, which then runs `command` in this process's place.
    static func open(_ arguments: [String], then command: String, console: Console) -> Int32 {
        do {
            let request = try OpenRequest(arguments)
            if request.clean {
                guard command == "explore" else { throw UsageError(description: "--clean is `rotor open --clean`") }
                guard request.files.isEmpty, request.folders.isEmpty, request.manifests.isEmpty, request.tables.isEmpty,
                      request.rest.isEmpty, !request.list, request.view == nil else {
                    throw UsageError(description: "rotor open --clean removes the cache of built programs and takes nothing else")
                }
                return try OpenCache.clean(console: console)
            }
            guard !(request.files.isEmpty && request.folders.isEmpty && request.manifests.isEmpty) else {
                console.error("rotor: 'rotor \(command == "explore" ? "open" : command)' needs a SwiftUI file, an app's folder or a Package.swift")
                return 2
            }
            let (opener, header) = try request.opener()
            let found = try opener.found()
            if request.list {
                if let header { console.line(header) }
                for item in found where item.arguments.isEmpty {
                    let kind = switch item.kind {
                    case .preview, .previewProvider: "preview"
                    case .app: "app"
                    case .view: "view"
                    }
                    console.line("\(item.name)  (\(kind), \(item.file):\(item.line))")
                }
                // Views made only with arguments cannot be opened by name: listed apart.
                for item in found where !item.arguments.isEmpty {
                    console.line("needs arguments: \(ViewArguments.signature(item.name, item.arguments))  (\(item.file):\(item.line))")
                }
                return 0
            }
            if request.buildOnly, command != "explore" {
                throw UsageError(description: "--build-only is `rotor open --build-only FILES`")
            }
            if command == "explore", !request.rest.isEmpty {
                // The explorer's own options (--idiom, --date…) go on to it; nothing else does.
                if let extra = try ExploreCommand.declaration.parse(request.rest).screen {
                    throw UsageError(description: "unexpected argument '\(QuotedInput.bounded(extra))'")
                }
            }
            let built: OpenCommand.Built
            do { built = try opener.build(found, viewNamed: request.view) } catch let failure as OpenCommand.Failure {
                for dropped in failure.dropped { console.error("rotor: \(dropped)") }
                throw failure
            }
            for dropped in built.dropped { console.error("rotor: \(dropped)") }
            if request.buildOnly {
                if let privateCache = built.privateCache {
                    try? FileManager.default.removeItem(at: privateCache)
                    throw OpenCommand.Failure(description: "--build-only keeps the program in the cache, and there is no cache folder to keep it in "
                        + "(set XDG_CACHE_HOME or HOME)")
                }
                console.line(built.program)
                return 0
            }
            let screens = built.screens
            let screen = OpenCommand.screenName(of: (request.view.flatMap { name in screens.first { $0.name == name } } ?? screens.first {
                switch $0.kind {
                case .preview, .previewProvider: true
                default: false
                }
            } ?? screens[0]).name)
            console.flush()
            // A walkthrough names its screens itself: `screen FocusProbe`.
            let programArguments = command == "play" ? [command] + request.rest : [command, screen] + request.rest
            if let privateCache = built.privateCache {
                OpenCommand.runThenRemove(built.program, programArguments, folder: privateCache)
            }
            // The explorer rebuilds on save: it is told how (the program's own cache entry
            // outlives it, which a private cache would not).
            if command == "explore", Terminal.isInteractive {
                setenv(LiveReload.Plan.environmentName, request.reloadPlan(opener, program: built.program).encoded(), 1)
            }
            OpenCommand.exec(built.program, programArguments)
        } catch {
            return RotorCommandLine.failed(error, console: console)
        }
    }
}
