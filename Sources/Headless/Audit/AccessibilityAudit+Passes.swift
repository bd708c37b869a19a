import Accessibility
import Foundation
import TermUI

/// The audit in two parts: the rules that read only the snapshot (each element, and the tree
/// as a whole), and the rules that read the drawing. The first part needs no drawing, so on a
/// long screen it runs on a side thread while the page is drawn and the second part judges it
/// (`findings(in:context:drawing:)`). The findings come out in the same order either way.
extension AccessibilityAudit {
    /// A screen's elements at which judging them on a side thread is worth a thread's start
    /// (some 50 µs); below it the audit runs on one thread.
    static let sideThreadElements = 2_000

    /// What the element part found: the rules on each element, the lost actions (kept apart:
    /// they take back other findings) and the screen rules that need no drawing.
    struct ElementPart {
        var findings: [AuditFinding]
        var lost: [AuditFinding]
        var screen: [AuditFinding]
    }

    static func findings(in snapshot: AccessibilitySnapshot, context: AuditContext, screenRules: Bool) -> [AuditFinding] {
        let facts = ElementFacts(snapshot.tree)
        let elements = elementPart(of: snapshot, context: context, facts: facts, screenRules: screenRules)
        let drawn = screenRules ? drawingPart(of: snapshot, context: context, facts: facts) : ([], [])
        return joined(elements, drawn, in: snapshot.tree)
    }

    /// Every rule, with the page drawn by `drawing` (into `context.canvas`) while the element
    /// part runs on a side thread, when the screen is long enough and a second processor is
    /// there (`alongside` nil) or when asked (`alongside` true: the tests compare both ways).
    @MainActor
    static func findings(in snapshot: AccessibilitySnapshot, context: AuditContext, alongside: Bool? = nil,
                         drawing: () -> CellCanvas?) -> [AuditFinding] {
        let sideThread = alongside ?? (snapshot.tree.count >= sideThreadElements && SideThread<Void>.isWorthwhile)
        var context = context
        guard sideThread else {
            context.canvas = drawing()
            return findings(in: snapshot, context: context, screenRules: true)
        }
        let facts = ElementFacts(snapshot.tree)
        // The element part reads the snapshot, the facts and the context as they are now; the
        // drawing goes into a copy of the context.
        let elementContext = context
        let side = SideThread { elementPart(of: snapshot, context: elementContext, facts: facts, screenRules: true) }
        context.canvas = drawing()
        let drawn = drawingPart(of: snapshot, context: context, facts: facts)
        return joined(side.join(), drawn, in: snapshot.tree)
    }

    /// The rules that read only the snapshot.
    static func elementPart(of snapshot: AccessibilitySnapshot, context: AuditContext, facts: ElementFacts,
                            screenRules: Bool) -> ElementPart {
        let tree = snapshot.tree
        var findings: [AuditFinding] = []
        // Most elements pass every rule: nothing is appended for them.
        func add(_ more: [AuditFinding]) { if !more.isEmpty { findings += more } }
        func visit(_ siblings: [AccessibilityElement]) {
            add(duplicateSiblingLabels(siblings))
            add(contactNotActionable(siblings))
            add(shapeCharactersLabels(siblings))
            for element in siblings {
                add(check(element))
                add(headingWithoutTrait(element))
                add(roleWordInLabel(element))
                add(placeholderOnlyField(element))
                add(assetNameLabel(element, already: findings))
                add(assetFileNameLabel(element, already: findings))
                add(scannerChecks(element))
                let children = element.children
                if !children.isEmpty { visit(children) }
            }
        }
        visit(tree.roots)
        findings += scannerChecks(in: tree, facts) + fixedFontSize(snapshot)
        findings += hiddenInteractive(snapshot.hiddenControls, in: tree)
        let lost = lostActions(snapshot.replacedControls, in: tree)
        var screen: [AuditFinding] = []
        if screenRules {
            screen += parentChild(tree, scrollRegions: context.scrollRegions)
            if let order = context.order {
                let moves = upwardMoves(tree, facts, order: order)
                screen += traversalOrder(tree, moves: moves)
                screen += readingOrderBackwards(tree, moves: moves)
            }
            screen += duplicateDescriptions(tree, facts)
            screen += gestureOnlyControls(tree, gestures: snapshot.gestures, metric: context.metric)
            screen += platformViews(tree, snapshot.platformViews, hiddenFrames: snapshot.hiddenFrames)
            screen += visualHeadings(snapshot, order: context.order)
        }
        return ElementPart(findings: findings, lost: lost, screen: screen)
    }

    /// The rules that read the drawing (and hit-region, which reads it for lone symbols): the
    /// hit-region findings, then the rest.
    static func drawingPart(of snapshot: AccessibilitySnapshot, context: AuditContext,
                            facts: ElementFacts) -> (hits: [AuditFinding], rest: [AuditFinding]) {
        let tree = snapshot.tree
        let hits = hitRegions(tree, facts, metric: context.metric, canvas: context.canvas)
        // The rules that read the drawing read what each element shows: a row a scroll view
        // scrolled out of its frame shows nothing, though its frame lies over what is drawn there.
        let shown = visibleTree(tree, facts)
        let shownFacts = shown.isSameSnapshot(as: tree) ? facts : ElementFacts(shown)
        var findings = togglesWithoutState(shown, shownFacts, canvas: context.canvas, metric: context.metric)
        if let canvas = context.canvas {
            let words = VisibleWord.words(in: canvas)
            let misnamed = labelInName(shown, shownFacts, canvas: canvas, words: words, metric: context.metric)
            findings += misnamed
            // A control's visible text missing from its label is one cause: label-in-name says it.
            let misnamedIDs = Set(misnamed.map(\.elementID))
            findings += unexposedText(shown, shownFacts, canvas: canvas, words: words.filter { word in
                !snapshot.hiddenFrames.contains { word.overlaps(context.metric.cellRect($0)) }
            }, metric: context.metric).filter { !misnamedIDs.contains($0.elementID) }
            findings += textClipped(shown, shownFacts, canvas: canvas, words: words, metric: context.metric)
            findings += contrast(shown, canvas: canvas, words: words, metric: context.metric)
            findings += stepIndicators(shown, canvas: canvas, hiddenFrames: snapshot.hiddenFrames, metric: context.metric)
        }
        return (hits, findings)
    }

    /// Both parts' findings in one list, each cause said once, each finding pointing at the
    /// Swift source that shaped its element where that is known.
    static func joined(_ elements: ElementPart, _ drawn: (hits: [AuditFinding], rest: [AuditFinding]),
                       in tree: AccessibilityTree) -> [AuditFinding] {
        // One cause, one finding: an element that lost its children's actions is reported for
        // that, not again as a control without an action, and the text of the controls it
        // dropped is not reported as unread either.
        let lostIDs = Set(elements.lost.map(\.elementID))
        var findings = elements.findings
        if !lostIDs.isEmpty {
            findings.removeAll { $0.rule == .controlWithoutAction && lostIDs.contains($0.elementID) }
        }
        let screen = (drawn.hits + elements.screen + drawn.rest).filter { !($0.rule == .unexposedText && lostIDs.contains($0.elementID)) }
        return (findings + elements.lost + screen).map { finding in
            var finding = finding
            finding.sourceLocation = finding.sourceLocation ?? tree.element(finding.elementID)?.sourceLocation
            return finding
        }
    }
}
