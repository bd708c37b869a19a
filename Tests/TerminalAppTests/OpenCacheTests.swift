import Foundation
@testable import TerminalApp
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// `rotor open`'s cache of built programs, through the real executable: reused while nothing
/// changed, safe to share between runs at once, kept where it belongs and nowhere else.
@Suite("The cache of opened programs", .serialized)
struct OpenCacheTests {
    let scratch = ScratchFolder("rotor-open-cache-rules")
    var cache: URL { scratch.appendingPathComponent("cache") }
    var open: URL { cache.appendingPathComponent("rotor/open") }

    init() throws {
        try FileManager.default.createDirectory(at: scratch.appendingPathComponent("cache"), withIntermediateDirectories: true)
    }

    /// A SwiftUI file in the scratch folder whose one preview shows `text`.
    @discardableResult
    func view(_ name: String, showing text: String, title: String = "Main") throws -> String {
        let url = scratch.appendingPathComponent(name)
        let source = """
            import SwiftUI

            struct Shown: View {
                var body: some View { Text(\(OpenCacheTests.swiftLiteral(text))) }
            }

            #Preview(\(OpenCacheTests.swiftLiteral(title))) {
                Shown()
            }

            """
        try source.write(to: url, atomically: false, encoding: .utf8)
        return url.path
    }

    static func swiftLiteral(_ text: String) -> String {
        "#\"" + text + "\"#"
    }

    func rotor(_ arguments: [String], environment: [String: String] = [:]) throws -> Subprocess.Result {
        let path = ExplorerEndToEndTests.rotorPath
        try #require(FileManager.default.isExecutableFile(atPath: path), "build the rotor executable first: swift build")
        return try Subprocess.run([path] + arguments, environment: ["XDG_CACHE_HOME": cache.path].merging(environment) { $1 })
    }

