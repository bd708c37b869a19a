import Foundation
@testable import TerminalApp
import Testing

/// How `rotor open` reads Swift source: previews and views are found in the code, not in
/// strings or comments, and the generated program holds no text from the user's files.
@Suite("Reading SwiftUI source as source")
struct OpenSourceScannerTests {
    /// The previews and views found in `text`, as (name, line).
    func found(_ text: String) throws -> [String] {
        let scratch = ScratchFolder("rotor-scan")
        try FileManager.default.createDirectory(at: scratch.url, withIntermediateDirectories: true)
        let file = scratch.appendingPathComponent("View.swift")
        try text.write(to: file, atomically: false, encoding: .utf8)
        return try OpenCommand(files: [file.path]).found().map { "\($0.name):\($0.line)" }
    }

    @Test("a #Preview title keeps its braces, escapes and interpolations, and the body opens at the brace after it")
    func previewTitlesWithBraces() throws {
        let source = #"""
            #Preview("a { b \u{7B}") {
                Text("x")
            }
            #Preview("}") { Text("y") }
            #Preview("Row \(items.map { $0 }.count) {") {
                Text("z")
            }
            #Preview(#"raw "quoted" { \(x)"#) {
                Text("w")
            }
            #Preview("tab\there \"q\"") /* { */ {
                Text("v") // {
            }
            """#
        #expect(try found(source) == [#"a { b {:1"#, "}:4", #"Row \(items.map { $0 }.count) {:5"#, #"raw "quoted" { \(x):8"#,
                                      "tab\there \"q\":11"])
        let lines = OpenCommand.translate(source).components(separatedBy: "\n")
        #expect(lines[0] == "@MainActor @ViewBuilder func rotorPreview1() -> some View {")
        #expect(lines[3] == #"@MainActor @ViewBuilder func rotorPreview2() -> some View { Text("y") }"#)
        #expect(lines[4] == "@MainActor @ViewBuilder func rotorPreview3() -> some View {")
        #expect(lines[7] == "@MainActor @ViewBuilder func rotorPreview4() -> some View {")
        #expect(lines[10] == "@MainActor @ViewBuilder func rotorPreview5() -> some View {")
        #expect(lines[11] == #"    Text("v") // {"#)
    }

    @Test("a declaration in a comment, a nested block comment or a multi-line string is not a view")
    func declarationsInCommentsAndStrings() throws {
        let source = ##"""
            // struct Commented: View {
            /* outer /* inner */
            struct Blocked: View {
            */
            let text = """
                struct Quoted: View {
                #Preview { Quoted() }
                import SwiftUI
                """
            let raw = #"""
                struct RawQuoted: View { "\(x)" }
                """#
            struct Real: View { // struct Fake: View {
                var body: some View { Text("\("struct Inner: View {")") }
            }
            """##
        #expect(try found(source) == ["Real:13"])
        let translated = OpenCommand.translate(source).components(separatedBy: "\n")
        #expect(translated[6] == "    #Preview { Quoted() }", "a line inside a multi-line string is left as it is")
        #expect(translated[7] == "    import SwiftUI")
    }

    @Test("the scanner sees a string's interpolation through, to any depth, and a string left open ends at the line's end")
    func interpolationsAndOpenStrings() {
        let lines = SwiftSourceScanner.scan(#"""
            let a = "x \("(" + "\(")")") y" ; let b = 1
            let c = "open { ; struct S: View {
            struct T: View {
            """#)
        #expect(lines[0].literals.map(\.value) == [#"x \("(" + "\(")")") y"#])
        #expect(lines[0].trimmedCode.hasSuffix("; let b = 1"))
        #expect(lines[1].literals.map(\.isClosed) == [false])
        #expect(!lines[1].code.contains("{"))
        #expect(lines[2].startsInCode)
        #expect(OpenCommand.viewName(lines[2].trimmedCode) == "T")
    }

    @Test("the generated program holds no title, file name or path: they are its data")
    func generatedProgramHoldsNoText() throws {
        let hostile = #"inter\(exit(7))" + "\"\n\u{1B}[31m"#
        let found = [
            OpenCommand.Found(name: hostile, kind: .preview(function: "rotorPreview1"), file: "/x/\(hostile).swift", line: 3),
            OpenCommand.Found(name: "Row", kind: .view, file: "/x/-Row\\.swift", line: 9),
        ]
        let main = OpenCommand.mainSource(found)
        #expect(!main.contains("exit(7)") && !main.contains("inter") && !main.contains("/x/") && !main.contains("\u{1B}"))
        #expect(main.contains("{ _ in AnyView(rotorPreview1()) },") && main.contains("{ _ in AnyView(Row()) },"))
        let data = try OpenCommand.screensData(found, tables: ["/t/\(hostile).strings"], assets: [])
        let decoded = try JSONDecoder().decode(OpenedProgram.Data.self, from: Data(data.utf8))
        #expect(decoded.screens.map(\.name) == [OpenCommand.screenName(of: hostile), "Row"])
        #expect(decoded.screens.map(\.summary) == ["\(hostile).swift:3", "-Row\\.swift:9"])
        #expect(decoded.tables == ["/t/\(hostile).strings"])
    }

    @Test("a file's copy has a name of letters, digits, dots, dashes and underscores only, after its place")
    func copyNames() {
        #expect(OpenCommand.copyName(0, "/a/Content View.swift") == "0-Content_View.swift")
        #expect(OpenCommand.copyName(3, #"/a/inter\(exit(7)).swift"#) == "3-inter__exit_7__.swift")
        #expect(OpenCommand.copyName(1, "/a/-x\n\u{1B}é.swift") == "1--x___.swift")
    }

    @Test("the cache key digest is SHA-256")
    func digestIsSHA256() {
        var empty = ContentDigest()
        #expect(empty.finish() == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        var abc = ContentDigest()
        abc.add(Array("abc".utf8))
        #expect(abc.finish() == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        var long = ContentDigest()
        long.add(Array("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq".utf8))
        #expect(long.finish() == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
    }

    @Test("XDG_CACHE_HOME that is empty, relative or not a folder is ignored for HOME's .cache")
    func cacheBaseFollowsXDGRules() throws {
        let scratch = ScratchFolder("rotor-xdg")
        let home = scratch.appendingPathComponent("home")
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        let fallback = home.appendingPathComponent(".cache").path
        #expect(OpenCache.base(["XDG_CACHE_HOME": scratch.path, "HOME": home.path])?.path == scratch.path)
        #expect(OpenCache.base(["XDG_CACHE_HOME": "", "HOME": home.path])?.path == fallback)
        #expect(OpenCache.base(["XDG_CACHE_HOME": "relative", "HOME": home.path])?.path == fallback)
        #expect(OpenCache.base(["XDG_CACHE_HOME": scratch.path + "/none", "HOME": home.path])?.path == fallback)
        #expect(OpenCache.base(["HOME": home.path])?.path == fallback)
        #expect(OpenCache.base(["HOME": ""]) == nil)
        #expect(OpenCache.base(["HOME": "home"]) == nil)
        #expect(OpenCache.base([:]) == nil)
    }
}
