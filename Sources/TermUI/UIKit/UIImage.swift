import Foundation

/// An image with UIKit's names: a system symbol (`UIImage(systemName: "star.fill")`) or an asset
/// (`UIImage(named: "Trail")`). `Image(uiImage:)` shows it as `Image(systemName:)` and
/// `Image(_:)` do, with the same accessibility label: a symbol's label from the symbol
/// catalogue, an asset's from the strings table or its name. Rotor opens Swift files without
/// their asset catalogue, so every name gives an image (iOS gives nil for a missing one).
public final class UIImage: Hashable, Sendable, CustomStringConvertible {
    let source: Image.Source
    public let renderingMode: RenderingMode

    init(source: Image.Source, renderingMode: RenderingMode = .automatic) {
        self.source = source
        self.renderingMode = renderingMode
    }

    public convenience init?(systemName name: String) { self.init(source: .system(name)) }
    public convenience init?(systemName name: String, withConfiguration configuration: Configuration?) {
        self.init(source: .system(name))
    }
    public convenience init?(named name: String) { self.init(source: .asset(name)) }
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        self.init(source: .asset(name))
    }
    public convenience init?(named name: String, in bundle: Bundle?, with configuration: Configuration?) {
        self.init(source: .asset(name))
    }

    public func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage { UIImage(source: source, renderingMode: renderingMode) }
    public func withTintColor(_ color: UIColor) -> UIImage { self }
    public func withTintColor(_ color: UIColor, renderingMode: RenderingMode) -> UIImage { withRenderingMode(renderingMode) }
    public func withConfiguration(_ configuration: Configuration) -> UIImage { self }
    public func applyingSymbolConfiguration(_ configuration: SymbolConfiguration) -> UIImage? { self }

    public var description: String {
        switch source {
        case .system(let name): "UIImage(systemName: \(name))"
        case .asset(let name): "UIImage(named: \(name))"
        }
    }
    public static func == (lhs: UIImage, rhs: UIImage) -> Bool { lhs.source == rhs.source }
    public func hash(into hasher: inout Hasher) {
        switch source {
        case .system(let name): hasher.combine("system"); hasher.combine(name)
        case .asset(let name): hasher.combine("asset"); hasher.combine(name)
        }
    }

    public enum RenderingMode: Int, Hashable, Sendable { case automatic, alwaysOriginal, alwaysTemplate }

    /// How a symbol is drawn (size, weight). Accepted; a terminal draws a symbol as one glyph.
    public class Configuration: @unchecked Sendable {}
    public final class SymbolConfiguration: Configuration, @unchecked Sendable {
        public init(pointSize: CGFloat) {}
        public init(pointSize: CGFloat, weight: SymbolWeight) {}
        public init(pointSize: CGFloat, weight: SymbolWeight, scale: SymbolScale) {}
        public init(textStyle: UIFont.TextStyle) {}
        public init(textStyle: UIFont.TextStyle, scale: SymbolScale) {}
        public init(weight: SymbolWeight) {}
        public init(scale: SymbolScale) {}
        public init(font: UIFont) {}
    }
    public enum SymbolWeight: Int, Hashable, Sendable { case unspecified, ultraLight, thin, light, regular, medium, semibold, bold, heavy, black }
    public enum SymbolScale: Int, Hashable, Sendable { case `default` = -1, unspecified, small, medium, large }
}

extension Image {
    /// SwiftUI's image of a UIKit one, read as `Image(systemName:)` or `Image(_:)` reads.
    nonisolated public init(uiImage: UIImage) {
        switch uiImage.source {
        case .system(let name): self.init(systemName: name)
        case .asset(let name): self.init(name)
        }
    }
}
