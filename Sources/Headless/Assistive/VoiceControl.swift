import Accessibility
import Foundation
import TermUI

/// Voice Control: people say what they see. "Tap Favorite" finds the control named so (its
/// accessibility label, or any of its `accessibilityInputLabels`) and taps it; "Show numbers"
/// puts a number on every control, so one can be tapped by number; an ambiguous name puts
/// numbers on the candidates only. Voice Control reads the same element tree as VoiceOver, but
/// never moves VoiceOver's cursor.
public enum VoiceControl {
    /// What Voice Control draws over the screen.
    public enum Overlay: String, Hashable, Sendable, CaseIterable {
        case none, names, numbers
    }

    /// The element a phrase names: by name, or by the number the overlay shows.
    public enum Target: Hashable, Sendable {
        case name(String)
        case number(Int)

        public var isNumber: Bool { if case .number = self { true } else { false } }
    }

    /// A phrase Voice Control understands.
    public enum Phrase: Hashable, Sendable {
        case tap(Target)
        case longPress(Target)
        case increment(Target)
        case decrement(Target)
        case showNames, showNumbers, hideOverlay
        case scroll(down: Bool)
        case goBack
        /// A number alone: picks one of the numbered items.
        case choose(Int)
    }

    /// The phrases, as docs/assistive.md and the help list them.
    public static let phrases: [(phrase: String, meaning: String)] = [
        ("tap NAME | tap N", "tap the control named so, or numbered so"),
        ("long press NAME | long press N", "show the control's menu (its actions); then tap one by name"),
        ("increment NAME | decrement NAME", "adjust a slider or stepper one step"),
        ("show names | show numbers", "put each control's name, or a number, over it"),
        ("hide names | hide numbers", "take the names or numbers away"),
        ("scroll down | scroll up", "scroll the screen by a page"),
        ("go back", "tap the Back button, or dismiss what is presented"),
        ("N", "when numbers are shown, tap that number"),
    ]

    /// Parses what was said; nil when it is not a Voice Control phrase. Case, punctuation and
    /// extra spaces do not matter.
    public static func parse(_ text: String) -> Phrase? {
        let words = text.split(whereSeparator: { $0.isWhitespace }).map(String.init)
        guard let first = words.first?.lowercased() else { return nil }
        let lowered = words.map { $0.lowercased() }
        func target(_ rest: ArraySlice<String>) -> Target? {
            guard !rest.isEmpty else { return nil }
            if rest.count == 1, let number = Int(rest.first!), number > 0 { return .number(number) }
            return .name(rest.joined(separator: " "))
        }
        switch lowered {
        case ["show", "names"], ["show", "name"]: return .showNames
        case ["show", "numbers"], ["show", "number"]: return .showNumbers
        case ["hide", "names"], ["hide", "numbers"], ["hide", "name"], ["hide", "number"]: return .hideOverlay
        case ["scroll", "down"]: return .scroll(down: true)
        case ["scroll", "up"]: return .scroll(down: false)
        case ["go", "back"]: return .goBack
        default: break
        }
        if words.count == 1, let number = Int(first), number > 0 { return .choose(number) }
        if lowered.count >= 3, lowered[0] == "long", lowered[1] == "press" { return target(words.dropFirst(2)).map(Phrase.longPress) }
        switch first {
        case "tap", "click", "press": return target(words.dropFirst()).map(Phrase.tap)
        case "increment", "increase": return target(words.dropFirst()).map(Phrase.increment)
        case "decrement", "decrease": return target(words.dropFirst()).map(Phrase.decrement)
        default: return nil
        }
    }

    // MARK: Names

    /// The names Voice Control answers to: the input labels, then the label.
    public static func names(of element: AccessibilityElement) -> [String] { Names(element).names }

    /// The name "Show names" shows: the first input label, else the label.
    public static func shownName(of element: AccessibilityElement) -> String? { names(of: element).first }

    /// One element's names, normalised once (case and punctuation gone): what matching a
    /// phrase and the overlay's marks compare. A session keeps them for as long as its tree.
    public struct Names: Sendable {
        /// The names as written: the input labels, then the label.
        public let names: [String]
        /// `names`, normalised, in the same order.
        public let normalized: [String]
        /// The names and the custom actions' names, normalised, space-separated, with a space
        /// at each end: what a shown word must be part of.
        let said: String

