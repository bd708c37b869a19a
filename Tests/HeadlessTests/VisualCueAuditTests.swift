import Accessibility
import Headless
import Testing
import TermUI

/// visual-heading-without-trait's fixtures: sure, needs review, pass and inapplicable.
@MainActor
struct VisualHeadingAuditTests {
    func findings(_ view: some View) -> [AuditFinding] { ScreenReaderSession(view).auditFindings }
    func rules(_ view: some View) -> [AuditRule] { findings(view).map(\.rule) }

    @Test("visual-heading-without-trait: title-styled text starting each section of a form fails; the headline or large bold text needs review")
    func visualHeadings() {
        let sections = findings(VStack(alignment: .leading) {
            Text("Payment").font(.title2)
            Text("Card ending 4242")
            Text("Shipping").font(.title2)
            Text("12 Rue de la Paix, Paris")
        })
        #expect(sections.map(\.rule) == [.visualHeadingWithoutTrait, .visualHeadingWithoutTrait])
        #expect(sections.map(\.label) == ["Payment", "Shipping"] && sections.allSatisfy { !$0.needsReview })
        #expect(AuditReport(findings: sections, screen: "s", variant: "before").exitStatus == 1)
        let headline = findings(VStack { Text("Recent orders").font(.headline); Text("No orders yet") })
        #expect(headline.map(\.rule) == [.visualHeadingWithoutTrait] && headline.allSatisfy(\.needsReview))
        // Its size is fixed too: fixed-font-size's, a problem of its own.
        let sized = findings(VStack { Text("Delivery").font(.system(size: 22, weight: .bold)); Text("Tomorrow by noon") })
        #expect(sized.map(\.rule) == [.fixedFontSize, .visualHeadingWithoutTrait])
        let large = sized.filter { $0.rule == .visualHeadingWithoutTrait }
        #expect(large.count == 1 && large.allSatisfy(\.needsReview))
    }

    @Test("visual-heading-without-trait: a checkout with real headings, a price, a button's title, list rows and a navigation title passes")
    func correctScreenPasses() {
        let screen = NavigationStack {
            VStack(alignment: .leading) {
                Text("Payment").font(.title2).accessibilityAddTraits(.isHeader)
                Text("Card ending 4242")
                Text("$42.99").font(.largeTitle)
                Text("Total, taxes included")
                Button { } label: { Text("Pay now").font(.headline) }
                List {
                    ForEach(["Ada", "Grace"], id: \.self) { name in
                        VStack(alignment: .leading) { Text(name).font(.headline); Text("Engineer") }
                    }
                }
            }
            .navigationTitle("Checkout")
        }
        #expect(!rules(screen).contains(.visualHeadingWithoutTrait))
        // Bold body text is emphasis, not a heading's font.
        #expect(rules(VStack { Text("Note").bold(); Text("Orders ship on weekdays.") }) == [])
        // Combined into one element with what follows: the text has no element of its own.
        #expect(rules(VStack { Text("Bailey").font(.title); Text("Beagle") }.accessibilityElement(children: .combine)) == [])
    }

    @Test("visual-heading-without-trait: nothing after it, body text, or a heading level alone (heading-without-trait's) is not this rule's")
    func inapplicable() {
        #expect(rules(Text("Thanks for your order").font(.title)) == [])
        #expect(rules(VStack { Text("Payment"); Text("Card ending 4242") }) == [])
        #expect(rules(VStack { Text("Settings").font(.title).accessibilityHeading(.h1); Text("General") }) == [.headingWithoutTrait])
    }
}

/// toggle-without-state's fixtures: fail, pass and inapplicable.
@MainActor
struct ToggleWithoutStateAuditTests {
    func findings(_ view: some View) -> [AuditFinding] { ScreenReaderSession(view).auditFindings }
    func rules(_ view: some View) -> [AuditRule] { findings(view).map(\.rule) }

    func sizes(selected: String, marked: Bool) -> some View {
        VStack(alignment: .leading) {
            ForEach(["Small", "Medium", "Large"], id: \.self) { size in
                Button { } label: {
                    HStack {
                        Text(size)
                        if size == selected { Image(systemName: "checkmark") }
                    }
                }
                .accessibilityAddTraits(marked && size == selected ? .isSelected : [])
            }
        }
    }

    @Test("toggle-without-state: a button drawn as a checkbox, and the ticked one of a list of options, say no state")
    func statelessChecks() {
        let box = findings(Button { } label: { Text("☐ Remember me") })
        #expect(box.map(\.rule) == [.toggleWithoutState])
        let options = findings(sizes(selected: "Medium", marked: false)).filter { $0.rule == .toggleWithoutState }
        #expect(options.count == 1 && options[0].label.hasPrefix("Medium"))
        #expect(AuditReport(findings: options, screen: "s", variant: "before").exitStatus == 1)
    }

