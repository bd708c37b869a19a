import Headless
import Foundation
import TermUI

#if canImport(Glibc)
import Glibc
#endif

/// `rotor open FILE.swift...`: SwiftUI files from anywhere, built against TermUI and opened
/// like the demo screens. The files are copied to a cache folder with `import SwiftUI` read as
/// `import TermUI` and `#Preview` blocks turned into functions, line for line, so compile
/// errors point at the user's own file and line; the user's files are never modified. They
/// are compiled with `swiftc` against the modules and objects of the build rotor runs from,
/// which takes a second or two, not a package build.
struct OpenCommand {
    /// A view the files declare, and how the generated program makes it.
    struct Found: Equatable {
        enum Kind: Equatable {
            case preview(function: String)
            /// A `PreviewProvider`: its `previews`.
            case previewProvider
            /// An `App`: its first scene's root view.
            case app
            case view
        }
        var name: String
        var kind: Kind
        var file: String
        var line: Int
        /// The labels a view's initialiser needs (`ViewArguments`): a view that needs any
        /// cannot be opened by name.
        var arguments: [String] = []
    }

    struct Failure: Error, CustomStringConvertible {
        var description: String
        /// Files left out before the failure (see `Dropped`), reported with it.
        var dropped: [Dropped] = []
    }

    /// A file left out of the build because it imports a module that neither Linux nor rotor
    /// has (`MapKit`, `ARKit`…): the rest opens without it when nothing needs it.
    struct Dropped: Equatable, CustomStringConvertible {
        var file: String
        var module: String
        var description: String {
            "left out \(file): it imports \(module), which rotor cannot build on Linux (no such module '\(module)')"
        }
    }

    /// What the build made: the program, the screens it registers and the files left out.
    struct Built {
        var program: String
        var screens: [Found]
        var dropped: [Dropped]
    }

    let files: [String]
    /// Everything found in the files, left-out files' views too (to say why one is missing).
    var allFound: [Found]?
    /// Strings tables named on the command line (`.strings`, `.xcstrings`).
    var tableFiles: [String] = []
    /// Asset catalogs (`*.xcassets`) whose image sets and colour sets the screens can name.
    var assetCatalogs: [String] = []
    /// The language mode the files are compiled in (`-swift-version`): "5", Xcode's default
    /// for app targets, unless the command line or a package manifest says otherwise.
    var languageMode = "5"
    /// Modules whose sources are compiled with the files (a package target's local
    /// dependencies): their imports are dropped, as everything is one module here.
    var localModules: [String] = []
    /// What is opened, for messages: the files, a folder or a package's target.
    var title: String?
    /// Whether to declare `Bundle.module`, as SwiftPM does for a target with resources (the
    /// resources are the app's: it is the main bundle here).
    var declaresBundleModule = false

    // MARK: Finding views

    /// The previews (`#Preview`, in order) and the views (`struct Name: View`) of the files.
    func found() throws -> [Found] {
        var previews: [Found] = [], views: [Found] = []
        // Numbered as `translate` numbers the functions it makes: `#Preview` blocks only, across
        // the files in order.
        var number = 0
        for file in files {
            let text = try Self.read(file)
            let lines = Self.lines(of: text)
            for (index, line) in lines.enumerated() {
                let trimmed = line.trimmingCharacters(in: .whitespaces)
                if Self.opensPreview(trimmed) {
                    number += 1
                    let title = Self.previewTitle(trimmed) ?? "Preview \(number)"
                    previews.append(Found(name: title, kind: .preview(function: "rotorPreview\(number)"), file: file,
                                          line: index + 1))
                } else if let name = Self.typeName(trimmed, conformingTo: "PreviewProvider") {
                    previews.append(Found(name: name, kind: .previewProvider, file: file, line: index + 1))
                } else if let name = Self.typeName(trimmed, conformingTo: "App") {
                    views.insert(Found(name: name, kind: .app, file: file, line: index + 1), at: 0)
                } else if let name = Self.viewName(trimmed) {
                    views.append(Found(name: name, kind: .view, file: file, line: index + 1,
                                       arguments: ViewArguments.required(ofStructAt: index, in: lines)))
                }
            }
        }
        return previews + views
    }

    /// `struct Name: View {` (also with other conformances, generic parameters or modifiers).
    static func viewName(_ line: String) -> String? { typeName(line, conformingTo: "View") }

