import Accessibility
import Foundation
import ScreenReader
import TermUI

/// Voice Control's state on one screen.
public struct VoiceControlState: Hashable, Sendable {
    public var overlay: VoiceControl.Overlay = .none
    /// A name matched several controls: numbers are on these, and a number picks one.
    public var candidates: [AccessibilityElementID]?
    /// What "Long press" opened: the element and the actions it offers, tapped by name next.
    public var menu: AccessibilityElementID?
    /// The custom action an ambiguous "tap NAME" named: a number performs it on that candidate.
    public var pendingAction: String?
    /// VoiceOver's focus when Voice Control scrolled the pane away from it.
    var scrolledAwayFrom: AccessibilityElementID?
    /// The last phrase heard could not be carried out (no such item, not adjustable…).
    public internal(set) var lastPhraseFailed = false

    public init(overlay: VoiceControl.Overlay = .none) { self.overlay = overlay }
}

extension ScreenSession {
    /// What Voice Control draws over the screen ("Show names", "Show numbers").
    public var voiceControlOverlay: VoiceControl.Overlay {
        get { voiceControl.overlay }
        set {
            voiceControl.overlay = newValue
            voiceControl.candidates = nil
        }
    }

    /// Voice Control could not do what it heard: what it shows, and the phrase marked failed.
    private func unable(_ text: String) -> Utterance {
        voiceControl.lastPhraseFailed = true
        return Utterance(text, kind: .action)
    }

    /// Does what Voice Control does on hearing `text`. The first utterance is what Voice
    /// Control shows it understood ("Tap Favorite", or why nothing happened), as a `.action`
    /// line; the rest is what VoiceOver then says about the change. VoiceOver's cursor stays.
    @discardableResult
    public func say(_ text: String) -> [Utterance] {
        voiceControl.lastPhraseFailed = false
        guard let phrase = VoiceControl.parse(text) else {
            return [unable("Not a Voice Control command: \(text)")]
        }
        let heard = Utterance(VoiceControlWords.heard(text), kind: .action)
        switch phrase {
        case .showNames:
            voiceControl.overlay = .names
            voiceControl.candidates = nil
            return [heard]
        case .showNumbers:
            voiceControl.overlay = .numbers
            voiceControl.candidates = nil
            return [heard]
        case .hideOverlay:
            voiceControl.overlay = .none
            voiceControl.candidates = nil
            return [heard]
        case .scroll(let down):
            return [heard] + scrollPage(down: down)
        case .goBack:
            if let back = reader.tree.allElements.first(where: { $0.traits.contains(.isBackButton) && $0.defaultAction != nil }) {
                return [heard] + act(on: back) { $0.defaultAction?() }
            }
            return [heard] + perform(.escape)
        case .choose(let number):
            return tap(.number(number), heard: heard)
        case .tap(let target):
            return tap(target, heard: heard)
        case .longPress(let target):
            return resolve(target, heard: heard) { element in
                guard !element.actions.isEmpty else {
                    return [unable(VoiceControlWords.nothingToPress(element.label))]
                }
                voiceControl.menu = element.id
                return [Utterance(VoiceControlWords.menu(element.actions.map(\.name)), kind: .action)]
            }
        case .increment(let target), .decrement(let target):
            let direction: AccessibilityAdjustmentDirection = phrase == .increment(target) ? .increment : .decrement
            return resolve(target, heard: heard) { element in
                guard let adjust = element.adjustableAction else {
                    return [unable(VoiceControlWords.notAdjustable(element.label))]
                }
                return act(on: element) { _ in adjust(direction) }
            }
        }
    }

    /// The controls Voice Control can act on in the current tree, with their names: made once
    /// per tree.
    var voiceControlControls: VoiceControlIndex {
        let tree = reader.tree
        if let kept = voiceControlPeer.index, kept.tree.isSameSnapshot(as: tree) { return kept }
        let index = VoiceControlIndex(tree: tree)
        voiceControlPeer.namings += index.elements.count
        voiceControlPeer.index = index
        return index
    }

    /// The controls a number reaches: the candidates of an ambiguous name, else every control.
    private var numbered: [AccessibilityElement] { numberedWithNames.map(\.element) }

    /// `numbered`, each with its names.
    private var numberedWithNames: [(element: AccessibilityElement, names: VoiceControl.Names)] {
        let index = voiceControlControls
        if let candidates = voiceControl.candidates {
            return candidates.compactMap { id in
                if let position = index.position[id] { return (index.elements[position], index.names[position]) }
                return reader.tree.element(id).map { ($0, VoiceControl.Names($0)) }
            }
        }
        return zip(index.elements, index.names).map { ($0, $1) }
    }

