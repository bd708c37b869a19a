import Accessibility
import Foundation
import Testing
@testable import TermUI

/// The element tree follows SwiftUI's rules.
@MainActor
struct TreeRuleTests {
    @Test("stacks, spacers, shapes and dividers make no element; their children's elements pass through")
    func containersMakeNoElement() {
        let t = tree(VStack { HStack { Text("a"); Spacer(); Circle().frame(width: 8, height: 16) }; Divider(); Rectangle() })
        #expect(t.labels == ["a"])
    }

    @Test("Text, Image, Button, Toggle and Slider each make an element")
    func controlsMakeElements() {
        let t = tree(VStack {
            Text("Hello")
            Image(systemName: "globe")
            Button("Play") {}
            Toggle("Wi-Fi", isOn: .constant(true))
            Slider(value: .constant(0.5), in: 0...1) { Text("Volume") }
        })
        #expect(t.labels == ["Hello", "Globe", "Play", "Wi-Fi", "Volume"])
        #expect(t.first("Hello")?.traits == .isStaticText)
        #expect(t.first("Globe")?.traits.subtracting(.hasDefaultImageLabel) == .isImage)
        #expect(t.first("Play")?.traits == .isButton)
        #expect(t.first("Wi-Fi")?.traits.contains(.isToggle) == true)
        #expect(t.first("Volume")?.isAdjustable == true)
    }

    @Test("Image(decorative:) makes no element")
    func decorativeImage() {
        #expect(tree(Image(decorative: "beach")).count == 0)
        #expect(tree(Image("beach_photo")).labels == ["beach photo"])
    }

    @Test("opacity zero hides the element")
    func opacityZeroHides() {
        #expect(tree(Text("Unread").opacity(0)).count == 0)
        #expect(tree(Text("Unread").opacity(0.3)).labels == ["Unread"])
        // A label outside the opacity does not bring the element back.
        #expect(tree(Circle().frame(width: 8, height: 16).opacity(0).accessibilityLabel("Unread")).count == 0)
        #expect(tree(Circle().frame(width: 8, height: 16).opacity(1).accessibilityLabel("Unread")).labels == ["Unread"])
    }

    @Test("accessibilityHidden removes the view's elements")
    func hidden() {
        #expect(tree(VStack { Text("a"); Text("b").accessibilityHidden(true) }).labels == ["a"])
        #expect(tree(Text("b").accessibilityHidden(true).accessibilityLabel("c")).count == 0)
        #expect(tree(Text("b").accessibilityHidden(false)).labels == ["b"])
    }

    @Test("a symbol with an inferred meaning gets it as its label; others fall back to their name")
    func symbolLabels() {
        #expect(tree(Image(systemName: "star.fill")).labels == ["Favorite"])
        #expect(tree(Image(systemName: "arrowshape.turn.up.left")).labels == ["Reply"])
        #expect(tree(Image(systemName: "sparkles")).labels == ["sparkles"])
        #expect(tree(Image(systemName: "checkmark.seal.fill")).labels == ["checkmark seal fill"])
    }

    @Test("a button's label comes from its label content")
    func buttonLabelFromContent() {
        let t = tree(Button(action: {}) { Image(systemName: "star") })
        #expect(t.labels == ["Favorite"])
        #expect(t.roots[0].traits == .isButton)
        #expect(t.roots[0].children.isEmpty)
    }

    @Test("accessibilityLabel replaces the label; on a shape it creates the element")
    func labelCreatesElementOnShape() {
        #expect(tree(Text("x").accessibilityLabel("y")).labels == ["y"])
        #expect(tree(Circle().frame(width: 8, height: 16).accessibilityLabel("Unread")).labels == ["Unread"])
    }

    @Test("isEnabled false leaves the default label")
    func isEnabledFalseKeepsDefault() {
        #expect(tree(Image(systemName: "star").accessibilityLabel("Super favorite", isEnabled: false)).labels == ["Favorite"])
        #expect(tree(Image(systemName: "sparkles").accessibilityLabel("Super favorite", isEnabled: true)).labels == ["Super favorite"])
    }

