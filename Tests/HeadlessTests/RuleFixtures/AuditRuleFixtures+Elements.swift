import Accessibility
import Foundation
@testable import Headless
import Testing
@testable import TermUI

extension AuditRuleFixtures {
    /// The fixtures of the rules that judge elements as VoiceOver meets them (their label, hint,
    /// traits, actions, value) and of the screen rules that read their geometry, order and
    /// drawing: a screen each rule must flag, one it judges and passes, and one with nothing for
    /// it to judge.
    @MainActor
    static var elementRules: [RuleFixture] {
        labelRules + hintAndSiblingRules + actionRules + contentRules + geometryRules + drawingRules
    }

    /// A note with an email address and a phone number, for text-without-rotors.
    private static let note = "Write to sam@example.com or call 415-555-0132."

    @MainActor
    private static var labelRules: [RuleFixture] {
        [
            /// unlabeled-control: a control VoiceOver can only call "Button".
            RuleFixture(
                rule: .unlabeledControl,
                fail: [FixtureScreen("icon button with no label") { Button(action: {}) { Image(decorative: "dots") } }],
                pass: [FixtureScreen("labelled icon button") {
                    Button(action: {}) { Image(systemName: "square.and.arrow.up") }.accessibilityLabel("Share")
                }],
                inapplicable: [FixtureScreen("text only") { VStack { Text("Funston beach"); Text("Sunny all day") } }]),
            /// file-or-symbol-name-label: an image or control read by its file or symbol name.
            RuleFixture(
                rule: .fileOrSymbolNameLabel,
                fail: [
                    FixtureScreen("photo read by its file name") { Image("IMG_0042.jpg") },
                    FixtureScreen("icon button read by its symbol name") { Button(action: {}) { Image(systemName: "sparkles") } },
                ],
                pass: [
                    FixtureScreen("photo described") {
                        Image("beach").accessibilityLabel("The Golden Gate bridge over a calm sea")
                    },
                    FixtureScreen("icon button labelled by what it does") {
                        Button(action: {}) { Image(systemName: "sparkles") }.accessibilityLabel("Super favorite")
                    },
                ],
                inapplicable: [FixtureScreen("text only") { Text("Welcome back") }]),
            /// label-repeats-trait: a label ending in the trait word VoiceOver says anyway.
            RuleFixture(
                rule: .labelRepeatsTrait,
                fail: [FixtureScreen("button labelled \"Play button\"") { Button("Play button") {} }],
                pass: [FixtureScreen("button labelled \"Play\"") { Button("Play") {} }],
                inapplicable: [FixtureScreen("plain text") { Text("Now playing") }]),
        ]
    }

    @MainActor
    private static var hintAndSiblingRules: [RuleFixture] {
        [
            /// hint-not-a-phrase: a hint that tells the gesture, starts in lower case or runs long.
            RuleFixture(
                rule: .hintNotAPhrase,
                fail: [
                    FixtureScreen("hint describing the gesture") { Button("Play") {}.accessibilityHint("Double tap to play") },
                    FixtureScreen("hint in lower case") { Button("Play") {}.accessibilityHint("plays the song.") },
                ],
                pass: [FixtureScreen("hint saying what happens") { Button("Play") {}.accessibilityHint("Plays the song.") }],
                inapplicable: [FixtureScreen("button with no hint") { Button("Play") {} }]),
            /// hint-repeats-label: a hint that says the label again.
            RuleFixture(
                rule: .hintRepeatsLabel,
                fail: [FixtureScreen("hint starting with the label") { Button("Play") {}.accessibilityHint("Play the song") }],
                pass: [FixtureScreen("hint saying what happens") {
                    Button("Play") {}.accessibilityHint("Starts the album from the first song")
                }],
                inapplicable: [FixtureScreen("button with no hint") { Button("Play") {} }]),
            /// duplicate-sibling-labels: controls side by side the user cannot tell apart.
            RuleFixture(
                rule: .duplicateSiblingLabels,
                fail: [FixtureScreen("two Reply buttons side by side") {
                    VStack { Text("Nick: Great photo"); Button("Reply") {}; Text("Jack: Lovely"); Button("Reply") {} }
                }],
                pass: [FixtureScreen("Reply buttons that say whom") {
                    VStack {
                        Text("Nick: Great photo"); Button("Reply to Nick") {}; Text("Jack: Lovely"); Button("Reply to Jack") {}
                    }
                }],
                inapplicable: [FixtureScreen("two comments by one person, no controls") {
                    VStack { Text("Nick"); Text("Great photo"); Text("Nick"); Text("See you there") }
                }]),
        ]
    }

