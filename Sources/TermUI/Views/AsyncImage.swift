import Foundation

/// An image loaded from a URL. A terminal draws no bitmaps and rotor fetches nothing, so the
/// image never arrives: the view shows what SwiftUI shows while it loads, the placeholder (a
/// grey area with no element of its own, or the `placeholder` view, or the `content` for
/// `.empty`), and VoiceOver reads that.
public struct AsyncImage<Content: View>: View {
    let content: Content
    public var body: some View { content }
}

extension AsyncImage where Content == Color {
    public init(url: URL?, scale: CGFloat = 1) { content = Color(white: 0.5) }
}

extension AsyncImage {
    public init<I: View>(url: URL?, scale: CGFloat = 1, @ViewBuilder content: @escaping (Image) -> I,
                         @ViewBuilder placeholder: @escaping () -> Content) {
        self.content = placeholder()
    }
    public init(url: URL?, scale: CGFloat = 1, transaction: Transaction = Transaction(),
                @ViewBuilder content: @escaping (AsyncImagePhase) -> Content) {
        self.content = content(.empty)
    }
}

/// Where an `AsyncImage` is in loading: here always `.empty`.
public enum AsyncImagePhase: Sendable {
    case empty
    case success(Image)
    case failure(any Error)
    public var image: Image? { if case .success(let image) = self { image } else { nil } }
    public var error: (any Error)? { if case .failure(let error) = self { error } else { nil } }
}

/// How symbols with several layers are coloured. Accepted: a terminal's symbol is one glyph.
public struct SymbolRenderingMode: Hashable, Sendable {
    let name: String
    public static let monochrome = SymbolRenderingMode(name: "monochrome")
    public static let hierarchical = SymbolRenderingMode(name: "hierarchical")
    public static let multicolor = SymbolRenderingMode(name: "multicolor")
    public static let palette = SymbolRenderingMode(name: "palette")
}

extension Image {
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> Image { self }
}

extension View {
    /// Content beside the view, inside its safe area (a bar above a list, a button row below):
    /// stacked above or below it, or before or after it, and read in that order.
    public func safeAreaInset<V: View>(edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                                       @ViewBuilder content: () -> V) -> some View {
        let inset = content()
        return VStack(alignment: alignment, spacing: spacing ?? 0) {
            if edge == .top { inset }
            self
            if edge == .bottom { inset }
        }
    }
    public func safeAreaInset<V: View>(edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
                                       @ViewBuilder content: () -> V) -> some View {
        let inset = content()
        return HStack(alignment: alignment, spacing: spacing ?? 0) {
            if edge == .leading { inset }
            self
            if edge == .trailing { inset }
        }
    }
}
