import Accessibility

/// The cursor and the reading order: the element focused, the order swipes follow, the
/// containers around the focus, a focus the app asked for, and the elements focus returns to
/// when a modal goes.
struct ReaderCursor {
    /// Focusable elements in VoiceOver order.
    private(set) var order = ReadingOrder()
    private(set) var focusedID: AccessibilityElementID?
    /// Containers around the focused element (for "entering a labelled container" context).
    var focusedContainers: Set<AccessibilityElementID> = []
    /// A focus request seen on a new tree and not yet honoured.
    var pendingFocusRequest: AccessibilityElementID?
    /// Elements a modal hid while they had focus, innermost last: where focus returns.
    private var presenters: [AccessibilityElementID] = []

    /// The device whose row tolerance the order uses.
    private(set) var idiom: UIUserInterfaceIdiom = .phone

    /// The first tree: focus starts on the element the app asks for, if any.
    init(tree: AccessibilityTree, idiom: UIUserInterfaceIdiom = .phone) {
        self.idiom = idiom
        order = ReadingOrder(tree: tree, idiom: idiom)
        if let requested = order.focusRequests.first, let position = order.position(of: requested, in: tree) {
            focusedID = order.ids[position]
            focusedContainers = Self.containerIDs(around: order.ids[position], in: tree)
        }
    }

    init() {}

    var focusedIndex: Int? { focusedID.flatMap { order.index[$0] } }

    /// Follows a new tree: the order is rebuilt only when elements moved (most changes alter a
    /// label or a value), and a focus request that is new is remembered.
    mutating func follow(_ tree: AccessibilityTree, from previous: AccessibilityTree) {
        // The same tree: ordered as it was, asking for nothing new.
        if tree.isSameSnapshot(as: previous) { return }
        let previousRequests = Set(order.focusRequests)
        if !ReadingOrder.arrangesAlike(previous, tree) { order = ReadingOrder(tree: tree, idiom: idiom) }
        if let request = order.focusRequests.first(where: { !previousRequests.contains($0) }) {
            pendingFocusRequest = request
        }
    }

    /// Orders `tree` again for another device; focus stays where it is.
    mutating func reorder(_ tree: AccessibilityTree, idiom: UIUserInterfaceIdiom) {
        self.idiom = idiom
        order = ReadingOrder(tree: tree, idiom: idiom)
    }

    /// Puts the cursor on `id`; returns false when it was there already.
    mutating func moveFocus(to id: AccessibilityElementID) -> Bool {
        guard id != focusedID else { return false }
        focusedID = id
        return true
    }

    /// Nothing is left to focus.
    mutating func clearFocus() {
        focusedID = nil
        focusedContainers = []
    }

    /// A modal (a sheet, an alert) hid the focused element without removing it: remember it, so
    /// focus returns there when the modal goes, as VoiceOver returns to the presenter.
    mutating func notePresenters(in tree: AccessibilityTree) {
        if let id = focusedID, order.index[id] == nil, tree.contains(id), !presenters.contains(id) {
            presenters.append(id)
        }
        presenters.removeAll { !tree.contains($0) }
    }

    /// Where focus goes back to when the focused element is gone with its modal: the innermost
    /// presenter still reachable.
    mutating func returnToPresenter(in tree: AccessibilityTree) -> Int? {
        if let id = focusedID, order.index[id] == nil, !tree.contains(id),
           let presenter = presenters.last, let position = order.index[presenter] {
            presenters.removeLast()
            return position
        }
        return nil
    }

    /// The nearest element of the old order still present: the next one, else the previous.
    /// Walks only as far as the first survivor.
    static func survivor(of oldIndex: Int?, in oldOrder: ReadingOrder, present: ReadingOrder) -> Int? {
        guard let oldIndex else { return present.count > 0 ? 0 : nil }
        var i = oldIndex + 1
        while i < oldOrder.count {
            if let position = present.index[oldOrder.ids[i]] { return position }
            i += 1
        }
        i = oldIndex - 1
        while i >= 0 {
            if let position = present.index[oldOrder.ids[i]] { return position }
            i -= 1
        }
        return present.count > 0 ? 0 : nil
    }

    /// The first element in order whose label starts with `prefix`, ignoring case.
    func position(ofLabelPrefix prefix: String, in tree: AccessibilityTree) -> Int? {
        let wanted = prefix.lowercased()
        return order.ids.indices.first { i in
            tree.element(order.ids[i]).map { $0.label.lowercased().hasPrefix(wanted) } ?? false
        }
    }

    /// Where a notification's argument points: an element id, or a label prefix.
    func position(for argument: Any?, in tree: AccessibilityTree) -> Int? {
        switch argument {
        case let id as AccessibilityElementID: order.position(of: id, in: tree)
        case let prefix as String: position(ofLabelPrefix: prefix, in: tree)
        default: nil
        }
    }

    static func containerIDs(around id: AccessibilityElementID, in tree: AccessibilityTree) -> Set<AccessibilityElementID> {
        Set(tree.ancestors(of: id).filter { $0.isContainer }.map(\.id))
    }
}
