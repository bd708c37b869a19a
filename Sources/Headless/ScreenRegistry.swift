import TermUI

/// A screen the explorer can open, with its variants ("after", "before").
public struct ScreenDescriptor: Sendable {
    public var name: String
    public var summary: String
    /// Variant names; the first is the default.
    public var variants: [String]
    public var make: @MainActor @Sendable (_ variant: String) -> AnyView

    public init(name: String, summary: String, variants: [String] = ["after"],
                make: @escaping @MainActor @Sendable (_ variant: String) -> AnyView) {
        self.name = name
        self.summary = summary
        self.variants = variants
        self.make = make
    }
}

/// Why a screen name could not be opened; the message says what to do.
public struct ScreenLookupError: Error, CustomStringConvertible, Sendable {
    public var description: String
}

/// The screens a `rotor` command can open. The executable hands Explorer the demo screens; a
/// user's package hands it its own.
public struct ScreenRegistry: Sendable {
    public var screens: [ScreenDescriptor]
    public init(_ screens: [ScreenDescriptor]) { self.screens = screens }

    /// Resolves "beach" or "beach:before".
    public func resolve(_ spec: String) throws -> (screen: ScreenDescriptor, variant: String) {
        let parts = spec.split(separator: ":", maxSplits: 1).map(String.init)
        let name = parts.first ?? ""
        guard let screen = screens.first(where: { $0.name == name }) else {
            let names = screens.map(\.name).joined(separator: ", ")
            throw ScreenLookupError(description: "unknown screen '\(QuotedInput.bounded(spec))'; try one of: \(names)")
        }
        let variant = parts.count > 1 ? parts[1] : screen.variants.first ?? "after"
        guard screen.variants.contains(variant) else {
            let variants = screen.variants.map { "\(name):\($0)" }.joined(separator: ", ")
            throw ScreenLookupError(description: "screen '\(name)' has no variant '\(QuotedInput.bounded(variant))'; try one of: \(variants)")
        }
        return (screen, variant)
    }
}
