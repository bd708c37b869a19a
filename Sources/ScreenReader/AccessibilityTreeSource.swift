import Accessibility

/// What the reader reads: any producer of element trees (a TermUI screen, a test fixture).
@MainActor
public protocol AccessibilityTreeSource: AnyObject {
    /// Applies pending state changes and returns the current tree.
    func currentTree() -> AccessibilityTree
    /// Advances the app's clock (timers fire), for `wait`.
    func advanceTime(by seconds: Double)
    /// Advances the app's clock by `seconds`, or only up to the moment of the timer after whose
    /// firing `shouldStop` is true; returns the seconds passed. A source whose clock cannot stop
    /// between timers passes them all.
    func advanceTime(by seconds: Double, stoppingAfter shouldStop: () -> Bool) -> Double
}

extension AccessibilityTreeSource {
    public func advanceTime(by seconds: Double, stoppingAfter shouldStop: () -> Bool) -> Double {
        advanceTime(by: seconds)
        return seconds
    }
}
