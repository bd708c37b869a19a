import Accessibility
import Foundation

/// What can be dragged and dropped: SwiftUI's protocol, with the system's own payloads
/// (strings, URLs, data, numbers, and arrays of them) conforming. A type of one's own conforms
/// by declaring it; its `transferRepresentation` (which needs `CoreTransferable`) is not read,
/// since a drag in a terminal never leaves the app: the value itself is handed to the drop.
public protocol Transferable: Sendable {}

extension String: Transferable {}
extension URL: Transferable {}
extension Data: Transferable {}
extension Int: Transferable {}
extension Double: Transferable {}
extension Bool: Transferable {}
extension Array: Transferable where Element: Transferable {}

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
    /// offers "Drop" while something is dragged, and `action` receives what was dragged (the
    /// payload when it is a `T`, else the dragged element's label when `T` is `String`) and
    /// the point of the drop, the view's centre. `isTargeted` is told true then false around it.
    public func dropDestination<T: Transferable>(for payloadType: T.Type = T.self,
                                                 action: @escaping ([T], CGPoint) -> Bool,
                                                 isTargeted: @escaping (Bool) -> Void = { _ in }) -> some View {
        accessibilityTransform { elements, node in
            let center = CGPoint(x: node.frame.width / 2, y: node.frame.height / 2)
            let point = AccessibilityGesturePoint(description: "", unitX: 0.5, unitY: 0.5) { dragged in
                let items: [T]
                if let payload = dragged.payload as? T {
                    items = [payload]
                } else if let payloads = dragged.payload as? [T] {
                    items = payloads
                } else if let label = dragged.label as? T {
                    items = [label]
                } else {
                    return
                }
                isTargeted(true)
                _ = action(items, center)
                isTargeted(false)
            }
            return ElementRules.modifyEach(elements, node: node, create: false) { $0.dropPoints.append(point) }
        }
    }
}
