import Accessibility
import Foundation

extension Text {
    /// A value written with a format style: `Text(price, format: .currency(code: "EUR"))`.
    nonisolated public init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatInput: Equatable, F.FormatOutput == String {
        self.init(verbatim: format.format(input))
    }
}

extension Text {
    /// How `Text(_:style:)` writes a date.
    public struct DateStyle: Hashable, Sendable {
        let kind: Int
        /// The time: "3:30 PM".
        public static let time = DateStyle(kind: 0)
        /// The date: "Nov 30, 2026".
        public static let date = DateStyle(kind: 1)
        /// From now to the date: "in 2 hours", "3 days ago".
        public static let relative = DateStyle(kind: 2)
        /// The signed offset from now: "+2 hours".
        public static let offset = DateStyle(kind: 3)
        /// A timer counting from now: "2:05:00".
        public static let timer = DateStyle(kind: 4)
    }

    /// A date written in `style`, as of when the text is made. SwiftUI keeps the relative,
    /// offset and timer styles running; TermUI writes them once, and a body evaluated again
    /// writes them afresh.
    nonisolated public init(_ date: Date, style: DateStyle) {
        self.init(verbatim: Self.written(date, style: style, now: Date()))
    }

    nonisolated static func written(_ date: Date, style: DateStyle, now: Date) -> String {
        let locale = Locale(identifier: "en_US_POSIX")
        switch style.kind {
        case 0, 1:
            let formatter = DateFormatter()
            formatter.locale = locale
            formatter.dateStyle = style.kind == 1 ? .medium : .none
            formatter.timeStyle = style.kind == 0 ? .short : .none
            return formatter.string(from: date)
        case 2:
            // The largest whole unit, as Foundation's relative formatter writes it.
            let seconds = Int(date.timeIntervalSince(now).rounded())
            let magnitude = abs(seconds)
            let units: [(String, Int)] = [("year", 31_536_000), ("month", 2_592_000), ("week", 604_800), ("day", 86_400),
                                          ("hour", 3600), ("minute", 60), ("second", 1)]
            guard magnitude > 0, let unit = units.first(where: { magnitude >= $0.1 }) else { return "now" }
            let count = magnitude / unit.1
            let phrase = "\(count) \(unit.0)\(count == 1 ? "" : "s")"
            return seconds > 0 ? "in " + phrase : phrase + " ago"
        default:
            let seconds = Int(date.timeIntervalSince(now).rounded())
            let magnitude = abs(seconds)
            let clock = magnitude >= 3600
                ? String(format: "%d:%02d:%02d", magnitude / 3600, magnitude / 60 % 60, magnitude % 60)
                : String(format: "%d:%02d", magnitude / 60, magnitude % 60)
            if style.kind == 4 { return clock }
            return (seconds < 0 ? "-" : "+") + clock
        }
    }
}
