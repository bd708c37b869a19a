import Foundation
@testable import TerminalApp
import Testing

/// The strings tables of a file `rotor open` builds are read when a screen first looks in them.
@Suite("Strings tables of opened files", .serialized)
struct OpenStringsTablesTests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("rotor-open-tables-\(UUID().uuidString)")

    func rotor(_ arguments: String...) throws -> Subprocess.Result {
        let path = ExplorerEndToEndTests.rotorPath
        try #require(FileManager.default.isExecutableFile(atPath: path), "build the rotor executable first: swift build")
        return try Subprocess.run([path] + arguments, environment: ["XDG_CACHE_HOME": folder.appendingPathComponent("cache").path])
    }

    @Test("a malformed table the screen never looks in is never read; a malformed table it looks in is reported with its line and column, and the run exits 2")
    func tablesAreReadWhenLookedIn() throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let view = folder.appendingPathComponent("Hello.swift")
        try Data("import SwiftUI\n\nstruct Hello: View {\n    var body: some View { Text(\"hello.title\") }\n}\n".utf8).write(to: view)
        let localizable = folder.appendingPathComponent("Localizable.xcstrings")
        try Data(#"{"sourceLanguage":"en","strings":{"hello.title":{"localizations":{"en":{"stringUnit":{"state":"translated","value":"Hello, harbor"}}}}},"version":"1.0"}"#.utf8)
            .write(to: localizable)
        try Data("{ \"broken".utf8).write(to: folder.appendingPathComponent("Unused.xcstrings"))

        let good = try rotor("speak", view.path)
        #expect(good.status == 0, "\(good.errors)")
        #expect(good.output == "Hello, harbor\n")
        #expect(good.errors.isEmpty)

        try Data("{\"sourceLanguage\":\"en\",\"strings\":{\"hello.title\":\n]}".utf8).write(to: localizable)
        let bad = try rotor("speak", view.path)
        #expect(bad.status == 2)
        #expect(bad.output == "hello.title\n", "the table is left out, as a missing resource is")
        #expect(bad.errors.contains("rotor: strings table \(localizable.path): 2:1: a string's entry should be an object\n"), "\(bad.errors)")
        #expect(!bad.errors.contains("Unused"))
    }
}
