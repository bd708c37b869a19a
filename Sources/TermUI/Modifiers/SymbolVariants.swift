import Accessibility
import Foundation

/// Symbol variants; `.fill` draws a symbol's filled glyph where the catalog has one.
public struct SymbolVariants: Hashable, Sendable {
    let name: String
    public static let none = SymbolVariants(name: "")
    public static let fill = SymbolVariants(name: "fill")
    public static let circle = SymbolVariants(name: "circle")
    public static let square = SymbolVariants(name: "square")
    public static let rectangle = SymbolVariants(name: "rectangle")
    public static let slash = SymbolVariants(name: "slash")
    public var fill: SymbolVariants { SymbolVariants(name: name.isEmpty ? "fill" : name + ".fill") }
    public var circle: SymbolVariants { SymbolVariants(name: name.isEmpty ? "circle" : "circle." + name) }
}

extension View {
    /// Uses the symbol's variant (`.fill`) for the images inside.
    public func symbolVariant(_ variant: SymbolVariants) -> some View {
        environment(\.symbolVariants, variant)
    }
}

struct SymbolVariantsKey: EnvironmentKey {
    static let defaultValue = SymbolVariants.none
}

extension EnvironmentValues {
    public var symbolVariants: SymbolVariants {
        get { self[SymbolVariantsKey.self] }
        set { self[SymbolVariantsKey.self] = newValue }
    }
}

extension Image {
    /// The glyph of the symbol's variant (`star` with `.fill` is `star.fill`) when the catalog
    /// has one.
    func glyph(variants: SymbolVariants) -> String {
        guard case .system(let name) = source, !variants.name.isEmpty, !name.hasSuffix("." + variants.name) else { return glyph }
        let varied = name + "." + variants.name
        return SymbolCatalog.hasGlyph(varied) ? SymbolCatalog.glyph(for: varied) : glyph
    }
}