        public init(_ element: AccessibilityElement) {
            var names: [String] = [], normalized: [String] = []
            for label in element.inputLabels {
                let plain = SpeechMatch.normalize(label)
                if !plain.isEmpty {
                    names.append(label)
                    normalized.append(plain)
                }
            }
            let label = SpeechMatch.normalize(element.label)
            if !label.isEmpty, !names.contains(element.label) {
                names.append(element.label)
                normalized.append(label)
            }
            self.names = names
            self.normalized = normalized
            // A custom action is said by its name too ("Tap Reply" on a row that offers Reply).
            said = " " + (normalized + element.actions.map { SpeechMatch.normalize($0.name) }).joined(separator: " ") + " "
        }

        /// Whether one of the names is `phrase` (normalised).
        func isNamed(_ phrase: String) -> Bool { normalized.contains(phrase) }

        /// Whether one of the names holds `padded` (a normalised phrase with a space each end)
        /// as whole words in a row.
        func contains(padded: String) -> Bool { normalized.contains { (" " + $0 + " ").contains(padded) } }
    }

    /// The elements Voice Control can act on, in reading order: what a tap, a toggle, an
    /// adjustment, typing or a menu reaches.
    public static func actionable(in tree: AccessibilityTree) -> [AccessibilityElement] {
        tree.allElements.filter(reaches)
    }

    /// Whether Voice Control gives the element a number and acts on it: an actionable element
    /// (`AccessibilityElement.isActionable`, the test every assistive technology and the audit
    /// share) that is enabled now. A dimmed control gets no number.
    public static func reaches(_ element: AccessibilityElement) -> Bool {
        element.isActionable && element.isEnabled
    }

    /// Voice Control's matching: a name said in full beats a name said in part. The candidates
    /// are the elements one of whose names is the phrase (ignoring case and punctuation); when
    /// none is, those one of whose names contains the phrase's words in a row. One candidate is
    /// tapped; several are ambiguous.
    public static func match(_ spoken: String, in elements: [AccessibilityElement]) -> [AccessibilityElement] {
        match(spoken, in: elements, names: elements.map(Names.init))
    }

    /// `match` over elements whose names are already normalised (`names[i]` is `elements[i]`'s).
    static func match(_ spoken: String, in elements: [AccessibilityElement], names: [Names]) -> [AccessibilityElement] {
        let phrase = SpeechMatch.normalize(spoken)
        guard !phrase.isEmpty else { return [] }
        let whole = elements.indices.filter { names[$0].isNamed(phrase) }
        if !whole.isEmpty { return whole.map { elements[$0] } }
        let padded = " " + phrase + " "
        return elements.indices.filter { names[$0].contains(padded: padded) }.map { elements[$0] }
    }

    // MARK: Names a user cannot say

    /// Why someone who says what they see cannot reach a control.
    public enum NameProblem: Hashable, Sendable {
        /// Nothing to say: no label and no input labels (an icon button).
        case noName
        /// It shows words that none of its names contains: "Tap Send" reaches nothing when the
        /// label is "Submit".
        case visibleTextNotInName(shown: String, missing: String)
    }

    /// The problem with an actionable element's names, given the words drawn inside its frame
    /// (`visible`, as shown); nil when it can be said. The audit's unlabeled-control and
    /// label-in-name rules and the overlay's marks come from here.
    public static func nameProblem(of element: AccessibilityElement, visible: [String]) -> NameProblem? {
        guard reaches(element) else { return nil }
        return nameProblem(names: Names(element), visible: visible)
    }

    /// `nameProblem` for an actionable element whose names are already normalised.
    static func nameProblem(names: Names, visible: [String]) -> NameProblem? {
        if names.names.isEmpty { return .noName }
        let shown = visible.map(SpeechMatch.normalize).filter { !$0.isEmpty }
        guard !shown.isEmpty else { return nil }
        let said = names.said
        let missing = shown.filter { !SpeechMatch.contains(said, $0) }
        guard !missing.isEmpty else { return nil }
        return .visibleTextNotInName(shown: shown.joined(separator: " "), missing: missing.joined(separator: " "))
    }
}

/// One label Voice Control draws over the screen: a name or a number over a control, marked
/// when the control cannot be reached by what it shows.
public struct VoiceControlBadge: Hashable, Sendable {
    public var id: AccessibilityElementID
    public var text: String
    /// In the screen canvas's cells (the page, not the pane: the renderer subtracts the scroll).
    public var x: Int
    public var y: Int
    public var problem: VoiceControl.NameProblem?

    public init(id: AccessibilityElementID, text: String, x: Int, y: Int, problem: VoiceControl.NameProblem?) {
        self.id = id
        self.text = text
        self.x = x
        self.y = y
        self.problem = problem
    }
}
