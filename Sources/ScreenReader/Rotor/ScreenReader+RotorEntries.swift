import Accessibility

/// An app's rotor: its entries in the order the app gives them, each leading to an element (by
/// the explicit id of its view, or an id in a namespace) or to a range of the owner's text.
///
/// An entry may name a row of a lazy list that the tree does not hold. As SwiftUI scrolls such
/// an entry's row into place ("the identifiers must match up with identifiers in a `ForEach`"),
/// the reader asks the source where the row is and to show it; an entry in a namespace is found
/// among the rows held only, and its `prepare` is the app's way to bring it on screen.
extension ScreenReader {
    func customEntry(_ setting: OfferedRotorSetting, forward: Bool) {
        guard let entries = setting.rotor?.entries else { return }
        let here = focusedIndex ?? (forward ? -1 : cursor.order.count)
        var targets = EntryTargets(entries: entries, owner: setting.owner, reader: self)
        // The entry the cursor is on: the last one visited if it still leads here, else the
        // first that leads to the focused element.
        var currentEntry: Int?
        if let stored = rotor.entryIndex[setting.id], entries.indices.contains(stored), targets.heldPosition(stored) == here {
            currentEntry = stored
        } else {
            currentEntry = entries.indices.first { !targets.isText($0) && targets.heldPosition($0) == here }
        }
        let pick: Int?
        if let currentEntry {
            // The entries that way, walked in place: a rotor of thousands is not copied each move.
            pick = forward ? targets.firstLeadingSomewhere((currentEntry + 1)..<entries.count)
                           : targets.firstLeadingSomewhere((0..<currentEntry).reversed())
        } else {
            // Off the rotor's entries: the nearest that way of those after (before) the cursor.
            let order = forward ? Array(entries.indices) : entries.indices.reversed()
            targets.placeRowsNotHeld(order)
            pick = order.first { i in
                guard let target = targets.order(i) else { return false }
                if targets.isText(i) { return target == Double(here) }
                return forward ? target > Double(here) : target < Double(here)
            }
        }
        guard let pick else { return say(forward ? Phrases.noNextItem : Phrases.noPreviousItem, .cue) }
        rotor.entryIndex[setting.id] = pick
        let entry = entries[pick]
        if let prepare = entry.prepare {
            callApp { prepare() }
            reloadTree()
        }
        guard let target = reveal(entry, owner: setting.owner, place: targets.rowPlaces[pick]) else {
            return say(forward ? Phrases.noNextItem : Phrases.noPreviousItem, .cue)
        }
        switch entry.target {
        case .element:
            say(focus(on: target))
        case .textRange(let range):
            if target != focusedIndex { _ = focus(on: target) }
            guard let text = focusedElement?.text,
                  range.lowerBound >= text.startIndex, range.upperBound <= text.endIndex
            else { return say(entry.label, .element) }
            say(String(text[range]), .element)
        }
    }

    /// The position `entry` leads to now, its lazy list's row shown first when the tree does
    /// not hold it.
    private func reveal(_ entry: AccessibilityRotorEntryValue, owner: AccessibilityElementID?, place: LazyRowPlace?) -> Int? {
        var targets = EntryTargets(entries: [entry], owner: owner, reader: self)
        // An entry given a row was not held when it was picked, unless its `prepare` ran since.
        if place == nil || entry.prepare != nil, let held = targets.heldPosition(0) { return held }
        let place = place ?? targets.rowPlace(0)
        guard let place, callApp({ source.showRow(place.row, of: place.container, alone: true) }) else { return nil }
        reloadTree()
        targets = EntryTargets(entries: [entry], owner: owner, reader: self)
        return targets.heldPosition(0)
    }
}

/// Where a rotor's entries lead, looked up for one move: among the elements the tree holds by
/// rotor key (a table made once), and for entries it does not hold, the lazy list row with the
/// entry's id (asked of the source only when needed, several at once).
@MainActor
private struct EntryTargets {
    let entries: [AccessibilityRotorEntryValue]
    let owner: AccessibilityElementID?
    let reader: ScreenReader
    /// Positions of the elements the tree holds, by the first key that names them.
    private var byKey: [AccessibilityRotorKey: Int]?
    /// The same by id alone (a key without its namespace), for an entry with no namespace: a
    /// key in a namespace is found here by its id too.
    private var byID: [AccessibilityRotorKey: Int] = [:]
    /// The rows of lazy lists found for entries the tree does not hold, by entry.
    private(set) var rowPlaces: [Int: LazyRowPlace] = [:]
    /// Entries whose row was asked for (found or not).
    private var asked: Set<Int> = []
    /// Look-ups made by a pass over the held elements, before the table (`byKey`) is made.
    private var scans = 0
    private static let scansBeforeIndex = 4

    init(entries: [AccessibilityRotorEntryValue], owner: AccessibilityElementID?, reader: ScreenReader) {
        self.entries = entries
        self.owner = owner
        self.reader = reader
    }

