import Accessibility
import Foundation

/// What a primitive view does in the graph: layout, drawing and accessibility. The defaults
/// describe a wrapper around one content child (most modifiers).
@MainActor
protocol NodeBehavior {
    /// Transparent nodes (groups, ForEach, custom views) hand their children to their parent's
    /// layout instead of laying them out themselves.
    var isTransparent: Bool { get }
    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize
    func placeChildren(of node: ViewNode, in bounds: CGRect)
    func draw(_ node: ViewNode, into context: inout DrawContext)
    /// How the node draws, kept by the node so a redraw walks past the behaviour without
    /// reaching for it: `.children` for a behaviour that draws nothing of its own (its `draw`
    /// is the default), `.stack` for a stack's units; `.behavior` calls `draw`.
    var drawRoute: DrawRoute { get }
    func accessibilityElements(of node: ViewNode) -> [AccessibilityElement]
    /// Changes the environment this node's children see.
    func modifyEnvironment(_ environment: inout EnvironmentValues)
    /// This node's elements are its content children's, each child's given on its own and in
    /// order (groups, lists, stacks, ForEach): a node of many children then replaces only a
    /// changed child's part of its elements (`elements(ofChild:)`).
    var passesChildElementsThrough: Bool { get }
    /// The stack layout of a stack's behaviour (eager or lazy), nil for any other: asked where
    /// a cast to each stack behaviour would cost a conformance lookup per node made.
    var stackLayout: StackLayout? { get }
    /// A scroll view's behaviour, told without a cast.
    var isScrollView: Bool { get }
    /// A `Spacer`'s: a stack puts no spacing next to it.
    var isSpacer: Bool { get }
    /// The elements one content child gives, for a node that passes them through: by default
    /// the child's own.
    func elements(ofChild child: ViewNode) -> [AccessibilityElement]
    /// This node's elements are new values made from its children's (not the same values
    /// passed through), so the children's own need not be kept.
    var copiesChildElements: Bool { get }
    /// The behaviour answers sizes from what it keeps itself (a text its broken lines), so its
    /// node keeps no size cache of its own.
    var keepsOwnSizes: Bool { get }
    /// The size the behaviour answers whatever it is proposed, when it is fixed by the view
    /// alone (a frame with both a width and a height).
    var sizeForAnyProposal: CGSize? { get }
    /// The behaviour answers its content's size and places its content in its own frame (an
    /// accessibility modifier, an opacity): its node's size is its one unit's.
    var sizesAsContent: Bool { get }
    /// Called as this behaviour replaces `old` in `node`, before the node's children are
    /// brought up to date: a drawn value that changes may animate (`ViewGraph.animate`), and a
    /// behaviour may set the transaction its content is updated in.
    func willReplace(_ old: NodeBehavior, in node: ViewNode)
    /// The behaviour answers any proposal at least as large as its answer to `proposal`, both
    /// ways (nil, its ideal size, included), with that same answer: a text on one whole line.
    /// False when it cannot tell; a stack then asks it again at another size.
    func keepsAnswerAtLargerProposals(_ proposal: ProposedViewSize, node: ViewNode) -> Bool
    /// Placing does nothing but place children: a node with none that keeps its size is only
    /// moved. False for a layout whose own code runs as it places (`Layout.placeSubviews`).
    var placesOnlyChildren: Bool { get }
    /// The behaviour removes its content from accessibility (opacity 0, `accessibilityHidden`):
    /// a modifier outside it must not create an element in its place.
    var hidesAccessibility: Bool { get }
    /// Replacing `old`, the behaviour changes which views are a selection list's rows, or their
    /// tags (a new tag, `selectionDisabled` turned on or off, any picker, whose tags are its
    /// own): the update counts in `ViewGraph.selectionRowChanges`.
    func changesSelectionRows(from old: NodeBehavior) -> Bool
    /// The node's children are a `ForEach`'s rows, each keyed by its id: a `ForEach`, and a lazy
    /// stack that makes a `ForEach`'s rows itself. A selection list finds its rows there, and a
    /// row's list is the nearest such node above it.
    var holdsForEachRows: Bool { get }
    /// A layout priority or a layout value, told without a cast.
    var isLayoutTrait: Bool { get }
    /// This behaviour as a lazy container's that can say which rows a region shows, told
    /// without a conformance lookup: nil for any other.
    var lazyRowsShown: (any ShowsLazyRows)? { get }
}

/// How a node draws (`NodeBehavior.drawRoute`).
enum DrawRoute: UInt8 {
    case behavior, children, verticalStack, horizontalStack
}