    @MainActor
    private static var actionRules: [RuleFixture] {
        [
            /// activatable-without-trait: a tap gesture VoiceOver never announces.
            RuleFixture(
                rule: .activatableWithoutTrait,
                fail: [FixtureScreen("tappable comment text") { Text("Looks like a wonderful time").onTapGesture {} }],
                pass: [FixtureScreen("tappable comment with the button trait") {
                    Text("Looks like a wonderful time").onTapGesture {}.accessibilityAddTraits(.isButton)
                }],
                inapplicable: [FixtureScreen("comment text, not tappable") { Text("Looks like a wonderful time") }]),
            /// control-without-action: announced as a button, but a double tap does nothing.
            RuleFixture(
                rule: .controlWithoutAction,
                fail: [FixtureScreen("text given the button trait") { Text("Nick").accessibilityAddTraits(.isButton) }],
                pass: [
                    FixtureScreen("row combined with its Reply button") {
                        HStack { Text("Nick"); Button("Reply") {} }.accessibilityElement(children: .combine)
                    },
                    FixtureScreen("dimmed Delete button") { Button("Delete") {}.disabled(true) },
                ],
                inapplicable: [FixtureScreen("plain text") { Text("Nick") }]),
            /// adjustable-without-value: after a swipe the user cannot hear what changed.
            RuleFixture(
                rule: .adjustableWithoutValue,
                fail: [FixtureScreen("adjustable volume with no value") {
                    Text("Volume").accessibilityAdjustableAction { _ in }
                }],
                pass: [
                    FixtureScreen("adjustable volume with a value") {
                        Text("Volume").accessibilityValue("3").accessibilityAdjustableAction { _ in }
                    },
                    FixtureScreen("slider") { Slider(value: .constant(0.3), in: 0...1) { Text("Volume") } },
                ],
                inapplicable: [FixtureScreen("mute button") { Button("Mute") {} }]),
            /// lost-actions: children: .ignore over buttons, their actions gone with them.
            RuleFixture(
                rule: .lostActions,
                fail: [FixtureScreen("row ignoring its Favorite and Reply buttons") {
                    HStack { Text("Nick"); Button("Favorite") {}; Button("Reply") {} }
                        .accessibilityElement(children: .ignore).accessibilityLabel("Nick")
                }],
                pass: [FixtureScreen("ignored row that takes its buttons' actions") {
                    HStack { Text("Nick"); Button("Favorite") {}; Button("Reply") {} }
                        .accessibilityElement(children: .ignore).accessibilityLabel("Nick")
                        .accessibilityAction(named: "Favorite") {}.accessibilityAction(named: "Reply") {}
                }],
                inapplicable: [FixtureScreen("row combined, not ignored") {
                    HStack { Text("Nick"); Button("Favorite") {}; Button("Reply") {} }.accessibilityElement(children: .combine)
                }]),
        ]
    }

