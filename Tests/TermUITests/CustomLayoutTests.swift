import Foundation
import Testing
@testable import TermUI

/// Rows of views that wrap to the width offered, the layout most apps write first.
struct FlowLayout: Layout {
    var spacing: CGFloat = 8

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let rows = arrange(subviews, width: proposal.width ?? .infinity)
        return CGSize(width: rows.map(\.width).max() ?? 0, height: rows.reduce(0) { $0 + $1.height })
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var y = bounds.minY
        for row in arrange(subviews, width: bounds.width) {
            var x = bounds.minX
            for index in row.indices {
                let size = subviews[index].sizeThatFits(.unspecified)
                subviews[index].place(at: CGPoint(x: x, y: y), proposal: ProposedViewSize(size))
                x += size.width + spacing
            }
            y += row.height
        }
    }

    struct Row { var indices: [Int] = []; var width: CGFloat = 0; var height: CGFloat = 0 }

    func arrange(_ subviews: Subviews, width: CGFloat) -> [Row] {
        var rows: [Row] = [Row()]
        for index in subviews.indices {
            let size = subviews[index].sizeThatFits(.unspecified)
            let needed = rows[rows.count - 1].indices.isEmpty ? size.width : rows[rows.count - 1].width + spacing + size.width
            if needed > width, !rows[rows.count - 1].indices.isEmpty {
                rows.append(Row())
            }
            var row = rows[rows.count - 1]
            row.width = row.indices.isEmpty ? size.width : row.width + spacing + size.width
            row.height = max(row.height, size.height)
            row.indices.append(index)
            rows[rows.count - 1] = row
        }
        return rows
    }
}

/// Views around a circle, the first at three o'clock and on clockwise (screen y grows down).
struct RadialLayout: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let radius = min(bounds.width, bounds.height * 2) / 2 - 32
        for (index, subview) in subviews.enumerated() {
            let angle = 2 * Double.pi * Double(index) / Double(subviews.count)
            // Cells are twice as tall as wide: half the radius down for a round look.
            let point = CGPoint(x: bounds.midX + radius * cos(angle), y: bounds.midY + radius / 2 * sin(angle))
            subview.place(at: point, anchor: .center, proposal: .unspecified)
        }
    }
}

/// The order a view asks to be placed in, read by a layout.
private struct Rank: LayoutValueKey {
    static let defaultValue = 0
}

/// One row, in the order of each subview's `Rank`, counting its cache's makes and updates.
private struct RankedRow: Layout {
    final class Counts: @unchecked Sendable { var made = 0; var updated = 0 }
    let counts: Counts

    struct Cache { var order: [Int] }

    func makeCache(subviews: Subviews) -> Cache {
        counts.made += 1
        return Cache(order: subviews.indices.sorted { subviews[$0][Rank.self] < subviews[$1][Rank.self] })
    }

    func updateCache(_ cache: inout Cache, subviews: Subviews) {
        counts.updated += 1
        cache = makeCache(subviews: subviews)
        counts.made -= 1
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        return CGSize(width: sizes.reduce(0) { $0 + $1.width } + CGFloat(max(0, sizes.count - 1)) * 8,
                      height: sizes.map(\.height).max() ?? 0)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        var x = bounds.minX
        for index in cache.order {
            let size = subviews[index].sizeThatFits(.unspecified)
            subviews[index].place(at: CGPoint(x: x, y: bounds.minY), proposal: ProposedViewSize(size))
            x += size.width + 8
        }
    }
}

@MainActor
struct CustomLayoutTests {
    @Test("Layout: a layout is a container, its builder's views are its subviews, and sizeThatFits gives its size")
    func flowLayoutSizesAndPlaces() {
        let flow = FlowLayout {
            Text("apple")
            Text("pear")
            Text("fig")
            ForEach(["kiwi", "plum"], id: \.self) { Text($0) }
        }
        #expect(drawing(flow.frame(width: 120, alignment: .leading), columns: 15, rows: 3) == "apple pear fig\nkiwi plum")
        let graph = ViewGraph(flow, columns: 15, rows: 3)
        let tree = graph.accessibilityTree()
        #expect(tree.labels == ["apple", "pear", "fig", "kiwi", "plum"], "a ForEach's rows are subviews one by one")
        #expect(tree.first("kiwi")?.frame.minY == 16, "the fourth word wraps to the second row")
        #expect(tree.first("pear")?.frame.minX == tree.first("apple").map { $0.frame.maxX + 8 })
    }

