import Accessibility
import Foundation

extension View {
    /// The return key on the text fields inside: `action` runs when editing one of them ends
    /// with return (the reader's `submit`, Enter in the explorer). The innermost `onSubmit`
    /// around a field is the one it runs.
    public func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping () -> Void) -> some View {
        accessibilityTransform { elements, _ in elements.map { Self.submitting($0, action) } }
    }

    private static func submitting(_ element: AccessibilityElement, _ action: @escaping () -> Void) -> AccessibilityElement {
        var element = element
        if element.textEntry != nil, element.submitAction == nil { element.submitAction = { action() } }
        if !element.children.isEmpty { element.children = element.children.map { submitting($0, action) } }
        return element
    }
}

/// What submits: the text of a field (the return key), or a search.
public struct SubmitTriggers: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let text = SubmitTriggers(rawValue: 1)
    public static let search = SubmitTriggers(rawValue: 2)
}
