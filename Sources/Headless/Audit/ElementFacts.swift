import Accessibility
import Foundation

/// What the audit's rules ask of every element, noted in one walk over a tree, by position in
/// `tree.allElements`: whether it is a container, acts, is enabled, scrolls, and its traits and
/// frame. A rule that looks for a few elements among many (the controls, the static texts)
/// reads these arrays, which lie together in memory, and goes to an element itself only for
/// those it judges: on a long screen each element is a box of its own in memory, and every
/// rule that walked them all paid for reaching each one.
struct ElementFacts {
    struct Flags: OptionSet {
        let rawValue: UInt8
        static let container = Flags(rawValue: 1 << 0)
        static let actionable = Flags(rawValue: 1 << 1)
        static let enabled = Flags(rawValue: 1 << 2)
        /// The element has a `scrollFrame` of its own.
        static let scrolls = Flags(rawValue: 1 << 3)
    }

    let frames: [CGRect]
    let traits: [AccessibilityTraits]
    let flags: [Flags]
    /// The positions of the elements that act (`isActionable`), in order.
    let actionable: [Int]
    /// Some element has a `scrollFrame`.
    let anyScrolls: Bool

    init(_ tree: AccessibilityTree) {
        var frames: [CGRect] = [], traits: [AccessibilityTraits] = [], flags: [Flags] = [], actionable: [Int] = []
        frames.reserveCapacity(tree.count)
        traits.reserveCapacity(tree.count)
        flags.reserveCapacity(tree.count)
        var anyScrolls = false
        for (position, element) in tree.allElements.enumerated() {
            var noted: Flags = []
            if element.isContainer { noted.insert(.container) }
            if element.isActionable {
                noted.insert(.actionable)
                actionable.append(position)
            }
            if element.isEnabled { noted.insert(.enabled) }
            if element.scrollFrame != nil {
                noted.insert(.scrolls)
                anyScrolls = true
            }
            frames.append(element.frame)
            traits.append(element.traits)
            flags.append(noted)
        }
        self.frames = frames
        self.traits = traits
        self.flags = flags
        self.actionable = actionable
        self.anyScrolls = anyScrolls
    }
}
