import Accessibility

/// One thing the reader says.
public struct Utterance: Hashable, Sendable, CustomStringConvertible {
    public enum Kind: String, Hashable, Sendable {
        /// The description of the element under the cursor.
        case element
        /// A hint line spoken after a pause (custom hint, trait hint, "Actions available"…).
        case hint
        /// An app's announcement.
        case announcement
        /// The rotor's new setting ("Headings").
        case rotor
        /// The actions menu or an action's result, and what editing says ("Is editing", the
        /// characters typed or deleted), all spoken as VoiceOver speaks them.
        case action
        /// Custom content read through More Content.
        case content
        /// A short cue in place of a sound ("Drag", "Drop complete", end of list).
        case cue
        /// The explorer's own words about itself (a popup opened, an item chosen), never the
        /// screen's: no transcript of a screen holds one.
        case explorer
    }
    public var text: String
    public var kind: Kind
    public var priority: AccessibilityAnnouncementPriority?
    /// Newer speech cut this one off before it ended (set on the transcript's copy).
    public var wasCutOff = false
    /// The voice the element asks for: its `speechAdjustedPitch` (-1…1) and speech language.
    /// Captions ignore them; a synthesizer speaks with them.
    public var adjustedPitch: Double = 0
    public var language: String?
    public init(_ text: String, kind: Kind, priority: AccessibilityAnnouncementPriority? = nil) {
        self.text = text
        self.kind = kind
        self.priority = priority
    }
    public var description: String { text }

    /// The same words in the voice `options` ask for.
    public func spoken(with options: AccessibilitySpeechOptions) -> Utterance {
        var copy = self
        copy.adjustedPitch = options.adjustedPitch
        copy.language = options.language
        return copy
    }
}
