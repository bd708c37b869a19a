import Headless
import Testing
import TermUI

/// VoiceOver reads a right-to-left screen from the right: within a row, the element at the
/// right comes first, as it does for an app in Arabic or Hebrew.
@MainActor
struct LayoutDirectionReadingTests {
    struct Card: View {
        var body: some View {
            VStack(alignment: .leading) {
                HStack {
                    Text("Title")
                    Spacer()
                    Button("Edit") {}
                }
                Text("Body").padding(.leading, 16)
            }
        }
    }

    @Test("in a right-to-left layout the first view of an HStack is drawn at the right and read first")
    func rightToLeftRowReadFromTheRight() {
        let reader = ScreenReaderSession(Card().environment(\.layoutDirection, .rightToLeft), columns: 30, rows: 4)
        #expect(reader.next() == ["Title"])
        let title = reader.focusedElement!.frame
        #expect(reader.next().first == "Edit, Button")
        let edit = reader.focusedElement!.frame
        #expect(title.minX > edit.maxX, "Title is at the right, Edit at the left")
        #expect(reader.next() == ["Body"])
        // Leading padding is on the right: the text ends two columns before the screen's edge.
        #expect(reader.focusedElement!.frame.maxX == 224)
    }

    @Test("left to right, the same row is read from the left: the order follows where the views are")
    func leftToRightUnchanged() {
        let reader = ScreenReaderSession(Card(), columns: 30, rows: 4)
        #expect(reader.readAll() == ["Title", "Edit, Button", "Body"])
        let rtl = ScreenReaderSession(Card().environment(\.layoutDirection, .rightToLeft), columns: 30, rows: 4)
        #expect(rtl.readAll() == ["Title", "Edit, Button", "Body"])
        // The frames are mirrored, not the order: every element moved to the other side.
        #expect(reader.element(labeled: "Title")!.frame.minX == 0)
        #expect(rtl.element(labeled: "Title")!.frame.maxX == 240)
    }
}
