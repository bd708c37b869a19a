import Accessibility
import DemoScreens
import Explorer
import ScreenReader
import Testing
import TermUI

@MainActor
struct BeachScreenTests {
    @Test func printsBeach() throws {
        let graph = ViewGraph(BeachTripScreen(), columns: 72, rows: 40)
        print(graph.draw().text)
    }
}
