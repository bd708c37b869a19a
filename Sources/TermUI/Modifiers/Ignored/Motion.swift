import Accessibility
import Foundation

// Animation modifiers, accepted so SwiftUI code compiles: a terminal draws the end state at once.

extension View {
    public func animation(_ animation: Animation?) -> some View { self }
    public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View { self }
    public func transition(_ transition: AnyTransition) -> some View { self }
}
