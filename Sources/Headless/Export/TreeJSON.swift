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
    /// The document, with the rows of lazy lists that the tree holds (`text(for:)` has them all).
    @MainActor
    public static func document(for session: ScreenSession, elements: Bool = true) -> JSONValue {
        let tree = session.tree
        let metric = session.graph.metric
        var members: [(String, JSONValue)] = [
            ("screen", .string(session.screenName)),
            ("variant", .string(session.variant)),
            ("columns", .int(session.graph.metric.columns(session.graph.size.width))),
            ("rows", .int(session.graph.metric.rows(session.graph.size.height))),
        ]
        if elements { members.append(("elements", .array(tree.roots.map { element($0, in: tree, metric: metric) }))) }
        return .object(members)
    }

    /// The document as text, every row of a lazy list included (`WholeTree`).
    @MainActor
    public static func text(for session: ScreenSession) -> String {
        var lines: [String] = []
        write(for: session) { lines.append($0) }
        return lines.joined(separator: "\n")
    }

    /// Writes the document as `text(for:)` reads, a few lines at a time as the tree is walked:
    /// a lazy list's rows are made a window at a time and let go (`WholeTree`), so a list of a
    /// million rows is written in the memory of one window. Each piece is whole lines, without
    /// the last newline.
    @MainActor
    public static func write(for session: ScreenSession, _ emit: @escaping (String) -> Void) {
        let whole = WholeTree(session)
        let metric = session.graph.metric
        var pending = ""
        func put(_ text: String) {
            pending += text
            guard pending.utf8.count >= 1 << 16, let last = pending.lastIndex(of: "\n") else { return }
            emit(String(pending[..<last]))
            pending = String(pending[pending.index(after: last)...])
        }
        func element(_ element: AccessibilityElement, in tree: AccessibilityTree, indent: Int) {
            guard case .object(let members) = self.element(element, in: tree, metric: metric, children: false) else { return }
            let pad = String(repeating: "  ", count: indent + 1), close = String(repeating: "  ", count: indent)
            put("{\n" + members.map { pad + JSONValue.quote($0.0) + ": " + $0.1.rendered(indent: indent + 1) }.joined(separator: ",\n"))
            put(",\n" + pad + "\"children\": ")
            children(indent: indent + 1) { body in whole.forEachChild(of: element, in: tree, body) }
            put("\n" + close + "}")
        }
        func children(indent: Int, _ each: ((AccessibilityElement, AccessibilityTree) -> Void) -> Void) {
            let pad = String(repeating: "  ", count: indent + 1), close = String(repeating: "  ", count: indent)
            var first = true
            each { child, held in
                put((first ? "[\n" : ",\n") + pad)
                first = false
                element(child, in: held, indent: indent + 1)
            }
            put(first ? "[]" : "\n" + close + "]")
        }
        guard case .object(let members) = document(for: session, elements: false) else { return }
        put("{\n" + members.map { "  " + JSONValue.quote($0.0) + ": " + $0.1.rendered(indent: 1) }.joined(separator: ",\n"))
        put(",\n  \"elements\": ")
        let tree = session.tree
        children(indent: 1) { body in for root in tree.roots { body(root, tree) } }
        put("\n}")
        emit(pending)
    }

    @MainActor
    public static func element(_ element: AccessibilityElement, in tree: AccessibilityTree, metric: CellMetric,
                               children: Bool = true) -> JSONValue {
        let frame = metric.cellRect(element.frame)
        var members: [(String, JSONValue)] = [
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
        ]
        // A lazy list: how many rows it has (`text(for:)` lists them all as its children).
        if let rows = element.rowWindow { members.append(("lazyRows", .int(rows.count))) }
        if children { members.append(("children", .array(element.children.map { self.element($0, in: tree, metric: metric) }))) }
        return .object(members)
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
