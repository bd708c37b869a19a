import Foundation
import Testing
@testable import TermUI

/// `.environment(\.layoutDirection, .rightToLeft)` mirrors a layout, as SwiftUI does: leading
/// is the right edge. The terminal draws the characters themselves as they are.
@MainActor
struct RightToLeftLayoutTests {
    private func rtl<V: View>(_ view: V) -> some View { view.environment(\.layoutDirection, .rightToLeft) }

    @Test("in a right-to-left layout an HStack puts its first view at the right, and a Spacer pushes it there")
    func hstackMirrors() {
        let row = HStack { Text("first"); Spacer(); Text("last") }
        #expect(drawing(row, columns: 20, rows: 1) == "first           last")
        #expect(drawing(rtl(row), columns: 20, rows: 1) == "last           first")
        #expect(drawing(HStack { Text("a"); Text("b"); Text("c") }, columns: 9, rows: 1) == "  a b c")
        #expect(drawing(rtl(HStack { Text("a"); Text("b"); Text("c") }), columns: 9, rows: 1) == "  c b a")
    }

    @Test("leading alignment, leading padding and a frame's leading alignment go to the right edge")
    func leadingIsRight() {
        let column = VStack(alignment: .leading) { Text("wide text"); Text("ab").padding(.leading, 16) }
        #expect(drawing(column, columns: 9, rows: 2) == "wide text\n  ab")
        #expect(drawing(rtl(column), columns: 9, rows: 2) == "wide text\n     ab")
        let framed = Text("a").frame(maxWidth: .infinity, alignment: .leading)
        #expect(drawing(framed, columns: 10, rows: 1) == "a")
        #expect(drawing(rtl(framed), columns: 10, rows: 1) == "         a")
        #expect(drawing(rtl(Text("a").frame(maxWidth: .infinity, alignment: .trailing)), columns: 10, rows: 1) == "a")
    }

    @Test("the characters of a text are not reversed; a multiline text's leading alignment is its right edge")
    func textIsDrawnAsWritten() {
        #expect(drawing(rtl(Text("abc")), columns: 3, rows: 1) == "abc")
        let wrapped = Text("one two three").frame(width: 64)
        #expect(drawing(wrapped, columns: 8, rows: 2) == "one two\nthree")
        #expect(drawing(rtl(wrapped), columns: 8, rows: 2) == " one two\n   three")
    }

    @Test("a left-to-right layout inside a right-to-left one is laid out left to right")
    func nestedDirections() {
        let view = rtl(HStack {
            Text("1")
            HStack { Text("a"); Text("b") }.environment(\.layoutDirection, .leftToRight)
        })
        #expect(drawing(view, columns: 5, rows: 1) == "a b 1")
    }

    @Test("elements made in a right-to-left layout carry its direction; inside a left-to-right one they do not")
    func elementsCarryTheirDirection() {
        let view = VStack {
            Text("plain")
            rtl(VStack {
                Text("mirrored")
                Text("back").environment(\.layoutDirection, .leftToRight)
                HStack { Text("x"); Text("y") }.accessibilityElement(children: .combine)
            })
        }
        let tree = tree(view)
        #expect(tree.first("plain")?.layoutDirection == nil)
        #expect(tree.first("mirrored")?.layoutDirection == .rightToLeft)
        #expect(tree.first("back")?.layoutDirection == .leftToRight)
        #expect(tree.first("x, y")?.layoutDirection == .rightToLeft)
        #expect(EnvironmentValues().layoutDirection == .leftToRight)
    }

    @Test("flipsForRightToLeftLayoutDirection is accepted and draws the image as it is")
    func flipsIsAccepted() {
        let image = Image(systemName: "arrow.right").flipsForRightToLeftLayoutDirection(true)
        #expect(drawing(rtl(image), columns: 4, rows: 1) == drawing(Image(systemName: "arrow.right"), columns: 4, rows: 1))
    }

    @Test("right to left, a slider's minimum is at the right: the track fills from the right edge, and swiping up still raises the value")
    func sliderFillsFromTheRight() {
        final class Box { var value = 0.25 }
        let box = Box()
        let binding = Binding(get: { box.value }, set: { box.value = $0 })
        let slider = Slider(value: binding).frame(width: 80)
        #expect(drawing(slider, columns: 10, rows: 1) == "━━●───────")
        #expect(drawing(rtl(slider), columns: 10, rows: 1) == "───────●━━")
        let element = tree(rtl(slider), columns: 10, rows: 1).roots[0]
        #expect(element.activationPoint.map { $0.x > 40 } == true, "the thumb, a quarter of the way from the right edge")
        element.adjustableAction?(.increment)
        #expect(abs(box.value - 0.35) < 0.0001, "increment raises the value, whichever way the track runs")
        #expect(drawing(rtl(slider), columns: 10, rows: 1) == "──────●━━━")
    }

    @Test("right to left, a progress view and a gauge fill from the right, and an indeterminate one's spinner is at the right")
    func progressFillsFromTheRight() {
        let progress = ProgressView(value: 0.5).frame(width: 80)
        #expect(drawing(progress, columns: 10, rows: 1) == "█████░░░░░")
        #expect(drawing(rtl(progress), columns: 10, rows: 1) == "░░░░░█████")
        let gauge = Gauge(value: 0.2) { EmptyView() }.frame(width: 80)
        #expect(drawing(rtl(gauge), columns: 10, rows: 1) == "░░░░░░░░██")
        #expect(drawing(ProgressView("Wait"), columns: 6, rows: 1) == "◌ Wait")
        #expect(drawing(rtl(ProgressView("Wait")), columns: 6, rows: 1) == "Wait ◌")
    }