    @Test("LayoutSubview.place: the anchor lands at the position, and a place between cells snaps to the nearest cell")
    func placeWithAnchorSnapsToCells() {
        struct Centred: Layout {
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                CGSize(width: 80, height: 48)
            }
            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
                subviews[0].place(at: CGPoint(x: bounds.midX + 3, y: bounds.midY - 5), anchor: .center, proposal: .unspecified)
                subviews[1].place(at: CGPoint(x: bounds.maxX, y: bounds.maxY), anchor: .bottomTrailing, proposal: .unspecified)
            }
        }
        let tree = tree(Centred { Text("mid"); Text("end") }.frame(width: 80, height: 48), columns: 10, rows: 3)
        // The layout sits at the top of a 10-column pane, which it fills.
        #expect(tree.first("mid")?.frame == CGRect(x: 32, y: 16, width: 24, height: 16), "centre (43, 19) less half of 24×16, to the nearest cell")
        #expect(tree.first("end")?.frame == CGRect(x: 56, y: 32, width: 24, height: 16))
    }

    /// Places its one subview at a width no single-precision number holds (positions snap to
    /// cells; sizes are kept as the layout gives them).
    struct ThirdsLayout: Layout {
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            CGSize(width: 80, height: 32)
        }
        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            subviews[0].place(at: bounds.origin, proposal: ProposedViewSize(width: 40.0 / 3, height: 16))
        }
    }

    @Test("a frame no single-precision number holds (a width of forty thirds of a point) is kept exactly")
    func inexactFramesAreKept() throws {
        let graph = ViewGraph(ThirdsLayout { Color.red.accessibilityLabel("Swatch") }, columns: 20, rows: 4)
        let swatch = try #require(graph.accessibilityTree().allElements.first { $0.label == "Swatch" })
        #expect(swatch.frame.width == 40.0 / 3)
        #expect(CGFloat(Float(40.0 / 3)) != 40.0 / 3, "single precision would change it")
        #expect(swatch.frame.height == 16)
    }

    @Test("a subview the layout does not place sits at the centre of the layout, as SwiftUI puts it")
    func unplacedSubviewIsCentred() {
        struct FirstOnly: Layout {
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                CGSize(width: 80, height: 48)
            }
            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
                subviews[0].place(at: bounds.origin, proposal: .unspecified)
            }
        }
        let tree = tree(FirstOnly { Text("a"); Text("mid") }, columns: 10, rows: 3)
        #expect(tree.first("a")?.frame.origin == .zero)
        #expect(tree.first("mid")?.frame == CGRect(x: 32, y: 16, width: 24, height: 16))
    }

    @Test("LayoutValueKey: layoutValue hands a value to the layout, read as subview[Key.self], the default where none is given")
    func layoutValueKey() {
        let counts = RankedRow.Counts()
        let row = RankedRow(counts: counts) {
            Text("third").layoutValue(key: Rank.self, value: 3)
            Text("first").layoutValue(key: Rank.self, value: -1)
            Text("second")
            Text("fourth").layoutValue(key: Rank.self, value: 1).layoutValue(key: Rank.self, value: 4).padding(.leading, 0)
        }
        #expect(drawing(row, columns: 25, rows: 1) == "first second third fourth",
                "default 0; a modifier after layoutValue passes it on; the outermost value wins")
    }

    @Test("Layout cache: made once, updated when the layout's view or a subview changes, before the layout measures again")
    func cacheIsMadeOnceAndUpdatedOnChange() {
        /// A subview that changes its own rank: only it is evaluated again, not the layout.
        struct Chip: View {
            let name: String
            @State var rank = 0
            var body: some View {
                Button(name) { rank = 9 }.layoutValue(key: Rank.self, value: rank)
            }
        }
        struct Screen: View {
            let counts: RankedRow.Counts
            @State var late = false
            var body: some View {
                VStack {
                    RankedRow(counts: counts) {
                        Chip(name: "c")
                        Text("a").layoutValue(key: Rank.self, value: 1)
                        Text("b").layoutValue(key: Rank.self, value: late ? 2 : -1)
                    }
                    Button("Move b") { late = true }
                }
            }
        }
        let counts = RankedRow.Counts()
        let graph = ViewGraph(Screen(counts: counts), columns: 20, rows: 2)
        #expect(graph.draw().text.hasPrefix("       b c a"))
        #expect(counts.made == 1)
        var updates = counts.updated
        graph.accessibilityTree().first("Move b")?.defaultAction?()
        #expect(graph.draw().text.hasPrefix("       c a b"), "the layout's view was evaluated again: the cache saw the new value")
        #expect(counts.updated > updates)
        updates = counts.updated
        graph.accessibilityTree().first("c")?.defaultAction?()
        #expect(graph.draw().text.hasPrefix("       a b c"), "a subview changed on its own: the cache saw it too")
        #expect(counts.updated > updates)
        #expect(counts.made == 1, "never made again")
    }

    @Test("AnyLayout: switching between a stack layout and a custom one keeps the views, their state and element ids")
    func anyLayoutSwitchKeepsIdentity() {
        struct Screen: View {
            @State var wide = true
            @State var count = 0
            var body: some View {
                let layout = wide ? AnyLayout(HStackLayout()) : AnyLayout(FlowLayout())
                VStack {
                    layout {
                        Button("Count \(count)") { count += 1 }
                        Text("tail")
                    }
                    Button("Switch") { wide.toggle() }
                }
            }
        }
        let graph = ViewGraph(Screen(), columns: 10, rows: 4)
        graph.accessibilityTree().first("Count 0")?.defaultAction?()
        let before = graph.accessibilityTree()
        #expect(before.first("tail")?.frame.minY == 0, "side by side")
        let countID = before.first("Count 1")?.id
        before.first("Switch")?.defaultAction?()
        let after = graph.accessibilityTree()
        #expect(after.first("Count 1")?.id == countID, "same view, same state")
        #expect(after.first("tail")?.frame.minY == 16, "the flow wraps \"tail\" under the button in 10 columns")
    }

    @Test("AnyLayout over VStackLayout and HStackLayout compiles from a conditional and lays out as the stacks")
    func anyLayoutOfStacks() {
        func screen(_ isWide: Bool) -> some View {
            let layout = isWide ? AnyLayout(HStackLayout()) : AnyLayout(VStackLayout())
            return layout { Text("a"); Text("b") }
        }
        #expect(drawing(screen(true), columns: 3, rows: 2) == "a b")
        #expect(drawing(screen(false), columns: 3, rows: 2) == " a\n b")
    }

    @Test("a layout of one's own can lay out with the stack layouts' own methods")
    func composingStackLayouts() {
        struct Reversed: Layout {
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                var inner: Void = ()
                return HStackLayout(spacing: 16).sizeThatFits(proposal: proposal, subviews: subviews, cache: &inner)
            }
            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
                var inner: Void = ()
                VStackLayout(alignment: .leading).placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &inner)
            }
        }
        let tree = tree(Reversed { Text("one"); Text("two") }, columns: 20, rows: 3)
        #expect(tree.first("one")?.frame.origin.y == tree.first("two").map { $0.frame.origin.y - 16 },
                "placed one under the other, not left where the layout measured")
    }

    @Test("LayoutSubview: priority reads layoutPriority, spacing is none for a Spacer, dimensions give the size")
    func subviewCharacteristics() {
        struct Probe: Layout {
            final class Seen: @unchecked Sendable { var priorities: [Double] = []; var gaps: [CGFloat] = []; var widths: [CGFloat] = [] }
            let seen: Seen
            static var layoutProperties: LayoutProperties {
                var properties = LayoutProperties()
                properties.stackOrientation = .horizontal
                return properties
            }
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                seen.priorities = subviews.map(\.priority)
                seen.gaps = zip(subviews, subviews.dropFirst()).map { $0.spacing.distance(to: $1.spacing, along: .horizontal) }
                seen.widths = subviews.map { $0.dimensions(in: .unspecified).width }
                return CGSize(width: 80, height: 16)
            }
            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
        }
        let seen = Probe.Seen()
        _ = tree(Probe(seen: seen) { Text("ab").layoutPriority(2); Text("c"); Spacer(minLength: 24); Text("d") })
        #expect(seen.priorities == [2, 0, 0, 0])
        #expect(seen.gaps == [8, 0, 0])
        #expect(seen.widths == [16, 8, 24, 8], "a Spacer lies along the layout's stackOrientation")
    }

    @Test("LayoutSubviews.layoutDirection is the direction the layout's container inherits; the layout still places left to right and is mirrored")
    func subviewsLayoutDirection() {
        struct Probe: Layout {
            final class Seen: @unchecked Sendable { var directions: [LayoutDirection] = [] }
            let seen: Seen
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                seen.directions.append(subviews.layoutDirection)
                seen.directions.append(subviews[0..<1].layoutDirection)
                return CGSize(width: 80, height: 16)
            }
            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
                seen.directions.append(subviews.layoutDirection)
                subviews[0].place(at: bounds.origin, anchor: .topLeading, proposal: .unspecified)
            }
        }
        let seen = Probe.Seen()
        #expect(drawing(Probe(seen: seen) { Text("ab") }, columns: 10, rows: 1) == "ab")
        #expect(Set(seen.directions) == [.leftToRight])
        seen.directions = []
        let mirrored = Probe(seen: seen) { Text("ab") }.environment(\.layoutDirection, .rightToLeft)
        #expect(drawing(mirrored, columns: 10, rows: 1) == "        ab", "placed at the leading edge, which is the right")
        #expect(!seen.directions.isEmpty && Set(seen.directions) == [.rightToLeft], "the slice keeps it too")
    }

    @Test("what a behaviour tells without a cast agrees with the cast, for every node of a screen with layout traits, stacks and lazy containers")
    func behaviourFlagsAgreeWithCasts() {
        struct Screen: View {
            var body: some View {
                VStack {
                    HStack { Text("a").layoutPriority(1); Text("b").layoutValue(key: Rank.self, value: 3) }
                    LazyVStack { ForEach(0..<300, id: \.self) { Text("Row \($0)") } }
                    LazyHStack { ForEach(0..<300, id: \.self) { Text("\($0)") } }
                    LazyVGrid(columns: [GridItem(), GridItem()]) { ForEach(0..<300, id: \.self) { Text("\($0)") } }
                    LazyVGrid(columns: [GridItem()]) { Text("few") }
                    Grid { GridRow { Text("x"); Text("y") } }
                }
            }
        }
        let graph = ViewGraph(Screen(), columns: 40, rows: 20)
        graph.update()
        var checked = 0, traits = 0, lazy = 0
        func visit(_ node: ViewNode) {
            let behavior = node.behavior
            #expect(behavior.isLayoutTrait == (behavior is LayoutPriorityBehavior || behavior is LayoutValueBehavior), "\(type(of: behavior))")
            #expect((behavior.lazyRowsShown != nil) == (behavior is any ShowsLazyRows), "\(type(of: behavior))")
            checked += 1
            if behavior.isLayoutTrait { traits += 1 }
            if behavior.lazyRowsShown != nil { lazy += 1 }
            node.children.forEach(visit)
        }
        visit(graph.root)
        #expect(traits == 2 && lazy >= 3 && checked > 20, "\(checked) nodes, \(traits) traits, \(lazy) lazy")
    }
}
