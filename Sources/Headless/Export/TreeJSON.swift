import Accessibility
import ScreenReader
import TermUI

/// The element tree as JSON (`rotor tree SCREEN --json`). Keys always come in this order:
///
/// ```
/// { "screen": "beach", "variant": "after", "columns": 72, "rows": 40,
///   "elements": [ { "id", "label", "value", "hint", "traits", "frame": {"x","y","width","height"},
///                   "actions", "customContent": [{"label","value","importance"}],
///                   "rotors": [{"name","entries"}], "spoken", "children" } ] }
/// ```
///
/// `value` and `hint` are null when absent; `value` is the raw value (a switch's is "1"/"0").
/// `traits` are SwiftUI's names ("isButton"). `frame` is in cells, from the graph's
/// `CellMetric`. `actions` are the custom action names, in the actions menu's order.
/// `importance` is "default" or "high". `spoken` is what the reader says on focusing the
/// element: its description, then its hint lines.
public enum TreeJSON {
    @MainActor
    public static func document(for session: ScreenSession) -> JSONValue {
        let tree = session.tree
        let metric = session.graph.metric
        return .object([
            ("screen", .string(session.screenName)),
            ("variant", .string(session.variant)),
            ("columns", .int(session.graph.metric.columns(session.graph.size.width))),
            ("rows", .int(session.graph.metric.rows(session.graph.size.height))),
            ("elements", .array(tree.roots.map { element($0, in: tree, metric: metric) })),
        ])
    }

    @MainActor
    public static func text(for session: ScreenSession) -> String { document(for: session).rendered() }

    @MainActor
    public static func element(_ element: AccessibilityElement, in tree: AccessibilityTree, metric: CellMetric) -> JSONValue {
        let frame = metric.cellRect(element.frame)
        return .object([
            ("id", .string(element.id.rawValue)),
            ("label", .string(element.label)),
            ("value", .string(element.value)),
            ("hint", .string(element.hint)),
            ("traits", .array(element.traits.names.map { .string($0) })),
            ("frame", .object([("x", .int(frame.x)), ("y", .int(frame.y)), ("width", .int(frame.width)),
                               ("height", .int(frame.height))])),
            ("actions", .array(element.actions.map { .string($0.name) })),
            ("customContent", .array(element.customContent.map { content in
                .object([("label", .string(content.label)), ("value", .string(content.value)),
                         ("importance", .string(content.importance == .high ? "high" : "default"))])
            })),
            ("rotors", .array(element.rotors.map { rotor in
                .object([("name", .string(RotorSetting(rotor).name)), ("entries", .array(rotor.entries.map { .string($0.label) }))])
            })),
            ("spoken", .array(ScreenReader.speech(for: element, in: tree).map { .string($0.text) })),
            ("braille", braille(element, in: tree)),
            ("children", .array(element.children.map { self.element($0, in: tree, metric: metric) })),
        ])
    }

    /// What a braille display shows on the element: the line in print, and in braille with
    /// liblouis's default table (null when liblouis is not installed).
    @MainActor
    static func braille(_ element: AccessibilityElement, in tree: AccessibilityTree) -> JSONValue {
        let line = ElementBraille.line(for: element, in: tree)
        let cells = try? LibLouis.shared.get().translate(line).braille
        return .object([("print", .string(line)), ("cells", .string(cells))])
    }
}
