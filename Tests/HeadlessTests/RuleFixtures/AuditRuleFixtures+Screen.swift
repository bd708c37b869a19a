import Accessibility
import Foundation
@testable import Headless
import Testing
@testable import TermUI

extension AuditRuleFixtures {
    /// The fixtures of the rules that read the screen as a whole (gestures, the drawing, the
    /// fonts, what recurs across elements) and of the rules that act on a copy of it and listen
    /// (an adjustment, a custom action, the announcements as it opens, a sheet's dismissal).
    @MainActor static var screenRules: [RuleFixture] {
        gestureAndDrawingRules + headingAndNameRules + drawnStateRules + scannerRules + probeRules + activationRules
    }

    /// The rule that activates buttons.
    @MainActor private static var activationRules: [RuleFixture] { [
        /// state-shown-only-visually: a button whose activation changes only how it is drawn.
        RuleFixture(rule: .stateShownOnlyVisually, fail: [
            FixtureScreen("heart that fills, saying nothing") { CatFavoriteButton(announcesState: false) },
            FixtureScreen("tabs whose underline moves") { CatTabStrip(marksSelected: false) },
        ], pass: [
            FixtureScreen("heart that fills and is selected") { CatFavoriteButton(announcesState: true) },
            FixtureScreen("tabs marked selected") { CatTabStrip(marksSelected: true) },
        ], inapplicable: [
            FixtureScreen("a Toggle, which says its state") { Toggle("Favorite", isOn: .constant(false)) },
            FixtureScreen("text only") { Text("Ocean beach") },
        ]),
    ] }

    private static let screenFixtureURL = URL(string: "https://example.com/pricing")!

    /// The rules that read gestures, the drawing and platform views.
    @MainActor private static var gestureAndDrawingRules: [RuleFixture] { [
        /// gesture-only-control: a drag or long press VoiceOver's gestures cannot make, with no action offered instead.
        RuleFixture(rule: .gestureOnlyControl, fail: [
            FixtureScreen("drag-only volume track") { Rectangle().frame(width: 80, height: 16).gesture(DragGesture().onChanged { _ in }) },
            FixtureScreen("hold to record") { Text("Hold to record").onLongPressGesture {} },
        ], pass: [
            FixtureScreen("hold to record, with a Record action") {
                Text("Hold to record").onLongPressGesture {}.accessibilityAction(named: "Record") {}
            },
            FixtureScreen("drag track represented as a slider") {
                Rectangle().frame(width: 80, height: 16).gesture(DragGesture())
                    .accessibilityRepresentation { Slider(value: .constant(0.5), in: 0...1) { Text("Volume") } }
            },
        ], inapplicable: [
            FixtureScreen("record button, no gesture") { VStack { Text("Voice memo"); Button("Record") {} } },
        ]),
        /// text-clipped: text cut off with an ellipsis by its frame or line limit, so its end is never seen.
        RuleFixture(rule: .textClipped, fail: [
            FixtureScreen("one-line title in a narrow frame") { Text("Absolutely beautiful weekend").lineLimit(1).frame(width: 96) },
            FixtureScreen("one-line title in a narrow pane", columns: 16) { Text("Absolutely beautiful weekend").lineLimit(1) },
        ], pass: [
            FixtureScreen("title wrapping in a narrow frame") { Text("Absolutely beautiful weekend").frame(width: 96) },
            FixtureScreen("one-line title that fits") { Text("Weekend").lineLimit(1) },
        ], inapplicable: [
            FixtureScreen("weather icon, no text") { Image(systemName: "sun.max").accessibilityLabel("Sunny") },
        ]),
        /// platform-view: a UIKit view through a representable, whose inside Rotor cannot read.
        RuleFixture(rule: .platformView, fail: [
            FixtureScreen("trail map in a UIViewRepresentable") {
                VStack {
                    Text("Trailhead")
                    FixtureTrailMap().frame(height: 96).accessibilityLabel("Map of the trail")
                    Button("Directions") {}
                }
            },
        ], pass: [
            // Hidden from accessibility, the UIKit view is out of VoiceOver's reach on a device too.
            FixtureScreen("decorative trail map in a UIViewRepresentable, hidden") {
                VStack {
                    Text("Trailhead")
                    FixtureTrailMap().frame(height: 96).accessibilityHidden(true)
                    Button("Directions") {}
                }
            },
        ], inapplicable: [
            FixtureScreen("SwiftUI views only") { VStack { Text("Trailhead"); Button("Directions") {} } },
            FixtureScreen("trail map drawn in SwiftUI") {
                VStack {
                    Text("Trailhead")
                    Image("trail-map", label: Text("Map of the trail")).frame(height: 96)
                    Button("Directions") {}
                }
            },
        ]),
    ] }

