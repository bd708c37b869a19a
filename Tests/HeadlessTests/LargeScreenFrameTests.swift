@testable import Headless
import ScreenReader
import Testing
import TermUI

/// The explorer on a long screen: a frame costs the pane, not the page. The screen canvas holds
/// only the rows the pane shows, and the tree pane's rows are made again only for the
/// elements that changed, and come out as a fresh formatting would.
@MainActor
struct LargeScreenFrameTests {
    struct Row: View {
        let index: Int
        @State private var on = false
        var body: some View {
            HStack {
                Text("Row \(index)")
                Toggle("Setting \(index)", isOn: $on)
            }
        }
    }
    struct Rows: View {
        var body: some View { VStack(alignment: .leading, spacing: 0) { ForEach(0..<300) { Row(index: $0) } } }
    }

    @Test("the frame's screen holds the pane's rows of a tall page, and the pane shows the focused row")
    func frameHoldsThePane() {
        let session = ScreenSession(Rows(), columns: 60, rows: 20)
        session.perform(.focus("Setting 150"))
        let frame = session.frame()
        #expect(frame.screen.height == 300)
        #expect(frame.screen.storedRows == frame.screenOffset..<(frame.screenOffset + 20))
        let focus = try! #require(frame.focusRect)
        #expect(frame.screen.rows[focus.y].contains("Row 150"))
    }

    @Test("a frame formats the tree rows the pane shows, not the tree's 600; an activation formats the changed row's lines again, not the pane's")
    func treeRowsFormattedWhenShown() throws {
        let session = ScreenSession(Rows(), columns: 60, rows: 20)
        session.perform(.focus("Setting 150"))
        let frame = session.frame()
        _ = FrameRenderer.render(frame, width: 160, height: 48, showHelp: false)
        let shown = try #require(frame.treeRows.formattedLineCount)
        #expect(frame.treeRows.count == 600)
        #expect(shown > 0 && shown <= 48)
        #expect(frame.treeRows.focusedIndex == frame.treeRows.index(of: try #require(session.reader.focusedID)))
        session.perform(.activate)
        let after = session.frame()
        _ = FrameRenderer.render(after, width: 160, height: 48, showHelp: false)
        #expect(after.treeRows.formattedLineCount == 2, "only the toggled row's two elements are formatted again")
        #expect(after.treeRows[try #require(after.treeRows.focusedIndex)].text.contains("value: On"))
    }

    @Test("a tree's rows marked with removed elements equal the same rows given whole and marked")
    func lazyRowsMarkLikeWholeRows() throws {
        struct Shrinking: View {
            @State private var count = 5
            var body: some View {
                VStack {
                    Button("Remove") { count -= 2 }
                    ForEach(0..<count, id: \.self) { i in VStack { Text("Item \(i)"); Text("Detail \(i)") }.accessibilityElement(children: .contain) }
                    Text("End")
                }
            }
        }
        let session = ScreenSession(Shrinking(), columns: 40, rows: 20)
        session.perform(.focus("Remove"))
        let before = session.tree
        session.perform(.activate)
        let changes = TreeChanges(from: before, to: session.tree)
        #expect(!changes.removed.isEmpty)
        let lazy = session.frame().treeRows.marked(with: changes)
        var whole = TreeFormatter.rows(session.tree)
        if let i = whole.firstIndex(where: { $0.id == session.reader.focusedID }) { whole[i].isFocused = true }
        let expected = changes.marking(whole)
        #expect(Array(lazy) == expected)
        #expect(lazy.focusedIndex == expected.firstIndex(where: \.isFocused))
        for (i, row) in expected.enumerated() { #expect(lazy.index(of: row.id) == i) }
        #expect(expected.contains { $0.change == .removed && $0.text.contains("Item 4") })
    }

    @Test("after an activation the tree pane's rows equal a fresh formatting, focus marked")
    func treeRowsPatched() {
        let session = ScreenSession(Rows(), columns: 60, rows: 20)
        session.perform(.focus("Setting 150"))
        _ = session.frame()
        session.perform(.activate)
        let rows = session.frame().treeRows
        var expected = TreeFormatter.rows(session.tree)
        if let i = expected.firstIndex(where: { $0.id == session.reader.focusedID }) { expected[i].isFocused = true }
        #expect(Array(rows) == expected)
        #expect(rows.filter(\.isFocused).count == 1)
        #expect(rows.first(where: \.isFocused)?.text.contains("value: On") == true)
        session.perform(.next)
        let moved = session.frame().treeRows
        #expect(moved.filter(\.isFocused).map(\.id) == [session.reader.focusedID])
    }
}