    private func tap(_ target: Target, heard: Utterance) -> [Utterance] {
        // An open menu's actions are tapped by name first.
        if case .name(let name) = target, let menu = voiceControl.menu, let element = reader.tree.element(menu),
           let action = element.actions.first(where: { SpeechMatch.normalize($0.name) == SpeechMatch.normalize(name) }) {
            voiceControl.menu = nil
            return [heard] + act(on: element) { _ in action.handler() }
        }
        // No control is named so, but controls offer an action of that name ("Tap Reply" on a
        // row of comments): the action is performed, on the one control or the one numbered.
        if case .name(let name) = target {
            let index = voiceControlControls
            let actionable = index.elements
            if VoiceControl.match(name, in: actionable, names: index.names).isEmpty {
                let offering = actionable.filter { $0.actions.contains { SpeechMatch.normalize($0.name) == SpeechMatch.normalize(name) } }
                if offering.count == 1 { return [heard] + performAction(name, on: offering[0]) }
                if offering.count > 1 {
                    voiceControl.candidates = offering.map(\.id)
                    voiceControl.pendingAction = name
                    return [heard, Utterance(VoiceControlWords.ambiguous(offering.count, name), kind: .action)]
                }
            }
        }
        let pending = target.isNumber ? voiceControl.pendingAction : nil
        voiceControl.pendingAction = nil
        return resolve(target, heard: heard) { element in
            if let pending { return performAction(pending, on: element) }
            if element.isEnabled, element.textEntry != nil, element.defaultAction == nil {
                // A tap on a text field puts the keyboard up: typing goes there.
                return perform(.focusElement(element.id)) + perform(.activate)
            }
            guard element.defaultAction != nil else {
                return [unable(VoiceControlWords.nothingToTap(element.label))]
            }
            return act(on: element) { $0.defaultAction?() }
        }
    }

    private typealias Target = VoiceControl.Target

    func performAction(_ name: String, on element: AccessibilityElement) -> [Utterance] {
        guard let action = element.actions.first(where: { SpeechMatch.normalize($0.name) == SpeechMatch.normalize(name) }) else {
            return [unable(VoiceControlWords.noMatch(name))]
        }
        return act(on: element) { _ in action.handler() }
    }

    /// Finds what `target` names and does `body` to it; says when nothing or several match.
    private func resolve(_ target: Target, heard: Utterance,
                         _ body: (AccessibilityElement) -> [Utterance]) -> [Utterance] {
        let element: AccessibilityElement
        switch target {
        case .number(let number):
            guard voiceControl.overlay == .numbers || voiceControl.candidates != nil else {
                return [heard, unable(VoiceControlWords.showNumbersFirst)]
            }
            let items = numbered
            guard items.indices.contains(number - 1) else {
                return [heard, unable(VoiceControlWords.noNumber(number))]
            }
            element = items[number - 1]
        case .name(let name):
            let index = voiceControlControls
            let found = VoiceControl.match(name, in: index.elements, names: index.names)
            switch found.count {
            case 0: return [heard, unable(VoiceControlWords.noMatch(name))]
            case 1: element = found[0]
            default:
                voiceControl.candidates = found.map(\.id)
                return [heard, Utterance(VoiceControlWords.ambiguous(found.count, name), kind: .action)]
            }
        }
        voiceControl.candidates = nil
        voiceControl.menu = nil
        return [heard] + body(element)
    }

    /// Calls the app on `element` as a finger would, then lets the reader take the new tree
    /// and say what VoiceOver says about the change.
    func act(on element: AccessibilityElement, _ body: (AccessibilityElement) -> Void) -> [Utterance] {
        let said = graph.perform { reader.refresh(afterCalling: { body(element) }) }
        if let focused = focusedElement, graph.scrollToVisible(focused.frame, of: focused.id) { reader.refresh() }
        return said
    }

    /// Scrolls the pane a page (less a row of overlap), and the screen's scroll views by their
    /// scroll actions; VoiceOver's cursor stays where it was.
    private func scrollPage(down: Bool) -> [Utterance] {
        let paneRows = graph.metric.rows(graph.size.height)
        let before = screenOffset
        let target = before + (down ? 1 : -1) * max(1, paneRows - 1)
        screenOffset = max(0, min(target, graph.contentRows - paneRows))
        voiceControl.scrolledAwayFrom = reader.focusedID
        var said: [Utterance] = []
        if let scrollable = reader.tree.allElements.first(where: { $0.scrollAction != nil }), let scroll = scrollable.scrollAction {
            said = act(on: scrollable) { _ in scroll(down ? .bottom : .top) }
        }
        if screenOffset == before, said.isEmpty {
            return [unable(down ? VoiceControlWords.atBottom : VoiceControlWords.atTop)]
        }
        return said
    }

