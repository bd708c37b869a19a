import Accessibility

/// VoiceOver's behaviour over any element tree: the cursor, speech, rotors, actions and
/// announcements. (Skeleton: navigation in tree order; full behaviour lands with the reader.)
@MainActor
public final class ScreenReader {
    public let source: AccessibilityTreeSource
    public private(set) var tree: AccessibilityTree
    public private(set) var focusedID: AccessibilityElementID?
    /// Everything said, oldest first.
    public private(set) var transcript: [Utterance] = []

    public init(source: AccessibilityTreeSource) {
        self.source = source
        self.tree = source.currentTree()
    }

    /// Performs a command and returns what the reader said for it.
    @discardableResult
    public func perform(_ command: ReaderCommand) -> [Utterance] {
        []
    }

    /// Re-reads the tree after a change the reader did not cause, keeping focus.
    @discardableResult
    public func refresh() -> [Utterance] {
        tree = source.currentTree()
        return []
    }

    /// The name of the current rotor setting, if any.
    public var rotorSetting: String? { nil }
}
