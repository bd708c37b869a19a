import WidgetKit
import SwiftUI

struct PackingEntry: TimelineEntry {
    let date: Date
    let tripName: String
    let itemsLeft: Int
}

struct PackingProvider: TimelineProvider {
    func placeholder(in context: Context) -> PackingEntry {
        PackingEntry(date: .now, tripName: "Your next trip", itemsLeft: 0)
    }

    func getSnapshot(in context: Context, completion: @escaping (PackingEntry) -> Void) {
        completion(PackingEntry(date: .now, tripName: "Lisbon", itemsLeft: 3))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<PackingEntry>) -> Void) {
        let entry = PackingEntry(date: .now, tripName: "Lisbon", itemsLeft: 3)
        completion(Timeline(entries: [entry], policy: .after(.now.addingTimeInterval(3600))))
    }
}

struct PackingWidgetEntryView: View {
    @Environment(\.widgetFamily) private var family
    var entry: PackingEntry

    var body: some View {
        VStack(alignment: .leading) {
            Text(entry.tripName)
                .font(.headline)
                .accessibilityAddTraits(.isHeader)
            if entry.itemsLeft == 0 {
                Label("All packed", systemImage: "checkmark.circle")
            } else {
                Text("\(entry.itemsLeft) items left to pack")
            }
            if family != .systemSmall {
                Text("Leaving \(entry.date, style: .date)")
            }
        }
        .containerBackground(for: .widget) {
            Color.blue.opacity(0.2)
        }
    }
}

struct PackingWidget: Widget {
    let kind = "PackingWidget"

    var body: some WidgetConfiguration {
        StaticConfiguration(kind: kind, provider: PackingProvider()) { entry in
            PackingWidgetEntryView(entry: entry)
        }
        .configurationDisplayName("Packing")
        .description("How much is left to pack for your next trip.")
        .supportedFamilies([.systemSmall, .systemMedium])
    }
}

struct PackingSettingsView: View {
    var body: some View {
        Button("Refresh widgets") {
            WidgetCenter.shared.reloadAllTimelines()
        }
    }
}

#Preview("Packing small", as: .systemSmall) {
    PackingWidget()
} timeline: {
    PackingEntry(date: .now, tripName: "Kyoto", itemsLeft: 5)
    PackingEntry(date: .now, tripName: "Kyoto", itemsLeft: 0)
}

#Preview("Packing medium", as: .systemMedium) {
    PackingWidget()
} timelineProvider: {
    PackingProvider()
}
