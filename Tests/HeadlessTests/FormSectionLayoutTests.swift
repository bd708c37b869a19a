import Headless
import Testing
import TermUI

/// A form's section header sits a row above its first row, as an iPhone's grouped form sets the
/// header apart from the rows' card: the two never touch, so the explorer's focus outline, drawn a
/// cell outside the focused element, never covers the other.
@MainActor
@Suite("Form section layout")
struct FormSectionLayoutTests {
    struct Profile: View {
        @State private var name = "Ada Lovelace"
        var body: some View {
            Form {
                Section("Profile") {
                    TextField("Name", text: $name)
                    Text("Not saved yet")
                }
                Section {
                    Button("Save profile") {}
                }
            }
        }
    }

    @Test("a Form section's header is a row apart from the text field below it, and the focused header's outline leaves the field's text whole")
    func sectionHeaderDoesNotTouchItsFirstRow() throws {
        let session = ScreenSession(Profile(), name: "profile", columns: 40, rows: 12)
        session.perform(.first)
        let header = try #require(session.tree.allElements.first { $0.label == "Profile" })
        let field = try #require(session.tree.allElements.first { $0.label == "Name" })
        #expect(session.focusedElement?.label == "Profile")
        // One blank row (16 points) between the header's last row and the field's first.
        #expect(field.frame.minY - header.frame.maxY == 16)
        let drawn = FrameRenderer.render(session.frame(), width: 100, height: 30, showHelp: false).text
        #expect(drawn.contains("Ada Lovelace"), "the header's focus outline drew over the field:\n\(drawn)")
        // A section without a header keeps its rows where the section starts.
        let save = try #require(session.tree.allElements.first { $0.label == "Save profile" })
        let notSaved = try #require(session.tree.allElements.first { $0.label == "Not saved yet" })
        #expect(save.frame.minY - notSaved.frame.maxY == 16, "only the section's top padding between sections")
    }
}
