import Accessibility
import Foundation

/// The accessibility tree of one frame of a screen, with what its views said while making it
/// that the tree itself cannot show: controls taken out of it, gestures no element offers,
/// where hidden views draw, UIKit views Rotor cannot look inside. The audit reads all of it;
/// a reader needs only `tree`. Made by `ViewGraph.accessibilitySnapshot()`, at the same time
/// as the tree, so the facts always describe that tree.
public struct AccessibilitySnapshot {
    public let tree: AccessibilityTree
    /// Controls inside `accessibilityHidden(true)`: VoiceOver never reaches them. In id order.
    public let hiddenControls: [AccessibilityElement]
    /// Controls `accessibilityElement(children: .ignore)` dropped, by the element that replaced
    /// them: unless that element takes their actions, they are lost. In owner order.
    public let replacedControls: [ReplacedControls]
    /// Where views inside `accessibilityHidden(true)` are: what they draw is hidden on purpose.
    /// Top to bottom, then left to right.
    public let hiddenFrames: [CGRect]
    /// Views with a gesture (`gesture(_:)`, `onLongPressGesture`). A terminal never recognises
    /// one; the audit asks for another way to do what it does. Top to bottom, left to right.
    public let gestures: [GestureRecord]
    /// UIKit views the screen shows through a representable: Rotor reads only what they say of
    /// themselves. Top to bottom, left to right.
    public let platformViews: [PlatformViewRecord]
    /// Texts drawn in a heading's font (a title style, the headline, large bold system text),
    /// by their element's id, with the font's name: how a sighted user tells a section's
    /// start. Body-like text is not recorded.
    public let headingLookTexts: [AccessibilityElementID: String]
    /// Texts drawn in a font of a fixed size (`system(size:)`, `custom(_:fixedSize:)`), which
    /// Dynamic Type does not scale, by their element's id, with the size in points.
    public let fixedSizeTexts: [AccessibilityElementID: CGFloat]

    public init(tree: AccessibilityTree, hiddenControls: [AccessibilityElement] = [], replacedControls: [ReplacedControls] = [],
                hiddenFrames: [CGRect] = [], gestures: [GestureRecord] = [], platformViews: [PlatformViewRecord] = [],
                headingLookTexts: [AccessibilityElementID: String] = [:], fixedSizeTexts: [AccessibilityElementID: CGFloat] = [:]) {
        self.tree = tree
        self.hiddenControls = hiddenControls
        self.replacedControls = replacedControls
        self.hiddenFrames = hiddenFrames
        self.gestures = gestures
        self.platformViews = platformViews
        self.headingLookTexts = headingLookTexts
        self.fixedSizeTexts = fixedSizeTexts
    }
}

extension AccessibilitySnapshot {
    /// What a snapshot is made from, taken where the views are (the main actor) and put
    /// together on any thread: the elements, and what the views recorded as they made them.
    /// Indexing the tree and putting the facts in order is left to `snapshot()`, so a caller
    /// that judges a snapshot on another thread (the audit's windows of a long list) does that
    /// work there too. `ViewGraph.accessibilitySnapshotParts()` makes it.
    public struct Parts {
        /// The top elements, each holding its children.
        public let roots: [AccessibilityElement]
        let facts: SnapshotFacts

        /// The snapshot these parts make: the same as `ViewGraph.accessibilitySnapshot()` at
        /// the moment they were taken.
        public func snapshot() -> AccessibilitySnapshot {
            facts.facts(of: AccessibilityTree(roots: roots))
        }

        /// The element with `id` among the roots and their descendants, depth first; nil when
        /// none has it. No index is made (the snapshot makes one).
        public func element(_ id: AccessibilityElementID) -> AccessibilityElement? {
            var stack = roots.reversed() as [AccessibilityElement]
            while let element = stack.popLast() {
                if element.id == id { return element }
                stack.append(contentsOf: element.children.reversed())
            }
            return nil
        }
    }
}

/// Controls an element made by `accessibilityElement(children: .ignore)` replaced.
public struct ReplacedControls {
    public var owner: AccessibilityElementID
    public var controls: [AccessibilityElement]
    public init(owner: AccessibilityElementID, controls: [AccessibilityElement]) {
        self.owner = owner
        self.controls = controls
    }
}

/// A gesture SwiftUI code attaches to a view.
public enum GestureKind: Hashable, Sendable, CaseIterable {
    case drag, tap, longPress, magnify
    /// Any other gesture (a rotation, a custom one, a composed one).
    case other

    /// The kind of `G`.
    init<G: Gesture>(_ type: G.Type) {
        switch type {
        case is DragGesture.Type: self = .drag
        case is TapGesture.Type: self = .tap
        case is LongPressGesture.Type: self = .longPress
        case is MagnifyGesture.Type: self = .magnify
        default: self = .other
        }
    }

    /// How a finding names it: "a drag gesture".
    public var name: String {
        switch self {
        case .drag: "drag"
        case .tap: "tap"
        case .longPress: "long press"
        case .magnify: "magnify"
        case .other: "gesture"
        }
    }
}

/// A view with a gesture, and where it is.
public struct GestureRecord: Hashable, Sendable {
    public var kind: GestureKind
    public var frame: CGRect
    public init(kind: GestureKind, frame: CGRect) {
        self.kind = kind
        self.frame = frame
    }
}

