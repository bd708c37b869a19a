import Accessibility

/// A lazy list's tree holds a window of its rows (`AccessibilityRowWindow`). Moving past the
/// last row it holds, or before the first, the reader asks the app for the next row, as
/// VoiceOver scrolls a table to the row past the last one on screen; the cursor stays where it
/// was and the move goes on into the new row.
extension ScreenReader {
    /// When the element at `position` is the last (going forward) or first (going back) that a
    /// lazy list holds and the list has more rows that way, asks for the next of them and
    /// takes the new tree. True when the tree now holds more; the element's position may have
    /// changed with it.
    func showsMoreRows(past position: Int, forward: Bool) -> Bool {
        let order = cursor.order
        guard order.ids.indices.contains(position) else { return false }
        let id = order.ids[position]
        // Innermost list first: a list inside a list's row is at its own edge before the outer.
        for container in tree.ancestors(of: id).reversed() {
            guard let window = container.rowWindow, let range = order.containerRanges[container.id] else { continue }
            let atEdge = forward ? position == range.upperBound - 1 : position == range.lowerBound
            guard atEdge else { return false }
            guard forward ? window.hasRowsAfter : window.hasRowsBefore else { continue }
            let row = forward ? window.loaded.upperBound : window.loaded.lowerBound - 1
            guard callApp({ source.showRow(row, of: container.id) }) else { return false }
            reloadTree()
            return true
        }
        return false
    }

    /// The lazy lists around the last (or first) element of the order that hold rows past it:
    /// moved to their last (first) row until none does, so "last" reaches the list's end.
    func showsEndRows(forward: Bool) {
        // Each round shows one list's end; nested lists need a round each.
        for _ in 0..<8 {
            let order = cursor.order
            guard order.count > 0 else { return }
            let position = forward ? order.count - 1 : 0
            let id = order.ids[position]
            guard let container = tree.ancestors(of: id).reversed().first(where: {
                guard let window = $0.rowWindow else { return false }
                return forward ? window.hasRowsAfter : window.hasRowsBefore
            }), let window = container.rowWindow else { return }
            let row = forward ? window.count - 1 : 0
            guard callApp({ source.showRow(row, of: container.id) }) else { return }
            reloadTree()
        }
    }
}

extension ScreenReader {
    /// The next (going forward) or previous of `positions` among the rows of lazy lists the tree
    /// does not hold, as VoiceOver's rotor asks a table for its next heading: each list past the
    /// cursor that way has its window moved on, a window at a time, until it holds one. With
    /// none, the windows are put back as they were and the cursor stays; nil.
    func positionInRowsNotHeld(_ positions: (ReadingOrder) -> [Int], forward: Bool) -> Int? {
        let start = focusedIndex ?? (forward ? -1 : cursor.order.count)
        // The lists with rows not held that way, nearest first.
        var lists: [(id: AccessibilityElementID, held: Range<Int>, range: Range<Int>)] = []
        for element in tree.allElements {
            guard let window = element.rowWindow, forward ? window.hasRowsAfter : window.hasRowsBefore,
                  let range = cursor.order.containerRanges[element.id],
                  forward ? range.upperBound > start : range.lowerBound <= start else { continue }
            lists.append((element.id, window.loaded, range))
        }
        lists.sort { forward ? $0.range.lowerBound < $1.range.lowerBound : $0.range.upperBound > $1.range.upperBound }
        guard !lists.isEmpty else { return nil }
        for list in lists {
            while let window = tree.element(list.id)?.rowWindow, forward ? window.hasRowsAfter : window.hasRowsBefore {
                let row = forward ? window.loaded.upperBound : window.loaded.lowerBound - 1
                guard callApp({ source.showRow(row, of: list.id) }) else { break }
                reloadTree()
                guard let range = cursor.order.containerRanges[list.id] else { break }
                // While the focused element is held, only what lies past it counts; once it is
                // let go, every row held is past it (the rows before were searched).
                let here = focusedIndex
                let found = positions(cursor.order).filter { position in
                    guard range.contains(position) else { return false }
                    guard let here else { return true }
                    return forward ? position > here : position < here
                }
                if let pick = forward ? found.first : found.last { return pick }
            }
        }
        for list in lists { _ = callApp { source.holdRows(list.held, of: list.id) } }
        reloadTree()
        return nil
    }
}

extension ScreenReader {
    /// The first element, in reading order, whose label starts with `prefix` among a lazy
    /// list's rows not held: each list's rows are held a window at a time from its first row,
    /// so a row near the top is found after a few windows however long the list. With none,
    /// the lists hold the rows they held before.
    func positionInRowsNotHeld(labelled prefix: String) -> Int? {
        let wanted = prefix.lowercased()
        let lists = tree.allElements.compactMap { element in
            element.rowWindow.flatMap { $0.count > $0.loaded.count && !$0.loaded.isEmpty ? (element.id, $0) : nil }
        }
        for (id, held) in lists {
            let size = held.loaded.count
            for start in stride(from: 0, to: held.count, by: size) {
                let rows = start..<min(start + size, held.count)
                // The rows held were searched already.
                if rows == held.loaded { continue }
                guard callApp({ source.holdRows(rows, of: id) }) else { continue }
                reloadTree()
                guard let range = cursor.order.containerRanges[id] else { continue }
                let order = cursor.order
                if let found = range.first(where: { tree.element(order.ids[$0])?.label.lowercased().hasPrefix(wanted) ?? false }) {
                    return found
                }
            }
            _ = callApp { source.holdRows(held.loaded, of: id) }
            reloadTree()
        }
        return nil
    }
}
