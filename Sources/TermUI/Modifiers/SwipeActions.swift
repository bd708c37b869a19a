import Accessibility
import Foundation

public enum HorizontalEdge: Hashable, Sendable { case leading, trailing }

extension View {
    /// Swipe actions on a row: VoiceOver offers them as the row's custom actions.
    public func swipeActions<T: View>(edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true,
                                      @ViewBuilder content: () -> T) -> some View {
        accessibilityActions(content)
    }
}
