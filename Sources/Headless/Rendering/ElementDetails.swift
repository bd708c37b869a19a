import Accessibility
import ScreenReader
import TermUI

/// Everything about one element, as Accessibility Inspector lists it: label, value, hint,
/// traits, identifier, input labels, frame, custom content, rotors with their entries, and the
/// actions, which the panel can perform.
public struct ElementDetails: Sendable, Hashable {
    /// One labelled part of the panel ("Traits": "isButton, isSelected").
    public struct Field: Sendable, Hashable {
        public var name: String
        public var lines: [String]
    }

    public var title: String
    public var fields: [Field]
    /// What the actions menu offers, in order; the panel lists them last and can perform them.
    public var actions: [String]
    /// The action under the keyboard.
    public var selectedAction: Int?
    /// Lines scrolled out at the top when there are no actions to keep in view.
    public var scroll = 0

    /// The panel when nothing is focused.
    public static let nothingFocused = ElementDetails(title: "No element", fields: [
        Field(name: "", lines: ["Nothing is focused. Press → to move to the first element."]),
    ], actions: [])

    public init(title: String, fields: [Field], actions: [String]) {
        self.title = title
        self.fields = fields
        self.actions = actions
        selectedAction = actions.isEmpty ? nil : 0
    }

    /// At most this many entries of one rotor are listed.
    static let entriesShown = 12

    public init(element: AccessibilityElement, actions: [String]) {
        func orNone(_ text: String?) -> [String] { (text?.isEmpty ?? true) ? ["—"] : [text!] }
        var fields = [
            Field(name: "Label", lines: orNone(element.label)),
            Field(name: "Value", lines: orNone(element.value)),
        ]
        var traits = element.traits.names
        if !element.isEnabled { traits.append("disabled") }
        if element.isAdjustable { traits.append("adjustable") }
        if element.isContainer { traits.append("container") }
        fields.append(Field(name: "Role", lines: [TreeFormatter.role(of: element)]))
        fields.append(Field(name: "Traits", lines: [traits.isEmpty ? "—" : traits.joined(separator: ", ")]))
        fields.append(Field(name: "Hint", lines: orNone(element.hint)))
        fields.append(Field(name: "Identifier", lines: orNone(element.identifier)))
        fields.append(Field(name: "Input labels",
                            lines: [element.inputLabels.isEmpty ? "—" : element.inputLabels.joined(separator: ", ")]))
        if let type = element.textContentType { fields.append(Field(name: "Text content type", lines: [type.name])) }
        fields.append(Field(name: Self.actionsName, lines: []))
        let frame = element.frame
        let column = Int((frame.minX / CellMetric.default.pointsPerColumn).rounded(.down))
        let row = Int((frame.minY / CellMetric.default.pointsPerRow).rounded(.down))
        fields.append(Field(name: "Frame", lines: [
            "\(Self.points(frame.minX)), \(Self.points(frame.minY)), \(Self.points(frame.width))×\(Self.points(frame.height)) pt",
            "column \(column), row \(row)",
        ]))
        let content = element.customContent.map { item in
            item.label + ": " + item.value + (item.importance == .high ? " (high importance)" : "")
        }
        fields.append(Field(name: "Content", lines: content.isEmpty ? ["—"] : content))
        var rotors: [String] = []
        for rotor in element.rotors {
            rotors.append("\(RotorSetting(rotor).name) (\(rotor.entries.count))")
            for entry in rotor.entries.prefix(Self.entriesShown) { rotors.append("  · " + entry.label) }
            if rotor.entries.count > Self.entriesShown { rotors.append("  … \(rotor.entries.count - Self.entriesShown) more") }
        }
        fields.append(Field(name: "Rotors", lines: rotors.isEmpty ? ["—"] : rotors))
        fields.append(Field(name: "Id", lines: [element.id.rawValue]))
        self.init(title: element.label.isEmpty ? TreeFormatter.role(of: element) : element.label, fields: fields,
                  actions: actions)
    }

    static func points(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(format: "%.1f", value)
    }

    /// A line of the panel as drawn: a field name (first line of a field only), its text, and
    /// which action it is, if it is one.
    public struct Line: Sendable, Hashable {
        public var name: String
        public var text: String
        public var action: Int?
    }

    /// Whether field names go in a column beside their text (else above it).
    public static func namesBeside(width: Int) -> Bool { width >= 30 }

    /// The width of the name column.
    static let nameWidth = 13
    /// The field the actions are listed in (after the basic fields, as Accessibility Inspector
    /// lists them); a panel without one lists them last.
    public static let actionsName = "Actions"

    /// The panel's lines at `width` columns: field names in a column, their text wrapped beside
    /// them, the actions among them. A narrow panel puts each name above its text.
    public func lines(width: Int) -> [Line] {
        let beside = Self.namesBeside(width: width)
        let textWidth = max(1, beside ? width - Self.nameWidth : width - 2)
        var lines: [Line] = []
        func add(_ name: String, _ texts: [(String, Int?)]) {
            if !beside, !name.isEmpty { lines.append(Line(name: name, text: "", action: nil)) }
            var first = beside
            for (text, action) in texts {
                let pieces = action == nil ? TextLayout.wrap(text, toWidth: textWidth)
                    : [TextLayout.truncate(text, toWidth: max(1, textWidth - 2))]
                for piece in pieces {
                    lines.append(Line(name: first ? name : "", text: piece, action: action))
                    first = false
                }
            }
        }
        let actionLines: [(String, Int?)] = actions.isEmpty ? [("—", nil)] : actions.enumerated().map { ($1, $0) }
        var listedActions = false
        for field in fields {
            if field.name == Self.actionsName, field.lines.isEmpty {
                add(field.name, actionLines)
                listedActions = true
            } else {
                add(field.name, field.lines.map { ($0, nil) })
            }
        }
        if !listedActions { add(Self.actionsName, actionLines) }
        return lines
    }

    /// The first line to show in `height` rows, within the lines there are.
    public func offset(width: Int, height: Int) -> Int {
        min(max(0, lines(width: width).count - height), max(0, scroll))
    }

    /// ↓ in the panel: the next action, else the panel scrolls.
    public mutating func moveDown(width: Int, height: Int) {
        if let selectedAction, selectedAction + 1 < actions.count {
            self.selectedAction = selectedAction + 1
            keepSelectionVisible(width: width, height: height)
        } else {
            scroll = min(offset(width: width, height: height) + 1, max(0, lines(width: width).count - height))
        }
    }

    /// ↑ in the panel: the previous action, else the panel scrolls back.
    public mutating func moveUp(width: Int, height: Int) {
        let top = offset(width: width, height: height)
        if let selectedAction, selectedAction > 0, let line = line(ofAction: selectedAction, width: width), line >= top {
            self.selectedAction = selectedAction - 1
            keepSelectionVisible(width: width, height: height)
        } else {
            scroll = max(0, top - 1)
        }
    }

    /// Scrolls so the selected action is on screen.
    public mutating func keepSelectionVisible(width: Int, height: Int) {
        guard let selectedAction, let line = line(ofAction: selectedAction, width: width), height > 0 else { return }
        let top = offset(width: width, height: height)
        if line < top { scroll = line } else if line >= top + height { scroll = line - height + 1 }
    }

    func line(ofAction action: Int, width: Int) -> Int? {
        lines(width: width).firstIndex { $0.action == action }
    }
}
