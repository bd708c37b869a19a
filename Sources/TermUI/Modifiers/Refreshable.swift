import Accessibility
import Foundation

extension View {
    /// Pull to refresh: VoiceOver's three-finger scroll towards the top (the reader's scroll
    /// action to the top edge) runs `action`, as scrolling past the top does on iOS.
    public func refreshable(action: @escaping @Sendable () async -> Void) -> some View {
        accessibilityScrollAction { edge in
            if edge == .top { Task { await action() } }
        }
    }
}
