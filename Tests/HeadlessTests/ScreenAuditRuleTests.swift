import Accessibility
import Headless
import Testing
import TermUI

/// The rules that read the screen as a whole (geometry, reading order, drawing), each caught
/// by a view written to break it and passed by one written to keep it.
@MainActor
struct ScreenAuditRuleTests {
    /// The fixtures' actions are empty closures: what performing them finds (an adjustment
    /// that changes nothing, an action with no effect) is ProbeAuditTests' subject.
    static let acting: Set<AuditRule> = [.adjustableValueUnchanged, .customActionNoEffect]

    func rules(_ view: some View) -> [AuditRule] {
        ScreenReaderSession(view).auditFindings.map(\.rule).filter { !Self.acting.contains($0) }
    }

    func findings(_ view: some View, _ rule: AuditRule) -> [AuditFinding] {
        ScreenReaderSession(view).auditFindings.filter { $0.rule == rule }
    }

    @Test("hit-region: a one-column letter button is too small to touch; two columns, or a lone symbol icon, is not")
    func hitRegion() {
        #expect(rules(Button("X") {}) == [.hitRegion])
        #expect(findings(Button("X") {}, .hitRegion).first?.message.contains("8×16 points") == true)
        #expect(rules(Button("OK") {}) == [])
        #expect(rules(Button(action: {}) { Image(systemName: "star") }.accessibilityLabel("Favorite")) == [])
        // A dimmed control is not a target.
        #expect(rules(Button("X") {}.disabled(true)) == [])
    }

    @Test("parent-child: a container around a single unlabelled element, and a child outside its container")
    func parentChild() {
        let single = VStack { Button("Share") {} }.accessibilityElement(children: .contain)
        #expect(rules(single) == [.parentChild])
        let labelled = VStack { Button("Share") {} }.accessibilityElement(children: .contain).accessibilityLabel("Post")
        #expect(rules(labelled) == [])
        let two = VStack { Button("Share") {}; Button("Reply") {} }.accessibilityElement(children: .contain)
        #expect(rules(two) == [])
        let outside = VStack {
            Text("Nick")
            Button("Reply") {}.offset(y: 160)
        }
        .accessibilityElement(children: .contain)
        #expect(findings(outside, .parentChild).map(\.label) == ["Reply"])
    }

    @Test("traversal-order: a sort priority that reads the bottom first sends the user back up the screen")
    func traversalOrder() {
        let jumps = VStack {
            Text("Top")
            Text("Bottom").accessibilitySortPriority(1)
        }
        #expect(findings(jumps, .traversalOrder).map(\.label) == ["Top"])
        #expect(rules(VStack { Text("Top"); Text("Bottom") }) == [])
        // Side by side, the next column starts at the top: not a jump.
        let columns = HStack(alignment: .top) {
            VStack { Text("Left one"); Text("Left two") }.accessibilityElement(children: .contain).accessibilityLabel("Left")
            VStack { Text("Right one"); Text("Right two") }.accessibilityElement(children: .contain).accessibilityLabel("Right")
        }
        #expect(rules(columns) == [])
    }

    @Test("duplicate-description: two controls apart on the screen sound the same")
    func duplicateDescription() {
        func row(_ name: String, reply: String) -> some View {
            HStack { Text(name); Button(reply) {} }.accessibilityElement(children: .contain).accessibilityLabel(name)
        }
        let same = VStack { row("Nick", reply: "Reply"); row("Jack", reply: "Reply") }
        #expect(rules(same) == [.duplicateDescription, .duplicateDescription])
        let distinct = VStack { row("Nick", reply: "Reply to Nick"); row("Jack", reply: "Reply to Jack") }
        #expect(rules(distinct) == [])
    }

    @Test("duplicate-description is sure only within one list of alike rows; the same control in unlike sections needs review and passes")
    func duplicateDescriptionPrecision() {
        // Fail: rows of one list, each with its "Remove" button.
        let rows = VStack {
            ForEach(["Mug", "Tea"], id: \.self) { item in
                HStack { Text(item); Button("Remove") {} }.accessibilityElement(children: .contain)
            }
        }
        let sure = findings(rows, .duplicateDescription)
        #expect(sure.count == 2 && sure.allSatisfy { !$0.needsReview })
        #expect(AuditReport(findings: ScreenReaderSession(rows).auditFindings, screen: "s", variant: "after").exitStatus == 1)
        // Needs review: a "Details" button in two unlike sections of the screen.
        let sections = VStack {
            VStack { Text("Shipping").accessibilityAddTraits(.isHeader); Text("Two days"); Button("Details") {} }
                .accessibilityElement(children: .contain)
            VStack { Text("Returns").accessibilityAddTraits(.isHeader); Button("Details") {} }
                .accessibilityElement(children: .contain)
        }
        let unsure = findings(sections, .duplicateDescription)
        #expect(unsure.count == 2 && unsure.allSatisfy(\.needsReview))
        #expect(AuditReport(findings: ScreenReaderSession(sections).auditFindings, screen: "s", variant: "after").exitStatus == 0)
        #expect(AuditReport(findings: ScreenReaderSession(sections).auditFindings, screen: "s", variant: "after").lines.last == "No problems found; 2 to review.")
        // Inapplicable: the same words on text, not on controls.
        let texts = VStack {
            VStack { Text("Nick"); Text("Great photo") }.accessibilityElement(children: .contain)
            VStack { Text("Jack"); Text("Great photo") }.accessibilityElement(children: .contain)
        }
        #expect(findings(texts, .duplicateDescription).isEmpty)
    }

