import Foundation
import Headless
import Testing

/// The key tables of docs/explorer.md (every key) and README.md (the main ones) against the
/// explorer's one key table, `ExplorerKeyMap.bindings`.
struct ExplorerKeysDocumentedTests {
    /// The keys named in the first column of the page's `| keys | what they do … |` table, each
    /// as the help overlay writes it ("→", "Shift-Tab", "PgUp", "a").
    static func documentedKeys(in page: String) -> Set<String> {
        let lines = page.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let header = lines.firstIndex(where: { $0.hasPrefix("| keys | what they do") }) else { return [] }
        var keys: Set<String> = []
        for row in lines[(header + 2)...] {
            guard row.hasPrefix("| ") else { break }
            let column = row.dropFirst(2).prefix { $0 != "|" }
            for word in column.split(separator: " ") {
                let key = word.count > 1 ? word.trimmingCharacters(in: CharacterSet(charactersIn: "()")) : String(word)
                if !key.isEmpty, key != "or", key != "/" { keys.insert(key) }
            }
        }
        return keys
    }

    static func page(_ path: String) throws -> String {
        try String(contentsOf: ExplorerEndToEndTests.packageRoot.appendingPathComponent(path), encoding: .utf8)
    }

    @Test("docs/explorer.md's key table names every key the explorer binds")
    func everyBoundKeyIsDocumented() throws {
        let documented = Self.documentedKeys(in: try Self.page("docs/explorer.md"))
        for binding in ExplorerKeyMap.bindings {
            for key in binding.keys {
                #expect(documented.contains(key.label), "docs/explorer.md has no row for \(key.label) (\(binding.summary))")
            }
        }
    }

    @Test("every key README.md's key table names is one the explorer binds")
    func readmeNamesOnlyBoundKeys() throws {
        let bound = Set(ExplorerKeyMap.bindings.flatMap(\.keys).map(\.label))
        let documented = Self.documentedKeys(in: try Self.page("README.md"))
        #expect(documented.count >= 10, "README.md has a table of the main keys")
        for key in documented.sorted() {
            #expect(bound.contains(key), "README.md names \(key), which the explorer does not bind")
        }
    }

    @Test("the key-table reader takes keys apart as the tables write them")
    func readsKeyColumns() {
        let page = """
            | keys | what they do (the VoiceOver gesture) |
            |---|---|
            | → or Tab / ← or Shift-Tab | next / previous |
            | ] / [ (or > / <) | rotor |
            | + / - | adjust |
            | n / : | Voice Control |

            | after | the table |
            """
        #expect(Self.documentedKeys(in: page) == ["→", "Tab", "←", "Shift-Tab", "]", "[", ">", "<", "+", "-", "n", ":"])
    }
}
