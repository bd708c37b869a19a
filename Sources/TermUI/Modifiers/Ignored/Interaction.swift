import Accessibility
import Foundation

// Modifiers for a pointer, the system or a hardware keyboard that VoiceOver neither reads nor
// performs: accepted so SwiftUI code compiles, and they change nothing.

extension View {
    public func help(_ text: String) -> some View { self }
}

extension View {
    /// Accepted: no URL is ever opened into a screen here.
    public func onOpenURL(perform action: @escaping (URL) -> Void) -> some View { self }
}

extension View {
    /// Accepted for source compatibility: interactivity is inferred from traits and actions.
    public func accessibilityRespondsToUserInteraction(_ respondsToUserInteraction: Bool = true) -> some View { self }
    public func accessibilityShowsLargeContentViewer() -> some View { self }
    public func accessibilityShowsLargeContentViewer<V: View>(@ViewBuilder _ largeContentView: () -> V) -> some View { self }
}
