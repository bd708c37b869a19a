import Accessibility
import Foundation

/// A one-line text input, drawn as its text (or its placeholder, dimmed) on an underlined field
/// across the width offered. Its element has the text-field trait, the label from its title
/// (or its prompt when the title is empty) and the text as its value.
public struct TextField<Label: View>: View, PrimitiveView {
    let text: Binding<String>
    let label: Label
    let placeholder: String
    var isSecure = false

    public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        self.text = text
        self.label = label()
        placeholder = prompt?.spokenText ?? ""
    }

    init(text: Binding<String>, label: Label, placeholder: String, isSecure: Bool) {
        self.text = text
        self.label = label
        self.placeholder = placeholder
        self.isSecure = isSecure
    }

    /// A value field's editor (`TextField(_:value:format:)`): a view that keeps the text being
    /// typed and draws the field with it. The field is then only its editor.
    var editor: (any View)? = nil

    func children(into list: inout ChildList) {
        if let editor { return list.append(editor, key: .named("editor")) }
        list.append(label, key: .named(""))
    }
    func makeBehavior() -> NodeBehavior {
        if editor != nil { return TransparentBehavior() }
        return TextFieldBehavior(text: text, placeholder: placeholder, isSecure: isSecure)
    }
}

extension TextField where Label == Text {
    /// The title is the placeholder drawn in the empty field, and the element's label.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
        self.init(titleKey.resolved(), text: text)
    }
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {
        self.init(titleKey.resolved(), text: text, prompt: prompt)
    }
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, axis: Axis) {
        self.init(titleKey.resolved(), text: text)
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        self.init(text: text, label: Text(title), placeholder: String(title), isSecure: false)
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {
        self.init(text: text, label: Text(title), placeholder: prompt?.spokenText ?? String(title), isSecure: false)
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, axis: Axis) {
        self.init(title, text: text)
    }
}

/// A text input whose text is drawn and spoken as bullets.
public struct SecureField<Label: View>: View {
    let field: TextField<Label>
    public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        field = TextField(text: text, label: label(), placeholder: prompt?.spokenText ?? "", isSecure: true)
    }
    public var body: some View { field }
}

extension SecureField where Label == Text {
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
        self.init(titleKey.resolved(), text: text)
    }
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {
        self.init(titleKey.resolved(), text: text, prompt: prompt)
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        field = TextField(text: text, label: Text(title), placeholder: String(title), isSecure: true)
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {
        field = TextField(text: text, label: Text(title), placeholder: prompt?.spokenText ?? String(title), isSecure: true)
    }
}

struct TextFieldBehavior: NodeBehavior {
    let text: Binding<String>
    let placeholder: String
    let isSecure: Bool

    var shown: String {
        let value = text.wrappedValue
        return isSecure ? String(repeating: "•", count: value.count) : value
    }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
        let metric = node.graph.metric
        let ideal = CGFloat(max(20, TerminalText.width(of: shown) + 1, TerminalText.width(of: placeholder) + 1)) * metric.pointsPerColumn
        // Like SwiftUI's, a text field takes the width it is offered.
        let width = proposal.width.flatMap { $0.isFinite ? $0 : nil } ?? ideal
        return CGSize(width: width, height: metric.pointsPerRow)
    }

    func placeChildren(of node: ViewNode, in bounds: CGRect) {
        // The label is read, not drawn: the placeholder stands for it.
        node.placeContent(in: CGRect(origin: bounds.origin, size: .zero))
    }

    func draw(_ node: ViewNode, into context: inout DrawContext) {
        let rect = context.cells(node.frame)
        guard rect.width > 0 else { return }
        let value = shown
        var style = node.environment.textStyle
        style.underline = true
        if value.isEmpty { style.dim = true }
        let content = value.isEmpty ? placeholder : value
        // The text starts at the leading edge: the right one, right to left.
        let padding = String(repeating: " ", count: max(0, rect.width - TerminalText.width(of: content)))
        let padded = node.environment.isRightToLeft ? padding + content : content + padding
        context.put(padded, x: rect.x, y: rect.y, style: style, within: rect)
    }

    func accessibilityElements(of node: ViewNode) -> [AccessibilityElement] {
        var element = AccessibilityElement(id: node.leafElementID)
        let label = ElementRules.joinedLabel(node.childElements())
        element.label = label.isEmpty ? placeholder : label
        let value = shown
        element.value = value.isEmpty ? nil : value
        // The title is the field's label (`TextField("Name", text:)` is read "Name, Ada, Text
        // field"), even where it is also drawn as the placeholder: SwiftUI gives the field its
        // title as the accessibility label. Only a field with no title, whose prompt is all that
        // names it, reads its text alone once it holds some, as a UITextField drops its
        // placeholder. A secure field's text is hidden, so its prompt stays.
        let labelIsPlaceholder = label.isEmpty && !value.isEmpty && !isSecure
        element.traits = labelIsPlaceholder ? [.isTextField, .labelIsPlaceholder] : .isTextField
        if label.isEmpty { element.traits.insert(.labelIsPrompt) }
        element.frame = node.frame
        element.isEnabled = node.environment.isEnabled
        element.isSecureTextEntry = isSecure
        element.text = text.wrappedValue
        if element.isEnabled {
            let binding = text
            element.textEntry = { binding.wrappedValue = $0 }
        }
        return [element]
    }
}

/// A multi-line text input that fills the space offered and wraps its text. Its element has
/// the text-field trait, the text as its value, and the full text for text-range rotors.
public struct TextEditor: View, PrimitiveView {
    let text: Binding<String>
    public init(text: Binding<String>) { self.text = text }
    func children(into list: inout ChildList) {}
    func makeBehavior() -> NodeBehavior { TextEditorBehavior(text: text) }
}

struct TextEditorBehavior: NodeBehavior {
    let text: Binding<String>

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
        let metric = node.graph.metric
        let width = proposal.width.flatMap { $0.isFinite ? $0 : nil } ?? 30 * metric.pointsPerColumn
        let lines = TextWrapper.wrap(text.wrappedValue, columns: max(1, Int(width / metric.pointsPerColumn)))
        let height = proposal.height.flatMap { $0.isFinite ? $0 : nil } ?? CGFloat(max(3, lines.count)) * metric.pointsPerRow
        return CGSize(width: width, height: height)
    }

    func draw(_ node: ViewNode, into context: inout DrawContext) {
        let rect = context.cells(node.frame)
        guard rect.width > 0 else { return }
        let lines = TextWrapper.wrap(text.wrappedValue, columns: rect.width, maxLines: max(1, rect.height))
        let style = node.environment.textStyle
        let rightToLeft = node.environment.isRightToLeft
        for (i, line) in lines.enumerated() {
            let width = TerminalText.width(of: line)
            context.put(line, x: rect.column(rect.x, width: width, rightToLeft: rightToLeft), y: rect.y + i, style: style, within: rect)
        }
    }

    func accessibilityElements(of node: ViewNode) -> [AccessibilityElement] {
        var element = AccessibilityElement(id: node.leafElementID)
        let value = text.wrappedValue
        element.value = value
        element.text = value
        element.traits = .isTextField
        element.isMultilineTextEntry = true
        element.frame = node.frame
        element.isEnabled = node.environment.isEnabled
        if element.isEnabled {
            let binding = text
            element.textEntry = { binding.wrappedValue = $0 }
        }
        return [element]
    }
}
