import Foundation

/// The direction views are laid out in, with SwiftUI's names: `.environment(\.layoutDirection,
/// .rightToLeft)` mirrors a layout. An element keeps the direction of the layout it was made in
/// (`AccessibilityElement.Geometry.layoutDirection`), so the reader reads its row the way
/// VoiceOver reads a right-to-left screen: from the right.
public enum LayoutDirection: Hashable, Sendable, CaseIterable {
    case leftToRight
    case rightToLeft
}
