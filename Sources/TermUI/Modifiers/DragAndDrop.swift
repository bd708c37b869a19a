import Accessibility
import Foundation

extension View {
    /// Makes the view a drag source, as SwiftUI's `draggable` does: VoiceOver offers "Drag" in
    /// its actions (a drag point at the centre), and a drop receives `payload`.
    public func draggable<T: Transferable>(_ payload: @autoclosure @escaping () -> T) -> some View {
        accessibilityEach(create: false) { element in
            element.dragPoints.append(AccessibilityGesturePoint(description: "", unitX: 0.5, unitY: 0.5, payload: payload()))
        }
    }

    /// A drag source with a preview; the preview is not drawn (nothing moves on a terminal).
    public func draggable<T: Transferable, Preview: View>(_ payload: @autoclosure @escaping () -> T,
                                                          @ViewBuilder preview: () -> Preview) -> some View {
        draggable(payload())
    }

    /// Makes the view a drop destination, as SwiftUI's `dropDestination(for:)` does: VoiceOver
    /// offers "Drop" while something is dragged, and `action` receives what was dragged as `T`
    /// (the payload itself, its elements, or what its transfer representations make of it: a
    /// proxy's `String`, JSON of a shared content type; a drag point without a payload gives its
    /// element's label as text) and the point of the drop, the view's centre. `isTargeted` is told
    /// true then false around it. Representations the app writes with async closures (data,
    /// files) are read in a task, and `action` runs when they are done, as SwiftUI loads items
    /// before calling it.
    public func dropDestination<T: Transferable>(for payloadType: T.Type = T.self,
                                                 action: @escaping ([T], CGPoint) -> Bool,
                                                 isTargeted: @escaping (Bool) -> Void = { _ in }) -> some View {
        accessibilityTransform { elements, node in
            let center = CGPoint(x: node.frame.width / 2, y: node.frame.height / 2)
            let point = AccessibilityGesturePoint(description: "", unitX: 0.5, unitY: 0.5) { dragged in
                guard let items = DraggedValues(dragged).items(as: T.self) else { return }
                isTargeted(true)
                switch items {
                case .now(let items):
                    _ = action(items, center)
                    isTargeted(false)
                case .later(let load):
                    isTargeted(false)
                    Task { @MainActor in
                        guard let items = try? await load() else { return }
                        _ = action(items, center)
                    }
                }
            }
            return ElementRules.modifyEach(elements, node: node, create: false) { $0.dropPoints.append(point) }
        }
    }
}

/// What a VoiceOver drag carries, as the values a drop reads: the drag point's payload (an
/// item provider's registered values), or the dragged element's label when it has none.
struct DraggedValues {
    let values: [any Sendable]

    init(_ dragged: AccessibilityDraggedItem) {
        switch dragged.payload {
        case let provider as NSItemProvider: values = provider.termUIValues
        case let payload?: values = [payload]
        case nil: values = [dragged.label]
        }
    }

    /// The values as `T`s: an array of them as its elements, each value converted. Nil when
    /// none converts.
    func items<T: Transferable>(as type: T.Type) -> TransferOutcome<[T]>? {
        var ready: [T] = []
        var loads: [@Sendable () async throws -> T] = []
        for value in values {
            if let array = value as? [T] {
                ready += array
                continue
            }
            switch Transfer.convert(value, to: T.self) {
            case .now(let item)?: ready.append(item)
            case .later(let load)?: loads.append(load)
            case nil: continue
            }
        }
        if loads.isEmpty { return ready.isEmpty ? nil : .now(ready) }
        let first = ready, pending = loads
        return .later {
            var items = first
            for load in pending { items.append(try await load()) }
            return items
        }
    }
}
