import Accessibility
import Foundation

extension View {
    /// Draws a box around the view. A terminal cannot draw a line inside the view's edge
    /// without covering its content, so the box takes a column on each side and a row above and
    /// below.
    public func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> some View {
        padding(EdgeInsets(top: 16, leading: 8, bottom: 16, trailing: 8))
            .overlay(Rectangle().stroke(ShapeStyleColor.color(of: content) ?? .primary))
    }
}
