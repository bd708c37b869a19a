import Foundation
import Testing
@testable import TermUI

/// Colours are plain values: made, mixed and compared off the main actor.
struct ColorSendabilityTests {
    @Test("Color is Sendable and its statics and mix(with:by:) work off the main actor")
    func colorWorksOffTheMainActor() async {
        let mixed = await Task.detached { Color.red.mix(with: .blue, by: 0.5) }.value
        #expect(abs(mixed.red - (Color.red.red + Color.blue.red) / 2) < 0.0001)
        #expect(Color.white.mix(with: .black, by: 1) == Color(red: 0, green: 0, blue: 0))
        #expect(Color.white.mix(with: .black, by: 0).red == 1)
    }
}

@MainActor
struct ShapeStyleTests {
    func color(of text: String, in view: some View, columns: Int = 20) -> TerminalColor? {
        let canvas = ViewGraph(view, columns: columns, rows: 3).draw()
        for (y, row) in canvas.rows.enumerated() {
            if let range = row.range(of: text) { return canvas[row.distance(from: row.startIndex, to: range.lowerBound), y].style.foreground }
        }
        return nil
    }

    @Test("ShapeStyle where Self == Color statics let .foregroundStyle(.red) and .border(.blue) compile")
    func colorStaticsAsShapeStyles() {
        #expect(color(of: "hot", in: Text("hot").foregroundStyle(.red)) == Color.red.terminalColor)
        #expect(color(of: "hot", in: VStack { Text("hot") }.foregroundStyle(.red)) == Color.red.terminalColor)
        #expect(color(of: "┌", in: Text("box").border(.blue)) == Color.blue.terminalColor)
    }

    @Test("hierarchical styles draw as the label colours, fainter at each level")
    func hierarchicalStyles() {
        #expect(color(of: "a", in: Text("a").foregroundStyle(.primary)) == Color.primary.terminalColor)
        #expect(color(of: "b", in: Text("b").foregroundStyle(.secondary)) == Color.secondary.terminalColor)
        let tertiary = HierarchicalShapeStyle.tertiary.color
        #expect(tertiary.opacity < 1)
        #expect(HierarchicalShapeStyle.quaternary.color.opacity < tertiary.opacity)
    }

    @Test("tint colours a button's label and the .tint style")
    func tintColoursControls() {
        #expect(color(of: "Go", in: Button("Go") {}.tint(.green)) == Color.green.terminalColor)
        #expect(color(of: "Go", in: Button("Go") {}) == Color.blue.terminalColor)
        #expect(color(of: "x", in: Text("x").foregroundStyle(.tint).tint(.orange)) == Color.orange.terminalColor)
    }

    @Test("a gradient is drawn as its middle colour")
    func gradientDrawsItsMiddleColour() {
        #expect(Gradient(colors: [.red, .green, .blue]).drawnColor == .green)
        #expect(Gradient(colors: [.red, .blue]).drawnColor == .red)
        let view = Text("g").foregroundStyle(.linearGradient(colors: [.red, .yellow, .blue], startPoint: .top, endPoint: .bottom))
        #expect(color(of: "g", in: view) == Color.yellow.terminalColor)
        let filled = tree(Rectangle().fill(LinearGradient(colors: [.red], startPoint: .leading, endPoint: .trailing)))
        #expect(filled.count == 0)
    }

    @Test("background takes a shape style, and .background is the page colour")
    func backgroundStyle() {
        let canvas = ViewGraph(Text("on").background(.blue), columns: 2, rows: 1).draw()
        #expect(canvas[0, 0].style.background == Color.blue.terminalColor)
        #expect(ShapeStyleColor.color(of: BackgroundStyle()) == .pageBackground)
    }
}