    @Test("toggle-without-state: a Toggle, an option marked selected, a checkbox with a value, and a toolbar's Done tick pass")
    func statesSaidPass() {
        #expect(!rules(sizes(selected: "Medium", marked: true)).contains(.toggleWithoutState))
        #expect(!rules(Toggle("Remember me", isOn: .constant(true))).contains(.toggleWithoutState))
        #expect(!rules(Button { } label: { Text("☑ Remember me") }.accessibilityValue("Checked")).contains(.toggleWithoutState))
        #expect(!rules(Button { } label: { Text("☑ Remember me") }.accessibilityAddTraits(.isToggle)).contains(.toggleWithoutState))
        let toolbar = HStack {
            Button("Cancel") {}
            Button { } label: { Label("Done", systemImage: "checkmark") }
            Button { } label: { Image(systemName: "checkmark") }.accessibilityLabel("Save")
        }
        #expect(!rules(toolbar).contains(.toggleWithoutState))
    }

    @Test("toggle-without-state: a tick is weighed against the like buttons of its own container only, as a list of options is one container")
    func ticksAgainstSiblingsOnly() {
        func option(_ name: String, ticked: Bool) -> some View {
            Button { } label: { HStack { Text(name); if ticked { Image(systemName: "checkmark") } } }
        }
        let apart = VStack(alignment: .leading) {
            VStack(alignment: .leading) { option("Medium", ticked: true) }.accessibilityElement(children: .contain)
            VStack(alignment: .leading) { option("Small", ticked: false); option("Large", ticked: false) }
                .accessibilityElement(children: .contain)
        }
        #expect(!rules(apart).contains(.toggleWithoutState))
        let together = VStack(alignment: .leading) {
            option("Medium", ticked: true); option("Small", ticked: false); option("Large", ticked: false)
        }.accessibilityElement(children: .contain)
        let ticked = findings(together).filter { $0.rule == .toggleWithoutState }
        #expect(ticked.count == 1 && ticked.first?.label.hasPrefix("Medium") == true)
    }

    @Test("toggle-without-state: a check drawn on text, not a button, is not this rule's")
    func inapplicable() {
        #expect(!rules(Text("✓ Saved")).contains(.toggleWithoutState))
    }
}

/// step-indicator-without-value's fixtures: sure, needs review, pass and inapplicable.
@MainActor
struct StepIndicatorAuditTests {
    func findings(_ view: some View) -> [AuditFinding] { ScreenReaderSession(view).auditFindings }

    func dots(current: Int) -> some View {
        HStack {
            ForEach(0..<5, id: \.self) { step in Image(systemName: step == current ? "circle.fill" : "circle") }
        }
    }

    func wizard(_ indicator: some View) -> some View {
        VStack(alignment: .leading) {
            Text("Choose a plan")
            indicator
            Button("Next") {}
        }
    }

    @Test("step-indicator-without-value: hidden dots with one filled need review; hidden 'Step 2 of 5' text is sure")
    func unsaidPositions() {
        let hiddenDots = findings(wizard(dots(current: 1).accessibilityHidden(true))).filter { $0.rule == .stepIndicatorWithoutValue }
        #expect(hiddenDots.count == 1 && hiddenDots.allSatisfy(\.needsReview))
        let hiddenText = findings(wizard(Text("Step 2 of 5").accessibilityHidden(true))).filter { $0.rule == .stepIndicatorWithoutValue }
        #expect(hiddenText.count == 1 && hiddenText.allSatisfy { !$0.needsReview })
        #expect(AuditReport(findings: hiddenText, screen: "s", variant: "before").exitStatus == 1)
    }

    @Test("step-indicator-without-value: dots made one element with a value, and 'Step 2 of 5' read as text, pass")
    func positionsSaidPass() {
        let indicator = dots(current: 1).accessibilityElement(children: .ignore).accessibilityLabel("Step").accessibilityValue("2 of 5")
        #expect(findings(wizard(indicator)).isEmpty)
        #expect(!findings(wizard(VStack { Text("Step 2 of 5"); dots(current: 1).accessibilityHidden(true) }))
            .contains { $0.rule == .stepIndicatorWithoutValue })
    }

    @Test("step-indicator-without-value: dots all drawn alike, or fewer than three, are not an indicator")
    func inapplicable() {
        #expect(!findings(wizard(Text("● ● ●"))).contains { $0.rule == .stepIndicatorWithoutValue })
        #expect(!findings(wizard(HStack { Image(systemName: "circle.fill"); Image(systemName: "circle") }.accessibilityHidden(true)))
            .contains { $0.rule == .stepIndicatorWithoutValue })
    }
}
