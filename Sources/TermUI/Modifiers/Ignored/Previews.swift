import Foundation

// Preview modifiers: they configure Xcode's canvas, which a terminal has not.

extension View {
    /// Preview modifiers: they configure Xcode's canvas, which a terminal has not.
    public func previewDisplayName(_ displayName: String?) -> some View { self }
    public func previewLayout(_ value: PreviewLayout) -> some View { self }
    public func previewDevice(_ value: PreviewDevice?) -> some View { self }
}
