import Accessibility
import DemoScreens
@testable import Headless
import Testing
import TermUI

/// The audit, Voice Control and Switch Control agree on what can be acted on: one test
/// (`AccessibilityElement.isActionable`) decides it for all of them.
@MainActor
struct ActionableAgreementTests {
    nonisolated static var specs: [String] {
        DemoScreens.all.flatMap { entry in entry.variants.map { "\(entry.name):\($0)" } }
    }

    /// Whether the audit treats `element` as a control: with its label taken away, the
    /// unlabeled-control rule asks for one.
    static func auditAsksForName(_ element: AccessibilityElement) -> Bool {
        var unnamed = element
        unnamed.label = ""
        unnamed.children = []
        return AccessibilityAudit.findings(in: AccessibilityTree(roots: [unnamed]))
            .contains { $0.rule == .unlabeledControl && $0.elementID == element.id }
    }

    @Test("the audit and Voice Control agree on every element of every demo screen: Voice Control numbers an enabled element exactly when the audit holds it to a control's rules, and Switch Control stops on it",
          arguments: specs)
    func auditAndVoiceControlAgree(spec: String) throws {
        let session = try ScreenSession(registry: demoRegistry, screen: spec)
        let tree = session.tree
        let numbered = Set(VoiceControl.actionable(in: tree).map(\.id))
        var disagreements: [String] = []
        for element in tree.allElements {
            let audited = Self.auditAsksForName(element)
            let voiceControl = numbered.contains(element.id)
            let switchControl = SwitchControl.isItem(element)
            if element.isEnabled ? (audited != voiceControl || switchControl != voiceControl) : voiceControl {
                disagreements.append("\(element.id) \"\(element.label)\": audit \(audited), Voice Control \(voiceControl), "
                                         + "Switch Control \(switchControl)")
            }
        }
        #expect(disagreements.isEmpty, "\(spec): \(disagreements)")
    }

    @Test("the demo screens hold what the agreement is about: text fields, buttons and adjustable values")
    func demoScreensHoldEveryKindOfControl() throws {
        var elements: [AccessibilityElement] = []
        for spec in Self.specs { elements += try ScreenSession(registry: demoRegistry, screen: spec).tree.allElements }
        #expect(elements.contains { $0.textEntry != nil && $0.defaultAction == nil })
        #expect(elements.contains { $0.traits.contains(.isButton) && $0.isEnabled })
        #expect(elements.contains { $0.isAdjustable })
    }

    @Test("a text field is actionable: the audit asks for its name, and Voice Control and Switch Control reach it")
    func textFieldIsActionable() {
        let unnamed = ScreenReaderSession(TextField("", text: .constant("")))
        #expect(unnamed.auditFindings.map(\.rule).contains(.unlabeledControl))
        let named = ScreenSession(VStack { TextField("Name", text: .constant("")) }, name: "form")
        #expect(VoiceControl.actionable(in: named.tree).map(\.label) == ["Name"])
        #expect(named.tree.allElements.filter(\.isActionable).map(\.label) == ["Name"])
        #expect(named.tree.allElements.filter(SwitchControl.isItem).map(\.label) == ["Name"])
    }

    @Test("a dimmed control is actionable in kind (the audit still asks for its name) but Voice Control gives it no number")
    func dimmedControl() {
        let session = ScreenSession(VStack { Button("Send") {}.disabled(true) }, name: "dimmed")
        let send = session.tree.allElements.first { $0.label == "Send" }
        #expect(send?.isActionable == true)
        #expect(VoiceControl.actionable(in: session.tree).isEmpty)
        #expect(ScreenReaderSession(Button(action: {}) { Image(decorative: "dots") }.disabled(true)).auditFindings
            .map(\.rule).contains(.unlabeledControl))
    }
}
