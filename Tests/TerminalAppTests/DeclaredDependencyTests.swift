import Foundation
import Testing

/// Package.swift declares every module of the package a target imports directly, so no target
/// builds only because another of its dependencies happens to bring the module along.
struct DeclaredDependencyTests {
    struct Target {
        var name: String
        var dependencies: Set<String>
        var path: String
    }

    /// The targets of the manifest: name, dependencies and folder (SwiftPM's default folder
    /// when none is given).
    static func targets(inManifest manifest: String) -> [Target] {
        let text = manifest.split(whereSeparator: \.isNewline).joined(separator: " ")
        let pattern = #/\.(target|executableTarget|testTarget|systemLibrary)\(\s*name:\s*"(\w+)"(.*?)\)\s*,/#
        return text.matches(of: pattern).map { match in
            let kind = String(match.1), name = String(match.2), rest = String(match.3)
            var dependencies = Set<String>()
            if let list = rest.firstMatch(of: #/dependencies:\s*\[([^\]]*)\]/#) {
                dependencies = Set(list.1.matches(of: #/"(\w+)"/#).map { String($0.1) })
            }
            let folder = kind == "testTarget" ? "Tests/" + name : "Sources/" + name
            let path = rest.firstMatch(of: #/path:\s*"([^"]+)"/#).map { String($0.1) } ?? folder
            return Target(name: name, dependencies: dependencies, path: path)
        }
    }

    /// The modules a folder's Swift files import (`import X`, `@testable import X`).
    static func imports(under folder: URL) -> Set<String> {
        let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)?
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" } ?? []
        var modules = Set<String>()
        for file in files {
            guard let source = try? String(contentsOf: file, encoding: .utf8) else { continue }
            for line in source.split(whereSeparator: \.isNewline) {
                if let match = line.wholeMatch(of: #/(?:@testable )?import (\w+).*/#) { modules.insert(String(match.1)) }
            }
        }
        return modules
    }

    @Test("every module of the package a target imports is declared as that target's dependency")
    func importsAreDeclared() throws {
        let root = ExplorerEndToEndTests.packageRoot
        let manifest = try String(contentsOf: root.appendingPathComponent("Package.swift"), encoding: .utf8)
        let targets = Self.targets(inManifest: manifest)
        let modules = Set(targets.map(\.name))
        #expect(modules.isSuperset(of: ["Accessibility", "TermUI", "Headless", "DemoScreens", "CNCurses", "TerminalAppTests"]))
        for target in targets {
            let imported = Self.imports(under: root.appendingPathComponent(target.path)).intersection(modules)
            let undeclared = imported.subtracting(target.dependencies).subtracting([target.name])
            #expect(undeclared.isEmpty, "\(target.name) imports \(undeclared.sorted()) without declaring them")
        }
    }

    @Test("the manifest reader finds a target's dependencies and its folder")
    func readsTargets() {
        let manifest = """
            .target(name: "A"),
            .target(name: "B", dependencies: ["A"], path: "demos/B"),
            .testTarget(name: "BTests", dependencies: ["B",
                                                       "A"]),
            """
        let targets = Self.targets(inManifest: manifest)
        #expect(targets.map(\.name) == ["A", "B", "BTests"])
        #expect(targets.map(\.path) == ["Sources/A", "demos/B", "Tests/BTests"])
        #expect(targets[2].dependencies == ["A", "B"])
    }
}