    @Test("label-in-name: a button that shows one word and is called another (WCAG 2.5.3)")
    func labelInName() {
        #expect(rules(Button("Send") {}.accessibilityLabel("Submit")) == [.labelInName])
        #expect(findings(Button("Send") {}.accessibilityLabel("Submit"), .labelInName).first?.message.contains("\"send\"") == true)
        #expect(rules(Button("Send") {}.accessibilityLabel("Send message")) == [])
        #expect(rules(Button("Send") {}) == [])
    }

    @Test("unexposed-text: text drawn that no element reads; hidden text and a value that says it are fine")
    func unexposedText() {
        let cut = HStack { Text("Nick"); Text("5 min ago") }
            .accessibilityElement(children: .ignore).accessibilityLabel("Nick")
        #expect(findings(cut, .unexposedText).map(\.message) == ["\"5 min ago\" on row 1 is drawn inside it but it does not read it"])
        #expect(rules(HStack { Text("Nick"); Text("5 min ago") }.accessibilityElement(children: .combine)) == [])
        #expect(rules(Text("Decoration").accessibilityHidden(true)) == [])
        let summarized = HStack { Text("empty"); Text("empty") }
            .accessibilityElement(children: .ignore).accessibilityLabel("Alert").accessibilityValue("No sounds")
        #expect(rules(summarized) == [])
    }

    @Test("unexposed-text: a symbol with no glyph is drawn as its name in brackets, in italics, a stand-in for the picture the audit does not read; the same words as text are read")
    func symbolStandInsAreNotText() {
        let labels = List { Label("Inbox", systemImage: "tray"); Label("Sent", systemImage: "paperplane") }
        #expect(rules(labels) == [])
        let drawn = ViewGraph(Label("Inbox", systemImage: "tray").frame(maxWidth: .infinity, alignment: .leading),
                              columns: 20, rows: 1).draw()
        #expect(drawn.text.hasPrefix("[tray] Inbox"))
        #expect(drawn[1, 0].style.italic)
        #expect(!drawn[7, 0].style.italic)
        let written = HStack { Text("[tray]"); Text("Inbox") }.accessibilityElement(children: .ignore).accessibilityLabel("Inbox")
        #expect(rules(written) == [.unexposedText])
    }

    @Test("contrast: dark grey text on the dark page is below 4.5:1, with the ratio in the finding; bold needs 3:1")
    func contrast() {
        let dim = Text("Faint").foregroundColor(Color(white: 0.3))
        let found = findings(dim, .contrast)
        #expect(found.count == 1)
        #expect(found.first?.message.contains(":1, below 4.5:1") == true)
        #expect(rules(Text("Clear").foregroundColor(.white)) == [])
        // About 3.5:1 against black: too little for regular text, enough for bold.
        let middle = Color(white: 0.42)
        #expect(rules(Text("Middle").foregroundColor(middle)) == [.contrast])
        #expect(rules(Text("Middle").bold().foregroundColor(middle)) == [])
        // Text on its own background: yellow on white fails however the terminal is set.
        #expect(rules(Text("Warning").foregroundColor(.yellow).background(Color.white)) == [.contrast])
    }

    @Test("contrast of reversed text (a selected list row) swaps the page's colours too: the page's background on the text's colour")
    func contrastOfReversedText() {
        // Secondary text reversed is the dark page on grey, about 7:1: it passes.
        let quiet = List(selection: .constant(Optional(1))) { Text("Quiet").foregroundColor(.secondary).tag(1) }
        #expect(rules(quiet).filter { $0 == .contrast } == [])
        // Dark grey reversed is the dark page on dark grey: it fails.
        let murky = List(selection: .constant(Optional(1))) { Text("Murky").foregroundColor(Color(white: 0.2)).tag(1) }
        #expect(findings(murky, .contrast).first?.message.contains("is #000000 on #333333") == true)
    }