/// What views say of themselves as their elements are made, kept by node: a node whose
/// elements are kept says nothing again, so what it said last stands until it says otherwise
/// or leaves the screen. The graph turns it into a snapshot's facts with each new tree.
struct SnapshotFacts {
    private var hiddenControls: [ObjectIdentifier: [AccessibilityElement]] = [:]
    private var replacedControls: [ObjectIdentifier: ReplacedControls] = [:]
    private var hiddenFrames: [ObjectIdentifier: CGRect] = [:]
    private var gestures: [ObjectIdentifier: GestureRecord] = [:]
    private var platformViews: [ObjectIdentifier: PlatformViewRecord] = [:]
    private var headingLookTexts: [ObjectIdentifier: (id: AccessibilityElementID, font: String)] = [:]
    private var fixedSizeTexts: [ObjectIdentifier: (id: AccessibilityElementID, size: CGFloat)] = [:]
    /// Something was recorded or forgotten since the last `take`.
    private(set) var changed = false

    /// The controls `node`'s `accessibilityHidden(true)` hides (none when it does not hide),
    /// and where it is (nil when it does not hide).
    mutating func hidden(_ controls: [AccessibilityElement], frame: CGRect?, by node: ViewNode) {
        let key = ObjectIdentifier(node)
        hiddenControls[key] = controls.isEmpty ? nil : controls
        hiddenFrames[key] = frame
        changed = true
    }

    mutating func replaced(_ controls: [AccessibilityElement], owner: AccessibilityElementID, by node: ViewNode) {
        replacedControls[ObjectIdentifier(node)] = controls.isEmpty ? nil : ReplacedControls(owner: owner, controls: controls)
        changed = true
    }

    mutating func gesture(_ record: GestureRecord, by node: ViewNode) {
        gestures[ObjectIdentifier(node)] = record
        changed = true
    }

    mutating func platformView(_ record: PlatformViewRecord, by node: ViewNode) {
        platformViews[ObjectIdentifier(node)] = record
        changed = true
    }

    /// The font `node`'s text is drawn in, when it looks like a heading's (nil when not).
    mutating func headingLook(_ font: String?, element id: AccessibilityElementID, by node: ViewNode) {
        let key = ObjectIdentifier(node)
        let old = headingLookTexts[key]
        guard old?.id != (font == nil ? nil : id) || old?.font != font else { return }
        headingLookTexts[key] = font.map { (id, $0) }
        changed = true
    }

    /// The size of `node`'s text when its font does not scale with Dynamic Type (nil when it does).
    mutating func fixedSize(_ size: CGFloat?, element id: AccessibilityElementID, by node: ViewNode) {
        let key = ObjectIdentifier(node)
        let old = fixedSizeTexts[key]
        guard old?.id != (size == nil ? nil : id) || old?.size != size else { return }
        fixedSizeTexts[key] = size.map { (id, $0) }
        changed = true
    }

    /// `node` left the screen: what it said goes with it. (An empty table is not hashed into:
    /// a lazy list lets go of rows by the hundred, and most tables are empty.)
    mutating func forget(_ node: ViewNode) {
        let key = ObjectIdentifier(node)
        if !hiddenControls.isEmpty, hiddenControls.removeValue(forKey: key) != nil { changed = true }
        if !replacedControls.isEmpty, replacedControls.removeValue(forKey: key) != nil { changed = true }
        if !hiddenFrames.isEmpty, hiddenFrames.removeValue(forKey: key) != nil { changed = true }
        if !gestures.isEmpty, gestures.removeValue(forKey: key) != nil { changed = true }
        if !platformViews.isEmpty, platformViews.removeValue(forKey: key) != nil { changed = true }
        if !headingLookTexts.isEmpty, headingLookTexts.removeValue(forKey: key) != nil { changed = true }
        if !fixedSizeTexts.isEmpty, fixedSizeTexts.removeValue(forKey: key) != nil { changed = true }
    }

    /// A snapshot of `tree` with what is recorded now, in a stable order.
    mutating func snapshot(of tree: AccessibilityTree) -> AccessibilitySnapshot {
        changed = false
        return facts(of: tree)
    }

    /// `tree` with these facts, in a stable order. Reads only this value: it can run on any
    /// thread (`AccessibilitySnapshot.Parts`).
    func facts(of tree: AccessibilityTree) -> AccessibilitySnapshot {
        func readingOrder(_ a: CGRect, _ b: CGRect) -> Bool { (a.minY, a.minX) < (b.minY, b.minX) }
        return AccessibilitySnapshot(
            tree: tree,
            hiddenControls: hiddenControls.values.flatMap { $0 }.sorted { $0.id < $1.id },
            replacedControls: replacedControls.values.sorted { $0.owner < $1.owner },
            hiddenFrames: hiddenFrames.values.sorted(by: readingOrder),
            gestures: gestures.values.sorted { readingOrder($0.frame, $1.frame) },
            platformViews: platformViews.values.sorted { readingOrder($0.frame, $1.frame) },
            headingLookTexts: Dictionary(headingLookTexts.values.map { ($0.id, $0.font) }) { first, _ in first },
            fixedSizeTexts: Dictionary(fixedSizeTexts.values.map { ($0.id, $0.size) }) { first, _ in first })
    }
}
