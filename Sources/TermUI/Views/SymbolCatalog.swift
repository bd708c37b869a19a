import Foundation

/// System symbols: how each draws in a terminal, and what VoiceOver says for
/// `Image(systemName:)`: the system's description of the symbol where it has one ("Back" for
/// `chevron.left`), else the name read as words ("sparkles", "checkmark seal fill"), which is
/// why those need an explicit `accessibilityLabel`. The one list both the drawing and the
/// audit's file-or-symbol-name rule read.
public enum SymbolCatalog {
    struct Symbol {
        /// The glyph drawn; nil draws the bracketed name.
        let glyph: String?
        /// The system's description; nil when VoiceOver reads the name as words.
        let label: String?
        init(glyph: String?, label: String?) {
            self.glyph = glyph
            self.label = label
        }
        /// A symbol drawn as its bracketed name, with no description.
        static let unnamed = Symbol(glyph: nil, label: nil)
    }

    /// Names (with their .fill/.circle variants where they differ) with their glyph and label.
    static let symbols: [String: Symbol] = [
        "star": Symbol(glyph: "☆", label: "Favorite"),
        "star.fill": Symbol(glyph: "★", label: "Favorite"),
        "star.leadinghalf.filled": Symbol(glyph: "⯪", label: "Half star"),
        "heart": Symbol(glyph: "♡", label: "Love"),
        "heart.fill": Symbol(glyph: "♥", label: "Love"),
        "arrowshape.turn.up.left": Symbol(glyph: "↩", label: "Reply"),
        "arrowshape.turn.up.left.fill": Symbol(glyph: "↩", label: "Reply"),
        "arrowshape.turn.up.right": Symbol(glyph: "↪", label: "Forward"),
        "trash": Symbol(glyph: "🗑", label: "Delete"),
        "trash.fill": Symbol(glyph: "🗑", label: "Delete"),
        "plus": Symbol(glyph: "+", label: "Add"),
        "plus.circle": Symbol(glyph: "⊕", label: "Add"),
        "plus.circle.fill": Symbol(glyph: "⊕", label: "Add"),
        "minus": Symbol(glyph: "−", label: "Remove"),
        "minus.circle": Symbol(glyph: "⊖", label: "Remove"),
        "xmark": Symbol(glyph: "✕", label: "Close"),
        "xmark.circle": Symbol(glyph: "ⓧ", label: "Close"),
        "xmark.circle.fill": Symbol(glyph: "ⓧ", label: "Close"),
        "gear": Symbol(glyph: "⚙", label: "Settings"),
        "gearshape": Symbol(glyph: "⚙", label: "Settings"),
        "gearshape.fill": Symbol(glyph: "⚙", label: "Settings"),
        "square.and.arrow.up": Symbol(glyph: "⇪", label: "Share"),
        "magnifyingglass": Symbol(glyph: "⌕", label: "Search"),
        "pencil": Symbol(glyph: "✎", label: "Edit"),
        "square.and.pencil": Symbol(glyph: "✎", label: "Compose"),
        "checkmark": Symbol(glyph: "✓", label: "Checkmark"),
        "checkmark.circle": Symbol(glyph: "✓", label: "Checkmark"),
        "checkmark.circle.fill": Symbol(glyph: "✓", label: "Checkmark"),
        "info.circle": Symbol(glyph: "ⓘ", label: "Info"),
        "bell": Symbol(glyph: "🔔", label: "Notifications"),
        "bell.fill": Symbol(glyph: "🔔", label: "Notifications"),
        "envelope": Symbol(glyph: "✉", label: "Mail"),
        "house": Symbol(glyph: "⌂", label: "Home"),
        "house.fill": Symbol(glyph: "⌂", label: "Home"),
        "person": Symbol(glyph: "👤", label: "Person"),
        "person.fill": Symbol(glyph: "👤", label: "Person"),
        "play.fill": Symbol(glyph: "▶", label: "Play"),
        "play": Symbol(glyph: "▶", label: "Play"),
        "pause.fill": Symbol(glyph: "⏸", label: "Pause"),
        "stop.fill": Symbol(glyph: "■", label: "Stop"),
        "location": Symbol(glyph: "➤", label: "Location"),
        "location.fill": Symbol(glyph: "➤", label: "Location"),
        "mic": Symbol(glyph: "🎤", label: "Microphone"),
        "mic.fill": Symbol(glyph: "🎤", label: "Microphone"),
        "camera": Symbol(glyph: "📷", label: "Camera"),
        "camera.fill": Symbol(glyph: "📷", label: "Camera"),
        "photo": Symbol(glyph: "🖼", label: "Photo"),
        "chevron.right": Symbol(glyph: "›", label: "Forward"),
        "chevron.left": Symbol(glyph: "‹", label: "Back"),
        "ellipsis": Symbol(glyph: "…", label: "More"),
        "ellipsis.circle": Symbol(glyph: "⋯", label: "More"),
        "calendar": Symbol(glyph: "📅", label: "Calendar"),
        "clock": Symbol(glyph: "🕒", label: "Clock"),
        "speaker.wave.2": Symbol(glyph: "🔊", label: "Volume"),
        "waveform": Symbol(glyph: "∿", label: "Audio"),
        "globe": Symbol(glyph: "🌐", label: "Globe"),
        "exclamationmark.triangle": Symbol(glyph: "⚠", label: "Warning"),
        "exclamationmark.triangle.fill": Symbol(glyph: "⚠", label: "Warning"),
        "sparkles": Symbol(glyph: "✨", label: nil),
        "checkmark.seal.fill": Symbol(glyph: "✪", label: nil),
        "slider.vertical.3": Symbol(glyph: "☰", label: nil),
        "slider.horizontal.3": Symbol(glyph: "☰", label: nil),
        "gamecontroller.fill": Symbol(glyph: "🎮", label: nil),
        "gamecontroller": Symbol(glyph: "🎮", label: nil),
        "sun.max.fill": Symbol(glyph: "☀", label: nil),
        "cloud.fill": Symbol(glyph: "☁", label: nil),
        "music.note": Symbol(glyph: "♪", label: nil),
        "bell.badge": Symbol(glyph: "🔔", label: nil),
        "circle.fill": Symbol(glyph: "●", label: nil),
        "circle": Symbol(glyph: "○", label: nil),
        // Common symbols with no description and no glyph of their own here: VoiceOver reads
        // their names.
        "sparkle": .unnamed, "checkmark.seal": .unnamed, "chevron.up": .unnamed, "chevron.down": .unnamed,
        "flame": .unnamed, "bolt": .unnamed, "cloud": .unnamed, "sun.max": .unnamed, "moon": .unnamed,
        "moon.stars": .unnamed, "bookmark": .unnamed, "tag": .unnamed, "flag": .unnamed, "paperplane": .unnamed,
        "hand.thumbsup": .unnamed, "hand.thumbsdown": .unnamed, "bubble.left": .unnamed, "bubble.right": .unnamed,
        "text.bubble": .unnamed, "line.3.horizontal": .unnamed, "list.bullet": .unnamed, "square.grid.2x2": .unnamed,
        "square": .unnamed, "app.badge": .unnamed, "wifi": .unnamed, "speaker.slash": .unnamed, "eye": .unnamed,
        "eye.slash": .unnamed, "lock": .unnamed, "cart": .unnamed, "creditcard": .unnamed, "gift": .unnamed,
        "leaf": .unnamed, "drop": .unnamed, "pawprint": .unnamed, "hand.wave": .unnamed,
        "arrow.clockwise": .unnamed, "arrow.counterclockwise": .unnamed, "arrow.right": .unnamed,
        "arrow.left": .unnamed, "arrow.up": .unnamed, "arrow.down": .unnamed, "arrow.up.arrow.down": .unnamed,
        "ellipsis.bubble": .unnamed, "wand.and.stars": .unnamed, "party.popper": .unnamed, "figure.walk": .unnamed,
        "photo.on.rectangle": .unnamed,
    ]

