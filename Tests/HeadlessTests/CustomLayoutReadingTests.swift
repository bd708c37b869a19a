import Foundation
import Headless
import Testing
import TermUI

/// Views around a circle: the first at three o'clock, then clockwise.
private struct Dial: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        CGSize(width: 160, height: 96)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for (index, subview) in subviews.enumerated() {
            let angle = 2 * Double.pi * Double(index) / Double(subviews.count)
            let point = CGPoint(x: bounds.midX + 56 * cos(angle), y: bounds.midY + 32 * sin(angle))
            subview.place(at: point, anchor: .center, proposal: .unspecified)
        }
    }
}

/// One view above the other, the first at the bottom.
private struct BottomUp: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        return CGSize(width: sizes.map(\.width).max() ?? 0, height: sizes.reduce(0) { $0 + $1.height })
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var y = bounds.maxY
        for subview in subviews {
            let size = subview.sizeThatFits(.unspecified)
            y -= size.height
            subview.place(at: CGPoint(x: bounds.minX, y: y), proposal: ProposedViewSize(size))
        }
    }
}

@MainActor
struct CustomLayoutReadingTests {
    func readingOrder(_ reader: ScreenReaderSession) -> [String] {
        var labels: [String] = []
        reader.first()
        while let label = reader.focused, !labels.contains(label) {
            labels.append(label)
            reader.next()
        }
        return labels
    }

    @Test("VoiceOver reads a custom layout's elements where they were placed: top to bottom, then leading to trailing, not in builder order")
    func radialLayoutReadsByPlace() {
        let reader = ScreenReaderSession(Dial {
            Button("East") {}
            Text("South")
            Text("West")
            Button("North") {}
        }, columns: 30, rows: 8)
        #expect(readingOrder(reader) == ["North", "West", "East", "South"])
        reader.focus("West")
        #expect(reader.next() == ["East, Button"])
    }

    @Test("VoiceOver reads a layout that stacks from the bottom up from the top down")
    func bottomUpLayoutReadsTopDown() {
        let reader = ScreenReaderSession(BottomUp {
            Text("First written")
            Text("Second written")
            Text("Third written")
        }, columns: 20, rows: 4)
        #expect(readingOrder(reader) == ["Third written", "Second written", "First written"])
    }
}