    func entries() -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: open.appendingPathComponent("programs").path)) ?? []).sorted()
    }

    /// A stand-in `swiftc` first on the PATH that counts its runs in a file, then runs the real
    /// one: builds of programs as `call`, links of rotor's library (`-emit-library`) as `kit`.
    func countingCompiler() throws -> (path: String, calls: () -> Int, kitLinks: () -> Int) {
        let real = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin").split(separator: ":")
            .map { "\($0)/swiftc" }.first { FileManager.default.isExecutableFile(atPath: $0) }
        let swiftc = try #require(real, "swiftc on the PATH")
        let bin = scratch.appendingPathComponent("bin")
        try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
        let log = scratch.appendingPathComponent("swiftc-calls").path
        try writeExecutable("""
            #!/bin/sh
            case " $* " in *" -emit-library "*) echo kit >> '\(log)' ;; *) echo call >> '\(log)' ;; esac
            exec '\(swiftc)' "$@"

            """, to: bin.appendingPathComponent("swiftc"))
        let path = bin.path + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
        func count(_ word: Substring) -> Int {
            ((try? String(contentsOfFile: log, encoding: .utf8)) ?? "").split(separator: "\n").filter { $0 == word }.count
        }
        return (path, { count("call") }, { count("kit") })
    }

    @Test("a second run with nothing changed runs no compiler and keeps its entry, from any folder; an edited file builds again")
    func warmRunRunsNoCompiler() throws {
        let compiler = try countingCompiler()
        let file = try view("Warm.swift", showing: "First words")
        let first = try rotor(["tree", file], environment: ["PATH": compiler.path])
        #expect(first.status == 0, "\(first.errors)")
        #expect(first.output.contains("text \"First words\""))
        #expect(compiler.calls() == 1)
        let entry = try #require(entries().first)
        let program = open.appendingPathComponent("programs/\(entry)/screens").path
        let before = try FileManager.default.attributesOfItem(atPath: program)

        let second = try rotor(["tree", file], environment: ["PATH": compiler.path])
        #expect(second.status == 0, "\(second.errors)")
        #expect(second.output == first.output)
        #expect(compiler.calls() == 1, "no compiler on a warm run")
        let after = try FileManager.default.attributesOfItem(atPath: program)
        #expect(after[.systemFileNumber] as? Int == before[.systemFileNumber] as? Int)
        #expect(after[.modificationDate] as? Date == before[.modificationDate] as? Date)
        // The same file by a relative path, from its folder: the same program.
        let relative = try Subprocess.run(["/bin/sh", "-c", "cd \"$1\" && exec \"$2\" tree Warm.swift", "sh", scratch.path,
                                           ExplorerEndToEndTests.rotorPath],
                                          environment: ["XDG_CACHE_HOME": cache.path, "PATH": compiler.path])
        #expect(relative.output == first.output, "\(relative.errors)")
        #expect(compiler.calls() == 1, "no compiler for the same file named another way")

        try view("Warm.swift", showing: "Second words")
        let edited = try rotor(["tree", file], environment: ["PATH": compiler.path])
        #expect(edited.status == 0, "\(edited.errors)")
        #expect(edited.output.contains("text \"Second words\""))
        #expect(compiler.calls() == 2)
        #expect(compiler.kitLinks() == 1, "rotor's modules are linked into their library once, for every program")
        #expect(entries().count == 2)
        #expect(((try? FileManager.default.contentsOfDirectory(atPath: open.appendingPathComponent("building").path)) ?? []).isEmpty,
                "no build folder is left behind")
    }

    @Test("rotor's library is linked once per build of rotor; a program whose library is gone is built again; another build's library unused for an hour is removed")
    func kitIsSharedRebuiltAndBounded() throws {
        let compiler = try countingCompiler()
        let file = try view("Kit.swift", showing: "Kit words")
        let first = try rotor(["tree", file], environment: ["PATH": compiler.path])
        #expect(first.status == 0, "\(first.errors)")
        #expect(compiler.kitLinks() == 1)
        let kits = open.appendingPathComponent("kits")
        let kit = try #require(try FileManager.default.contentsOfDirectory(atPath: kits.path).first)
        try FileManager.default.removeItem(at: kits)
        let again = try rotor(["tree", file], environment: ["PATH": compiler.path])
        #expect(again.status == 0 && again.output.contains("text \"Kit words\""), "\(again.errors)")
        #expect(compiler.kitLinks() == 2)
        #expect(compiler.calls() == 2, "the program was built again, against the new library")
        #expect(entries().count == 1, "in its entry's place")

        // Another build of rotor's library, last used two hours ago: the next bound removes it.
        let other = kits.appendingPathComponent(String(repeating: "0", count: 64))
        try FileManager.default.createDirectory(at: other, withIntermediateDirectories: true)
        try "old".write(to: other.appendingPathComponent(OpenCommand.Toolchain.kitLibrary), atomically: false, encoding: .utf8)
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSinceNow: -7_200)], ofItemAtPath: other.path)
        let opened = try OpenCache.open(["XDG_CACHE_HOME": cache.path])
        opened.bound(limit: .max, keeping: nil, keepingKit: kits.appendingPathComponent(kit))
        #expect(!FileManager.default.fileExists(atPath: other.path))
        #expect(opened.hasKit(kits.appendingPathComponent(kit)), "this build's library stays")
    }

    @Test("a warm run says which files were left out, as the build that made its program did")
    func warmRunReportsLeftOutFiles() throws {
        let compiler = try countingCompiler()
        let map = scratch.appendingPathComponent("MapScreen.swift")
        try "import SwiftUI\nimport MapKit\nstruct MapScreen: View { var body: some View { Map() } }\n"
            .write(to: map, atomically: false, encoding: .utf8)
        let file = try view("Kept.swift", showing: "Kept")
        let cold = try rotor(["tree", map.path, file], environment: ["PATH": compiler.path])
        #expect(cold.status == 0, "\(cold.errors)")
        #expect(cold.errors.contains("rotor: left out \(map.path): it imports MapKit"))
        let calls = compiler.calls()
        #expect(calls == 2, "one build that finds MapKit missing, one without the file")
        let warm = try rotor(["tree", map.path, file], environment: ["PATH": compiler.path])
        #expect(compiler.calls() == calls)
        #expect(warm.status == 0)
        #expect(warm.output == cold.output)
        #expect(warm.errors == cold.errors)
    }

    @Test("16 runs at once of the same file and of different files share one cache, and each prints its own screen; one links rotor's library while the others wait")
    func parallelRunsShareTheCache() throws {
        let compiler = try countingCompiler()
        let files = try (0..<4).map { try view("Parallel\($0).swift", showing: "Screen \($0)") }
        // Ten runs of the first file, two of each other: four builds race, most of them for one entry.
        let plan = (0..<16).map { $0 < 10 ? 0 : 1 + ($0 - 10) / 2 }
        let results = ResultBox(count: plan.count)
        let threads = plan.enumerated().map { run, file in
            let arguments = ["tree", files[file]], path = compiler.path
            return Thread { [self] in
                results.set(run, Result { try rotor(arguments, environment: ["PATH": path]) })
            }
        }
        threads.forEach { $0.start() }
        results.waitForAll()
        for (run, file) in plan.enumerated() {
            let result = try results.get(run).get()
            #expect(result.status == 0, "run \(run): \(result.errors)")
            #expect(result.output == "text \"Screen \(file)\" [isStaticText]\n", "run \(run)")
        }
        #expect(entries().count == 4)
        #expect(compiler.kitLinks() == 1, "the library is linked once, the other runs waiting for it")
        #expect(((try? FileManager.default.contentsOfDirectory(atPath: open.appendingPathComponent("building").path)) ?? []).isEmpty)
    }

    @Test("hostile file names open as any other and never run as code")
    func hostileFileNamesAreData() throws {
        let names = [#"back\slash.swift"#, #"inter\(exit(7)).swift"#, #"quote"d'.swift"#, "new\nline.swift",
                     "esc\u{1B}[31m.swift", "-dash.swift"]
        var files: [String] = []
        for (index, name) in names.enumerated() {
            let url = scratch.appendingPathComponent(name)
            try """
                import SwiftUI
                struct Hostile\(index): View { var body: some View { Text("Hostile \(index)") } }
                #Preview("\(index) \\\\(") {
                    Hostile\(index)()
                }

                """.write(to: url, atomically: false, encoding: .utf8)
            files.append(url.path)
        }
        // One build holds them all: every file's name is in the program's screens.
        let run = try rotor(["tree"] + files)
        #expect(run.status != 7)
        #expect(run.status == 0, "\(run.errors)")
        #expect(run.output == "text \"Hostile 0\" [isStaticText]\n")
        let entry = try #require(entries().first)
        let data = try Data(contentsOf: open.appendingPathComponent("programs/\(entry)/screens.json"))
        let screens = try JSONDecoder().decode(OpenedProgram.Data.self, from: data).screens
        #expect(screens.map(\.summary) == names.map { "\($0):3" })
        // Each alone, by its preview's name: the program runs the screen asked for.
        let named = try rotor(["tree"] + files + ["--view", "5 \\("])
        #expect(named.status == 0, "\(named.errors)")
        #expect(named.output == "text \"Hostile 5\" [isStaticText]\n")
    }

    @Test("a preview titled with braces, escapes, interpolation or a raw string, and a brace in a comment, builds and opens by its title")
    func previewTitlesBuild() throws {
        let url = scratch.appendingPathComponent("Titles.swift")
        try #"""
            import SwiftUI
            struct Shown: View { let word: String; var body: some View { Text(word) } }
            #Preview("a { b \u{7B}") { Shown(word: "braces") }
            #Preview("} \(1 + 1)") { Shown(word: "interpolated") }
            #Preview(#"raw "q" {"#) /* { */ {
                Shown(word: "raw") // }
            }

            """#.write(to: url, atomically: false, encoding: .utf8)
        let list = try rotor(["open", "--list", url.path])
        let names = list.output.split(separator: "\n").map { $0.components(separatedBy: "  (").first ?? "" }
        #expect(names.prefix(3) == ["a { b {", #"} \(1 + 1)"#, #"raw "q" {"#])
        let run = try rotor(["tree", url.path, "--view", #"raw "q" {"#])
        #expect(run.status == 0, "\(run.errors)")
        #expect(run.output == "text \"raw\" [isStaticText]\n")
    }

    @Test("a cache folder that belongs to another user, is a link or is not a folder is refused, and nothing is written")
    func unsafeCacheFoldersAreRefused() throws {
        let file = try view("Safe.swift", showing: "Safe")
        let rotorFolder = cache.appendingPathComponent("rotor")
        try FileManager.default.createDirectory(at: rotorFolder, withIntermediateDirectories: true)
        if geteuid() == 0 {
            #expect(chown(rotorFolder.path, 65534, 65534) == 0)
            let foreign = try rotor(["tree", file])
            #expect(foreign.status == 2)
            #expect(foreign.errors.contains("refusing the cache folder \(rotorFolder.path): it belongs to user 65534"))
            #expect(try FileManager.default.contentsOfDirectory(atPath: rotorFolder.path).isEmpty)
            try FileManager.default.removeItem(at: rotorFolder)
            try FileManager.default.createDirectory(at: rotorFolder, withIntermediateDirectories: true)
        }

        let elsewhere = scratch.appendingPathComponent("elsewhere")
        try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(at: rotorFolder.appendingPathComponent("open"), withDestinationURL: elsewhere)
        let linked = try rotor(["tree", file])
        #expect(linked.status == 2)
        #expect(linked.errors.contains("refusing the cache folder \(rotorFolder.path)/open: it is a symbolic link"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: elsewhere.path).isEmpty, "nothing written through the link")

        try FileManager.default.removeItem(at: rotorFolder)
        try Data().write(to: rotorFolder)
        let notFolder = try rotor(["tree", file])
        #expect(notFolder.status == 2)
        #expect(notFolder.errors.contains("refusing the cache folder \(rotorFolder.path): it is not a folder"))

        // A base where nothing can be made: a clear error, exit 2.
        let unwritable = try rotor(["tree", file], environment: ["XDG_CACHE_HOME": "/proc/self"])
        #expect(unwritable.status == 2)
        #expect(unwritable.errors.contains("cannot make the cache folder /proc/self/rotor"))
    }

    @Test("the cache folders are made 0700, and an empty or relative XDG_CACHE_HOME is ignored for HOME's .cache")
    func cacheFoldersArePrivateAndFollowXDG() throws {
        let home = scratch.appendingPathComponent("home")
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        let broken = scratch.appendingPathComponent("Broken.swift")
        try "import SwiftUI\nstruct B: View { var body: some View { Text(missing) } }\n".write(to: broken, atomically: false, encoding: .utf8)
        for xdg in ["", "cache"] {
            // Run from the scratch folder, where `cache` names a folder: relative, so not used.
            let run = try Subprocess.run(["/bin/sh", "-c", "cd \"$1\" && exec \"$2\" tree \"$3\"", "sh", scratch.path,
                                          ExplorerEndToEndTests.rotorPath, broken.path],
                                         environment: ["XDG_CACHE_HOME": xdg, "HOME": home.path])
            #expect(run.status == 2, "the file does not build: \(run.errors)")
            #expect(run.errors.contains("cannot find 'missing' in scope"))
        }
        #expect(!FileManager.default.fileExists(atPath: cache.appendingPathComponent("rotor").path))
        for folder in [".cache", ".cache/rotor", ".cache/rotor/open", ".cache/rotor/open/building"] {
            let attributes = try FileManager.default.attributesOfItem(atPath: home.appendingPathComponent(folder).path)
            #expect((attributes[.posixPermissions] as? Int) == 0o700, "\(folder)")
        }
    }

    @Test("with no usable home, a private folder is used and removed when the program ends")
    func noHomeUsesAPrivateFolder() throws {
        let temporary = scratch.appendingPathComponent("tmp")
        try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: true)
        let file = try view("Homeless.swift", showing: "No home")
        let run = try rotor(["tree", file], environment: ["XDG_CACHE_HOME": "", "HOME": "", "TMPDIR": temporary.path])
        #expect(run.status == 0, "\(run.errors)")
        #expect(run.output == "text \"No home\" [isStaticText]\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: temporary.path).isEmpty)
        #expect(!FileManager.default.fileExists(atPath: cache.appendingPathComponent("rotor").path))
    }

    @Test("past the size bound, the entries least recently used are removed, never one just used")
    func leastRecentlyUsedEntriesGo() throws {
        let limit = ["ROTOR_OPEN_CACHE_MB": "1"]
        for (index, word) in ["One", "Two"].enumerated() {
            let run = try rotor(["tree", try view("Bound\(index).swift", showing: word)], environment: limit)
            #expect(run.status == 0, "\(run.errors)")
        }
        let old = entries()
        #expect(old.count == 2, "entries used a moment ago stay, whatever the bound")
        // As if used an hour ago.
        for entry in old {
            var times = [timeval(tv_sec: time(nil) - 3600, tv_usec: 0), timeval(tv_sec: time(nil) - 3600, tv_usec: 0)]
            #expect(utimes(open.appendingPathComponent("programs/\(entry)").path, &times) == 0)
        }
        let third = try rotor(["tree", try view("Bound2.swift", showing: "Three")], environment: limit)
        #expect(third.status == 0, "\(third.errors)")
        #expect(entries().count == 1)
        #expect(!entries().contains { old.contains($0) })
        let again = try rotor(["tree", scratch.appendingPathComponent("Bound2.swift").path], environment: limit)
        #expect(again.output == "text \"Three\" [isStaticText]\n")
    }

    @Test("rotor open --clean removes the cache and says what it freed")
    func cleanRemovesTheCache() throws {
        let broken = scratch.appendingPathComponent("Broken.swift")
        try "import SwiftUI\nstruct B: View { var body: some View { Text(missing) } }\n".write(to: broken, atomically: false, encoding: .utf8)
        _ = try rotor(["tree", broken.path])
        #expect(FileManager.default.fileExists(atPath: open.appendingPathComponent("modules").path))
        let clean = try rotor(["open", "--clean"])
        #expect(clean.status == 0, "\(clean.errors)")
        #expect(clean.output.hasPrefix("removed \(open.path): "))
        #expect(!FileManager.default.fileExists(atPath: open.path))
        let again = try rotor(["open", "--clean"])
        #expect(again.status == 0)
        #expect(again.output.contains("is empty"))
        let mixed = try rotor(["open", "--clean", broken.path])
        #expect(mixed.status == 2)
        #expect(mixed.errors.contains("takes nothing else"))
    }
}

/// The results of runs made on threads of their own, each set once.
final class ResultBox: @unchecked Sendable {
    private let condition = NSCondition()
    private var results: [Result<Subprocess.Result, any Error>?]

    init(count: Int) { results = Array(repeating: nil, count: count) }

    func set(_ index: Int, _ result: Result<Subprocess.Result, any Error>) {
        condition.lock()
        results[index] = result
        condition.broadcast()
        condition.unlock()
    }

    func waitForAll() {
        condition.lock()
        while results.contains(where: { $0 == nil }) { condition.wait() }
        condition.unlock()
    }

    func get(_ index: Int) -> Result<Subprocess.Result, any Error> {
        condition.lock()
        defer { condition.unlock() }
        return results[index]!
    }
}

/// The cache's folders and entries, without a compiler: what `OpenCache` does with files.
@Suite("The cache's entries")
struct OpenCacheEntryTests {
    let scratch = ScratchFolder("rotor-open-entries")

    func cache() throws -> OpenCache {
        try FileManager.default.createDirectory(at: scratch.url, withIntermediateDirectories: true)
        return try OpenCache.open(["XDG_CACHE_HOME": scratch.path])
    }

    /// A finished build folder holding a program of `bytes` bytes of `fill`.
    func built(in cache: OpenCache, bytes: Int, fill: UInt8) throws -> URL {
        let folder = try cache.makeBuildFolder()
        try Data(repeating: fill, count: bytes).write(to: folder.appendingPathComponent("screens"))
        return folder
    }

    @Test("a run that loses the race to put an entry in place uses the winner's, and its own folder goes")
    func losingTheRaceUsesTheWinner() throws {
        let cache = try cache()
        let first = try built(in: cache, bytes: 10, fill: 1)
        let second = try built(in: cache, bytes: 10, fill: 2)
        let winner = try cache.install(first, as: "k")
        let loser = try cache.install(second, as: "k")
        #expect(winner.path == loser.path)
        #expect(try Data(contentsOf: winner.appendingPathComponent("screens")) == Data(repeating: 1, count: 10))
        #expect(!FileManager.default.fileExists(atPath: second.path))
        #expect(try FileManager.default.contentsOfDirectory(atPath: cache.building.path).isEmpty)
    }

    @Test("the bound removes the least recently used entries first, until the cache fits, never a recent one")
    func boundRemovesLeastRecentlyUsed() throws {
        let cache = try cache()
        let now = Date()
        // Four entries of 1 MiB, used 4, 3 and 2 hours ago and a minute ago.
        for (name, age) in [("a", 4.0), ("b", 3.0), ("c", 2.0), ("d", 1.0 / 60)] {
            let entry = try cache.install(try built(in: cache, bytes: 1 << 20, fill: 0), as: name)
            let seconds = time_t(now.timeIntervalSince1970 - age * 3600)
            var times = [timeval(tv_sec: seconds, tv_usec: 0), timeval(tv_sec: seconds, tv_usec: 0)]
            #expect(utimes(entry.path, &times) == 0)
        }
        let modules = OpenCache.size(of: cache.modules)
        cache.bound(limit: modules + (5 << 19), keeping: nil, now: now)  // room for 2.5 entries
        let left = try FileManager.default.contentsOfDirectory(atPath: cache.programs.path).sorted()
        #expect(left == ["c", "d"])
        cache.bound(limit: 0, keeping: cache.programs.appendingPathComponent("c"), now: now)
        #expect(try FileManager.default.contentsOfDirectory(atPath: cache.programs.path).sorted() == ["c", "d"],
                "the entry kept and the one used a minute ago stay, even over the bound")
    }

    @Test("files in the cache are written new: never through a link, never over a file")
    func filesAreWrittenNew() throws {
        let cache = try cache()
        let folder = try cache.makeBuildFolder()
        let target = scratch.appendingPathComponent("target")
        try Data("mine".utf8).write(to: target)
        try FileManager.default.createSymbolicLink(at: folder.appendingPathComponent("main.swift"), withDestinationURL: target)
        #expect(throws: OpenCommand.Failure.self) { try OpenCache.writeNew("print(1)", to: folder.appendingPathComponent("main.swift")) }
        #expect(try String(contentsOf: target, encoding: .utf8) == "mine")
        try OpenCache.writeNew("one", to: folder.appendingPathComponent("copy.swift"))
        #expect(throws: OpenCommand.Failure.self) { try OpenCache.writeNew("two", to: folder.appendingPathComponent("copy.swift")) }
        let attributes = try FileManager.default.attributesOfItem(atPath: folder.path)
        #expect(attributes[.posixPermissions] as? Int == 0o700)
    }
}
