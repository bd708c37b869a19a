import ScreenReader
import TermUI

extension ScreenSession {
    /// Accessibility and display settings laid over the screen's environment, live, as
    /// Accessibility Inspector's settings pane does: every body that reads them re-evaluates,
    /// the screen is laid out and drawn again, and the reader takes the new tree (focus stays
    /// on the same element). They stay in force for the screens and variants the session opens
    /// next. The value lives in the graph (`ViewGraph.environmentOverrides`).
    public var environmentOverrides: EnvironmentOverrides {
        get { graph.environmentOverrides }
        set {
            guard newValue != graph.environmentOverrides else { return }
            graph.environmentOverrides = newValue
            _ = graph.perform { reader.refresh() }
            treeDidChange()
        }
    }
}
