/// What VoiceOver on an iPhone does with each SwiftUI control, behaviour by behaviour, and
/// whether Rotor does the same. Each row is checked by a test that drives a small screen
/// through a headless session (`ConformanceTests`), and the table in docs/reader.md is made
/// from these rows (`markdownTable`), so the page, the data and the checks cannot drift.
public struct ConformanceRow: Sendable, Hashable {
    /// What the user does, in VoiceOver's gestures.
    public enum Behaviour: String, Sendable, CaseIterable {
        /// Focus lands on it: what is spoken (label, value, trait words, hint).
        case arrival = "arrival"
        /// Double tap: what happens, and what is spoken after.
        case activation = "double tap"
        /// Swipe up or down on an adjustable element.
        case adjustment = "swipe up / down"
        /// Which of the rotor's settings it brings, and where the rotor points.
        case rotor = "rotor"
        /// Two-finger scrub.
        case escape = "scrub"
    }

    /// Whether Rotor does what VoiceOver does.
    public enum Verdict: Sendable, Hashable {
        case same
        /// Rotor does something else, for this reason; the row's check holds Rotor's current
        /// behaviour, so it fails (and the row is flipped) when the difference goes.
        case differs(String)
    }

    public let control: String
    public let behaviour: Behaviour
    /// What VoiceOver does, in words.
    public let voiceOver: String
    /// Where that is recorded: a tag of `ConformanceTable.sources`.
    public let source: String
    public let verdict: Verdict

    /// The row's key: its control and behaviour ("Slider · swipe up / down").
    public var id: String { "\(control) · \(behaviour.rawValue)" }
}

/// One behaviour's fact, as a control's row list is written.
public struct ConformanceFact: Sendable {
    let voiceOver: String
    let source: String
    let verdict: ConformanceRow.Verdict

    static func same(_ voiceOver: String, _ source: String) -> Self {
        Self(voiceOver: voiceOver, source: source, verdict: .same)
    }
    static func differs(_ voiceOver: String, _ source: String, because reason: String) -> Self {
        Self(voiceOver: voiceOver, source: source, verdict: .differs(reason))
    }
    /// Not an adjustable element: a swipe up or down moves by the rotor's setting instead.
    static let notAdjustable = same("n/a: not adjustable; the swipe moves by the rotor's setting", "VO gestures")
    /// Nothing to dismiss and nowhere to go back to: the scrub does nothing here.
    static let noEscape = same("Nothing: no modal view to dismiss, no screen to go back to", "UIKit escape")
}

public enum ConformanceTable {
    /// Every row: the controls, then the presentations.
    public static let rows: [ConformanceRow] = controls + choosers + presentations

    /// The sources the rows name, by tag.
    public static let sources: [(tag: String, source: String)] = [
        ("ASnap", "Cash App's AccessibilitySnapshot: VoiceOver's phrases and their order, checked against devices"),
        ("W23", "WWDC23 \"Build accessible apps with SwiftUI and UIKit\""),
        ("W24", "WWDC24 \"Catch up on accessibility in SwiftUI\""),
        ("AD", "Apple's SwiftUI documentation"),
        ("UIKit escape", "Apple's `accessibilityPerformEscape()`: dismisses a modal view or goes back one level"),
        ("UIKit notifications", "Apple's `screenChanged`: a view that covers the screen appears and VoiceOver moves into it"),
        ("VO gestures", "VoiceOver's gesture list (Settings › Accessibility › VoiceOver › Commands)"),
        ("Rotor", "Apple's rotor page and AFB's description of the iOS rotor"),
        ("OSUI", "OpenSwiftUI's accessibility values (what SwiftUI gives each control)"),
        ("Magenta", "MagentaA11y's native checklists, with iOS recordings"),
        ("Rönnqvist", "David Rönnqvist's \"Accessible sliders and adjustable controls\": a slider's speech and its 10% steps"),
        ("device", "a recording on a device, named in DECISIONS.md"),
    ]

    /// The table as docs/reader.md shows it: control, behaviour, what VoiceOver does with its
    /// source, and whether Rotor does the same (and why not).
    public static var markdownTable: String {
        var lines = ["| control | behaviour | what VoiceOver does | source | Rotor |", "|---|---|---|---|---|"]
        for row in rows {
            let rotor: String
            switch row.verdict {
            case .same: rotor = "same"
            case .differs(let reason): rotor = "differs: \(reason)"
            }
            let cells = [row.control, row.behaviour.rawValue, row.voiceOver, row.source, rotor]
            lines.append("| " + cells.map { $0.replacingOccurrences(of: "|", with: "\\|") }.joined(separator: " | ") + " |")
        }
        return lines.joined(separator: "\n")
    }

    /// The sources' tags and what each names, as docs/reader.md lists them under the table.
    public static var sourcesMarkdownTable: String {
        (["| source | where it is recorded |", "|---|---|"] + sources.map { "| \($0.tag) | \($0.source) |" })
            .joined(separator: "\n")
    }

    static func control(_ name: String, arrival: ConformanceFact, activation: ConformanceFact,
                        adjustment: ConformanceFact = .notAdjustable, rotor: ConformanceFact,
                        escape: ConformanceFact = .noEscape) -> [ConformanceRow] {
        let facts: [(ConformanceRow.Behaviour, ConformanceFact)] = [
            (.arrival, arrival), (.activation, activation), (.adjustment, adjustment), (.rotor, rotor), (.escape, escape),
        ]
        return facts.map { behaviour, fact in
            ConformanceRow(control: name, behaviour: behaviour, voiceOver: fact.voiceOver, source: fact.source,
                           verdict: fact.verdict)
        }
    }

    /// The rotor of an element with no setting of its own: Characters and Words, and the
    /// screen's settings (Headings, Links, Containers), where it already pointed.
    static let noOwnRotorSetting = ConformanceFact.same(
        "No setting of its own (no Actions, Adjust Value or More Content); the rotor stays where the user left it", "Rotor")
}
