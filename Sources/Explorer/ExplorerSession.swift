import Accessibility
import ScreenReader
import TermUI

/// One headless session: a screen, its view graph and a reader. The explorer, the CLI
/// commands and the walkthrough scripts all drive one of these.
@MainActor
public final class ExplorerSession {
    public let registry: ScreenRegistry
    public private(set) var screenName: String
    public private(set) var variant: String

    public init(registry: ScreenRegistry, screen spec: String, screenSize: (columns: Int, rows: Int) = (80, 40)) throws {
        self.registry = registry
        let (screen, variant) = try registry.resolve(spec)
        self.screenName = screen.name
        self.variant = variant
    }

    /// Performs a reader command; returns what was said.
    @discardableResult
    public func perform(_ command: ReaderCommand) -> [Utterance] { [] }

    /// Resizes the screen pane (in cells); the screen is laid out again.
    public func resize(columns: Int, rows: Int) {}

    /// Switches to the screen's next variant (before ↔ after), keeping the cursor where it can.
    public func switchVariant() {}

    /// The frame to show: the screen drawn at the pane size, the tree rows, the captions.
    public func frame() -> ExplorerFrame {
        ExplorerFrame(screen: CellCanvas(width: 0, height: 0), focusRect: nil, treeRows: [], captions: [],
                      title: "\(screenName) (\(variant))", rotor: nil)
    }
}