    /// The name of a non-generic struct declared on this line conforming to `proto`.
    static func typeName(_ line: String, conformingTo proto: String) -> String? {
        guard let range = line.range(of: "struct ") else { return nil }
        let before = line[..<range.lowerBound].split(separator: " ")
        guard before.allSatisfy({ ["public", "private", "fileprivate", "internal", "final", "@MainActor", "@main"].contains($0) })
        else { return nil }
        let rest = line[range.upperBound...]
        let name = rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        guard !name.isEmpty, let colon = rest.firstIndex(of: ":") else { return nil }
        let clause = rest[rest.index(after: colon)...].prefix { $0 != "{" }
        let conformances = clause.components(separatedBy: " where ").first ?? ""
        let names = conformances.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        guard names.contains(proto) || names.contains("SwiftUI." + proto) else { return nil }
        // A generic view cannot be made without its parameters.
        guard rest[name.endIndex...].first != "<" else { return nil }
        return String(name)
    }

    /// The title of `#Preview("Title") {`, if it has one.
    static func previewTitle(_ line: String) -> String? {
        guard let open = line.firstIndex(of: "\""), let close = line[line.index(after: open)...].firstIndex(of: "\"")
        else { return nil }
        let title = line[line.index(after: open)..<close]
        return title.isEmpty ? nil : String(title)
    }

    // MARK: Building

    /// Where rotor's own build is: its modules, objects and the ncurses module map.
    struct Toolchain {
        var buildFolder: URL
        var packageRoot: URL
        var swiftc: String

        static let modules = ["Accessibility", "TermUI", "ScreenReader", "Headless", "TerminalApp", "FrameworkStandIns"]

        static func find() throws -> Toolchain {
            let executable = URL(fileURLWithPath: (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
                ?? CommandLine.arguments[0]).standardizedFileURL
            let buildFolder = executable.deletingLastPathComponent()
            var root = buildFolder
            while root.path != "/", !FileManager.default.fileExists(atPath: root.appendingPathComponent("Package.swift").path) {
                root.deleteLastPathComponent()
            }
            guard FileManager.default.fileExists(atPath: buildFolder.appendingPathComponent("Modules/TermUI.swiftmodule").path),
                  FileManager.default.fileExists(atPath: root.appendingPathComponent("Sources/CNCurses/module.modulemap").path)
            else {
                throw Failure(description: "rotor open builds your files against the build rotor runs from; run it from "
                    + "Rotor's own checkout with `swift run rotor open FILE.swift` (looked in \(buildFolder.path))")
            }
            let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
            guard let swiftc = path.split(separator: ":").map({ "\($0)/swiftc" })
                .first(where: { FileManager.default.isExecutableFile(atPath: $0) }) else {
                throw Failure(description: "rotor open needs swiftc on the PATH (the Swift toolchain rotor was built with)")
            }
            return Toolchain(buildFolder: buildFolder, packageRoot: root, swiftc: swiftc)
        }

        /// `-sanitize=…` when rotor itself was built with a sanitizer: its objects call the
        /// sanitizer's runtime, so the program they are linked into must load it too.
        static var sanitizerFlags: [String] {
            guard let handle = dlopen(nil, RTLD_NOW) else { return [] }
            defer { dlclose(handle) }
            return [("__asan_init", "address"), ("__tsan_init", "thread")]
                .filter { dlsym(handle, $0.0) != nil }
                .map { "-sanitize=\($0.1)" }
        }

        /// The objects of rotor's modules as they are now built: one for each source the
        /// module's `sources` list names, and the module's own. An object left behind by a source
        /// since renamed or removed is not linked: it would define its types a second time.
        func objects() -> [String] {
            Self.modules.flatMap { module -> [String] in
                let folder = buildFolder.appendingPathComponent("\(module).build")
                let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
                let current = (try? String(contentsOf: folder.appendingPathComponent("sources"), encoding: .utf8))
                    .map { list in
                        Set(list.split(whereSeparator: \.isNewline).map { URL(fileURLWithPath: String($0)).lastPathComponent + ".o" })
                            .union(["\(module).swiftmodule.o"])
                    }
                return names.filter { $0.hasSuffix(".o") && current?.contains($0) != false }.sorted()
                    .map { folder.appendingPathComponent($0).path }
            }
        }
    }

