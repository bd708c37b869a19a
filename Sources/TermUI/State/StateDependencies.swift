/// SwiftUI's dependency rule for `@State`: a change updates the views that read the value, and
/// only those. A body that passes `$selection` on without reading it is not run again when the
/// selection changes; the list that reads it is.
///
/// A read is attributed to the node whose work is running (`StateReads.node`):
/// - **update**: its body, or a primitive view's behaviour and children being made. When the
///   value changes, the node is updated again, as if its parent had given it a new value.
/// - **render**: its layout, drawing or elements. When the value changes, the node is laid out,
///   drawn and read again; its view, behaviour and children stay as they are.
///
/// A read with no node and outside the app's own code (an action, a timer, `onAppear`: what
/// they read they act on, and nothing keeps it) could be kept anywhere: the state's owner is
/// then updated too, as before views were tracked. Readers are forgotten at each change and
/// noted again as they read the new value, as Observation tracks a body.
@MainActor
enum StateReads {
    enum Phase: UInt8 {
        case update = 1
        case render = 2
    }

    /// The node whose update, layout, drawing or elements are being made now.
    static unowned(unsafe) var node: ViewNode?
    static var phase = Phase.update
    /// Calls into the app's own code (actions, timers, tasks, lifecycle callbacks) under way.
    static var appCode = 0
    /// A read that no node took and that was not the app's: its state's owner is updated.
    private(set) static var unattributedReads = 0

    static func noteUnattributed() { unattributedReads += 1 }
}

extension ViewNode {
    /// Runs `body` as this node's `phase` work: the state it reads depends on this node.
    @inline(__always)
    func reading<T>(_ phase: StateReads.Phase, _ body: () throws -> T) rethrows -> T {
        let outerNode = StateReads.node, outerPhase = StateReads.phase
        StateReads.node = self
        StateReads.phase = phase
        defer {
            StateReads.node = outerNode
            StateReads.phase = outerPhase
        }
        return try body()
    }
}

/// The nodes that read one state's value since it last changed, in the order they first read
/// it. A node forgets itself as it goes (`ViewNode` keeps the states it read), so no entry
/// outlives its node.
@MainActor
class StateDependencies {
    /// A node and the phases it read the value in; none once the node went.
    private struct Reader {
        unowned(unsafe) let node: ViewNode
        var phases: UInt8
    }
    private var readers: [Reader] = []
    /// Where each reader is in `readers`, kept once there are more than a few (a list's rows
    /// each reading the selection).
    private var positions: [ObjectIdentifier: Int]?
    /// A read outside any node and outside the app's code happened since the last change.
    private var readOutsideViews = false
    private static let linearLimit = 8

    /// Notes the read for the node whose work is running.
    final func noteRead() {
        guard let node = StateReads.node else {
            if StateReads.appCode == 0, !readOutsideViews {
                readOutsideViews = true
                StateReads.noteUnattributed()
            }
            return
        }
        let bit = StateReads.phase.rawValue
        // A node that reads the value again (a ForEach's rows, each reading it as it is made)
        // is most often the last reader noted: no search.
        if let last = readers.indices.last, readers[last].phases != 0, readers[last].node === node {
            readers[last].phases |= bit
            return
        }
        if let index = position(of: ObjectIdentifier(node)) {
            readers[index].phases |= bit
            return
        }
        positions?[ObjectIdentifier(node)] = readers.count
        readers.append(Reader(node: node, phases: bit))
        if positions == nil, readers.count > Self.linearLimit {
            var made: [ObjectIdentifier: Int] = [:]
            for (index, reader) in readers.enumerated() where reader.phases != 0 {
                made[ObjectIdentifier(reader.node)] = index
            }
            positions = made
        }
        node.noteStateRead(self)
    }

    private func position(of node: ObjectIdentifier) -> Int? {
        if let positions { return positions[node] }
        return readers.firstIndex { $0.phases != 0 && ObjectIdentifier($0.node) == node }
    }

    /// The node is going (named by identity: it is being let go): it is no reader any more.
    final func forget(_ node: ObjectIdentifier) {
        guard let index = position(of: node) else { return }
        readers[index].phases = 0
        positions?[node] = nil
    }

    /// The value changed: each reader is updated or rendered again, as it read it; `owner`
    /// is updated when the value was read where no node could be named.
    final func changed(owner: ViewNode?) {
        guard !readers.isEmpty || readOutsideViews else { return }
        let taken = readers
        readers = []
        positions = nil
        if readOutsideViews {
            readOutsideViews = false
            owner?.markDirty()
        }
        for reader in taken where reader.phases != 0 {
            if reader.phases & StateReads.Phase.update.rawValue != 0 {
                reader.node.markDirty()
            } else {
                reader.node.renderInputsChanged()
            }
        }
    }

    /// The nodes that read the value since it last changed (tests count them).
    var readerCount: Int { readers.reduce(0) { $0 + ($1.phases == 0 ? 0 : 1) } }
}