    func isText(_ i: Int) -> Bool {
        if case .textRange = entries[i].target { return true }
        return false
    }

    /// The position of the element entry `i` leads to among those the tree holds.
    mutating func heldPosition(_ i: Int) -> Int? {
        switch entries[i].target {
        case .textRange:
            return owner.flatMap { reader.cursor.order.position(of: $0, in: reader.tree) }
        case .element(let id, let namespace):
            let key = AccessibilityRotorKey(id: id, namespace: namespace)
            if byKey == nil {
                // A move asks for an entry or two: those are looked for in a pass over the held
                // elements, and the table is made only when more are asked for.
                scans += 1
                if scans <= Self.scansBeforeIndex { return scanHeldElements(for: key) }
                indexHeldElements()
            }
            if let position = byKey?[key] { return position }
            return namespace == nil ? byID[key] : nil
        }
    }

    /// The first entry of `candidates` that leads somewhere: held, or a lazy list's row.
    mutating func firstLeadingSomewhere(_ candidates: some RandomAccessCollection<Int>) -> Int? {
        // One entry's row first (the next entry's usually exists), then four times as many
        // at once each time none of those leads anywhere: a move asks for a few rows, not for
        // every entry's, and a run of entries with no row costs a few passes over the data.
        var batch = 1
        for (n, i) in candidates.enumerated() {
            if heldPosition(i) != nil { return i }
            if !asked.contains(i) {
                placeRowsNotHeld(Array(candidates.dropFirst(n).prefix(batch)))
                batch *= 4
            }
            if rowPlaces[i] != nil { return i }
        }
        return nil
    }

    /// Where entry `i`'s row is, when the tree does not hold its element.
    mutating func rowPlace(_ i: Int) -> LazyRowPlace? {
        if !asked.contains(i) { placeRowsNotHeld([i]) }
        return rowPlaces[i]
    }

    /// Asks the source, at once, for the rows of those of `candidates` the tree does not hold.
    mutating func placeRowsNotHeld(_ candidates: [Int]) {
        var ids: [(entry: Int, id: AnyHashable)] = []
        for i in candidates where !asked.contains(i) {
            asked.insert(i)
            guard case .element(let id, nil) = entries[i].target, heldPosition(i) == nil else { continue }
            ids.append((i, id))
        }
        if ids.count == 1 {
            rowPlaces[ids[0].entry] = reader.callApp { reader.source.lazyRow(withID: ids[0].id) }
            return
        }
        guard !ids.isEmpty else { return }
        let places = reader.callApp { reader.source.lazyRows(withIDs: Set(ids.map(\.id))) }
        for (i, id) in ids { rowPlaces[i] = places[id] }
    }

    /// Where entry `i` lies in reading order: its element's position, or for a row not held,
    /// just past the list's held rows (a row after them) or just before (a row before).
    mutating func order(_ i: Int) -> Double? {
        if let held = heldPosition(i) { return Double(held) }
        guard let place = rowPlaces[i], let window = reader.tree.element(place.container)?.rowWindow,
              let range = reader.cursor.order.containerRanges[place.container] else { return nil }
        if place.row >= window.loaded.upperBound { return Double(range.upperBound) - 0.5 }
        if place.row < window.loaded.lowerBound { return Double(range.lowerBound) - 0.5 }
        return nil
    }

    /// What `byKey` and `byID` would say of `key`, found by one pass over the held elements:
    /// the first element that carries `key`, else, for a key with no namespace, the first that
    /// carries its id in a namespace. An element with no place in the reading order is passed
    /// over, as the table leaves it out.
    private func scanHeldElements(for key: AccessibilityRotorKey) -> Int? {
        let order = reader.cursor.order, tree = reader.tree
        var byIDAlone: Int?
        for element in tree.allElements where !element.rotorKeys.isEmpty {
            let exact = element.rotorKeys.contains(key)
            let alone = !exact && byIDAlone == nil && key.namespace == nil
                && element.rotorKeys.contains { $0.namespace != nil && $0.id == key.id }
            guard exact || alone, let position = order.position(of: element.id, in: tree) else { continue }
            if exact { return position }
            byIDAlone = position
        }
        return byIDAlone
    }

    /// Looked up when an entry is used, not indexed on every tree change: most trees carry a
    /// key on every ForEach row, and few are ever reached through a rotor.
    private mutating func indexHeldElements() {
        var byKey: [AccessibilityRotorKey: Int] = [:]
        let order = reader.cursor.order, tree = reader.tree
        for element in tree.allElements where !element.rotorKeys.isEmpty {
            guard let position = order.position(of: element.id, in: tree) else { continue }
            for key in element.rotorKeys {
                if byKey[key] == nil { byKey[key] = position }
                // A key with no namespace is its own id alone: byKey has it.
                if key.namespace != nil {
                    let plain = AccessibilityRotorKey(id: key.id, namespace: nil)
                    if byID[plain] == nil { byID[plain] = position }
                }
            }
        }
        self.byKey = byKey
    }
}