    @Test("value, hint, added and removed traits apply to the element")
    func valueHintTraits() {
        let e = tree(Text("Volume").accessibilityValue("60%").accessibilityHint("Changes the volume")
            .accessibilityAddTraits([.isButton, .isSelected]).accessibilityRemoveTraits(.isStaticText)).roots[0]
        #expect(e.value == "60%")
        #expect(e.hint == "Changes the volume")
        #expect(e.traits == [.isButton, .isSelected])
    }

    @Test("ignore creates a new, empty element and hides the children")
    func ignoreCreatesEmptyElement() {
        let t = tree(VStack { Text("a"); Text("b") }.accessibilityElement())
        #expect(t.count == 1)
        #expect(t.roots[0].label == "")
        let labelled = tree(VStack { Text("a"); Text("b") }.accessibilityElement(children: .ignore).accessibilityLabel("Pager").accessibilityValue("Page 1 of 3"))
        #expect(labelled.labels == ["Pager"])
        #expect(labelled.roots[0].value == "Page 1 of 3")
    }

    @Test("combine joins the visible children's labels in order")
    func combineJoinsLabels() {
        let t = tree(HStack { Text("Total"); Text("hidden").accessibilityHidden(true); Text("$42.00") }.accessibilityElement(children: .combine))
        #expect(t.labels == ["Total, $42.00"])
    }

    @Test("combine turns child buttons into named actions labelled with the button's label")
    func combineTurnsButtonsIntoActions() {
        var favorited = false
        let t = tree(HStack {
            Text("Looks like a wonderful time")
            Button(action: { favorited = true }) { Image(systemName: "star") }
            Button(action: {}) { Image(systemName: "arrowshape.turn.up.left") }
        }.accessibilityElement(children: .combine))
        let e = t.roots[0]
        #expect(e.label == "Looks like a wonderful time")
        #expect(e.actions.map(\.name) == ["Favorite", "Reply"])
        #expect(e.traits.contains(.isButton))
        e.actions[0].handler()
        #expect(favorited)
    }

    @Test("an explicit label after combine replaces the merged label")
    func labelAfterCombine() {
        let t = tree(HStack { Text("a"); Text("b") }.accessibilityElement(children: .combine).accessibilityLabel("c"))
        #expect(t.labels == ["c"])
    }

    @Test("combine on a view with one element keeps that element")
    func combineSingleElementModifies() {
        let t = tree(Text("only").accessibilityElement(children: .combine))
        #expect(t.labels == ["only"])
        #expect(t.roots[0].id == tree(Text("only")).roots[0].id)
    }

    @Test("contain keeps the children as elements inside a new container")
    func containMakesContainer() {
        let t = tree(HStack { Text("Home"); Text("Search") }.accessibilityElement(children: .contain).accessibilityLabel("Tab bar"))
        #expect(t.roots.count == 1)
        let container = t.roots[0]
        #expect(container.isContainer)
        #expect(container.label == "Tab bar")
        #expect(container.children.map(\.label) == ["Home", "Search"])
    }

    @Test("disabled controls are dimmed and ignore activation")
    func disabledDims() {
        let e = tree(Button("Send") {}.disabled(true)).roots[0]
        #expect(e.isEnabled == false)
        #expect(e.defaultAction == nil)
    }

    @Test("a tap gesture makes the element answer activation without the button trait")
    func tapGestureActivates() {
        var tapped = false
        let e = tree(Text("Submit").onTapGesture { tapped = true }).roots[0]
        #expect(!e.traits.contains(.isButton))
        e.defaultAction?()
        #expect(tapped)
    }

    @Test("a toggle's value is 1 or 0, and it is selected while on")
    func toggleValue() {
        let on = tree(Toggle("Comments", isOn: .constant(true))).roots[0]
        #expect(on.value == "1")
        #expect(on.traits == [.isToggle, .isSelected])
        let off = tree(Toggle("Comments", isOn: .constant(false))).roots[0]
        #expect(off.value == "0")
        #expect(off.traits == [.isToggle])
    }

