import Foundation
import Testing
@testable import TermUI

/// A cell's size is declared once, by the graph's `CellMetric`: text is measured in the cells
/// the graph draws, whatever their size.
@MainActor
struct CellMetricTests {
    static let wide = CellMetric(pointsPerColumn: 10, pointsPerRow: 20)

    @Test("text is measured in the graph's cells: with 10-point columns \"Hello\" is 50 points wide and drawn whole")
    func textMeasuresInTheGraphsCells() {
        let graph = ViewGraph(Text("Hello").fixedSize(), columns: 20, rows: 2, metric: Self.wide)
        #expect(graph.draw().rows.first?.hasPrefix("       Hello") == true)
        let frame = graph.accessibilityTree().allElements.first?.frame
        #expect(frame?.width == 50)
        #expect(frame?.height == 20)
    }

    @Test("text wraps at the graph's column count: 60 points of 10-point columns hold six characters a line")
    func textWrapsAtTheGraphsColumns() {
        let graph = ViewGraph(Text("abcdef ghijkl").frame(width: 60), columns: 6, rows: 2, metric: Self.wide)
        #expect(graph.draw().rows == ["abcdef", "ghijkl"])
    }

    @Test("a text field is one of the graph's rows tall")
    func textFieldIsOneRowTall() {
        let graph = ViewGraph(TextField("Name", text: .constant("")), columns: 30, rows: 3, metric: Self.wide)
        #expect(graph.accessibilityTree().allElements.first?.frame.height == 20)
    }
}