    /// The screens the program registers: the previews, or the one view named; else the
    /// first view found.
    func entries(_ found: [Found], viewNamed: String?, dropped: [Dropped]) throws -> [Found] {
        var entries = found.filter {
            switch $0.kind {
            case .preview, .previewProvider: return viewNamed == nil
            default: return false
            }
        }
        if let viewNamed {
            guard let view = found.first(where: { $0.name == viewNamed }) else {
                if let left = dropped.first(where: { file in file.file == allFound?.first(where: { $0.name == viewNamed })?.file }) {
                    throw Failure(description: "'\(QuotedInput.bounded(viewNamed))' is in \(left.file), which was "
                        + "left out: it imports \(left.module), which rotor cannot build on Linux", dropped: dropped)
                }
                throw Failure(description: "no view or preview named '\(QuotedInput.bounded(viewNamed))' in "
                    + openedTitle + "; `rotor open --list` lists them", dropped: dropped)
            }
            guard view.arguments.isEmpty else {
                throw Failure(description: "'\(QuotedInput.bounded(viewNamed))' needs arguments to be made, "
                    + "\(ViewArguments.signature(view.name, view.arguments)) (\(view.file):\(view.line)); rotor opens a view "
                    + "with Name(): open a preview that makes it, or the view that shows it", dropped: dropped)
            }
            entries = [view]
        } else if entries.isEmpty, let first = found.first(where: \.arguments.isEmpty) {
            entries = [first]
        }
        guard !entries.isEmpty else {
            throw Failure(description: "no SwiftUI view in " + openedTitle
                + (dropped.isEmpty ? "" : " (besides the files left out)")
                + "; rotor opens a `#Preview` or a `struct Name: View`", dropped: dropped)
        }
        return entries
    }

    /// What is opened, for messages.
    var openedTitle: String { title ?? files.joined(separator: ", ") }

    /// Builds the program that opens the files' screens (the generated registry), or throws
    /// the compiler's errors with the user's file names. A file that imports a module rotor
    /// cannot build (`no such module 'MapKit'`) is left out and the rest built again; when a
    /// remaining file needs it, its own error says so, at its own line.
    func build(_ found: [Found], viewNamed: String?) throws -> Built {
        let toolchain = try Toolchain.find()
        for table in tableFiles where !FileManager.default.isReadableFile(atPath: table) {
            throw Failure(description: "cannot read '\(table)'")
        }
        let assets = try assetCatalogs.map(AssetCatalogReader.read)
        let cache = try Self.cacheFolder(for: files.map { URL(fileURLWithPath: $0).standardizedFileURL.path } + ["swift \(languageMode)"])
        var sources: [(copy: String, original: String)] = []
        var previews = 0
        for (index, file) in files.enumerated() {
            let copy = cache.appendingPathComponent("\(index)-" + URL(fileURLWithPath: file).lastPathComponent).path
            let text = try Self.read(file)
            try OutputFile.write(Self.translate(text, previewsBefore: previews, localModules: localModules), to: copy)
            previews += found.filter { if case .preview = $0.kind { $0.file == file } else { false } }.count
            sources.append((copy, file))
        }
        var dropped: [Dropped] = []
        while true {
            let kept = sources.filter { source in !dropped.contains { $0.file == source.original } }
            let keptFound = found.filter { item in !dropped.contains { $0.file == item.file } }
            var opener = self
            opener.allFound = found
            let screens = try opener.entries(keptFound, viewNamed: viewNamed, dropped: dropped)
            let main = cache.appendingPathComponent("main.swift").path
            try OutputFile.write(Self.mainSource(screens, tables: stringsTables(), assets: assets)
                                     + (declaresBundleModule ? "extension Foundation.Bundle { static var module: Bundle { Bundle.main } }\n" : ""),
                                 to: main)
            let program = cache.appendingPathComponent("screens").path
            let arguments = ["-swift-version", languageMode, "-module-name", "OpenedScreens", "-Onone",
                             "-continue-building-after-errors"] + Toolchain.sanitizerFlags
                + ["-I", toolchain.buildFolder.appendingPathComponent("Modules").path,
                   "-I", toolchain.packageRoot.appendingPathComponent("Sources/CNCurses").path]
                + kept.map(\.copy) + [main] + toolchain.objects() + ["-lncursesw", "-o", program]
            let (status, output) = try Self.run(toolchain.swiftc, arguments)
            if status == 0 { return Built(program: program, screens: screens, dropped: dropped) }
            let missing = Self.missingModules(in: output).compactMap { copy, module -> Dropped? in
                kept.first { $0.copy == copy }.map { Dropped(file: $0.original, module: module) }
            }
            var newlyDropped: [Dropped] = []
            for item in missing where !newlyDropped.contains(where: { $0.file == item.file }) { newlyDropped.append(item) }
            guard !newlyDropped.isEmpty, newlyDropped.count < kept.count else {
                var message = output
                for source in sources { message = message.replacingOccurrences(of: source.copy, with: source.original) }
                throw Failure(description: "cannot build \(openedTitle) against TermUI:\n" + message
                                  + Self.leftOutNotes(for: output, dropped: dropped),
                              dropped: dropped + newlyDropped)
            }
            dropped += newlyDropped
        }
    }