    /// The rules that read headings, names and field labels.
    @MainActor private static var headingAndNameRules: [RuleFixture] { [
        /// heading-without-trait: a heading level alone, which VoiceOver on iOS neither says nor stops at.
        RuleFixture(rule: .headingWithoutTrait, fail: [
            FixtureScreen("level 2 without the trait") { Text("Settings").accessibilityHeading(.h2) },
            FixtureScreen("title level 1 over its section") {
                VStack { Text("Settings").font(.title).accessibilityHeading(.h1); Text("General") }
            },
        ], pass: [
            FixtureScreen("level 2 with the header trait") {
                VStack { Text("Settings").accessibilityHeading(.h2).accessibilityAddTraits(.isHeader); Text("General") }
            },
        ], inapplicable: [
            FixtureScreen("plain text, no level") { VStack { Text("Settings"); Text("General") } },
        ]),
        /// role-word-in-label: a role said in words ("Welcome heading", "Image of a dog") instead of by a trait.
        RuleFixture(rule: .roleWordInLabel, fail: [
            FixtureScreen("text calling itself a heading") { Text("Welcome heading") },
            FixtureScreen("image labelled 'Image of'") { Image("dog").accessibilityLabel("Image of a dog") },
        ], pass: [
            FixtureScreen("image saying what it shows") { Image("dog").accessibilityLabel("A dog on the beach") },
            FixtureScreen("text about headphones") { Text("Headphones on sale") },
        ], inapplicable: [
            FixtureScreen("plain text") { Text("Two days") },
        ]),
        /// placeholder-only-field: a text field named only by its placeholder, gone once something is typed.
        RuleFixture(rule: .placeholderOnlyField, fail: [
            FixtureScreen("empty field with a prompt only") { TextField("", text: .constant(""), prompt: Text("Email")) },
            FixtureScreen("typed-in field with a prompt only") { TextField("", text: .constant("Ada"), prompt: Text("Name")) },
        ], pass: [
            FixtureScreen("field with a title and a prompt") {
                TextField("Email", text: .constant(""), prompt: Text("name@example.com"))
            },
            FixtureScreen("prompt field with a label") {
                TextField("", text: .constant(""), prompt: Text("Email")).accessibilityLabel("Email")
            },
        ], inapplicable: [
            FixtureScreen("text, no field") { Text("Email") },
        ]),
        /// asset-name-label: an asset image read by its file name ("Newspaper"): needs review. A
        /// name written as files are ("newspaper") is asset-file-name-label's from rotor-6 on.
        RuleFixture(rule: .assetNameLabel, fail: [
            FixtureScreen("asset image, no label") { Image("Newspaper") },
            FixtureScreen("asset image named in lower case, under rotor-5") {
                var rotor5 = AuditConfiguration()
                rotor5.disabled = Set(AuditRule.allCases).subtracting(AuditPreset.rotor5.rules)
                return ScreenSession(Image("newspaper"), columns: 72, rows: 40).auditFindings(with: rotor5)
            },
        ], pass: [
            FixtureScreen("asset image with a label") { Image("newspaper", label: Text("Today's paper")) },
            FixtureScreen("asset image with an accessibility label") { Image("newspaper").accessibilityLabel("Today's paper") },
        ], inapplicable: [
            FixtureScreen("text, no image") { Text("Today's paper") },
        ]),
    ] }

