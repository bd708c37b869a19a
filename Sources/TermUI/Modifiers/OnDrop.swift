import Accessibility
import Foundation

/// What a drop delegate is told about a drop: where it lands and what it carries.
public struct DropInfo: Sendable {
    /// Where the drop lands, in the destination's own coordinates: its centre, where a
    /// VoiceOver drop point is.
    public let location: CGPoint
    let providers: [NSItemProvider]

    /// True when an item can be loaded as one of `contentTypes`.
    public func hasItemsConforming(to contentTypes: [UTType]) -> Bool {
        !itemProviders(for: contentTypes).isEmpty
    }

    /// The providers with an item of one of `contentTypes`.
    public func itemProviders(for contentTypes: [UTType]) -> [NSItemProvider] {
        providers.filter { provider in
            provider.registeredContentTypes.contains { type in contentTypes.contains { type.conforms(to: $0) } }
        }
    }

    public func hasItemsConforming(to types: [String]) -> Bool { hasItemsConforming(to: types.map(UTType.termUI)) }
    public func itemProviders(for types: [String]) -> [NSItemProvider] { itemProviders(for: types.map(UTType.termUI)) }
}

/// What a drop would do, from `dropUpdated(info:)`; a terminal shows no badge for it, but a
/// drop the delegate forbids or cancels does not happen.
public struct DropProposal: Sendable, Equatable {
    public let operation: DropOperation
    public init(operation: DropOperation) { self.operation = operation }
}

public enum DropOperation: Sendable, Hashable {
    case cancel, forbidden, copy, move
}

/// A drop destination's behaviour, SwiftUI's `DropDelegate`. For a VoiceOver drop, which
/// enters and lands at once: `validateDrop`, then `dropEntered` and `dropUpdated`, then
/// `performDrop`; a `.cancel` or `.forbidden` proposal ends it with `dropExited` instead.
@MainActor @preconcurrency
public protocol DropDelegate {
    func validateDrop(info: DropInfo) -> Bool
    func performDrop(info: DropInfo) -> Bool
    func dropEntered(info: DropInfo)
    func dropUpdated(info: DropInfo) -> DropProposal?
    func dropExited(info: DropInfo)
}

extension DropDelegate {
    public func validateDrop(info: DropInfo) -> Bool { true }
    public func dropEntered(info: DropInfo) {}
    public func dropUpdated(info: DropInfo) -> DropProposal? { nil }
    public func dropExited(info: DropInfo) {}
}

extension View {
    /// Makes the view a drop destination for items of `supportedContentTypes`, as SwiftUI's
    /// `onDrop` does: VoiceOver offers "Drop" while something is dragged, and `action` receives
    /// item providers that load what was dragged. A drag with none of the types does not
    /// reach `action`, and `isTargeted` is set true then false around it.
    public func onDrop(of supportedContentTypes: [UTType], isTargeted: Binding<Bool>?,
                       perform action: @escaping ([NSItemProvider]) -> Bool) -> some View {
        onDrop(of: supportedContentTypes, isTargeted: isTargeted) { providers, _ in action(providers) }
    }

    /// The same, with the point of the drop: the view's centre.
    public func onDrop(of supportedContentTypes: [UTType], isTargeted: Binding<Bool>?,
                       perform action: @escaping ([NSItemProvider], CGPoint) -> Bool) -> some View {
        dropPoint { info in
            guard info.hasItemsConforming(to: supportedContentTypes) else { return }
            isTargeted?.wrappedValue = true
            _ = action(info.itemProviders(for: supportedContentTypes), info.location)
            isTargeted?.wrappedValue = false
        }
    }

    /// A drop destination whose behaviour `delegate` decides.
    public func onDrop(of supportedContentTypes: [UTType], delegate: any DropDelegate) -> some View {
        dropPoint { info in
            guard info.hasItemsConforming(to: supportedContentTypes), delegate.validateDrop(info: info) else { return }
            delegate.dropEntered(info: info)
            if let proposal = delegate.dropUpdated(info: info), proposal.operation == .cancel || proposal.operation == .forbidden {
                delegate.dropExited(info: info)
                return
            }
            _ = delegate.performDrop(info: info)
        }
    }

    /// The older spellings, with type identifiers as strings.
    public func onDrop(of supportedTypes: [String], isTargeted: Binding<Bool>?,
                       perform action: @escaping ([NSItemProvider]) -> Bool) -> some View {
        onDrop(of: supportedTypes.map(UTType.termUI), isTargeted: isTargeted, perform: action)
    }

    public func onDrop(of supportedTypes: [String], isTargeted: Binding<Bool>?,
                       perform action: @escaping ([NSItemProvider], CGPoint) -> Bool) -> some View {
        onDrop(of: supportedTypes.map(UTType.termUI), isTargeted: isTargeted, perform: action)
    }

    public func onDrop(of supportedTypes: [String], delegate: any DropDelegate) -> some View {
        onDrop(of: supportedTypes.map(UTType.termUI), delegate: delegate)
    }

    /// Makes the view a drag source whose item provider `data` makes, as SwiftUI's `onDrag`:
    /// VoiceOver offers "Drag", and a drop receives the provider's items.
    public func onDrag(_ data: @escaping () -> NSItemProvider) -> some View {
        accessibilityEach(create: false) { element in
            element.dragPoints.append(AccessibilityGesturePoint(description: "", unitX: 0.5, unitY: 0.5, payload: data()))
        }
    }

    /// A drag source with a preview; the preview is not drawn (nothing moves on a terminal).
    public func onDrag<V: View>(_ data: @escaping () -> NSItemProvider, @ViewBuilder preview: () -> V) -> some View {
        onDrag(data)
    }

    /// A drop point at the view's centre, handing `drop` what the drag carries.
    private func dropPoint(_ drop: @escaping @MainActor (DropInfo) -> Void) -> some View {
        accessibilityTransform { elements, node in
            let center = CGPoint(x: node.frame.width / 2, y: node.frame.height / 2)
            let point = AccessibilityGesturePoint(description: "", unitX: 0.5, unitY: 0.5) { dragged in
                let provider = dragged.payload as? NSItemProvider
                    ?? NSItemProvider(termUIDragged: DraggedValues(dragged).values)
                drop(DropInfo(location: center, providers: [provider]))
            }
            return ElementRules.modifyEach(elements, node: node, create: false) { $0.dropPoints.append(point) }
        }
    }
}

extension UTType {
    /// The type an identifier names: a declared one, else one imported under that name.
    static func termUI(_ identifier: String) -> UTType {
        UTType(identifier) ?? UTType(importedAs: identifier)
    }
}
