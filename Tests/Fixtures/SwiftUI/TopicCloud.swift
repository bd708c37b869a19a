import SwiftUI

/// How prominent a topic is: the cloud puts prominent topics first.
struct Prominence: LayoutValueKey {
    static let defaultValue = 0
}

/// Wraps its subviews into rows that fit the width offered, the most prominent first.
struct CloudLayout: Layout {
    var spacing: CGFloat = 8

    struct Cache {
        var order: [Int]
        var sizes: [CGSize]
    }

    func makeCache(subviews: Subviews) -> Cache {
        let order = subviews.indices.sorted { subviews[$0][Prominence.self] > subviews[$1][Prominence.self] }
        return Cache(order: order, sizes: subviews.map { $0.sizeThatFits(.unspecified) })
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        let rows = rows(in: proposal.width ?? .infinity, cache: cache)
        let width = rows.map { row in row.reduce(0) { $0 + cache.sizes[$1].width } + spacing * CGFloat(row.count - 1) }.max() ?? 0
        let height = rows.reduce(0) { total, row in total + (row.map { cache.sizes[$0].height }.max() ?? 0) }
        return CGSize(width: width, height: height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        var y = bounds.minY
        for row in rows(in: bounds.width, cache: cache) {
            var x = bounds.minX
            for index in row {
                subviews[index].place(at: CGPoint(x: x, y: y), proposal: ProposedViewSize(cache.sizes[index]))
                x += cache.sizes[index].width + spacing
            }
            y += row.map { cache.sizes[$0].height }.max() ?? 0
        }
    }

    private func rows(in width: CGFloat, cache: Cache) -> [[Int]] {
        var rows: [[Int]] = []
        var current: [Int] = []
        var x: CGFloat = 0
        for index in cache.order {
            let size = cache.sizes[index]
            if !current.isEmpty, x + spacing + size.width > width {
                rows.append(current)
                current = []
            }
            x = current.isEmpty ? size.width : x + spacing + size.width
            current.append(index)
        }
        if !current.isEmpty { rows.append(current) }
        return rows
    }
}

struct Topic: Identifiable {
    let name: String
    let followers: Int
    var id: String { name }
}

struct TopicCloud: View {
    @State private var following: Set<String> = ["Swift"]
    @State private var showsAll = false

    let topics = [
        Topic(name: "Layout", followers: 40),
        Topic(name: "Swift", followers: 90),
        Topic(name: "VoiceOver", followers: 75),
        Topic(name: "Terminals", followers: 10),
        Topic(name: "Accessibility", followers: 60),
    ]

    var body: some View {
        VStack(alignment: .leading) {
            Text("Topics")
                .font(.headline)
                .accessibilityAddTraits(.isHeader)
            let layout = showsAll ? AnyLayout(VStackLayout(alignment: .leading)) : AnyLayout(CloudLayout())
            layout {
                ForEach(topics) { topic in
                    Button(topic.name) {
                        if following.contains(topic.name) {
                            following.remove(topic.name)
                        } else {
                            following.insert(topic.name)
                        }
                    }
                    .accessibilityAddTraits(following.contains(topic.name) ? .isSelected : [])
                    .layoutValue(key: Prominence.self, value: topic.followers)
                }
            }
            .frame(width: 200, alignment: .leading)
            Toggle("Show as list", isOn: $showsAll)
        }
    }
}

#Preview("Cloud") {
    TopicCloud()
}
