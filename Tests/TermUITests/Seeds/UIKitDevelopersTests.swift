import Accessibility
import Foundation
import Testing
@testable import TermUI

// Snippets from "Accessibility in SwiftUI explained for UIKit developers".

private struct OptionView: View {
    var isSelected: Bool
    var body: some View {
        Text("Option")
            .accessibilityAddTraits(isSelected ? [.isSelected, .isButton] : .isButton)
    }
}

private struct PageControl: View {
    @State var selectedIndex = 0
    let numPages = 3
    var body: some View {
        HStack {
            ForEach(0..<numPages) { index in
                Circle().frame(width: 8, height: 16)
            }
        }
        .accessibilityElement()
        .accessibilityValue(Text("Page \(selectedIndex + 1) of \(numPages)"))
        .accessibilityAdjustableAction { direction in
            switch direction {
            case .increment:
                guard selectedIndex < (numPages - 1) else { break }
                selectedIndex += 1
            case .decrement:
                guard selectedIndex > 0 else { break }
                selectedIndex -= 1
            @unknown default:
                break
            }
        }
    }
}

private struct TabBar: View {
    var body: some View {
        HStack {
            Button("Home") {}.accessibilityAddTraits(.isSelected)
            Button("Search") {}
        }
        .accessibilityElement(children: .contain)
        .accessibilityLabel(Text("Tab bar"))
    }
}

private struct AgreementView: View {
    let agreementText = "I accept the terms and conditions"
    @State var checked = false
    @Namespace var namespace
    var body: some View {
        HStack(alignment: .top) {
            Text(agreementText)
                .accessibilityLabeledPair(role: .label, id: "agreementToggle", in: namespace)
            Toggle("", isOn: $checked)
                .fixedSize()
                .accessibilityLabeledPair(role: .content, id: "agreementToggle", in: namespace)
        }.accessibilityRepresentation {
            Toggle("", isOn: $checked).accessibilityLabel(Text(agreementText))
        }
    }
}

@MainActor
struct UIKitDevelopersTests {
    @Test("traits added from state: selected and button while selected, button otherwise")
    func stateTraits() {
        #expect(tree(OptionView(isSelected: true)).roots[0].traits == [.isStaticText, .isButton, .isSelected])
        #expect(tree(OptionView(isSelected: false)).roots[0].traits == [.isStaticText, .isButton])
    }

    @Test("the page control is one adjustable element whose value says the page")
    func pageControl() {
        let graph = ViewGraph(PageControl(), columns: 20, rows: 1)
        var e = graph.accessibilityTree().roots[0]
        #expect(graph.accessibilityTree().count == 1)
        #expect(e.value == "Page 1 of 3")
        e.adjustableAction?(.increment)
        e = graph.accessibilityTree().roots[0]
        #expect(e.value == "Page 2 of 3")
        e.adjustableAction?(.decrement)
        e.adjustableAction?(.decrement)
        #expect(graph.accessibilityTree().roots[0].value == "Page 1 of 3")
    }

    @Test("a contain container labelled Tab bar keeps its tabs as children")
    func tabBar() {
        let t = tree(TabBar())
        #expect(t.roots[0].isContainer)
        #expect(t.roots[0].label == "Tab bar")
        #expect(t.roots[0].children.map(\.label) == ["Home", "Search"])
    }

    @Test("the agreement row is represented by one toggle labelled with the agreement text")
    func agreement() {
        let graph = ViewGraph(AgreementView(), columns: 60, rows: 2)
        let t = graph.accessibilityTree()
        #expect(t.count == 1)
        #expect(t.roots[0].label == "I accept the terms and conditions")
        #expect(t.roots[0].isToggle)
        #expect(t.roots[0].value == "0")
        t.roots[0].defaultAction?()
        #expect(graph.accessibilityTree().roots[0].value == "1")
    }
}
