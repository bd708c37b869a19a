import Headless
import Foundation
import TermUI
import Glibc

extension OpenCommand {
    /// Where rotor's own build is: its modules, objects and the ncurses module map.
    struct Toolchain {
        var buildFolder: URL
        /// The folder holding the ncurses module map and shim: `Sources/CNCurses` in Rotor's
        /// checkout, `CNCurses` beside an installed rotor.
        var cncurses: URL
        var swiftc: String

        init(buildFolder: URL, cncurses: URL, swiftc: String) {
            self.buildFolder = buildFolder
            self.cncurses = cncurses
            self.swiftc = swiftc
        }

        init(buildFolder: URL, packageRoot: URL, swiftc: String) {
            self.init(buildFolder: buildFolder, cncurses: packageRoot.appendingPathComponent("Sources/CNCurses"), swiftc: swiftc)
        }

        static let modules = ["Accessibility", "TermUI", "ScreenReader", "Headless", "TerminalApp", "FrameworkStandIns"]

        static func find() throws -> Toolchain {
            let executable = URL(fileURLWithPath: (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
                ?? CommandLine.arguments[0]).standardizedFileURL
            let buildFolder = executable.deletingLastPathComponent()
            // Installed (`rotor install`): the module map sits beside the executable. In the
            // checkout: under Sources/ of the package the build folder is in.
            var cncurses = buildFolder.appendingPathComponent("CNCurses")
            if !FileManager.default.fileExists(atPath: cncurses.appendingPathComponent("module.modulemap").path) {
                var root = buildFolder
                while root.path != "/", !FileManager.default.fileExists(atPath: root.appendingPathComponent("Package.swift").path) {
                    root.deleteLastPathComponent()
                }
                cncurses = root.appendingPathComponent("Sources/CNCurses")
            }
            // Built as another package's dependency (its build folder is that package's): the
            // module map is in Rotor's own sources, where this file was compiled from.
            if !FileManager.default.fileExists(atPath: cncurses.appendingPathComponent("module.modulemap").path) {
                // Sources/TerminalApp/CommandLine/Open/Toolchain.swift → Sources/CNCurses
                cncurses = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
                    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("CNCurses")
            }
            guard FileManager.default.fileExists(atPath: buildFolder.appendingPathComponent("Modules/TermUI.swiftmodule").path),
                  FileManager.default.fileExists(atPath: cncurses.appendingPathComponent("module.modulemap").path)
            else {
                throw Failure(description: "rotor open builds your files against the build rotor runs from, which is not "
                    + "here (looked in \(buildFolder.path)): run `swift run rotor open FILE.swift` in Rotor's checkout, "
                    + "or install it with `rotor install --prefix DIR` and run DIR/bin/rotor")
            }
            let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
            guard let swiftc = path.split(separator: ":").map({ "\($0)/swiftc" })
                .first(where: { FileManager.default.isExecutableFile(atPath: $0) }) else {
                throw Failure(description: "rotor open needs swiftc on the PATH (the Swift toolchain rotor was built with)")
            }
            return Toolchain(buildFolder: buildFolder, cncurses: cncurses, swiftc: swiftc)
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
                        Set(list.split(whereSeparator: \.isNewline).map { ($0.split(separator: "/").last ?? $0) + ".o" })
                            .union(["\(module).swiftmodule.o"])
                    }
                return names.filter { $0.hasSuffix(".o") && current?.contains($0) != false }.sorted()
                    .map { folder.appendingPathComponent($0).path }
            }
        }

        /// The name of the shared library of rotor's modules for this build (`kitLibrary` in
        /// `OpenCache.kits/KEY`): the SHA-256 of the identity of every object it is linked from,
        /// of swiftc, and of the sanitizer flags.
        func kitKey() -> String {
            var digest = ContentDigest()
            digest.add("format", "rotor kit 1")
            digest.add("flags", Self.sanitizerFlags.joined(separator: " "))
            for path in objects() + [swiftc] {
                digest.add("linked", path)
                digest.add("identity", OpenCache.identity(of: path))
            }
            return digest.finish()
        }

        /// The library's file name, and what the linker is given to link it (`-l`).
        static let kitLibrary = "librotorkit.so"
        static let kitName = "rotorkit"

        /// Links rotor's objects into one shared library in `folder`. Every program `rotor open`
        /// builds links against it instead of the three hundred objects, so an edited file's
        /// link takes a fraction of the time; it is made once per build of rotor.
        func linkKit(in folder: URL) throws {
            let arguments = ["-emit-library", "-module-name", "RotorKit"] + Self.sanitizerFlags + objects()
                + ["-lncursesw", "-o", folder.appendingPathComponent(Self.kitLibrary).path]
            let (status, output) = try OpenCommand.run(swiftc, arguments, in: folder)
            guard status == 0 else {
                throw Failure(description: "cannot link rotor's modules into \(Self.kitLibrary):\n\(output)")
            }
        }

        /// What a program built against rotor is made of besides its own files: the objects,
        /// the modules' interfaces and the ncurses module map.
        func linkedFiles() -> [String] {
            objects() + Self.modules.map { buildFolder.appendingPathComponent("Modules/\($0).swiftmodule").path }
                + [cncurses.appendingPathComponent("module.modulemap").path]
        }
    }
}