    /// Badges for Voice Control's overlay over the drawn part of the page (`canvas` is the
    /// page, holding the rows the pane shows): only the controls on those rows get one, and
    /// the words drawn inside each are those rows' words.
    /// The same drawing and tree give the same badges: they are kept until either changes,
    /// so a step that changes neither reads no words and normalises nothing.
    func voiceControlBadges(canvas: CellCanvas) -> [VoiceControlBadge] {
        guard voiceControl.overlay != .none || voiceControl.candidates != nil else { return [] }
        let key = VoiceControlBadgeCache.Key(graph: graph, canvas: canvas, tree: reader.tree, state: voiceControl)
        if let kept = voiceControlPeer.badgeCache, kept.key.matches(key) { return kept.badges }
        let items = numberedWithNames
        let words = VisibleWord.words(in: canvas)
        let shownRows = canvas.storedRows
        var badges: [VoiceControlBadge] = []
        for (index, item) in items.enumerated() {
            let element = item.element
            let rect = graph.metric.cellRect(element.frame)
            guard rect.maxY > shownRows.lowerBound, rect.y < shownRows.upperBound else { continue }
            let visible = words.filter { $0.isInside(rect) && !$0.isOnImagePlaceholder(in: canvas) }.map(\.text)
            let problem = VoiceControl.reaches(element) ? VoiceControl.nameProblem(names: item.names, visible: visible) : nil
            let text: String
            if voiceControl.overlay == .numbers || voiceControl.candidates != nil {
                text = "\(index + 1)"
            } else if let name = item.names.names.first {
                text = name
            } else {
                text = "?"
            }
            badges.append(VoiceControlBadge(id: element.id, text: text, x: rect.x, y: rect.y, problem: problem))
        }
        voiceControlPeer.badgeCache = VoiceControlBadgeCache(key: key, badges: badges)
        return badges
    }
}

/// Voice Control's view of one tree: the controls it can act on, in reading order, and their
/// names, normalised once.
@MainActor
struct VoiceControlIndex {
    let tree: AccessibilityTree
    let elements: [AccessibilityElement]
    let names: [VoiceControl.Names]
    /// Each control's position in `elements`, by id.
    let position: [AccessibilityElementID: Int]

    init(tree: AccessibilityTree) {
        self.tree = tree
        elements = VoiceControl.actionable(in: tree)
        names = elements.map(VoiceControl.Names.init)
        var position: [AccessibilityElementID: Int] = [:]
        for (index, element) in elements.enumerated() where position[element.id] == nil { position[element.id] = index }
        self.position = position
    }
}

/// The overlay's badges and what they were made from.
@MainActor
struct VoiceControlBadgeCache {
    /// What the badges depend on: the screen's graph and how much of it has been drawn (a
    /// redraw counts its rows), the rows and size of the drawing, the tree, and Voice
    /// Control's state.
    @MainActor
    struct Key {
        weak var graph: ViewGraph?
        var rowsDrawn: Int
        var storedRows: Range<Int>
        var width: Int, height: Int
        var tree: AccessibilityTree
        var state: VoiceControlState

        init(graph: ViewGraph, canvas: CellCanvas, tree: AccessibilityTree, state: VoiceControlState) {
            self.graph = graph
            rowsDrawn = graph.rowsDrawn
            storedRows = canvas.storedRows
            width = canvas.width
            height = canvas.height
            self.tree = tree
            self.state = state
        }

        func matches(_ other: Key) -> Bool {
            guard let graph, graph === other.graph else { return false }
            return rowsDrawn == other.rowsDrawn && storedRows == other.storedRows && width == other.width
                && height == other.height && tree.isSameSnapshot(as: other.tree) && state == other.state
        }
    }

    var key: Key
    var badges: [VoiceControlBadge]
}

/// What Voice Control shows, in its words.
enum VoiceControlWords {
    /// The phrase as understood, with its first letter capitalised: "Tap Favorite".
    static func heard(_ text: String) -> String {
        let words = text.split(whereSeparator: { $0.isWhitespace }).joined(separator: " ")
        return words.prefix(1).uppercased() + words.dropFirst()
    }
    static func noMatch(_ name: String) -> String { "No item named \"\(name)\"" }
    static func ambiguous(_ count: Int, _ name: String) -> String { "\(count) items named \"\(name)\": say a number" }
    static func noNumber(_ number: Int) -> String { "No item numbered \(number)" }
    static let showNumbersFirst = "Say \"show numbers\" first"
    static func nothingToTap(_ label: String) -> String { "\(label.isEmpty ? "That item" : label) does nothing when tapped" }
    static func nothingToPress(_ label: String) -> String { "\(label.isEmpty ? "That item" : label) has no menu" }
    static func notAdjustable(_ label: String) -> String { "\(label.isEmpty ? "That item" : label) is not adjustable" }
    static func menu(_ actions: [String]) -> String { "Menu: " + actions.joined(separator: ", ") }
    static let atBottom = "Already at the bottom"
    static let atTop = "Already at the top"
}
