import Accessibility
import Foundation

/// An image: a system symbol drawn as a glyph, or an asset drawn as a labelled placeholder.
public struct Image: View, PrimitiveView, Equatable {
    enum Source: Equatable {
        case system(String)
        case asset(String)
    }
    let source: Source
    /// nil: the default label; "": decorative (no element).
    var label: String?
    var isResizable = false

    nonisolated public init(systemName: String) { source = .system(systemName) }
    /// An asset image. As on Apple's platforms, its name is also the key of its label in the
    /// strings table (`Localizable`), looked up when the image is made; without an entry the
    /// name is read.
    nonisolated public init(_ name: String) { self.init(name, bundle: nil) }
    nonisolated public init(_ name: String, bundle: Bundle?) {
        source = .asset(name)
        label = LocalizedStringTables.lookup(name, table: nil, bundle: bundle)
        AssetCatalog.noteImage(named: name)
    }
    /// An image ignored by accessibility.
    nonisolated public init(decorative name: String) {
        source = .asset(name)
        label = ""
    }
    nonisolated public init(decorative name: String, bundle: Bundle?) { self.init(decorative: name) }
    /// An image with its accessibility label.
    nonisolated public init(_ name: String, label: Text) {
        source = .asset(name)
        self.label = label.spokenText
    }
    nonisolated public init(systemName: String, label: Text) {
        source = .system(systemName)
        self.label = label.spokenText
    }

    nonisolated public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: ResizingMode = .stretch) -> Image {
        var image = self
        image.isResizable = true
        return image
    }
    nonisolated public func renderingMode(_ mode: TemplateRenderingMode?) -> Image { self }

    public enum ResizingMode: Hashable, Sendable { case tile, stretch }
    public enum TemplateRenderingMode: Hashable, Sendable { case template, original }

    var glyph: String {
        switch source {
        case .system(let name): SymbolCatalog.glyph(for: name)
        case .asset(let name): "▧ \(name)"
        }
    }

    /// The label VoiceOver reads, nil when decorative.
    var accessibilityLabel: String? {
        if let label { return label.isEmpty ? nil : label }
        switch source {
        case .system(let name): return SymbolCatalog.label(for: name)
        case .asset(let name): return SymbolCatalog.spokenName(name)
        }
    }

    /// A system symbol SwiftUI has no label for, and none given: its name is all it can say.
    var hasOnlyItsNameAsLabel: Bool {
        guard label == nil, case .system(let name) = source else { return false }
        return SymbolCatalog.knownLabel(for: name) == nil
    }

    func children(into list: inout ChildList) {}
    func makeBehavior() -> NodeBehavior { ImageBehavior(image: self) }
}

struct ImageBehavior: NodeBehavior {
    let image: Image

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
        let ideal: CGSize
        switch image.source {
        case .system: ideal = CGSize(width: CGFloat(TerminalText.width(of: image.glyph)) * 8, height: 16)
        case .asset: ideal = CGSize(width: CGFloat(max(12, TerminalText.width(of: image.glyph) + 4)) * 8, height: 48)
        }
        guard image.isResizable else { return ideal }
        return proposal.replacingUnspecified(with: ideal).clampedFinite(ideal)
    }

    func draw(_ node: ViewNode, into context: inout DrawContext) {
        let rect = context.cells(node.frame)
        var style = node.environment.textStyle
        switch image.source {
        case .system:
            let glyph = image.glyph(variants: node.environment.symbolVariants)
            // A symbol with no glyph here is drawn as its name in brackets, in italics as an
            // asset image's name is: a stand-in for the picture (the audit does not read it).
            if SymbolCatalog.isStandIn(glyph) { style.italic = true }
            let x = rect.x + max(0, (rect.width - TerminalText.width(of: glyph)) / 2)
            let y = rect.y + max(0, (rect.height - 1) / 2)
            context.put(glyph, x: x, y: y, style: style, within: rect.width > 0 ? rect : nil)
        case .asset(let name):
            guard rect.width > 0, rect.height > 0 else { return }
            style.dim = true
            context.fill(rect, grapheme: "░", style: style)
            let label = " \(name) "
            let x = rect.x + max(0, (rect.width - TerminalText.width(of: label)) / 2)
            var labelStyle = node.environment.textStyle
            labelStyle.italic = true
            context.put(label, x: x, y: rect.y + rect.height / 2, style: labelStyle, within: rect)
        }
    }

    func accessibilityElements(of node: ViewNode) -> [AccessibilityElement] {
        guard let label = image.accessibilityLabel else { return [] }
        var element = AccessibilityElement(id: node.leafElementID)
        element.label = label
        element.traits = image.hasOnlyItsNameAsLabel ? [.isImage, .isUnlabeledSymbol] : .isImage
        if image.label == nil { element.traits.insert(.hasDefaultImageLabel) }
        if image.label == nil, case .asset = image.source { element.traits.insert(.labelIsAssetName) }
        element.frame = node.frame
        element.isEnabled = node.environment.isEnabled
        return [element]
    }
}

extension CGSize {
    /// Infinite proposals fall back to the ideal size.
    func clampedFinite(_ ideal: CGSize) -> CGSize {
        CGSize(width: width.isFinite ? width : ideal.width, height: height.isFinite ? height : ideal.height)
    }
}