    /// The rules that read what the drawing shows and no element says.
    @MainActor private static var drawnStateRules: [RuleFixture] { [
        /// visual-heading-without-trait: text in a heading's font starting a section, never said as a heading.
        RuleFixture(rule: .visualHeadingWithoutTrait, fail: [
            FixtureScreen("form sections in title2") {
                VStack(alignment: .leading) {
                    Text("Payment").font(.title2)
                    Text("Card ending 4242")
                    Text("Shipping").font(.title2)
                    Text("12 Rue de la Paix, Paris")
                }
            },
        ], pass: [
            FixtureScreen("form sections with the header trait") {
                VStack(alignment: .leading) {
                    Text("Payment").font(.title2).accessibilityAddTraits(.isHeader)
                    Text("Card ending 4242")
                    Text("$42.99").font(.largeTitle)
                    Text("Total, taxes included")
                }
            },
        ], inapplicable: [
            FixtureScreen("body text only") { VStack { Text("Payment"); Text("Card ending 4242") } },
        ]),
        /// toggle-without-state: a button drawn checked or unchecked that VoiceOver reads the same either way.
        RuleFixture(rule: .toggleWithoutState, fail: [
            FixtureScreen("checkbox drawn in a button") { Button {} label: { Text("☐ Remember me") } },
            FixtureScreen("ticked size, no selected trait") { FixtureSizes(marked: false) },
        ], pass: [
            FixtureScreen("ticked size marked selected") { FixtureSizes(marked: true) },
            FixtureScreen("checkbox with a value") { Button {} label: { Text("☑ Remember me") }.accessibilityValue("Checked") },
        ], inapplicable: [
            FixtureScreen("tick on text, not a button") { Text("✓ Saved") },
        ]),
        /// step-indicator-without-value: dots or "Step 2 of 5" shown to the eye and said by no element.
        RuleFixture(rule: .stepIndicatorWithoutValue, fail: [
            FixtureScreen("hidden 'Step 2 of 5'") { FixtureWizard { Text("Step 2 of 5").accessibilityHidden(true) } },
            FixtureScreen("hidden dots, second filled") { FixtureWizard { FixtureDots(current: 1).accessibilityHidden(true) } },
        ], pass: [
            FixtureScreen("dots as one element with a value") {
                FixtureWizard {
                    FixtureDots(current: 1).accessibilityElement(children: .ignore).accessibilityLabel("Step").accessibilityValue("2 of 5")
                }
            },
            FixtureScreen("'Step 2 of 5' read, dots hidden") {
                FixtureWizard { VStack { Text("Step 2 of 5"); FixtureDots(current: 1).accessibilityHidden(true) } }
            },
        ], inapplicable: [
            FixtureScreen("wizard page, no indicator") { VStack(alignment: .leading) { Text("Choose a plan"); Button("Next") {} } },
        ]),
    ] }

