import Foundation
import Testing
@testable import TermUI

/// String Catalogs read for one language, tables read at their first lookup, and the escapes of
/// `.strings` files.
struct StringCatalogTests {
    /// A catalog in three languages, its source language German, written with "strings" before
    /// "sourceLanguage" (Xcode writes them the other way round).
    static let threeLanguages = #"""
        {
          "version" : "1.0",
          "strings" : {
            "greeting" : {
              "comment" : "Shown first",
              "extractionState" : "manual",
              "localizations" : {
                "de" : { "stringUnit" : { "state" : "translated", "value" : "Hallo" } },
                "en" : { "stringUnit" : { "state" : "translated", "value" : "Hello" } },
                "fr" : { "stringUnit" : { "state" : "translated", "value" : "Bonjour" } }
              }
            },
            "farewell" : {
              "localizations" : {
                "en" : { "stringUnit" : { "state" : "translated", "value" : "Goodbye" } },
                "fr" : { "stringUnit" : { "state" : "translated", "value" : "Au revoir" } }
              }
            },
            "only \"quoted\" \u00e9" : {
              "localizations" : {
                "de" : { "stringUnit" : { "state" : "new", "value" : "Zitat \ud83d\ude00\n" } }
              }
            },
            "%lld files" : {
              "localizations" : {
                "de" : { "variations" : { "plural" : {
                  "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld Datei" } },
                  "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld Dateien" } }
                } } },
                "en" : { "variations" : { "device" : {
                  "iphone" : { "stringUnit" : { "state" : "translated", "value" : "Tap %lld" } },
                  "other" : { "variations" : { "plural" : {
                    "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld file" } },
                    "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld files" } }
                  } } }
                } } }
              }
            }
          },
          "sourceLanguage" : "de"
        }
        """#

    @Test("a catalog in three languages gives its source language's values, and only the keys that have one")
    func sourceLanguageValues() throws {
        let values = try StringCatalogReader.values(in: Data(Self.threeLanguages.utf8))
        #expect(values == ["greeting": "Hallo", "only \"quoted\" é": "Zitat 😀\n", "%lld files": "%lld Dateien"])
    }

    @Test("a chosen language gives that language's values")
    func chosenLanguage() throws {
        let french = try StringCatalogReader.values(in: Data(Self.threeLanguages.utf8), language: "fr")
        #expect(french == ["greeting": "Bonjour", "farewell": "Au revoir"])
        #expect(try StringCatalogReader.values(in: Data(Self.threeLanguages.utf8), language: "ja").isEmpty)
    }

    @Test("plural variations give their \"other\" form; device variations their \"other\" device, through nested variations")
    func pluralAndDeviceVariations() throws {
        let german = try StringCatalogReader.values(in: Data(Self.threeLanguages.utf8))
        #expect(german["%lld files"] == "%lld Dateien")
        let english = try StringCatalogReader.values(in: Data(Self.threeLanguages.utf8), language: "en")
        #expect(english["%lld files"] == "%lld files")
        try LocalizedStringTables.register(xcstrings: Data(Self.threeLanguages.utf8), table: "CatalogPlurals")
        #expect(Text("\(3) files", tableName: "CatalogPlurals").spokenText == "3 Dateien")
    }

    @Test("substitutions (several plurals in one string) put each variation's \"other\" form in, %arg as its argument's specifier")
    func substitutions() throws {
        let json = #"""
            {"sourceLanguage":"en","strings":{"%lld photos in %lld albums":{"localizations":{"en":{
              "stringUnit":{"state":"translated","value":"%#@photos@ in %#@albums@"},
              "substitutions":{
                "photos":{"argNum":1,"formatSpecifier":"lld","variations":{"plural":{
                  "one":{"stringUnit":{"state":"translated","value":"%arg photo"}},
                  "other":{"stringUnit":{"state":"translated","value":"%arg photos"}}}}},
                "albums":{"argNum":2,"formatSpecifier":"lld","variations":{"plural":{
                  "other":{"stringUnit":{"state":"translated","value":"%arg albums"}}}}}
              }}}}}}
            """#
        let values = try StringCatalogReader.values(in: Data(json.utf8))
        #expect(values["%lld photos in %lld albums"] == "%1$lld photos in %2$lld albums")
        try LocalizedStringTables.register(xcstrings: Data(json.utf8), table: "CatalogSubstitutions")
        #expect(Text("\(12) photos in \(3) albums", tableName: "CatalogSubstitutions").spokenText == "12 photos in 3 albums")
        let bad = json.replacingOccurrences(of: #""argNum":2"#, with: #""argNum":0"#)
        #expect(throws: StringCatalogError.self) { try StringCatalogReader.values(in: Data(bad.utf8)) }
    }

    @Test("what a decoded catalog keeps is one value per key of the chosen language: other languages, comments and states are not kept")
    func keepsOnlyTheChosenLanguage() throws {
        // 300 keys in three languages; German has every third.
        var strings: [String] = []
        var german = 0
        for i in 0..<300 {
            var localizations = [#""en":{"stringUnit":{"state":"translated","value":"English \#(i)"}}"#,
                                 #""fr":{"stringUnit":{"state":"translated","value":"Français \#(i)"}}"#]
            if i % 3 == 0 {
                localizations.append(#""de":{"stringUnit":{"state":"translated","value":"Deutsch \#(i)"}}"#)
                german += 1
            }
            strings.append(#""key \#(i)":{"comment":"a long comment \#(i)","localizations":{\#(localizations.joined(separator: ","))}}"#)
        }
        let json = #"{"sourceLanguage":"en","strings":{\#(strings.joined(separator: ","))},"version":"1.0"}"#
        let values = try StringCatalogReader.values(in: Data(json.utf8), language: "de")
        #expect(values.count == german)
        #expect(values.values.allSatisfy { $0.hasPrefix("Deutsch ") })
        #expect(try StringCatalogReader.values(in: Data(json.utf8)).count == 300)
    }

    @Test("a table is read at its first lookup, once: a file deleted after it is registered is no error until then")
    func tablesAreReadAtFirstLookup() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("rotor-lazy-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let used = folder.appendingPathComponent("LazyUsed.xcstrings")
        let unused = folder.appendingPathComponent("LazyUnused.strings")
        try Data(Self.threeLanguages.utf8).write(to: used)
        try Data(#""never" = "read";"#.utf8).write(to: unused)

        try LocalizedStringTables.register(contentsOf: used, language: "fr")
        try LocalizedStringTables.register(contentsOf: unused)
        #expect(LocalizedStringTables.readCount(of: used.path) == 0, "registering reads nothing")
        try FileManager.default.removeItem(at: unused)

        #expect(Text("greeting", tableName: "LazyUsed").spokenText == "Bonjour")
        #expect(Text("farewell", tableName: "LazyUsed").spokenText == "Au revoir")
        #expect(LocalizedStringTables.readCount(of: used.path) == 1, "read at the first lookup and kept")
        #expect(LocalizedStringTables.readCount(of: unused.path) == 0, "a table never looked up is never read")
        #expect(!LocalizedStringTables.problems.contains { $0.hasPrefix(unused.path) })

        // Looked up at last: the file is gone, the key is its own text, and the problem is kept.
        #expect(Text("never", tableName: "LazyUnused").spokenText == "never")
        #expect(LocalizedStringTables.problems.contains("\(unused.path): cannot read"))
        #expect(throws: (any Error).self) { try LocalizedStringTables.register(contentsOf: unused) }
    }

    @Test("a malformed catalog file leaves its table empty and is reported with its line and column at the first lookup")
    func malformedFileIsReported() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("LazyBroken-\(UUID().uuidString).xcstrings")
        defer { try? FileManager.default.removeItem(at: file) }
        try Data("{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : { \"a\" : 1 }\n}".utf8).write(to: file)
        try LocalizedStringTables.register(contentsOf: file)
        let table = file.deletingPathExtension().lastPathComponent
        #expect(Text("a", tableName: table).spokenText == "a")
        #expect(LocalizedStringTables.problems.contains("\(file.path): 3:23: a string's entry should be an object"))
    }

    @Test("malformed JSON is an error naming its line and column", arguments: [
        ("", 1, 1, "the text ends where an object should be"),
        ("[]", 1, 1, "a String Catalog is a JSON object"),
        ("{\"strings\": {}} x", 1, 17, "text after the catalog's closing }"),
        ("{\n  \"strings\": {\n    \"k\": {\"localizations\": {\"en\": {\"stringUnit\": {\"value\": \"v\",}}}}\n  }\n}", 3, 64, "expected a key in quotes after ,"),
        ("{\"sourceLanguage\": \"en\" \"strings\": {}}", 1, 25, "expected , or } after an object's member"),
        ("{\"a\": [1, 2,, 3]}", 1, 13, "unexpected ',' where a value should be"),
        ("{\"a\": tru}", 1, 7, "expected true"),
        ("{\"a\": 01}", 1, 8, "expected , or } after an object's member"),
        ("{\"a\": -}", 1, 8, "a number needs a digit"),
        ("{\"a\": 1.e5}", 1, 9, "a number needs a digit after its point"),
        ("{\"a\": \"\\x\"}", 1, 9, "unknown escape \\x"),
        ("{\"a\": \"\\u12G4\"}", 1, 12, "\\u takes four hex digits"),
        ("{\"a\": \"tab\there\"}", 1, 11, "a control character inside a string (JSON writes it as an escape)"),
        ("{\"a\": \"open", 1, 12, "the text ends inside a string"),
        ("{\"é\": [[[", 1, 10, "the text ends where a value should be"),
        ("{\"sourceLanguage\": 5}", 1, 20, "\"sourceLanguage\" should be a string"),
        ("{\"sourceLanguage\": \"en\", \"strings\": {\"k\": {\"localizations\": {\"en\": {\"stringUnit\": {\"value\": \"\\ud800\"}}}}}}", 1, 94, "a \\u surrogate without its pair"),
    ] as [(String, Int, Int, String)])
    func malformedJSON(_ text: String, _ line: Int, _ column: Int, _ problem: String) {
        #expect(throws: StringCatalogError(line: line, column: column, problem: problem)) {
            try StringCatalogReader.values(in: Data(text.utf8))
        }
    }

    @Test("nesting 10 000 deep where the reader passes over it is read without recursion; unclosed, it is an error")
    func deepNesting() throws {
        let depth = 10_000
        let deep = String(repeating: "[{\"a\":", count: depth) + "1" + String(repeating: "}]", count: depth)
        let json = #"{"sourceLanguage":"en","extra":\#(deep),"strings":{"k":{"comment":\#(deep),"localizations":{"en":{"stringUnit":{"value":"v","state":\#(deep)}}}}}}"#
        #expect(try StringCatalogReader.values(in: Data(json.utf8)) == ["k": "v"])
        let open = #"{"extra":"# + String(repeating: "[", count: depth)
        #expect(throws: StringCatalogError(line: 1, column: 10 + depth, problem: "the text ends where a value should be")) {
            try StringCatalogReader.values(in: Data(open.utf8))
        }
        // Variations inside variations stop at a depth.
        var variation = #"{"stringUnit":{"value":"deep"}}"#
        for _ in 0..<20 { variation = #"{"variations":{"plural":{"other":\#(variation)}}}"# }
        let nested = #"{"sourceLanguage":"en","strings":{"k":{"localizations":{"en":\#(variation)}}}}"#
        #expect(throws: StringCatalogError.self) { try StringCatalogReader.values(in: Data(nested.utf8)) }
    }

    @Test(".strings escapes: \\U001B and \\u00e9 (four hex digits, a surrogate pair joined), octal, \\r and the other single-letter escapes")
    func stringsEscapes() {
        let entries = LocalizedStringTables.parseStrings(#"""
            "esc" = "\U001B[31m";
            "lower" = "caf\u00e9";
            "pair" = "\UD83D\UDE00";
            "short" = "\U41!";
            "octal" = "\033\101";
            "letters" = "a\rb\tc\nd\\e\"f\'g\qh";
            "U alone" = "\Ux";
            """#)
        #expect(entries["esc"] == "\u{1B}[31m")
        #expect(entries["lower"] == "café")
        #expect(entries["pair"] == "😀")
        #expect(entries["short"] == "A!", "up to four hex digits")
        #expect(entries["octal"] == "\u{1B}A")
        #expect(entries["letters"] == "a\rb\tc\nd\\e\"f'gqh", "an unknown escape is the character itself")
        #expect(entries["U alone"] == "Ux")
    }
}