extension NodeBehavior {
    var isTransparent: Bool { false }
    var stackLayout: StackLayout? { nil }
    var isScrollView: Bool { false }
    var isSpacer: Bool { false }
    var holdsForEachRows: Bool { false }
    var isLayoutTrait: Bool { false }
    var lazyRowsShown: (any ShowsLazyRows)? { nil }
    var drawRoute: DrawRoute { .behavior }
    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
        node.contentSizeThatFits(proposal)
    }
    func placeChildren(of node: ViewNode, in bounds: CGRect) {
        node.placeContent(in: bounds)
    }
    func draw(_ node: ViewNode, into context: inout DrawContext) {
        node.drawChildren(into: &context)
    }
    func accessibilityElements(of node: ViewNode) -> [AccessibilityElement] {
        node.childElements()
    }
    func modifyEnvironment(_ environment: inout EnvironmentValues) {}
    var passesChildElementsThrough: Bool { false }
    func elements(ofChild child: ViewNode) -> [AccessibilityElement] { child.accessibilityElements() }
    var copiesChildElements: Bool { false }
    var keepsOwnSizes: Bool { false }
    var sizeForAnyProposal: CGSize? { nil }
    var sizesAsContent: Bool { false }
    func willReplace(_ old: NodeBehavior, in node: ViewNode) {}
    func keepsAnswerAtLargerProposals(_ proposal: ProposedViewSize, node: ViewNode) -> Bool { false }
    var placesOnlyChildren: Bool { true }
    var hidesAccessibility: Bool { false }
    func changesSelectionRows(from old: NodeBehavior) -> Bool { false }
}

/// Groups, conditionals and custom views: structure only.
struct TransparentBehavior: NodeBehavior {
    var drawRoute: DrawRoute { .children }
    var isTransparent: Bool { true }
    var passesChildElementsThrough: Bool { true }
}

/// Tags the elements below with an `.id()` value, so rotor entries can find them.
struct ExplicitIdentityBehavior: NodeBehavior {
    var drawRoute: DrawRoute { .children }
    let id: AnyHashable
    /// The rotor key of `id`, made with the behaviour, not each time the elements below are made.
    let rotorKey: AccessibilityRotorKey
    init(id: AnyHashable) {
        self.id = id
        rotorKey = AccessibilityRotorKey(id: id, namespace: nil)
    }
    var isTransparent: Bool { true }
    func accessibilityElements(of node: ViewNode) -> [AccessibilityElement] {
        var elements = node.takeChildElements()
        Self.tag(&elements, with: rotorKey)
        return elements
    }
    var copiesChildElements: Bool { true }

    /// A rotor entry for the id finds the first element carrying its key in tree order, so the
    /// first element alone is tagged: that is the one it finds. The row's own copies are let go
    /// before this, so the element is tagged where it is, not copied (an element is a shared
    /// box: a second holder would make the change copy it).
    static func tag(_ elements: inout [AccessibilityElement], with key: AccessibilityRotorKey) {
        guard !elements.isEmpty else { return }
        elements[0].rotorKeys.append(key)
    }
}

/// A ForEach: its rows are its children, each keyed by its id, and each row's first element is
/// tagged with that id (rotor entries name rows by it). No node stands between a ForEach and
/// its rows.
struct ForEachBehavior: NodeBehavior {
    var drawRoute: DrawRoute { .children }
    var holdsForEachRows: Bool { true }
    var isTransparent: Bool { true }
    func accessibilityElements(of node: ViewNode) -> [AccessibilityElement] { Self.taggedRows(of: node) }
    var passesChildElementsThrough: Bool { true }
    func elements(ofChild child: ViewNode) -> [AccessibilityElement] { Self.tagged(child) }
    /// The elements of `node`'s rows (a ForEach's, or the rows a lazy stack holds), each row's
    /// first element tagged with the row's id.
    static func taggedRows(of node: ViewNode) -> [AccessibilityElement] {
        var result: [AccessibilityElement] = []
        for row in node.contentChildren { result.append(contentsOf: tagged(row)) }
        return result
    }
    /// A row's elements, the first tagged with the row's id (a lazy stack's rows too).
    static func tagged(_ row: ViewNode) -> [AccessibilityElement] {
        guard let key = row.key.explicitRotorKey else { return row.accessibilityElements() }
        return row.accessibilityElements { ExplicitIdentityBehavior.tag(&$0, with: key) }
    }
}

extension ViewNode {
    /// True when this view's content is hidden from accessibility by a modifier inside it.
    var hidesAccessibility: Bool {
        if behavior.hidesAccessibility { return true }
        guard !isTransparent || contentChildren.count == 1, let content = contentChildren.first else { return false }
        return content.hidesAccessibility
    }
}
