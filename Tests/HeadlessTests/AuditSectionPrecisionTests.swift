import Accessibility
import Headless
import Testing
import TermUI

/// Precision across sections: a heading a user moves by separates what sounds alike, and what a
/// control draws for itself (a text field's prompt, a step row it names in words) is read.
@MainActor
struct AuditSectionPrecisionTests {
    func findings(_ view: some View, _ rule: AuditRule) -> [AuditFinding] {
        ScreenReaderSession(view).auditFindings.filter { $0.rule == rule }
    }

    @Test("duplicate-sibling-labels: two \"Details\" in one section fail; one under each section's heading needs review")
    func siblingsWithinASection() {
        let one = VStack {
            Text("Orders").accessibilityAddTraits(.isHeader)
            Button("Details") {}
            Button("Details") {}
        }
        let sure = findings(one, .duplicateSiblingLabels)
        #expect(sure.count == 2 && sure.allSatisfy { !$0.needsReview })
        let two = VStack {
            Section("Orders") { Text("2 open orders"); Button("Details") {} }
            Section("Returns") { Text("1 return on its way"); Button("Details") {} }
        }
        let unsure = findings(two, .duplicateSiblingLabels)
        #expect(unsure.count == 2 && unsure.allSatisfy(\.needsReview))
        #expect(unsure.first?.message == "2 controls are labelled \"Details\", each under its own heading")
        #expect(AuditReport(findings: ScreenReaderSession(two).auditFindings, screen: "s", variant: "after").exitStatus == 0)
        // Inapplicable: labels that differ.
        let named = VStack {
            Section("Orders") { Button("Order details") {} }
            Section("Returns") { Button("Return details") {} }
        }
        #expect(findings(named, .duplicateSiblingLabels).isEmpty)
    }

    /// A confirmation drawn in place: a title, then Delete and Cancel.
    struct Confirmation: View {
        let title: String
        var body: some View {
            VStack {
                Text(title)
                HStack { Button("Delete") {}; Button("Cancel") {} }
            }
            .accessibilityElement(children: .contain)
        }
    }

    @Test("duplicate-description: rows of one shape fail in the next rows, unless a heading outside both stands between them")
    func rowsApartByAHeading() {
        let adjacent = VStack { Confirmation(title: "Delete the photo?"); Confirmation(title: "Delete the album?") }
        #expect(findings(adjacent, .duplicateDescription).contains { !$0.needsReview })
        let apart = VStack {
            Text("Photos").accessibilityAddTraits(.isHeader)
            Confirmation(title: "Delete the photo?")
            Text("Albums").accessibilityAddTraits(.isHeader)
            Confirmation(title: "Delete the album?")
        }
        let unsure = findings(apart, .duplicateDescription)
        #expect(!unsure.isEmpty && unsure.allSatisfy(\.needsReview))
        // A heading inside each row (a card's own title) does not part them.
        let titled = VStack {
            VStack { Text("Photo").accessibilityAddTraits(.isHeader); Button("Delete") {} }.accessibilityElement(children: .contain)
            VStack { Text("Album").accessibilityAddTraits(.isHeader); Button("Delete") {} }.accessibilityElement(children: .contain)
        }
        #expect(findings(titled, .duplicateDescription).contains { !$0.needsReview })
    }

    @Test("unexposed-text: an empty field's prompt is the field's own drawing; a step row said as \"2 of 4\" is read")
    func promptsAndPositions() {
        struct Field: View {
            @State var email = ""
            var body: some View { TextField("Email", text: $email, prompt: Text("name@example.com")) }
        }
        #expect(findings(Field(), .unexposedText).isEmpty)
        func steps(_ label: String) -> some View {
            HStack { Text("1"); Text("2").bold(); Text("3"); Text("4") }
                .accessibilityElement(children: .ignore).accessibilityLabel(label)
        }
        #expect(findings(steps("Step 2 of 4"), .unexposedText).isEmpty)
        // Fail: a label that names the row but not the position leaves the digits unread.
        #expect(!findings(steps("Checkout progress"), .unexposedText).isEmpty)
        // A number past the total is not a position it says.
        #expect(!findings(HStack { Text("7") }.accessibilityElement(children: .ignore).accessibilityLabel("Step 2 of 4"),
                          .unexposedText).isEmpty)
    }

    @Test("unlabeled-control: a stepper with an empty title says only Decrement and Increment; a titled one passes")
    func unlabelledStepper() {
        struct Guests: View {
            let title: String
            @State var count = 2
            var body: some View { Stepper(title, value: $count, in: 1...8) }
        }
        let bare = findings(Guests(title: ""), .unlabeledControl)
        #expect(bare.map(\.message) == ["a stepper has no label: its buttons say only Decrement and Increment"])
        #expect(findings(Guests(title: "Guests"), .unlabeledControl).isEmpty)
        // Inapplicable: two buttons of that name on their own are not a stepper without a title.
        #expect(findings(VStack { Text("Zoom"); Button("Decrement") {}; Button("Increment") {} }, .unlabeledControl).isEmpty)
    }

    @Test("duplicate-sibling-labels: five stars each read alike fail; the row as one element with a value passes; two alike, or on two lines, do not apply")
    func likeImagesInARow() {
        let stars = HStack { ForEach(0..<5) { Image(systemName: $0 < 3 ? "star.fill" : "star") } }
        let found = findings(stars, .duplicateSiblingLabels)
        #expect(found.count == 1 && !found[0].needsReview)
        #expect(found.first?.message.hasPrefix("5 images side by side are each read") == true)
        let rating = stars.accessibilityElement(children: .ignore).accessibilityLabel("Rating").accessibilityValue("3 of 5 stars")
        #expect(findings(rating, .duplicateSiblingLabels).isEmpty)
        #expect(findings(HStack { Image(systemName: "star"); Image(systemName: "star") }, .duplicateSiblingLabels).isEmpty)
        #expect(findings(VStack { Image(systemName: "star"); Image(systemName: "star"); Image(systemName: "star") },
                         .duplicateSiblingLabels).isEmpty)
    }
}