    /// For each name the compiler cannot find that a left-out file declares, a line saying so:
    /// the error is the remaining file's, at its own line; this says where the name went.
    static func leftOutNotes(for output: String, dropped: [Dropped]) -> String {
        guard !dropped.isEmpty else { return "" }
        var notes: [String] = []
        for line in output.split(separator: "\n") {
            guard let range = line.range(of: "error: cannot find '") ?? line.range(of: "error: cannot find type '") else { continue }
            let name = String(line[range.upperBound...].prefix { $0 != "'" })
            guard let file = dropped.first(where: { (try? read($0.file)).map { declaredNames(in: $0).contains(name) } ?? false })
            else { continue }
            let note = "note: '\(name)' is declared in \(file.file), which was left out (it imports \(file.module))"
            if !notes.contains(note) { notes.append(note) }
        }
        return notes.joined(separator: "\n")
    }

    /// The names a file declares at the start of a line: types, functions, variables.
    static func declaredNames(in text: String) -> Set<String> {
        let keywords: Set<Substring> = ["struct", "class", "enum", "protocol", "actor", "typealias", "func", "var", "let"]
        var names: Set<String> = []
        for line in lines(of: text) {
            let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "(" || $0 == ":" || $0 == "<" || $0 == "{" })
            guard let index = words.firstIndex(where: { keywords.contains($0) }), index + 1 < words.count else { continue }
            let name = words[index + 1].prefix { $0.isLetter || $0.isNumber || $0 == "_" }
            if !name.isEmpty { names.insert(String(name)) }
        }
        return names
    }

    /// The files (as compiled) and modules of the compiler's `no such module 'X'` errors.
    static func missingModules(in output: String) -> [(file: String, module: String)] {
        var missing: [(file: String, module: String)] = []
        for line in output.split(separator: "\n") {
            guard let marker = line.range(of: ": error: no such module '") else { continue }
            let module = line[marker.upperBound...].prefix { $0 != "'" }
            // `FILE:LINE:COLUMN`: the file is what comes before the last two numbers.
            let location = line[..<marker.lowerBound].split(separator: ":", omittingEmptySubsequences: false)
            guard location.count >= 3, !module.isEmpty else { continue }
            missing.append((location.dropLast(2).joined(separator: ":"), String(module)))
        }
        return missing
    }

    /// The copy of a file that TermUI compiles: `import SwiftUI` is `import TermUI`, and so are
    /// the imports of the modules TermUI stands in for where Linux lacks them
    /// (`UniformTypeIdentifiers`, `CoreTransferable`); `@main` goes (the generated program has
    /// its own), and each `#Preview` opens a function, numbered after the `previewsBefore`
    /// previews of the files before it, as `found()` numbers them. Every line stays on its line.
    static func translate(_ text: String, previewsBefore: Int = 0, localModules: [String] = []) -> String {
        var previews = previewsBefore
        return lines(of: text).map { line -> String in
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            let indent = String(line.prefix { $0 == " " || $0 == "\t" })
            if let standIn = frameworkStandIn(for: trimmed, indent: indent, previews: &previews) { return standIn }
            if Self.termUIModules.contains(where: { trimmed == "import \($0)" || trimmed.hasPrefix("import \($0) ") }) {
                return indent + "import TermUI"
            }
            if localModules.contains(where: { Self.imports(trimmed, module: $0) }) { return "" }
            if let adaptor = Self.delegateAdaptor(line) { return adaptor }
            if trimmed.hasPrefix("@main") { return indent + String(trimmed.dropFirst("@main".count)) }
            if opensPreview(trimmed), let brace = trimmed.firstIndex(of: "{") {
                previews += 1
                return indent + "@MainActor @ViewBuilder func rotorPreview\(previews)() -> some View "
                    + trimmed[brace...]
            }
            return ObjectiveCSpellings.translate(line)
        }.joined(separator: "\n") + persistentModelConformances(text)
    }

    /// Whether a line imports `module` (`import X`, `@testable import X`, `public import X`).
    static func imports(_ trimmedLine: String, module: String) -> Bool {
        let words = trimmedLine.split(separator: " ")
        guard let index = words.firstIndex(of: "import"), index + 1 < words.count else { return false }
        return words[..<index].allSatisfy { $0.hasPrefix("@") || ["public", "internal", "package", "private", "fileprivate"].contains($0) }
            && words[index + 1] == Substring(module)
    }

    /// `@UIApplicationDelegateAdaptor(AppDelegate.self)` with the delegate's initialiser passed
    /// along (`make: { AppDelegate() }`): TermUI cannot make an `NSObject` subclass from its type.
    static func delegateAdaptor(_ line: String) -> String? {
        guard let range = line.range(of: "@UIApplicationDelegateAdaptor("),
              let close = line[range.upperBound...].firstIndex(of: ")") else { return nil }
        let argument = line[range.upperBound..<close].trimmingCharacters(in: .whitespaces)
        guard argument.hasSuffix(".self") else { return nil }
        let type = argument.dropLast(".self".count)
        guard !type.isEmpty, type.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }) else { return nil }
        return line[..<close] + ", make: { \(type)() }" + line[close...]
    }

    /// A line that opens a `#Preview` block, which `translate` turns into a function.
    static func opensPreview(_ trimmedLine: String) -> Bool {
        trimmedLine.hasPrefix("#Preview") && trimmedLine.contains("{")
    }

    /// Modules whose imports become `import TermUI`.
    static let termUIModules = ["SwiftUI", "UniformTypeIdentifiers", "CoreTransferable", "UIKit", "SafariServices"]

    /// The strings tables the screens' `Text` keys and asset images' labels are looked up in,
    /// as an app's bundle resources are: those named on the command line, then the `.strings`
    /// and `.xcstrings` files beside the Swift files and in their `en.lproj` or `Base.lproj`.
    func stringsTables() -> [String] {
        var tables = tableFiles.map { URL(fileURLWithPath: $0).standardizedFileURL.path }
        var folders: [URL] = []
        for file in files {
            let folder = URL(fileURLWithPath: file).standardizedFileURL.deletingLastPathComponent()
            if !folders.contains(folder) { folders.append(folder) }
        }
        for folder in folders {
            for place in [folder, folder.appendingPathComponent("en.lproj"), folder.appendingPathComponent("Base.lproj")] {
                let names = (try? FileManager.default.contentsOfDirectory(atPath: place.path)) ?? []
                for name in names.sorted() where name.hasSuffix(".strings") || name.hasSuffix(".xcstrings") {
                    let path = place.appendingPathComponent(name).path
                    if !tables.contains(path) { tables.append(path) }
                }
            }
        }
        return tables
    }

    static func isStringsTable(_ argument: String) -> Bool {
        !argument.hasPrefix("-") && (argument.hasSuffix(".strings") || argument.hasSuffix(".xcstrings"))
    }

    static func mainSource(_ entries: [Found], tables: [String] = [], assets: [AssetCatalogReader.Contents] = []) -> String {
        let descriptors = entries.map { found -> String in
            let make = switch found.kind {
            case .preview(let function): "\(function)()"
            case .previewProvider: "\(found.name).previewView"
            case .app: "\(found.name)().rootView ?? AnyView(EmptyView())"
            case .view: "\(found.name)()"
            }
            let name = screenName(of: found.name).replacingOccurrences(of: "\\", with: "\\\\")
                .replacingOccurrences(of: "\"", with: "\\\"")
            let summary = "\(URL(fileURLWithPath: found.file).lastPathComponent):\(found.line)"
                .replacingOccurrences(of: "\"", with: "\\\"")
            return "    ScreenDescriptor(name: \"\(name)\", summary: \"\(summary)\") { _ in AnyView(\(make)) },"
        }
        // A table is registered by its path and read when a lookup first asks for it, so a
        // table the screens never use costs nothing. One that cannot be read is left out, as a
        // missing resource is in an app; one that cannot be decoded is reported at the end.
        var registrations = tables.map { "try? LocalizedStringTables.register(contentsOf: URL(fileURLWithPath: \(literal($0))))" }
        // The asset catalogs' image sets and colour sets, as the app's bundle holds them.
        for catalog in assets {
            registrations += catalog.imageNames.map { "AssetCatalog.register(imageNamed: \(literal($0)))" }
            registrations += catalog.colors.map {
                "AssetCatalog.register(colorNamed: \(literal($0.name)), red: \($0.red), green: \($0.green), blue: \($0.blue), opacity: \($0.opacity))"
            }
        }
        return """
            import Headless
            import Foundation
            import TerminalApp
            import TermUI

            \(registrations.joined(separator: "\n"))
            let openedScreens = ScreenRegistry([
            \(descriptors.joined(separator: "\n"))
            ])
            let openedStatus = MainActor.assumeIsolated {
                RotorCommandLine.run(arguments: Array(CommandLine.arguments.dropFirst()), registry: openedScreens)
            }
            exit(OpenedProgram.exitStatus(after: openedStatus))

            """
    }

    /// The name a found view is registered under, which the built program is asked for: ":"
    /// would start a screen variant, and a space would end a script's `screen` line.
    static func screenName(of name: String) -> String {
        name.replacingOccurrences(of: ":", with: "-").replacingOccurrences(of: " ", with: "-")
    }

    /// `text` as a Swift string literal.
    static func literal(_ text: String) -> String {
        "\"" + text.unicodeScalars.map { scalar -> String in
            switch scalar {
            case "\\": return "\\\\"
            case "\"": return "\\\""
            case _ where scalar.value < 0x20 || scalar.value == 0x7F: return "\\u{\(String(scalar.value, radix: 16))}"
            default: return String(scalar)
            }
        }.joined() + "\""
    }

    // MARK: Files and processes

    static func read(_ file: String) throws -> String {
        guard let data = FileManager.default.contents(atPath: file) else {
            throw Failure(description: "cannot read '\(QuotedInput.bounded(file))'")
        }
        guard let text = String(data: data, encoding: .utf8) else { throw Failure(description: "'\(QuotedInput.bounded(file))' is not UTF-8 text") }
        return text
    }

    /// Lines split on scalars ("\r\n" is one Character in Swift).
    static func lines(of text: String) -> [String] { WalkthroughScript.lines(of: text) }

    /// A folder per set of files, under $XDG_CACHE_HOME (or ~/.cache) /rotor/open.
    static func cacheFolder(for paths: [String]) throws -> URL {
        let environment = ProcessInfo.processInfo.environment
        let base = environment["XDG_CACHE_HOME"].map { URL(fileURLWithPath: $0) }
            ?? URL(fileURLWithPath: environment["HOME"] ?? NSTemporaryDirectory()).appendingPathComponent(".cache")
        var hash: UInt64 = 0xcbf29ce484222325
        for byte in paths.joined(separator: "\n").utf8 { hash = (hash ^ UInt64(byte)) &* 0x100000001b3 }
        let folder = base.appendingPathComponent("rotor/open/" + String(hash, radix: 16))
        do { try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true) } catch {
            throw Failure(description: "cannot make the cache folder \(folder.path)")
        }
        return folder
    }

    /// Runs a program to the end; its exit status and what it printed (stdout and stderr).
    static func run(_ executable: String, _ arguments: [String]) throws -> (Int32, String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        process.standardInput = FileHandle.nullDevice
        do { try process.run() } catch { throw Failure(description: "cannot run \(executable)") }
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: output, as: UTF8.self))
    }

    /// Replaces this process with the built program, so it has the terminal to itself.
    static func exec(_ program: String, _ arguments: [String]) -> Never {
        let argv = ([program] + arguments).map { strdup($0) } + [nil]
        execv(program, argv)
        Console.standardError("rotor: cannot start \(program): \(String(cString: strerror(errno)))\n")
        exit(2)
    }
}

/// The end of a program `rotor open` builds: a strings table that could not be decoded when a
/// screen first looked in it is reported (file, line and column), and a run that went well
/// then exits 2, as bad input does.
public enum OpenedProgram {
    public static func exitStatus(after status: Int32) -> Int32 {
        let problems = LocalizedStringTables.problems
        for problem in problems { Console.standardError("rotor: strings table \(problem)\n") }
        // What the screens named that the asset catalogs do not hold, as Apple's platforms log it.
        for missing in AssetCatalog.missing { Console.standardError("rotor: \(missing)\n") }
        return status == 0 && !problems.isEmpty ? 2 : status
    }
}
