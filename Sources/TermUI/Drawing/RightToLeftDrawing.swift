import Accessibility
import Foundation

/// What a control draws itself (a switch, a slider's track, a progress bar, a stepper's
/// buttons) is not a child view, so the layout's mirroring does not reach it: each control
/// works out its drawing left to right, in its own frame, and mirrors the columns when its
/// environment is right to left. Apple's guidelines flip controls that show progress from one
/// value to another or reveal a state on one side (sliders, progress indicators, switches);
/// graphs keep their axes, so a `Canvas` is mirrored only when asked with
/// `flipsForRightToLeftLayoutDirection(true)`.
extension CellRect {
    /// The first column of something `width` cells wide that a left-to-right drawing puts at
    /// column `x`: the same column, or its mirror image in this rectangle.
    func column(_ x: Int, width: Int, rightToLeft: Bool) -> Int {
        rightToLeft ? self.x + maxX - x - width : x
    }
}

extension CGRect {
    /// This rectangle mirrored in `bounds` when `rightToLeft`, else as it is.
    func mirrored(in bounds: CGRect, rightToLeft: Bool) -> CGRect {
        rightToLeft ? CGRect(x: bounds.minX + bounds.maxX - maxX, y: minY, width: width, height: height) : self
    }
}

extension EnvironmentValues {
    /// The views below lay out right to left.
    var isRightToLeft: Bool { layoutDirection == .rightToLeft }
}

struct FlipsForRightToLeftKey: EnvironmentKey {
    static let defaultValue = false
}

extension EnvironmentValues {
    /// `flipsForRightToLeftLayoutDirection(true)` is in force: drawings that can be mirrored (a
    /// `Canvas`) are, when the layout is right to left.
    var flipsForRightToLeftLayoutDirection: Bool {
        get { self[FlipsForRightToLeftKey.self] }
        set { self[FlipsForRightToLeftKey.self] = newValue }
    }
}