    @MainActor
    private static var contentRules: [RuleFixture] {
        [
            /// undescribed-drop-point: a drop point VoiceOver can only call "Drop".
            RuleFixture(
                rule: .undescribedDropPoint,
                fail: [FixtureScreen("drop point with no description") {
                    Text("Alert").accessibilityDropPoint(.center, description: "")
                }],
                pass: [FixtureScreen("described drop point") {
                    Text("Alert").accessibilityDropPoint(.center, description: "Set sound 1")
                }],
                inapplicable: [FixtureScreen("text taking no drops") { Text("Alert") }]),
            /// text-without-rotors: addresses and numbers in a text with no rotor to reach them.
            RuleFixture(
                rule: .textWithoutRotors,
                fail: [FixtureScreen("note with an email and a phone number") {
                    TextEditor(text: .constant(note)).accessibilityLabel("Note")
                }],
                pass: [FixtureScreen("note with rotors for its email and phone number") {
                    TextEditor(text: .constant(note)).accessibilityLabel("Note")
                        .accessibilityRotor("Email Addresses", textRanges: [note.range(of: "sam@example.com")!])
                        .accessibilityRotor("Phone Numbers", textRanges: [note.range(of: "415-555-0132")!])
                }],
                inapplicable: [FixtureScreen("note of plain words") {
                    TextEditor(text: .constant("Plain words only.")).accessibilityLabel("Note")
                }]),
            /// hidden-interactive-content: a hidden control whose action nothing else offers.
            RuleFixture(
                rule: .hiddenInteractiveContent,
                fail: [FixtureScreen("hidden Favorite button") {
                    HStack { Text("Funston beach"); Button("Favorite") {}.accessibilityHidden(true) }
                }],
                pass: [FixtureScreen("hidden Favorite offered as the row's action") {
                    HStack {
                        Button("Funston beach") {}.accessibilityAction(named: "Favorite") {}
                        Button("Favorite") {}.accessibilityHidden(true)
                    }
                }],
                inapplicable: [FixtureScreen("hidden decoration") {
                    HStack { Text("Funston beach"); Text("~~~").accessibilityHidden(true) }
                }]),
            /// modal-without-escape: a modal the two-finger scrub cannot leave.
            RuleFixture(
                rule: .modalWithoutEscape,
                fail: [FixtureScreen("custom dialog with no escape") {
                    VStack { Text("Delete the trip?"); Button("Delete") {} }
                        .accessibilityElement(children: .contain).accessibilityAddTraits(.isModal)
                }],
                pass: [
                    FixtureScreen("custom dialog with an escape action") {
                        VStack { Text("Delete the trip?"); Button("Delete") {} }
                            .accessibilityElement(children: .contain).accessibilityAddTraits(.isModal)
                            .accessibilityAction(.escape) {}
                    },
                    FixtureScreen("sheet") {
                        Text("Trips").sheet(isPresented: .constant(true)) { VStack { Text("Settings"); Button("Done") {} } }
                    },
                ],
                inapplicable: [FixtureScreen("screen with no modal") { VStack { Text("Trips"); Button("New trip") {} } }]),
        ]
    }

    @MainActor
    private static var geometryRules: [RuleFixture] {
        [
            /// hit-region: a control too small to touch.
            RuleFixture(
                rule: .hitRegion,
                fail: [FixtureScreen("one-letter close button") { Button("X") {} }],
                pass: [
                    FixtureScreen("two-letter button") { Button("OK") {} },
                    FixtureScreen("labelled symbol button") {
                        Button(action: {}) { Image(systemName: "star") }.accessibilityLabel("Favorite")
                    },
                ],
                inapplicable: [FixtureScreen("text only") { Text("Sunny all day") }]),
            /// parent-child: a child outside its container, or a container around one element.
            RuleFixture(
                rule: .parentChild,
                fail: [
                    FixtureScreen("unlabelled container around one button") {
                        VStack { Button("Share") {} }.accessibilityElement(children: .contain)
                    },
                    FixtureScreen("button offset out of its container") {
                        VStack { Text("Nick"); Button("Reply") {}.offset(y: 160) }.accessibilityElement(children: .contain)
                    },
                ],
                pass: [
                    FixtureScreen("labelled container around one button") {
                        VStack { Button("Share") {} }.accessibilityElement(children: .contain).accessibilityLabel("Post")
                    },
                    FixtureScreen("container of two buttons") {
                        VStack { Button("Share") {}; Button("Reply") {} }.accessibilityElement(children: .contain)
                    },
                ],
                inapplicable: [FixtureScreen("buttons with no container") { VStack { Button("Share") {}; Button("Reply") {} } }]),
            /// traversal-order: the reading order jumps back up the screen.
            RuleFixture(
                rule: .traversalOrder,
                fail: [FixtureScreen("bottom text read first by its sort priority") {
                    VStack { Text("Top"); Text("Bottom").accessibilitySortPriority(1) }
                }],
                pass: [
                    FixtureScreen("column read top to bottom") { VStack { Text("Top"); Text("Bottom") } },
                    FixtureScreen("two columns, each read down") {
                        HStack(alignment: .top) {
                            VStack { Text("Left one"); Text("Left two") }
                                .accessibilityElement(children: .contain).accessibilityLabel("Left")
                            VStack { Text("Right one"); Text("Right two") }
                                .accessibilityElement(children: .contain).accessibilityLabel("Right")
                        }
                    },
                ],
                inapplicable: [FixtureScreen("one element") { Text("Only this") }]),
        ]
    }

