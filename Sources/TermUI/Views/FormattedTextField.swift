import Foundation

// Text fields that edit a value, not a string: `TextField("Age", value: $age, format: .number)`
// and the older `TextField("Age", value: $age, formatter: formatter)`. The field shows the
// value formatted, and VoiceOver reads that text as the field's value. Text typed in is parsed
// back into the value; text that does not parse leaves the value as it was (SwiftUI keeps the
// last good value too), and the field shows the value again.

extension TextField where Label == Text {
    public init<F: ParseableFormatStyle>(_ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>, format: F,
                                         prompt: Text? = nil) where F.FormatOutput == String {
        self.init(titleKey.resolved(), value: value, format: format, prompt: prompt)
    }
    @_disfavoredOverload
    public init<S: StringProtocol, F: ParseableFormatStyle>(_ title: S, value: Binding<F.FormatInput>, format: F,
                                                            prompt: Text? = nil) where F.FormatOutput == String {
        self.init(String(title), text: FormattedText.binding(value, format), prompt: prompt)
    }
    /// An optional value: empty text is nil.
    public init<F: ParseableFormatStyle>(_ titleKey: LocalizedStringKey, value: Binding<F.FormatInput?>, format: F,
                                         prompt: Text? = nil) where F.FormatOutput == String {
        self.init(titleKey.resolved(), value: value, format: format, prompt: prompt)
    }
    @_disfavoredOverload
    public init<S: StringProtocol, F: ParseableFormatStyle>(_ title: S, value: Binding<F.FormatInput?>, format: F,
                                                            prompt: Text? = nil) where F.FormatOutput == String {
        self.init(String(title), text: FormattedText.optionalBinding(value, format), prompt: prompt)
    }

    public init<V>(_ titleKey: LocalizedStringKey, value: Binding<V>, formatter: Formatter) {
        self.init(titleKey.resolved(), value: value, formatter: formatter)
    }
    public init<V>(_ titleKey: LocalizedStringKey, value: Binding<V>, formatter: Formatter, prompt: Text?) {
        self.init(titleKey.resolved(), value: value, formatter: formatter, prompt: prompt)
    }
    @_disfavoredOverload
    public init<S: StringProtocol, V>(_ title: S, value: Binding<V>, formatter: Formatter) {
        self.init(String(title), text: FormattedText.binding(value, formatter), prompt: nil)
    }
    @_disfavoredOverload
    public init<S: StringProtocol, V>(_ title: S, value: Binding<V>, formatter: Formatter, prompt: Text?) {
        self.init(String(title), text: FormattedText.binding(value, formatter), prompt: prompt)
    }
}

/// The string bindings the value fields edit.
@MainActor
enum FormattedText {
    static func binding<F: ParseableFormatStyle>(_ value: Binding<F.FormatInput>, _ format: F) -> Binding<String>
    where F.FormatOutput == String {
        Binding(get: { format.format(value.wrappedValue) },
                set: { text in if let parsed = try? format.parseStrategy.parse(text) { value.wrappedValue = parsed } })
    }

    static func optionalBinding<F: ParseableFormatStyle>(_ value: Binding<F.FormatInput?>, _ format: F) -> Binding<String>
    where F.FormatOutput == String {
        Binding(get: { value.wrappedValue.map { format.format($0) } ?? "" },
                set: { text in
                    if text.isEmpty { value.wrappedValue = nil } else if let parsed = try? format.parseStrategy.parse(text) {
                        value.wrappedValue = parsed
                    }
                })
    }

    /// A `Formatter`'s text for the value, and the value back from text: numbers through a
    /// `NumberFormatter`, dates through a `DateFormatter`; a string as typed.
    static func binding<V>(_ value: Binding<V>, _ formatter: Formatter) -> Binding<String> {
        Binding(get: { formatter.string(for: value.wrappedValue) ?? "" },
                set: { text in if let parsed: V = parse(text, formatter) { value.wrappedValue = parsed } })
    }

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
