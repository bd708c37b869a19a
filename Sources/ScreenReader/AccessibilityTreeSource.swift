import Accessibility

/// What the reader reads: any producer of element trees (a TermUI screen, a test fixture).
@MainActor
public protocol AccessibilityTreeSource: AnyObject {
    /// Applies pending state changes and returns the current tree.
    func currentTree() -> AccessibilityTree
    /// Advances the app's clock (timers fire), for `wait`.
    func advanceTime(by seconds: Double)
}