    /// The rules that read the element tree as Google's scanners and axe-core do.
    @MainActor private static var scannerRules: [RuleFixture] { [
        /// empty-heading: a header trait on nothing, so VoiceOver says only "Heading".
        RuleFixture(rule: .emptyHeading, fail: [
            FixtureScreen("empty text as a heading") { VStack { Text("").accessibilityAddTraits(.isHeader); Text("Card ending 4242") } },
            FixtureScreen("divider rule as a heading") {
                VStack { Rectangle().frame(height: 1).accessibilityElement().accessibilityAddTraits(.isHeader); Text("Card ending 4242") }
            },
        ], pass: [
            FixtureScreen("heading with text") { VStack { Text("Payment").accessibilityAddTraits(.isHeader); Text("Card ending 4242") } },
        ], inapplicable: [
            FixtureScreen("no heading") { Text("Card ending 4242") },
        ]),
        /// label-punctuated: a control's label ending in a period, heard as a pause before its trait.
        RuleFixture(rule: .labelPunctuated, fail: [
            FixtureScreen("'Save.' button") { Button("Save.") {} },
            FixtureScreen("trash icon labelled 'Delete the draft.'") {
                Button {} label: { Image(systemName: "trash") }.accessibilityLabel("Delete the draft.")
            },
        ], pass: [
            FixtureScreen("'Save' button") { Button("Save") {} },
            FixtureScreen("abbreviation and ellipsis") { VStack { Button("Contact Acme Inc.") {}; Button("Save as…") {} } },
        ], inapplicable: [
            FixtureScreen("a sentence as text") { Text("Your order is on its way.") },
        ]),
        /// duplicate-clickable-bounds: two controls on one frame, so touch finds only one of them.
        RuleFixture(rule: .duplicateClickableBounds, fail: [
            FixtureScreen("Stop stacked on Play") { ZStack { Button("Play") {}; Button("Stop") {} } },
            FixtureScreen("Stop laid over Play") { Button("Play") {}.overlay { Button("Stop") {} } },
        ], pass: [
            FixtureScreen("Play and Stop side by side") { HStack { Button("Play") {}; Button("Stop") {} } },
        ], inapplicable: [
            FixtureScreen("now playing text") { Text("Now playing") },
        ]),
        /// link-purpose-unclear: links named "Learn more" or by an icon, saying nothing of where they go.
        RuleFixture(rule: .linkPurposeUnclear, fail: [
            FixtureScreen("two 'more' links in one stack") {
                VStack {
                    Text("Pricing plans")
                    Link("Learn more", destination: screenFixtureURL)
                    Text("Privacy")
                    Button("Read more") {}
                }
            },
            FixtureScreen("globe icon link") { Link(destination: screenFixtureURL) { Image(systemName: "globe") } },
        ], pass: [
            FixtureScreen("links that say where they go") {
                VStack { Link("Learn more about pricing", destination: screenFixtureURL); Button("Read the privacy policy") {} }
            },
        ], inapplicable: [
            FixtureScreen("'Learn more' as text") { Text("Learn more") },
        ]),
        /// traits-conflict: one element given two roles (button and link, or a button that adjusts).
        RuleFixture(rule: .traitsConflict, fail: [
            FixtureScreen("button that is also a link") { Button("Terms") {}.accessibilityAddTraits(.isLink) },
            FixtureScreen("adjustable button") { Button("Volume") {}.accessibilityValue("5").accessibilityAdjustableAction { _ in } },
        ], pass: [
            FixtureScreen("a link") { Link("Terms", destination: screenFixtureURL) },
            FixtureScreen("button retraited as a link") {
                Button("Terms") {}.accessibilityRemoveTraits(.isButton).accessibilityAddTraits(.isLink)
            },
        ], inapplicable: [
            FixtureScreen("plain text") { Text("Terms") },
        ]),
        /// fixed-font-size: text in a fixed point size that a larger text setting does not scale.
        RuleFixture(rule: .fixedFontSize, fail: [
            FixtureScreen("total in .system(size: 17)") { Text("Total").font(.system(size: 17)) },
            FixtureScreen("receipt stack in .system(size: 15)") { VStack { Text("Total"); Text("$42") }.font(.system(size: 15)) },
        ], pass: [
            FixtureScreen("total in .body") { Text("Total").font(.body) },
            FixtureScreen("custom font relative to body") { Text("Total").font(.custom("Avenir Next", size: 17, relativeTo: .body)) },
        ], inapplicable: [
            FixtureScreen("a rule, no text") { Rectangle().frame(width: 20, height: 2) },
        ]),
    ] }

