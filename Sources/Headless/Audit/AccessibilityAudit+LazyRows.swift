import Accessibility
import Foundation
import TermUI

/// The rows a lazy list does not hold, audited a window at a time: a finding in row 5 000 of a
/// long `List` is found though the screen holds rows 0 to 127.
extension ScreenSession {
    /// Findings on the elements of the rows the lazy lists on the screen do not hold. Each list
    /// holds its rows a window at a time, from the first row to the last, as `rotor tree` walks
    /// them (`ViewGraph.holdRows`): each window's rows are judged by the rules that read the
    /// elements, the snapshot and the drawing of those rows, in the memory of one window. The
    /// lists then hold the rows they held before. The reader's order (traversal-order) and the
    /// probes judge the held rows only. Once for each screen, variant, size, settings and row
    /// count: a walk that audits after every command walks each list once.
    func lazyRowFindings() -> [AuditFinding] {
        guard graph.hasLazyStacks else { return [] }
        let tree = graph.accessibilityTree()
        let lists = tree.allElements.filter(Self.holdsSomeRows)
        guard !lists.isEmpty else { return [] }
        let key = "\(screenName):\(variant) \(graph.size) \(idiom) \(String(describing: graph.environmentOverrides)) "
            + lists.map { "\($0.id.rawValue)=\($0.rowWindow?.count ?? 0)" }.joined(separator: ",")
        if let cached = lazyRowCache[key] { return cached }
        var found: [AuditFinding] = []
        for list in lists { found += findings(inRowsNotHeldOf: list) }
        // The screen's own tree again, as it was.
        _ = graph.accessibilityTree()
        lazyRowCache[key] = found
        return found
    }

    /// A lazy list that holds some of its rows and not all.
    private static func holdsSomeRows(_ element: AccessibilityElement) -> Bool {
        element.rowWindow.map { $0.count > $0.loaded.count && !$0.loaded.isEmpty } ?? false
    }

    /// The screen has a lazy list whose rows the audit walks a window at a time.
    var hasRowsNotHeld: Bool { graph.hasLazyStacks && tree.allElements.contains(where: Self.holdsSomeRows) }

    /// The findings on the rows of `list` (an element of the screen's tree) that the screen
    /// does not hold, a window at a time. With a second processor (`alongside` nil) or when
    /// asked (`alongside` true: the tests compare both ways), each window is judged on a side
    /// thread while the next is made: the rules read only the window's elements, facts and
    /// drawing, values the graph no longer changes, and the snapshot is put together there
    /// (`AccessibilitySnapshot.Parts`). The findings come out in the same order either way.
    func findings(inRowsNotHeldOf list: AccessibilityElement, alongside: Bool? = nil) -> [AuditFinding] {
        guard let window = list.rowWindow else { return [] }
        var held = Set<AccessibilityElementID>()
        list.forEachInside(leavingOut: nil) { held.insert($0.id) }
        let size = window.loaded.count
        var found: [AuditFinding] = []
        let sideThread = alongside ?? SideThread<Void>.isWorthwhile
        // The window judged on the side thread, joined before the next one starts there.
        var judging: SideThread<[AuditFinding]>?
        // The canvas the last window's cells were made in, read by the thread that judges
        // alone (one window at a time): the next window's are made in its storage.
        let spare = SpareCanvas()
        // One thread for every window, kept between them.
        let worker = sideThread ? SideWorker() : nil
        defer { _ = graph.holdRows(window.loaded, ofLazyStack: list.id) }
        for start in stride(from: 0, to: window.count, by: size) {
            let rows = start..<min(start + size, window.count)
            // Rows all held already were judged with the screen.
            if window.loaded.contains(rows.lowerBound) && window.loaded.contains(rows.upperBound - 1) { continue }
            _ = graph.holdRows(rows, ofLazyStack: list.id)
            lazyRowWindowsAudited += 1
            // The tree is indexed and the facts put in order on the side thread, with the rules.
            let parts = graph.accessibilitySnapshotParts()
            guard let shown = parts.element(list.id) else { break }
            // A window apart from the rows held has none of their elements: the elements are
            // told apart by id (hashing each) only in a window that overlaps them.
            let leftOut = rows.overlaps(window.loaded) ? held : nil
            // The drawing of these rows alone: the page above and below them is blank. Only
            // their extent is taken here; their ids are gathered on the side thread.
            var count = 0, top = CGFloat.infinity, bottom = -CGFloat.infinity
            shown.forEachInside(leavingOut: leftOut) { element in
                count += 1
                guard !element.frame.isNull else { return }
                top = min(top, element.frame.minY)
                bottom = max(bottom, element.frame.maxY)
            }
            guard count > 0 else { continue }
            var context = AuditContext()
            context.metric = graph.metric
            context.scrollRegions = graph.scrollRegions
            let drawn = top <= bottom ? graph.metric.rows(top)..<(graph.metric.rows(bottom) + 1) : 0..<0
            // Recorded here, made into cells where they are read.
            let drawing = graph.recordDrawing(rows: drawn)
            let judge = { [context, count] in
                var context = context
                context.canvas = drawing.canvas(reusing: spare.canvas.take())
                var kept = Set<AccessibilityElementID>(minimumCapacity: count)
                shown.forEachInside(leavingOut: leftOut) { kept.insert($0.id) }
                let findings = AccessibilityAudit.findings(in: parts.snapshot(), context: context, keeping: kept)
                spare.canvas = context.canvas.take()
                return findings
            }
            guard let worker else {
                found += judge()
                continue
            }
            found += judging?.join() ?? []
            judging = SideThread(on: worker, judge)
        }
        return found + (judging?.join() ?? [])
    }
}

/// A canvas kept from one window to the next by the thread that judges them, one at a time.
private final class SpareCanvas: @unchecked Sendable {
    var canvas: CellCanvas?
}

extension AccessibilityAudit {
    /// The findings on the elements of `ids` in `snapshot`: a window's rows judged apart from
    /// the rest of the screen. Runs on any thread: it reads only its arguments.
    nonisolated static func findings(in snapshot: AccessibilitySnapshot, context: AuditContext,
                                     keeping ids: Set<AccessibilityElementID>) -> [AuditFinding] {
        findings(in: snapshot, context: context).filter { ids.contains($0.elementID) }
    }
}

extension AccessibilityElement {
    /// Calls `body` with every element inside this one (each child's `forEachDescendant`),
    /// depth first, but those whose ids are in `leftOut` (their children are still visited).
    /// No array is made.
    func forEachInside(leavingOut leftOut: Set<AccessibilityElementID>?, _ body: (AccessibilityElement) -> Void) {
        for child in children {
            child.forEachDescendant { element in
                if leftOut?.contains(element.id) != true { body(element) }
            }
        }
    }
}