    static func glyph(for name: String) -> String {
        symbols[name]?.glyph ?? "[\(shortName(name))]"
    }

    /// Whether the catalog draws the symbol with a glyph of its own.
    static func hasGlyph(_ name: String) -> Bool { symbols[name]?.glyph != nil }

    /// Whether a label is a symbol's name rather than what it means: the name of a catalog
    /// symbol, or the name read as words ("checkmark seal fill"), whose description is not
    /// those same words ("Globe" is `globe`'s description; "chevron left" is no one's).
    /// `lower` is the label lowercased, `words` the same split at its spaces.
    public static func isSymbolName(lowercased lower: String, words: [Substring]) -> Bool {
        // No symbol's name has a space: a label of several words is looked up joined by dots
        // alone, once its first word is known to start some symbol's name.
        if words.count > 1, !firstParts.contains(String(words[0])) { return false }
        let symbol = words.count > 1 ? symbols[words.joined(separator: ".")] : symbols[lower]
        guard let symbol else { return false }
        return symbol.label?.lowercased() != lower
    }

    /// The part of each symbol's name before its first dot ("chevron" of "chevron.left").
    private static let firstParts = Set(symbols.keys.map { String($0.prefix { $0 != "." }) })

    /// The glyph is the bracketed name drawn for a symbol with none.
    static func isStandIn(_ glyph: String) -> Bool { glyph.hasPrefix("[") && glyph.hasSuffix("]") && glyph.count > 2 }

    /// The label SwiftUI gives a symbol: an inferred meaning, or the name as words.
    static func label(for name: String) -> String {
        knownLabel(for: name) ?? spokenName(name)
    }

    /// The meaning SwiftUI infers for a common symbol, nil for the rest.
    static func knownLabel(for name: String) -> String? { symbols[name]?.label }

    /// "star.fill" → "star fill": how VoiceOver reads a name with dots.
    static func spokenName(_ name: String) -> String {
        name.replacingOccurrences(of: ".", with: " ").replacingOccurrences(of: "_", with: " ")
            .replacingOccurrences(of: "-", with: " ")
    }

    private static func shortName(_ name: String) -> String {
        let first = name.split(separator: ".").first.map(String.init) ?? name
        return String(first.prefix(10))
    }
}
