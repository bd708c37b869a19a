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

    @Test("points are rounded to the nearest cell as the C library's round does: halves away from zero, the values beside a half to either side")
    func roundsAsRoundDoes() {
        var values: [Double] = [0, -0.0, 0.25, 0.5, 0.75, 1.5, 2.5, -0.5, -1.5, -2.5, 7.999_999, 1e15 + 0.5, -1e15 - 0.5,
                                4_503_599_627_370_495.5, 9.007_199_254_740_993e15, 1e18, -1e18]
        for half in [0.5, 1.5, 2.5, 1_000.5, 123_456.5] {
            values += [half.nextDown, half.nextUp, -half.nextDown, -half.nextUp]
        }
        values += (0..<2_000).map { Double($0) / 8 - 125 }
        for value in values {
            #expect(CellMetric.nearest(value) == Int(value.rounded(.toNearestOrAwayFromZero)), "\(value)")
        }
        // Through the metric: 8-point columns and 16-point rows.
        #expect(CellMetric.default.columns(12) == 2 && CellMetric.default.columns(11.9) == 1 && CellMetric.default.columns(-12) == -2)
        #expect(CellMetric.default.rows(24) == 2 && CellMetric.default.rows(23.99) == 1)
    }

    @Test("a text field is one of the graph's rows tall")
    func textFieldIsOneRowTall() {
        let graph = ViewGraph(TextField("Name", text: .constant("")), columns: 30, rows: 3, metric: Self.wide)
        #expect(graph.accessibilityTree().allElements.first?.frame.height == 20)
    }
}
