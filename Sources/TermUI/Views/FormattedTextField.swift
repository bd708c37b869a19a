import Foundation

// Text fields that edit a value, not a string: `TextField("Age", value: $age, format: .number)`
// and the older `TextField("Age", value: $age, formatter: formatter)`. The field shows the
// value formatted, and VoiceOver reads that text as the field's value. While the user types,
// the field keeps the text typed (a number can be cleared and typed again); each text that
// parses sets the value, and one that does not leaves the value as it was. When the value
// changes from elsewhere, the field shows it formatted again.

extension TextField where Label == Text {
    public init<F: ParseableFormatStyle>(_ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>, format: F,
                                         prompt: Text? = nil) where F.FormatOutput == String {
        self.init(titleKey.resolved(), value: value, format: format, prompt: prompt)
    }
    @_disfavoredOverload
    public init<S: StringProtocol, F: ParseableFormatStyle>(_ title: S, value: Binding<F.FormatInput>, format: F,
                                                            prompt: Text? = nil) where F.FormatOutput == String {
        self.init(String(title), valueText: ValueText(value: value, format: { format.format($0) },
                                                      parse: { try? format.parseStrategy.parse($0) }), prompt: prompt)
    }
    /// An optional value: empty text is nil.
    public init<F: ParseableFormatStyle>(_ titleKey: LocalizedStringKey, value: Binding<F.FormatInput?>, format: F,
                                         prompt: Text? = nil) where F.FormatOutput == String {
        self.init(titleKey.resolved(), value: value, format: format, prompt: prompt)
    }
    @_disfavoredOverload
    public init<S: StringProtocol, F: ParseableFormatStyle>(_ title: S, value: Binding<F.FormatInput?>, format: F,
                                                            prompt: Text? = nil) where F.FormatOutput == String {
        let valueText = ValueText<F.FormatInput?>(value: value, format: { $0.map { format.format($0) } ?? "" },
                                                  parse: { text in text.isEmpty ? .some(nil) : (try? format.parseStrategy.parse(text)).map { .some($0) } })
        self.init(String(title), valueText: valueText, prompt: prompt)
    }

    public init<V>(_ titleKey: LocalizedStringKey, value: Binding<V>, formatter: Formatter) {
        self.init(titleKey.resolved(), value: value, formatter: formatter)
    }
    public init<V>(_ titleKey: LocalizedStringKey, value: Binding<V>, formatter: Formatter, prompt: Text?) {
        self.init(titleKey.resolved(), value: value, formatter: formatter, prompt: prompt)
    }
    @_disfavoredOverload
    public init<S: StringProtocol, V>(_ title: S, value: Binding<V>, formatter: Formatter) {
        self.init(title, value: value, formatter: formatter, prompt: nil)
    }
    @_disfavoredOverload
    public init<S: StringProtocol, V>(_ title: S, value: Binding<V>, formatter: Formatter, prompt: Text?) {
        self.init(String(title), valueText: ValueText(value: value, format: { formatter.string(for: $0) ?? "" },
                                                      parse: { FormatterParsing.parse($0, formatter) }), prompt: prompt)
    }

    init<Value>(_ title: String, valueText: ValueText<Value>, prompt: Text?) {
        self.init(text: .constant(""), label: Text(title), placeholder: prompt?.spokenText ?? title, isSecure: false)
        editor = ValueFieldEditor(valueText: valueText, label: Text(title), placeholder: placeholder)
    }
}

/// A value and how it is written and read back.
@MainActor
struct ValueText<Value> {
    let value: Binding<Value>
    let format: (Value) -> String
    /// nil when the text does not parse.
    let parse: (String) -> Value?
}

/// Draws a value field: the text being typed while it still stands for the value, else the
/// value formatted.
struct ValueFieldEditor<Value>: View {
    let valueText: ValueText<Value>
    let label: Text
    let placeholder: String
    @State private var draft: String?

    var body: some View {
        let valueText = self.valueText, draft = $draft
        let text = Binding<String>(get: {
            let formatted = valueText.format(valueText.value.wrappedValue)
            guard let typed = draft.wrappedValue else { return formatted }
            // The typed text stands while it is the value, or does not parse (yet); a value set
            // from elsewhere shows instead.
            guard let parsed = valueText.parse(typed) else { return typed }
            return valueText.format(parsed) == formatted ? typed : formatted
        }, set: { typed in
            draft.wrappedValue = typed
            if let parsed = valueText.parse(typed) { valueText.value.wrappedValue = parsed }
        })
        TextField(text: text, label: label, placeholder: placeholder, isSecure: false)
    }
}

/// A `Formatter`'s value back from text: numbers through a `NumberFormatter`, dates through a
/// `DateFormatter`; a string as typed.
@MainActor
enum FormatterParsing {
    static func parse<V>(_ text: String, _ formatter: Formatter) -> V? {
        if let numbers = formatter as? NumberFormatter {
            guard let number = numbers.number(from: text) else { return nil }
            switch V.self {
            case is Int.Type: return number.intValue as? V
            case is Double.Type: return number.doubleValue as? V
            case is Float.Type: return number.floatValue as? V
            case is CGFloat.Type: return CGFloat(number.doubleValue) as? V
            case is Decimal.Type: return number.decimalValue as? V
            default: return number as? V
            }
        }
        if let dates = formatter as? DateFormatter { return dates.date(from: text) as? V }
        return text as? V
    }
}
