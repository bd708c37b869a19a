import Foundation
@testable import TerminalApp
import Testing

/// `rotor install --prefix DIR`: a copy of rotor that opens SwiftUI files in any folder, by
/// relative path, without Rotor's checkout.
@Suite("rotor install", .serialized)
struct InstallCommandTests {
    let scratch = ScratchFolder("rotor-install")

    func rotor(_ arguments: [String], in folder: String? = nil, executable: String = ExplorerEndToEndTests.rotorPath)
        throws -> Subprocess.Result {
        try #require(FileManager.default.isExecutableFile(atPath: ExplorerEndToEndTests.rotorPath),
                     "build the rotor executable first: swift build")
        let environment = ["XDG_CACHE_HOME": scratch.appendingPathComponent("cache").path]
        guard let folder else { return try Subprocess.run([executable] + arguments, environment: environment) }
        return try Subprocess.run(["/bin/sh", "-c", "cd \"$0\" && exec \"$@\"", folder, executable] + arguments,
                                  environment: environment)
    }

    @Test("""
        an installed rotor opens a SwiftUI file in the user's own folder by a relative path, reading it as the \
        checkout's rotor does; installing again replaces the copy whole
        """)
    func installedRotorOpensFilesAnywhere() throws {
        let prefix = scratch.appendingPathComponent("prefix")
        let install = try rotor(["install", "--prefix", prefix.path])
        #expect(install.status == 0, "\(install.errors)")
        let installed = prefix.appendingPathComponent("bin/rotor").path
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: installed) == "../lib/rotor/rotor")
        #expect(FileManager.default.fileExists(atPath: prefix.appendingPathComponent("lib/rotor/CNCurses/module.modulemap").path))

        // The user's project, away from Rotor's checkout.
        let project = scratch.appendingPathComponent("Project")
        try FileManager.default.createDirectory(at: project, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: OpenCommandTests.fixtures.appendingPathComponent("PlaylistView.swift"),
                                         to: project.appendingPathComponent("PlaylistView.swift"))
        let tree = try rotor(["tree", "PlaylistView.swift"], in: project.path, executable: installed)
        #expect(tree.status == 0, "\(tree.errors)")
        let fromCheckout = try rotor(["tree", OpenCommandTests.fixtures.appendingPathComponent("PlaylistView.swift").path])
        #expect(tree.output == fromCheckout.output)
        #expect(tree.output.contains("heading \"Evening playlist\""))

        let again = try rotor(["install", "--prefix", prefix.path])
        #expect(again.status == 0, "\(again.errors)")
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: prefix.appendingPathComponent("lib").path)
        #expect(leftovers == ["rotor"], "the staging and old copies are gone")
    }

    @Test("a bin/rotor that is not a link to an installed rotor is left as it is, and the install stops with status 1")
    func usersOwnFileIsKept() throws {
        let prefix = scratch.appendingPathComponent("prefix")
        let bin = prefix.appendingPathComponent("bin")
        try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
        try "#!/bin/sh\necho mine\n".write(to: bin.appendingPathComponent("rotor"), atomically: false, encoding: .utf8)
        let install = try rotor(["install", "--prefix", prefix.path])
        #expect(install.status == 1)
        #expect(install.errors.contains("is not a link to an installed rotor"))
        #expect(try String(contentsOf: bin.appendingPathComponent("rotor"), encoding: .utf8) == "#!/bin/sh\necho mine\n")
        #expect(!FileManager.default.fileExists(atPath: prefix.appendingPathComponent("lib/rotor").path))
    }
}
