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
        /// A cache of this run's own (no usable home folder), removed when the program ends.
        var privateCache: URL?
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
            // Found in the code alone: not in strings, comments or multi-line strings.
            for (index, scanned) in SwiftSourceScanner.scan(lines: lines).enumerated() where scanned.startsInCode {
                let trimmed = scanned.trimmedCode
                if Self.opensPreview(trimmed) {
                    number += 1
                    let title = Self.previewTitle(scanned) ?? "Preview \(number)"
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

    /// The title of `#Preview("Title") {`, if it has one: the string literal that is the
    /// macro's first argument, escapes read (`#Preview("a \u{7B}")` is "a {"), raw or not.
    static func previewTitle(_ line: SwiftSourceScanner.Line) -> String? {
        let code = Array(line.code.unicodeScalars)
        guard let start = code.firstIndex(where: { $0 != " " && $0 != "\t" }),
              Array(code[start...].prefix(8)) == Array("#Preview".unicodeScalars) else { return nil }
        var position = start + 8
        while position < code.count, code[position] == " " { position += 1 }
        guard position < code.count, code[position] == "(" else { return nil }
        guard let literal = line.literals.first(where: { $0.start > position }), literal.isClosed,
              code[(position + 1)..<literal.start].allSatisfy({ $0 == " " || $0 == "\t" }),
              !literal.value.isEmpty else { return nil }
        return literal.value
    }

    /// Where the body of a `#Preview` opens: the first `{` of the code outside its arguments'
    /// parentheses, in the line's scalars (strings and comments are spaces in `code`).
    static func previewBody(inCode code: String) -> Int? {
        var depth = 0
        for (offset, scalar) in code.unicodeScalars.enumerated() {
            switch scalar {
            case "(": depth += 1
            case ")": depth -= 1
            case "{" where depth == 0: return offset
            default: break
            }
        }
        return nil
    }

    // MARK: Building

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
    ///
    /// A program built before from the same inputs (`cacheKey`) is run as it is, without the
    /// compiler. A new one is built in a private folder and put in the cache in one rename
    /// (`OpenCache`), so runs at the same time never see each other's files.
    func build(_ found: [Found], viewNamed: String?) throws -> Built {
        let toolchain = try Toolchain.find()
        for table in tableFiles where !FileManager.default.isReadableFile(atPath: table) {
            throw Failure(description: "cannot read '\(QuotedInput.bounded(table))'")
        }
        let assets = try assetCatalogs.map(AssetCatalogReader.read)
        let tables = stringsTables()
        var sources: [Source] = []
        var previews = 0
        for (index, file) in files.enumerated() {
            let text = try Self.read(file)
            sources.append(Source(name: Self.copyName(index, file), original: file,
                                  text: Self.translate(text, previewsBefore: previews, localModules: localModules)))
            previews += found.filter { if case .preview = $0.kind { $0.file == file } else { false } }.count
        }
        let cache = try OpenCache.open()
        let key = cacheKey(sources: sources, found: found, viewNamed: viewNamed, tables: tables, assets: assets,
                           toolchain: toolchain)
        if let entry = cache.entry(key) {
            if let built = try reuse(entry, found: found, viewNamed: viewNamed, cache: cache) {
                cache.markUsed(entry)
                return built
            }
            // Its library of rotor's modules is gone: built again, in its place.
            cache.discard(entry)
        }
        let kit: URL
        do { kit = try cache.kit(toolchain.kitKey(), link: toolchain.linkKit) } catch {
            if cache.isPrivate { try? FileManager.default.removeItem(at: cache.root.deletingLastPathComponent()) }
            throw error
        }
        let folder = try cache.makeBuildFolder()
        do {
            let built = try compile(sources, found: found, viewNamed: viewNamed, tables: tables, assets: assets,
                                    toolchain: toolchain, kit: kit, in: folder, modules: cache.modules)
            let entry = try cache.install(folder, as: key)
            cache.markUsed(entry)
            cache.bound(limit: OpenCache.limit(), keeping: entry, keepingKit: kit)
            return Built(program: entry.appendingPathComponent("screens").path, screens: built.screens,
                         dropped: built.dropped, privateCache: cache.isPrivate ? cache.root.deletingLastPathComponent() : nil)
        } catch {
            try? FileManager.default.removeItem(at: folder)
            if cache.isPrivate { try? FileManager.default.removeItem(at: cache.root.deletingLastPathComponent()) }
            throw error
        }
    }

    /// A file as compiled: its name in the build folder, the user's path and the translation.
    struct Source {
        var name: String
        var original: String
        var text: String
    }

    /// The name of a file's copy: its place among the files, then its name with anything but
    /// ASCII letters, digits, `.`, `-` and `_` as `_`, so no name the user's file has (a quote,
    /// a backslash, a newline, a leading `-`) reaches the compiler's command line as it is.
    static func copyName(_ index: Int, _ file: String) -> String {
        let name = URL(fileURLWithPath: file).lastPathComponent
        let safe = String(String.UnicodeScalarView(name.unicodeScalars.map { scalar in
            scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || "._-".unicodeScalars.contains(scalar))
                ? scalar : "_"
        }))
        return "\(index)-" + (safe.hasSuffix(".swift") ? safe : safe + ".swift")
    }

    /// The name of the cache entry for a build: the SHA-256 of everything the program is made
    /// of. The files as compiled, by name (so their content and how rotor translates them), what was
    /// found in them and the view asked for (the screens), the strings tables' paths and
    /// contents and the asset catalogs' contents, the language mode and flags; and rotor's own
    /// build, by the identity (device, inode, size, modification time) of every object and
    /// module the program links against, of this executable and of swiftc.
    func cacheKey(sources: [Source], found: [Found], viewNamed: String?, tables: [String],
                  assets: [AssetCatalogReader.Contents], toolchain: Toolchain) -> String {
        var digest = ContentDigest()
        digest.add("format", "rotor open 1")
        digest.add("mode", languageMode)
        digest.add("flags", Toolchain.sanitizerFlags.joined(separator: " "))
        digest.add("bundle", declaresBundleModule ? "module" : "")
        digest.add("view", viewNamed.map { "named " + $0 } ?? "none")
        // The files by name, not path: the program holds their names (in its screens'
        // summaries), never their folders, so the same files opened from elsewhere share it.
        for source in sources {
            digest.add("name", source.name)
            digest.add("text", source.text)
        }
        for item in found {
            let file = URL(fileURLWithPath: item.file).lastPathComponent
            digest.add("found", "\(item.name)\u{0}\(item.kind)\u{0}\(file)\u{0}\(item.line)\u{0}\(item.arguments)")
        }
        for table in tables {
            digest.add("table", table)
            digest.add("contents", FileManager.default.contents(atPath: table) ?? Data())
        }
        for catalog in assets {
            digest.add("images", catalog.imageNames.joined(separator: "\u{0}"))
            for color in catalog.colors { digest.add("color", "\(color)") }
        }
        for path in toolchain.linkedFiles() + [toolchain.swiftc, "/proc/self/exe"] {
            digest.add("linked", path)
            digest.add("identity", OpenCache.identity(of: path))
        }
        return digest.finish()
    }

    /// A program built before: its screens, as they were chosen when it was built.
    private func reuse(_ entry: URL, found: [Found], viewNamed: String?, cache: OpenCache) throws -> Built? {
        guard let data = FileManager.default.contents(atPath: entry.appendingPathComponent("built.json").path),
              let record = try? JSONDecoder().decode(BuildRecord.self, from: data),
              record.dropped.allSatisfy({ files.indices.contains($0.file) }) else { return nil }
        // The program loads rotor's modules from the library it was linked against.
        if let kit = record.kit {
            let folder = cache.kits.appendingPathComponent(kit)
            guard cache.hasKit(folder) else { return nil }
            cache.markUsed(folder)
        }
        let dropped = record.dropped.map { Dropped(file: files[$0.file], module: $0.module) }
        let keptFound = found.filter { item in !dropped.contains { $0.file == item.file } }
        var opener = self
        opener.allFound = found
        let screens = try opener.entries(keptFound, viewNamed: viewNamed, dropped: dropped)
        return Built(program: entry.appendingPathComponent("screens").path, screens: screens, dropped: dropped,
                     privateCache: cache.isPrivate ? cache.root.deletingLastPathComponent() : nil)
    }

    /// What a cache entry records of its build: the files left out (by their place among the
    /// files) and why, and the library of rotor's modules it loads (`OpenCache.kits`).
    struct BuildRecord: Codable {
        struct Left: Codable {
            var file: Int
            var module: String
        }
        var dropped: [Left]
        var kit: String?
    }

    /// Compiles the files in `folder`: their copies, `main.swift`, the screens' data and the
    /// program, `screens`; leaving out files that import modules rotor lacks.
    private func compile(_ sources: [Source], found: [Found], viewNamed: String?, tables: [String],
                         assets: [AssetCatalogReader.Contents], toolchain: Toolchain, kit: URL, in folder: URL,
                         modules: URL) throws -> (screens: [Found], dropped: [Dropped]) {
        for source in sources { try OpenCache.writeNew(source.text, to: folder.appendingPathComponent(source.name)) }
        let copy = { (source: Source) in folder.appendingPathComponent(source.name).path }
        var dropped: [Dropped] = []
        while true {
            let kept = sources.filter { source in !dropped.contains { $0.file == source.original } }
            let keptFound = found.filter { item in !dropped.contains { $0.file == item.file } }
            var opener = self
            opener.allFound = found
            let screens = try opener.entries(keptFound, viewNamed: viewNamed, dropped: dropped)
            let main = folder.appendingPathComponent("main.swift")
            let data = folder.appendingPathComponent(OpenedProgram.dataFile)
            unlink(main.path)
            unlink(data.path)
            try OpenCache.writeNew(Self.mainSource(screens) + (declaresBundleModule
                    ? "extension Foundation.Bundle { static var module: Bundle { Bundle.main } }\n" : ""), to: main)
            try OpenCache.writeNew(try Self.screensData(screens, tables: tables, assets: assets), to: data)
            let program = folder.appendingPathComponent("screens").path
            let arguments = ["-swift-version", languageMode, "-module-name", "OpenedScreens", "-Onone",
                             "-continue-building-after-errors", "-module-cache-path", modules.path] + Toolchain.sanitizerFlags
                + ["-I", toolchain.buildFolder.appendingPathComponent("Modules").path,
                   "-I", toolchain.cncurses.path]
                + kept.map(copy) + [main.path]
                // Rotor's modules from their library, found from where the program is: the build
                // folder and the entry it becomes are both two folders under the cache's root.
                + ["-L", kit.path, "-l\(Toolchain.kitName)",
                   "-Xlinker", "-rpath", "-Xlinker", "$ORIGIN/../../kits/\(kit.lastPathComponent)"]
                + ["-lncursesw", "-o", program]
            let (status, output) = try Self.run(toolchain.swiftc, arguments, in: folder)
            if status == 0 {
                let record = BuildRecord(dropped: dropped.compactMap { left in
                    files.firstIndex(of: left.file).map { BuildRecord.Left(file: $0, module: left.module) }
                }, kit: kit.lastPathComponent)
                let encoded = String(decoding: try JSONEncoder().encode(record), as: UTF8.self)
                try OpenCache.writeNew(encoded, to: folder.appendingPathComponent("built.json"))
                return (screens, dropped)
            }
            let missing = Self.missingModules(in: output).compactMap { path, module -> Dropped? in
                kept.first { copy($0) == path }.map { Dropped(file: $0.original, module: module) }
            }
            var newlyDropped: [Dropped] = []
            for item in missing where !newlyDropped.contains(where: { $0.file == item.file }) { newlyDropped.append(item) }
            guard !newlyDropped.isEmpty, newlyDropped.count < kept.count else {
                var message = output
                for source in sources { message = message.replacingOccurrences(of: copy(source), with: source.original) }
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

    /// The generated program: only code rotor writes and the identifiers of the views and
    /// previews found (which the scanner read as identifiers), never a path, a title or a file
    /// name. Those are data (`screensData`), which the program reads when it starts.
    static func mainSource(_ entries: [Found]) -> String {
        let makers = entries.map { found -> String in
            let make = switch found.kind {
            case .preview(let function): "\(function)()"
            case .previewProvider: "\(found.name).previewView"
            case .app: "\(found.name)().rootView ?? AnyView(EmptyView())"
            case .view: "\(found.name)()"
            }
            return "        { _ in AnyView(\(make)) },"
        }
        return """
            import Headless
            import Foundation
            import TerminalApp
            import TermUI

            let openedStatus = MainActor.assumeIsolated {
                let screens = OpenedProgram.registry(making: [
            \(makers.joined(separator: "\n"))
                ])
                return RotorCommandLine.run(arguments: Array(CommandLine.arguments.dropFirst()), registry: screens)
            }
            exit(OpenedProgram.exitStatus(after: openedStatus))

            """
    }

    /// The data the generated program reads beside itself (`OpenedProgram.Data`): its screens'
    /// names and summaries, in the order of `mainSource`'s makers; the strings tables, each
    /// registered by its path and read when a lookup first asks for it (so a table the screens
    /// never use costs nothing; one that cannot be read is left out, as a missing resource is
    /// in an app; one that cannot be decoded is reported at the end); the asset catalogs'
    /// image sets and colour sets, as the app's bundle holds them.
    static func screensData(_ entries: [Found], tables: [String], assets: [AssetCatalogReader.Contents]) throws -> String {
        let data = OpenedProgram.Data(
            screens: entries.map {
                .init(name: screenName(of: $0.name), summary: "\(URL(fileURLWithPath: $0.file).lastPathComponent):\($0.line)")
            },
            tables: tables,
            images: assets.flatMap(\.imageNames),
            colors: assets.flatMap(\.colors).map {
                .init(name: $0.name, red: $0.red, green: $0.green, blue: $0.blue, opacity: $0.opacity)
            })
        return String(decoding: try JSONEncoder().encode(data), as: UTF8.self)
    }

    /// The name a found view is registered under, which the built program is asked for: ":"
    /// would start a screen variant, and a space would end a script's `screen` line.
    static func screenName(of name: String) -> String {
        name.replacingOccurrences(of: ":", with: "-").replacingOccurrences(of: " ", with: "-")
    }

}

/// The end of a program `rotor open` builds: a strings table that could not be decoded when a
/// screen first looked in it is reported (file, line and column), and a run that went well
/// then exits 2, as bad input does.
public enum OpenedProgram {
    /// The file beside the program that holds its screens' names and resources.
    static let dataFile = "screens.json"

    /// What a program `rotor open` builds reads when it starts: everything that came from the
    /// user's files as text (titles, file names, paths, asset names) is here, never in its code.
    public struct Data: Codable, Sendable {
        public struct Screen: Codable, Sendable {
            public var name: String
            public var summary: String
        }
        public struct Color: Codable, Sendable {
            public var name: String
            public var red: Double, green: Double, blue: Double, opacity: Double
        }
        public var screens: [Screen]
        public var tables: [String]
        public var images: [String]
        public var colors: [Color]
    }

    /// The program's screens: each maker of the generated code with the name and summary the
    /// data beside the program gives it, in order; the data's strings tables and assets
    /// registered. Data that is missing or does not match the makers stops the program (exit 2).
    @MainActor
    public static func registry(making makers: [@MainActor @Sendable (_ variant: String) -> AnyView]) -> ScreenRegistry {
        let executable = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
        let path = URL(fileURLWithPath: executable).deletingLastPathComponent().appendingPathComponent(dataFile).path
        guard let bytes = FileManager.default.contents(atPath: path),
              let data = try? JSONDecoder().decode(Data.self, from: bytes), data.screens.count == makers.count else {
            Console.standardError("rotor: cannot read the screens of this program from \(path); open the files again with rotor open\n")
            exit(2)
        }
        for table in data.tables { try? LocalizedStringTables.register(contentsOf: URL(fileURLWithPath: table)) }
        for image in data.images { AssetCatalog.register(imageNamed: image) }
        for color in data.colors {
            AssetCatalog.register(colorNamed: color.name, red: color.red, green: color.green, blue: color.blue, opacity: color.opacity)
        }
        return ScreenRegistry(zip(data.screens, makers).map { screen, make in
            ScreenDescriptor(name: screen.name, summary: screen.summary, make: make)
        })
    }

    public static func exitStatus(after status: Int32) -> Int32 {
        let problems = LocalizedStringTables.problems
        for problem in problems { Console.standardError("rotor: strings table \(problem)\n") }
        // What the screens named that the asset catalogs do not hold, as Apple's platforms log it.
        for missing in AssetCatalog.missing { Console.standardError("rotor: \(missing)\n") }
        return status == 0 && !problems.isEmpty ? 2 : status
    }
}
