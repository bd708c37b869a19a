import Accessibility
import Foundation

// Layout modifiers that change nothing in a terminal, accepted so SwiftUI code compiles. TermUI
// draws each view at its frame, in order, with no safe areas, aspect ratios or depth.

extension View {
    /// Accepted: TermUI gives the sidebar and content columns a third of the width each.
    public func navigationSplitViewColumnWidth(_ width: CGFloat) -> some View { self }
    public func navigationSplitViewColumnWidth(min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil) -> some View { self }
}

public enum ContentMode: Hashable, Sendable { case fit, fill }

extension View {
    public func scaledToFit() -> some View { self }
    public func scaledToFill() -> some View { self }
    public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View { self }
    public func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> some View { self }
}

extension View {
    public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View { self }
    /// Accepted and ignored: a TermUI shape fills its frame, so the shape for hit testing,
    /// previews or accessibility (`.accessibility`: VoiceOver's outline) is the view's frame,
    /// which it already is.
    public func contentShape<S: Shape>(_ kind: ContentShapeKinds, _ shape: S, eoFill: Bool = false) -> some View { self }
}

extension View {
    public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View { self }
    public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some View { self }
    public func zIndex(_ value: Double) -> some View { self }
}

public struct SafeAreaRegions: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let container = SafeAreaRegions(rawValue: 1)
    public static let keyboard = SafeAreaRegions(rawValue: 2)
    public static let all: SafeAreaRegions = [.container, .keyboard]
}

extension View {
    /// Names a coordinate space; `GeometryProxy.frame(in:)` measures from the screen for every
    /// space but `.local`.
    public func coordinateSpace<T: Hashable>(name: T) -> some View { self }
}

/// What a content shape is for (`contentShape(_:_:eoFill:)`).
public struct ContentShapeKinds: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let interaction = ContentShapeKinds(rawValue: 1 << 0)
    public static let dragPreview = ContentShapeKinds(rawValue: 1 << 1)
    public static let contextMenuPreview = ContentShapeKinds(rawValue: 1 << 2)
    public static let hoverEffect = ContentShapeKinds(rawValue: 1 << 3)
    public static let focusEffect = ContentShapeKinds(rawValue: 1 << 4)
    public static let accessibility = ContentShapeKinds(rawValue: 1 << 5)
}