    /// The rules that act on a copy of the screen and listen.
    @MainActor private static var probeRules: [RuleFixture] { [
        /// adjustable-value-unchanged: swiping up or down on an adjustable element changes nothing the user hears.
        RuleFixture(rule: .adjustableValueUnchanged, fail: [
            FixtureScreen("volume that never changes") { ScreenReaderSession(FixtureStuckVolume()).auditFindings },
        ], pass: [
            FixtureScreen("volume slider") { ScreenReaderSession(FixtureVolumeSlider()).auditFindings },
            FixtureScreen("guests stepper at its top") { ScreenReaderSession(FixtureGuests()).auditFindings },
        ], inapplicable: [
            FixtureScreen("volume as text") { ScreenReaderSession(Text("Volume")).auditFindings },
        ]),
        /// custom-action-no-effect: a custom action that changes nothing and says nothing: needs review.
        RuleFixture(rule: .customActionNoEffect, fail: [
            FixtureScreen("silent Copy link action") {
                ScreenReaderSession(Text("Baker beach").accessibilityAction(named: "Copy link") {}).auditFindings
            },
        ], pass: [
            FixtureScreen("Copy link that announces") {
                ScreenReaderSession(Text("Baker beach").accessibilityAction(named: "Copy link") {
                    AccessibilityNotification.Announcement("Link copied").post()
                }).auditFindings
            },
            FixtureScreen("Favorite that changes the label") { ScreenReaderSession(FixtureFavoriteBeach()).auditFindings },
        ], inapplicable: [
            FixtureScreen("no custom action") { ScreenReaderSession(Text("Baker beach")).auditFindings },
        ]),
        /// announcement-too-close: an announcement cut off by another posted under 0.3 s after it.
        RuleFixture(rule: .announcementTooClose, fail: [
            FixtureScreen("Saved then Uploading 0.1 s later") { ScreenReaderSession(ProbeAuditTests.Upload(gap: 0.1)).auditFindings },
        ], pass: [
            FixtureScreen("Saved then Uploading 1 s later") { ScreenReaderSession(ProbeAuditTests.Upload(gap: 1)).auditFindings },
            FixtureScreen("Uploading queued with low priority") {
                ScreenReaderSession(ProbeAuditTests.Upload(gap: 0.1, second: .low)).auditFindings
            },
        ], inapplicable: [
            FixtureScreen("nothing announced") { ScreenReaderSession(Text("Upload")).auditFindings },
        ]),
        /// focus-lost-after-dismiss: a sheet closed with the escape gesture leaves VoiceOver's focus on nothing.
        RuleFixture(rule: .focusLostAfterDismiss, fail: [
            FixtureScreen("sheet over an empty screen") { ScreenReaderSession(ProbeAuditTests.Sheet(behind: false)).auditFindings },
        ], pass: [
            FixtureScreen("sheet over a screen with text") { ScreenReaderSession(ProbeAuditTests.Sheet(behind: true)).auditFindings },
        ], inapplicable: [
            FixtureScreen("no modal") { ScreenReaderSession(Text("Home")).auditFindings },
        ]),
    ] }
}

/// A custom volume control that says its value and never changes it.
private struct FixtureStuckVolume: View {
    var body: some View { Text("Volume").accessibilityValue("50%").accessibilityAdjustableAction { _ in } }
}

/// A slider that keeps its value.
private struct FixtureVolumeSlider: View {
    @State var level = 5.0
    var body: some View { Slider(value: $level, in: 0...10).accessibilityLabel("Volume") }
}

/// A stepper at the top of its range: it changes going down.
private struct FixtureGuests: View {
    @State var count = 5
    var body: some View { Stepper("Guests", value: $count, in: 1...5) }
}

/// A beach whose Favorite action changes its label.
private struct FixtureFavoriteBeach: View {
    @State var favorite = false
    var body: some View {
        Text(favorite ? "Ocean beach, favorite" : "Ocean beach").accessibilityAction(named: "Favorite") { favorite.toggle() }
    }
}

/// A stand-in for a UIKit map view.
private struct FixtureTrailMap: UIViewRepresentable {
    func makeUIView(context: Context) -> UIView { UIView() }
    func updateUIView(_ uiView: UIView, context: Context) {}
}

/// A list of sizes, "Medium" ticked; `marked` gives it the selected trait.
private struct FixtureSizes: View {
    var marked: Bool
    var body: some View {
        VStack(alignment: .leading) {
            ForEach(["Small", "Medium", "Large"], id: \.self) { size in
                Button {} label: {
                    HStack {
                        Text(size)
                        if size == "Medium" { Image(systemName: "checkmark") }
                    }
                }
                .accessibilityAddTraits(marked && size == "Medium" ? .isSelected : [])
            }
        }
    }
}

/// Five dots, the `current` one filled.
private struct FixtureDots: View {
    var current: Int
    var body: some View {
        HStack {
            ForEach(0..<5, id: \.self) { step in Image(systemName: step == current ? "circle.fill" : "circle") }
        }
    }
}

/// A page of a wizard with `indicator` between its title and its Next button.
private struct FixtureWizard<Indicator: View>: View {
    @ViewBuilder var indicator: Indicator
    var body: some View {
        VStack(alignment: .leading) {
            Text("Choose a plan")
            indicator
            Button("Next") {}
        }
    }
}