    @Test("right to left, controls that show a state on one side flip: the switch, the stepper's buttons, a menu picker's value, segments and fields")
    func controlsFlip() {
        let toggle = Toggle("Wi-Fi", isOn: .constant(true))
        #expect(drawing(toggle, columns: 12, rows: 1) == "Wi-Fi   ━━━●")
        #expect(drawing(rtl(toggle), columns: 12, rows: 1) == "●━━━   Wi-Fi")
        #expect(drawing(rtl(Toggle("Wi-Fi", isOn: .constant(false))), columns: 12, rows: 1) == "───●   Wi-Fi")
        let stepper = Stepper("Count", value: .constant(1))
        #expect(drawing(stepper, columns: 12, rows: 1) == "Count  [−|+]")
        #expect(drawing(rtl(stepper), columns: 12, rows: 1) == "[+|−]  Count")
        let buttons = tree(rtl(stepper), columns: 12, rows: 1).allElements
        let decrement = buttons.first { $0.label == "Decrement" }, increment = buttons.first { $0.label == "Increment" }
        #expect((increment?.frame.maxX ?? .infinity) <= (decrement?.frame.minX ?? 0), "Increment is on the left, as drawn")
        let menu = Picker("Size", selection: .constant(1)) { Text("S").tag(0); Text("M").tag(1) }
        #expect(drawing(menu, columns: 12, rows: 1) == "Size     M ▾")
        #expect(drawing(rtl(menu), columns: 12, rows: 1) == "M ▾     Size")
        let segments = Picker("Size", selection: .constant(1)) { Text("S").tag(0); Text("M").tag(1) }.pickerStyle(.segmented)
        #expect(drawing(segments, columns: 7, rows: 1) == " S │ M")
        #expect(drawing(rtl(segments), columns: 7, rows: 1) == " M │ S")
        #expect(drawing(rtl(TextField("Name", text: .constant("Ada"))), columns: 8, rows: 1) == "     Ada")
    }

    @Test("right to left, a collapsed disclosure group's chevron sits at the left and points left, the way its content opens")
    func disclosureChevronPointsLeading() {
        let group = DisclosureGroup("Bags") { Text("Towel") }
        #expect(drawing(group, columns: 12, rows: 1).hasSuffix("▸"))
        let mirrored = drawing(rtl(group), columns: 12, rows: 1)
        #expect(mirrored.hasPrefix("◂"))
        #expect(mirrored.hasSuffix("Bags"))
    }

    @Test("a Canvas keeps its own coordinates right to left, as graphs keep their axes; flipsForRightToLeftLayoutDirection(true) mirrors it")
    func canvasMirrorsOnlyWhenAsked() {
        let canvas = Canvas { context, _ in
            context.fill(Path(CGRect(x: 0, y: 16, width: 16, height: 32)), with: .color(.green))
            context.draw(Text("hi"), at: CGPoint(x: 40, y: 8))
            var line = Path()
            line.move(to: CGPoint(x: 20, y: 8))
            line.addLine(to: CGPoint(x: 36, y: 40))
            context.stroke(line, with: .color(.red))
        }
        .frame(width: 48, height: 48)
        let ltr = drawing(canvas, columns: 6, rows: 3)
        #expect(ltr == "  ╲ hi\n██ ╲\n██  ╲")
        #expect(drawing(rtl(canvas), columns: 6, rows: 3) == ltr)
        #expect(drawing(canvas.flipsForRightToLeftLayoutDirection(true), columns: 6, rows: 3) == ltr, "left to right nothing flips")
        #expect(drawing(rtl(canvas.flipsForRightToLeftLayoutDirection(true)), columns: 6, rows: 3) == "hi ╱\n  ╱ ██\n ╱  ██")
    }

    @Test("a right-to-left horizontal ScrollView starts at its right edge and scrolls left to show what it hides")
    func scrollViewMirrors() {
        let strip = ScrollView(.horizontal) {
            HStack(spacing: 0) { ForEach(0..<20) { Text("\($0 % 10)") } }
        }
        .environment(\.layoutDirection, .rightToLeft)
        let graph = ViewGraph(strip, columns: 10, rows: 1)
        #expect(graph.draw().text == "9876543210")
        let last = graph.accessibilityTree().allElements.last!
        #expect(last.frame.maxX <= 0, "the 20th view is out of sight at the left")
        #expect(graph.scrollToVisible(last.frame))
        #expect(graph.draw().text == "9876543210")
        #expect(graph.accessibilityTree().allElements.last!.frame.minX == 0)
    }

    @Test("a long right-to-left row keeps its views mirrored when one of them changes")
    func longRowStaysMirrored() {
        let mark = RowMark()
        struct Row: View {
            let mark: RowMark
            var body: some View {
                let index = mark.index
                return HStack(spacing: 0) {
                    ForEach(0..<40) { i in Text(i == index ? "X" : "o") }
                }
                .environment(\.layoutDirection, .rightToLeft)
            }
        }
        let graph = ViewGraph(Row(mark: mark), columns: 40, rows: 1)
        #expect(graph.draw().text.hasPrefix(String(repeating: "o", count: 39) + "X"))
        mark.index = 5
        let text = graph.draw().text
        #expect(text.hasPrefix(String(repeating: "o", count: 34) + "X" + String(repeating: "o", count: 5)))
        let frame = graph.accessibilityTree().allElements.first { $0.label == "X" }?.frame
        #expect(frame?.minX == 272, "the 6th view, 34 columns from the left")
    }
}

@Observable
final class RowMark {
    var index = 0
}