    @MainActor
    private static var drawingRules: [RuleFixture] {
        [
            /// duplicate-description: controls apart on the screen that sound the same.
            RuleFixture(
                rule: .duplicateDescription,
                fail: [FixtureScreen("rows each with a Remove button") {
                    VStack {
                        ForEach(["Mug", "Tea"], id: \.self) { item in
                            HStack { Text(item); Button("Remove") {} }.accessibilityElement(children: .contain)
                        }
                    }
                }],
                pass: [FixtureScreen("rows whose Remove buttons say what") {
                    VStack {
                        ForEach(["Mug", "Tea"], id: \.self) { item in
                            HStack { Text(item); Button("Remove \(item)") {} }.accessibilityElement(children: .contain)
                        }
                    }
                }],
                inapplicable: [FixtureScreen("rows of the same text, no controls") {
                    VStack {
                        VStack { Text("Nick"); Text("Great photo") }.accessibilityElement(children: .contain)
                        VStack { Text("Jack"); Text("Great photo") }.accessibilityElement(children: .contain)
                    }
                }]),
            /// label-in-name: a button whose visible word is not in its label.
            RuleFixture(
                rule: .labelInName,
                fail: [FixtureScreen("Send button labelled Submit") { Button("Send") {}.accessibilityLabel("Submit") }],
                pass: [
                    FixtureScreen("Send button labelled Send message") { Button("Send") {}.accessibilityLabel("Send message") },
                    FixtureScreen("Send button") { Button("Send") {} },
                ],
                inapplicable: [FixtureScreen("text only") { Text("Message sent") }]),
            /// unexposed-text: text drawn that no element reads.
            RuleFixture(
                rule: .unexposedText,
                fail: [FixtureScreen("row ignoring its time") {
                    HStack { Text("Nick"); Text("5 min ago") }.accessibilityElement(children: .ignore).accessibilityLabel("Nick")
                }],
                pass: [FixtureScreen("row combining its time") {
                    HStack { Text("Nick"); Text("5 min ago") }.accessibilityElement(children: .combine)
                }],
                inapplicable: [FixtureScreen("colour swatch, no text") { Color.blue.frame(width: 80, height: 32) }]),
            /// contrast: text too faint against its background.
            RuleFixture(
                rule: .contrast,
                fail: [
                    FixtureScreen("dark grey text on the dark page") { Text("Faint").foregroundColor(Color(white: 0.3)) },
                    FixtureScreen("yellow text on white") { Text("Warning").foregroundColor(.yellow).background(Color.white) },
                ],
                pass: [
                    FixtureScreen("white text") { Text("Clear").foregroundColor(.white) },
                    FixtureScreen("bold mid-grey text") { Text("Middle").bold().foregroundColor(Color(white: 0.42)) },
                ],
                inapplicable: [FixtureScreen("text in the terminal's own colours") { Text("Plain") }]),
        ]
    }
}