    @Test("gesture-only-control: a drag or long press with no action, value or representation cannot be done with VoiceOver")
    func gestureOnlyControl() {
        let track = Rectangle().frame(width: 80, height: 16)
        #expect(rules(track.gesture(DragGesture().onChanged { _ in })) == [.gestureOnlyControl])
        #expect(findings(track.gesture(DragGesture()), .gestureOnlyControl).first?.message.hasPrefix("a drag gesture") == true)
        #expect(rules(Text("Hold to record").onLongPressGesture {}) == [.gestureOnlyControl])
        let adjustable = track.gesture(DragGesture())
            .accessibilityLabel("Volume").accessibilityValue("3").accessibilityAdjustableAction { _ in }
        #expect(rules(adjustable) == [])
        let represented = track.gesture(DragGesture())
            .accessibilityRepresentation { Slider(value: .constant(0.5), in: 0...1) { Text("Volume") } }
        #expect(rules(represented) == [])
        #expect(rules(Text("Hold to record").onLongPressGesture {}.accessibilityAction(named: "Record") {}) == [])
    }

    @Test("text-clipped: a line limit or a narrow frame cuts the text; the whole text fits without them")
    func textClipped() {
        let cut = Text("Absolutely beautiful weekend").lineLimit(1).frame(width: 96)
        let found = findings(cut, .textClipped)
        #expect(found.map(\.rule) == [.textClipped])
        #expect(found.first?.message.hasPrefix("it shows only \"Absolutely") == true)
        #expect(rules(Text("Absolutely beautiful weekend")) == [])
        // Wrapping onto more lines is not clipping.
        #expect(rules(Text("Absolutely beautiful weekend").frame(width: 96)) == [])
    }

    @Test("text-clipped at accessibility3: a text that fits at the default size but is cut when laid out for large type")
    func textClippedAtAccessibilitySize() {
        let session = ScreenReaderSession(ShrinksAtLargeSizes())
        let found = session.auditFindings.filter { $0.rule == .textClipped }
        #expect(found.count == 1)
        #expect(found.first?.message.hasPrefix("laid out at Dynamic Type accessibility3, it shows only") == true)
        // The audit puts the session's own settings back.
        #expect(session.auditFindings.map(\.message) == found.map(\.message))
        #expect(rules(Text("Budget for the whole trip")) == [])
    }

    @Test("text-clipped lays the screen out again at accessibility3 only when its code read the Dynamic Type size: the same layout otherwise")
    func textClippedRelayoutOnlyWhenTheSizeIsRead() {
        var onlyClipped = AuditConfiguration()
        onlyClipped.disabled = Set(AuditRule.allCases).subtracting([.textClipped])
        // Reads the size only once shown: until then, every size lays out the same.
        let session = ScreenReaderSession(ShrinksWhenShown()).session
        #expect(!session.graph.hasReadDynamicTypeSize)
        let quiet = session.graph.updatePasses
        #expect(session.auditFindings(with: onlyClipped).isEmpty)
        #expect(session.graph.updatePasses == quiet)

        session.perform(.focus("Show budget"))
        session.perform(.activate)
        #expect(session.graph.hasReadDynamicTypeSize)
        let shown = session.graph.updatePasses
        let found = session.auditFindings(with: onlyClipped)
        #expect(found.map(\.rule) == [.textClipped])
        #expect(found.first?.message.hasPrefix("laid out at Dynamic Type accessibility3") == true)
        // Laid out at accessibility3 and at the screen's own size again.
        #expect(session.graph.updatePasses == shown + 2)
    }

    @Test("contrast follows the screen's appearance: yellow text passes on the dark page and fails on the light one")
    func contrastFollowsAppearance() {
        let reader = ScreenReaderSession(Text("Sunny").foregroundColor(.yellow))
        #expect(reader.auditFindings.map(\.rule) == [])
        var light = EnvironmentOverrides()
        light.colorScheme = .light
        reader.session.environmentOverrides = light
        let found = reader.auditFindings.filter { $0.rule == .contrast }
        #expect(found.count == 1)
        #expect(found.first?.message.contains("on #ffffff") == true)
    }

    @Test("the contrast ratio is WCAG's: 21:1 for black on white, 1:1 for a colour on itself, #777 on white just under 4.5")
    func contrastFormula() {
        let white = TerminalColor(red: 255, green: 255, blue: 255), black = TerminalColor(red: 0, green: 0, blue: 0)
        #expect(abs(AccessibilityAudit.contrastRatio(white, black) - 21) < 0.001)
        #expect(abs(AccessibilityAudit.contrastRatio(black, black) - 1) < 0.001)
        let grey = TerminalColor(red: 0x77, green: 0x77, blue: 0x77)
        #expect(abs(AccessibilityAudit.contrastRatio(grey, white) - 4.48) < 0.01)
    }
}

/// A one-line text whose frame narrows at accessibility sizes, so it is cut only there.
struct ShrinksAtLargeSizes: View {
    @Environment(\.dynamicTypeSize) var size
    var body: some View {
        Text("Budget for the whole trip").lineLimit(1).frame(width: size.isAccessibilitySize ? 80 : 400, alignment: .leading)
    }
}

/// A button that shows `ShrinksAtLargeSizes`, the first view to read the Dynamic Type size.
struct ShrinksWhenShown: View {
    @State private var shown = false
    var body: some View {
        VStack {
            Button("Show budget") { shown = true }
            if shown { ShrinksAtLargeSizes() }
        }
    }
}
