import ScreenReader
import TermUI

/// The caption panel's lines: what was said, newest last, each utterance wrapped and marked with
/// its kind and where it is in the speech (being spoken, cut off), then what waits its turn.
/// Scrolled back, the panel ends at an older caption instead.
public struct CaptionLayout: Sendable {
    public struct Line: Sendable, Hashable {
        public var state: ExplorerTheme.SpeechState
        public var kind: Utterance.Kind
        /// The first line of its utterance carries the marks.
        public var isFirst: Bool
        public var text: String
        /// The utterance's absolute index (counting dropped captions); nil for what waits.
        public var utterance: Int?
    }

    /// The lines to show, oldest first, at most `height`.
    public var lines: [Line]
    /// Captions newer than the last one shown (0 when following what is said).
    public var newerHidden: Int
    /// The absolute index of the newest caption shown.
    public var anchor: Int?
    /// The anchor that shows the page before this one, or nil when this is the oldest page.
    public var olderPageAnchor: Int?
    /// The anchor of the page after this one; nil when that page is the live end.
    public var newerPageAnchor: Int?

    /// The gutter before the text: the speech mark, a space, the kind mark, a space.
    public static let gutter = 4

    public init(frame: Frame, width: Int, height: Int, anchor requested: Int?) {
        let textWidth = max(1, width - Self.gutter)
        let dropped = frame.captionsDropped
        let last = dropped + frame.captions.count - 1
        let anchor = frame.captions.isEmpty ? nil : requested.map { max(dropped, min($0, last)) }
        let scrolledBack = anchor.map { $0 < last } ?? false
        self.anchor = scrolledBack ? anchor : nil
        newerHidden = scrolledBack ? last - anchor! : 0
        func state(_ index: Int, _ utterance: Utterance) -> ExplorerTheme.SpeechState {
            if index >= frame.captions.count - frame.speakingCount { return .speaking }
            return utterance.wasCutOff ? .cutOff : .said
        }
        func wrap(_ utterance: Utterance, state: ExplorerTheme.SpeechState, absolute: Int?) -> [Line] {
            TextLayout.wrap(utterance.text, toWidth: textWidth).enumerated().map {
                Line(state: state, kind: utterance.kind, isFirst: $0.offset == 0, text: $0.element, utterance: absolute)
            }
        }
        // From the newest up, only as many as fill the panel.
        var collected: [Line] = []
        if !scrolledBack {
            for utterance in frame.waiting.reversed() {
                collected.insert(contentsOf: wrap(utterance, state: .waiting, absolute: nil), at: 0)
                if collected.count >= height { break }
            }
        }
        var index = (anchor ?? last) - dropped
        var firstWhole: Int?
        while index >= 0, collected.count < height {
            let utterance = frame.captions[index]
            let wrapped = wrap(utterance, state: state(index, utterance), absolute: dropped + index)
            collected.insert(contentsOf: wrapped, at: 0)
            if collected.count <= height { firstWhole = dropped + index }
            index -= 1
        }
        lines = Array(collected.suffix(height))
        // The page before ends just above the top of this one (with the cut caption, if any).
        let top = lines.first?.utterance
        if let top, top >= dropped {
            var olderEnd = firstWhole == top ? top - 1 : top
            // One caption taller than the panel: the page before is the caption before it.
            if olderEnd >= (self.anchor ?? last) { olderEnd = top - 1 }
            olderPageAnchor = olderEnd >= dropped ? olderEnd : nil
        } else {
            olderPageAnchor = nil
        }
        if let anchor = self.anchor {
            // The page after starts just below this one and is as full as the panel.
            var filled = 0
            var end = anchor
            while end < last {
                let next = frame.captions[end + 1 - dropped]
                let count = TextLayout.wrap(next.text, toWidth: textWidth).count
                if filled + count > height, end > anchor { break }
                filled += count
                end += 1
            }
            newerPageAnchor = end >= last ? nil : end
        } else {
            newerPageAnchor = nil
        }
    }
}