    @Test("a slider's value is a percentage when its range spans 1 or 100, otherwise a number")
    func sliderValue() {
        #expect(tree(Slider(value: .constant(0.25), in: 0...1)).roots[0].value == "25%")
        #expect(tree(Slider(value: .constant(60), in: 0...100)).roots[0].value == "60%")
        #expect(tree(Slider(value: .constant(3), in: 0...10)).roots[0].value == "3")
        #expect(tree(Slider(value: .constant(2.5), in: 0...10)).roots[0].value == "2.5")
    }

    @Test("a slider adjusts by a tenth of its range")
    func sliderAdjusts() {
        final class Box { var value = 0.5 }
        let box = Box()
        let binding = Binding(get: { box.value }, set: { box.value = $0 })
        let e = tree(Slider(value: binding, in: 0...1)).roots[0]
        e.adjustableAction?(.increment)
        #expect(abs(box.value - 0.6) < 0.0001)
        e.adjustableAction?(.decrement)
        e.adjustableAction?(.decrement)
        #expect(abs(box.value - 0.4) < 0.0001)
    }

    @Test("element ids are unique and come from structural identity")
    func uniqueIDs() {
        let t = tree(VStack { ForEach(["a", "b", "c"], id: \.self) { Text($0) }; Text("a") })
        let ids = t.allElements.map(\.id)
        #expect(Set(ids).count == ids.count)
        #expect(ids.contains(AccessibilityElementID("0/a")))
    }

    @Test("element frames are the views' frames in points")
    func elementFrames() {
        let t = tree(VStack(alignment: .leading) { Text("ab"); Text("c") }, columns: 2, rows: 2)
        #expect(t.first("ab")?.frame == CGRect(x: 0, y: 0, width: 16, height: 16))
        #expect(t.first("c")?.frame == CGRect(x: 0, y: 16, width: 8, height: 16))
    }

    @Test("combine merges interaction traits (button, selected, header) but not the text or image traits")
    func combineMergesInteractionTraits() {
        let e = tree(HStack {
            Image(systemName: "star.fill")
            Text("Weekend").accessibilityAddTraits([.isHeader, .isSelected])
            Button("Go") {}
        }.accessibilityElement(children: .combine)).roots[0]
        #expect(e.traits == [.isButton, .isHeader, .isSelected])
        // The star's label is only its name and the text gives one: it stays out.
        #expect(e.label == "Weekend")
    }

    @Test("combine keeps a toggle child's switch: the combined element toggles and says its state")
    func combineKeepsToggle() {
        final class Box { var on = false }
        let box = Box()
        let binding = Binding(get: { box.on }, set: { box.on = $0 })
        let e = tree(VStack { Text("Settings"); Toggle("Comments", isOn: binding) }
            .accessibilityElement(children: .combine)).roots[0]
        #expect(e.label == "Settings, Comments")
        #expect(e.isToggle)
        #expect(e.value == "0")
        #expect(e.actions.isEmpty)
        e.defaultAction?()
        #expect(box.on)
    }

    @Test("contain on a view whose one element already has children makes that element the container")
    func containModifiesExistingContainer() {
        let inner = HStack { Text("a"); Text("b") }.accessibilityChildren { Text("x"); Text("y") }
        let t = tree(inner.accessibilityLabel("Graph").accessibilityElement(children: .contain))
        #expect(t.roots.count == 1)
        #expect(t.roots[0].label == "Graph")
        #expect(t.roots[0].children.map(\.label) == ["x", "y"])
    }

    @Test("combine on a view whose one element has children merges those children into it")
    func combineMergesExistingChildren() {
        let t = tree(Rectangle().frame(width: 16, height: 16).accessibilityLabel("Graph")
            .accessibilityChildren { Text("Jan"); Text("Feb") }
            .accessibilityElement(children: .combine))
        #expect(t.roots.count == 1)
        #expect(t.roots[0].children.isEmpty)
        #expect(t.roots[0].label == "Graph")
    }
}
