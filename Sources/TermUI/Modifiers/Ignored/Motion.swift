import Accessibility
import Foundation

// Transitions are accepted so SwiftUI code compiles: a view comes and goes at once.

extension View {
    public func transition(_ transition: AnyTransition) -> some View { self }
}
