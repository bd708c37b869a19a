import Headless
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
        let session = ExplorerSession(Rows(), columns: 60, rows: 20)
        session.perform(.focus("Setting 150"))
        let frame = session.frame()
        #expect(frame.screen.height == 300)
        #expect(frame.screen.storedRows == frame.screenOffset..<(frame.screenOffset + 20))
        let focus = try! #require(frame.focusRect)
        #expect(frame.screen.rows[focus.y].contains("Row 150"))
    }

    @Test("after an activation the tree pane's rows equal a fresh formatting, focus marked")
    func treeRowsPatched() {
        let session = ExplorerSession(Rows(), columns: 60, rows: 20)
        session.perform(.focus("Setting 150"))
        _ = session.frame()
        session.perform(.activate)
        let rows = session.frame().treeRows
        var expected = TreeFormatter.rows(session.tree)
        if let i = expected.firstIndex(where: { $0.id == session.reader.focusedID }) { expected[i].isFocused = true }
        #expect(rows == expected)
        #expect(rows.filter(\.isFocused).count == 1)
        #expect(rows.first(where: \.isFocused)?.text.contains("value: On") == true)
        session.perform(.next)
        let moved = session.frame().treeRows
        #expect(moved.filter(\.isFocused).map(\.id) == [session.reader.focusedID])
    }
}
