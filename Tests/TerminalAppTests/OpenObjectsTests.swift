import Foundation
import Testing
@testable import TerminalApp

/// `rotor open` links the user's files against rotor's own objects, as the build now has them.
struct OpenObjectsTests {
    @Test("rotor open links the objects of the module's current sources and its own, not one a renamed source left behind")
    func staleObjectsAreNotLinked() throws {
        let build = FileManager.default.temporaryDirectory.appendingPathComponent("rotor-objects-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: build) }
        let folder = build.appendingPathComponent("TermUI.build")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for name in ["Grid.swift.o", "Menu.swift.o", "MoreViews.swift.o", "TermUI.swiftmodule.o", "Grid.d"] {
            #expect(FileManager.default.createFile(atPath: folder.appendingPathComponent(name).path, contents: Data()))
        }
        try "/src/Sources/TermUI/Views/Grid.swift\n/src/Sources/TermUI/Views/Menu.swift\n"
            .write(to: folder.appendingPathComponent("sources"), atomically: true, encoding: .utf8)
        let toolchain = OpenCommand.Toolchain(buildFolder: build, packageRoot: build, swiftc: "swiftc")
        let linked = toolchain.objects().map { URL(fileURLWithPath: $0).lastPathComponent }
        #expect(linked == ["Grid.swift.o", "Menu.swift.o", "TermUI.swiftmodule.o"])
    }
}
