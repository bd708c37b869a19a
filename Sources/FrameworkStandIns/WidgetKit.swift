import Foundation
import TermUI

// WidgetKit, as far as a widget's code goes: a widget's configuration, its timeline provider
// and its entry view. There is no home screen here: a widget opens as a screen through its
// preview (`#Preview(as: .systemSmall) { W() } timeline: { … }`), showing the entry view for
// the first entry of the timeline, with `widgetFamily` in the environment. Timelines do not
// advance on their own, and `WidgetCenter` reloads are recorded, not performed.

/// A widget's size or place.
public enum WidgetFamily: Int, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    case systemSmall, systemMedium, systemLarge, systemExtraLarge
    case accessoryCorner, accessoryCircular, accessoryRectangular, accessoryInline

    public var description: String {
        switch self {
        case .systemSmall: "systemSmall"
        case .systemMedium: "systemMedium"
        case .systemLarge: "systemLarge"
        case .systemExtraLarge: "systemExtraLarge"
        case .accessoryCorner: "accessoryCorner"
        case .accessoryCircular: "accessoryCircular"
        case .accessoryRectangular: "accessoryRectangular"
        case .accessoryInline: "accessoryInline"
        }
    }
}

/// One moment of a widget's timeline.
public protocol TimelineEntry {
    var date: Date { get }
    var relevance: TimelineEntryRelevance? { get }
}

extension TimelineEntry {
    public var relevance: TimelineEntryRelevance? { nil }
}

public struct TimelineEntryRelevance: Hashable, Sendable {
    public var score: Float
    public var duration: TimeInterval
    public init(score: Float, duration: TimeInterval = 0) {
        self.score = score
        self.duration = duration
    }
}

/// When WidgetKit asks for the next timeline.
public struct TimelineReloadPolicy: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case atEnd, never, after(Date) }
    let kind: Kind
    public static let atEnd = TimelineReloadPolicy(kind: .atEnd)
    public static let never = TimelineReloadPolicy(kind: .never)
    public static func after(_ date: Date) -> TimelineReloadPolicy { TimelineReloadPolicy(kind: .after(date)) }
}

public struct Timeline<EntryType: TimelineEntry> {
    public let entries: [EntryType]
    public let policy: TimelineReloadPolicy
    public init(entries: [EntryType], policy: TimelineReloadPolicy) {
        self.entries = entries
        self.policy = policy
    }
}

/// What a provider is asked in: the family, and whether it is for a preview.
public struct TimelineProviderContext: Sendable {
    public let family: WidgetFamily
    public let isPreview: Bool
    public let displaySize: CGSize
    init(family: WidgetFamily, isPreview: Bool) {
        self.family = family
        self.isPreview = isPreview
        displaySize = family.size
    }
}

extension WidgetFamily {
    /// The family's size on a 390-point-wide phone, in points.
    var size: CGSize {
        switch self {
        case .systemSmall: CGSize(width: 170, height: 170)
        case .systemMedium: CGSize(width: 364, height: 170)
        case .systemLarge: CGSize(width: 364, height: 382)
        case .systemExtraLarge: CGSize(width: 715, height: 330)
        case .accessoryCorner, .accessoryCircular: CGSize(width: 72, height: 72)
        case .accessoryRectangular: CGSize(width: 172, height: 76)
        case .accessoryInline: CGSize(width: 257, height: 26)
        }
    }
}

/// Tells WidgetKit what to show and when.
public protocol TimelineProvider {
    associatedtype Entry: TimelineEntry
    typealias Context = TimelineProviderContext
    func placeholder(in context: Context) -> Entry
    func getSnapshot(in context: Context, completion: @escaping (Entry) -> Void)
    func getTimeline(in context: Context, completion: @escaping (Timeline<Entry>) -> Void)
}

/// A widget: `struct TripWidget: Widget { var body: some WidgetConfiguration { StaticConfiguration(…) } }`.
@MainActor @preconcurrency
public protocol Widget {
    associatedtype Body: WidgetConfiguration
    init()
    @MainActor @preconcurrency var body: Body { get }
}

/// The widgets an extension offers.
@MainActor @preconcurrency
public protocol WidgetBundle {
    associatedtype Body: Widget
    init()
    @WidgetBundleBuilder @MainActor @preconcurrency var body: Body { get }
}

extension Widget {
    /// What `@main` calls on a widget extension: nothing runs by itself here.
    @MainActor public static func main() {}
}

extension WidgetBundle {
    @MainActor public static func main() {}
}

/// Several widgets in a bundle.
public struct TupleWidget: Widget {
    public init() { widgets = [] }
    init(_ widgets: [any Widget]) { self.widgets = widgets }
    let widgets: [any Widget]
    public var body: EmptyWidgetConfiguration { EmptyWidgetConfiguration() }
}

@resultBuilder @MainActor
public enum WidgetBundleBuilder {
    public static func buildBlock<W: Widget>(_ widget: W) -> W { widget }
    public static func buildBlock(_ widgets: any Widget...) -> TupleWidget { TupleWidget(widgets) }
}

/// A widget's description: its kind, what it shows and where.
@MainActor @preconcurrency
public protocol WidgetConfiguration {}

/// What the configurations this module declares tell the preview.
@MainActor
protocol ResolvedWidgetConfiguration {
    var details: WidgetDetails { get }
    func entryView(for entry: Any?, family: WidgetFamily) -> AnyView?
    func entries(for family: WidgetFamily) -> [Any]
}

/// The modifiers' part of a configuration.
struct WidgetDetails {
    var kind = ""
    var displayName: String?
    var description: String?
    var families: [WidgetFamily] = [.systemSmall, .systemMedium, .systemLarge]
}

public struct EmptyWidgetConfiguration: WidgetConfiguration {
    public init() {}
}

/// A widget whose content depends on the time only.
public struct StaticConfiguration<Content: View>: WidgetConfiguration, ResolvedWidgetConfiguration {
    let makeView: (Any) -> Content?
    let makeEntries: @MainActor (WidgetFamily) -> [Any]
    var details = WidgetDetails()

    public init<Provider: TimelineProvider>(kind: String, provider: Provider,
                                            @ViewBuilder content: @escaping (Provider.Entry) -> Content) {
        details.kind = kind
        makeView = { entry in (entry as? Provider.Entry).map(content) }
        makeEntries = { family in Self.timeline(of: provider, family: family) }
    }

    /// The provider's timeline when it hands it over at once; its placeholder when it does not.
    @MainActor
    static func timeline<Provider: TimelineProvider>(of provider: Provider, family: WidgetFamily) -> [Any] {
        let context = TimelineProviderContext(family: family, isPreview: true)
        let received = TimelineBox<Provider.Entry>()
        provider.getTimeline(in: context) { timeline in received.set(timeline.entries) }
        if let entries = received.value, !entries.isEmpty { return entries }
        return [provider.placeholder(in: context)]
    }

    func entryView(for entry: Any?, family: WidgetFamily) -> AnyView? {
        guard let entry = entry ?? makeEntries(family).first, let view = makeView(entry) else { return nil }
        return AnyView(view.environment(\.widgetFamily, family))
    }

    func entries(for family: WidgetFamily) -> [Any] { makeEntries(family) }
}

/// Entries a provider hands over.
final class TimelineBox<Entry> {
    var value: [Entry]?
    func set(_ entries: [Entry]) { value = entries }
}

/// A configuration with a modifier's details.
public struct ModifiedWidgetConfiguration<Base: WidgetConfiguration>: WidgetConfiguration, ResolvedWidgetConfiguration {
    let base: Base
    let change: (inout WidgetDetails) -> Void

    var details: WidgetDetails {
        var details = (base as? ResolvedWidgetConfiguration)?.details ?? WidgetDetails()
        change(&details)
        return details
    }
    func entryView(for entry: Any?, family: WidgetFamily) -> AnyView? {
        (base as? ResolvedWidgetConfiguration)?.entryView(for: entry, family: family)
    }
    func entries(for family: WidgetFamily) -> [Any] { (base as? ResolvedWidgetConfiguration)?.entries(for: family) ?? [] }
}

extension WidgetConfiguration {
    public func configurationDisplayName(_ displayName: String) -> ModifiedWidgetConfiguration<Self> {
        ModifiedWidgetConfiguration(base: self) { $0.displayName = displayName }
    }
    public func description(_ description: String) -> ModifiedWidgetConfiguration<Self> {
        ModifiedWidgetConfiguration(base: self) { $0.description = description }
    }
    public func supportedFamilies(_ families: [WidgetFamily]) -> ModifiedWidgetConfiguration<Self> {
        ModifiedWidgetConfiguration(base: self) { $0.families = families }
    }
    /// Accepted and ignored: margins belong to the home screen.
    public func contentMarginsDisabled() -> ModifiedWidgetConfiguration<Self> { ModifiedWidgetConfiguration(base: self) { _ in } }
    /// Accepted and ignored.
    public func disfavoredLocations(_ locations: [WidgetLocation], for families: [WidgetFamily]) -> ModifiedWidgetConfiguration<Self> {
        ModifiedWidgetConfiguration(base: self) { _ in }
    }
}

public enum WidgetLocation: Hashable, Sendable { case homeScreen, lockScreen, standBy, iPhoneWidgetsOnMac }

/// Asks WidgetKit to reload timelines: recorded in `FrameworkActivity` and shown in the
/// transcript ("(widget timelines reloaded)"); nothing reloads.
@MainActor
public final class WidgetCenter {
    public static let shared = WidgetCenter()
    private init() {}
    public func reloadAllTimelines() {
        FrameworkActivity.record("WidgetCenter: reload all timelines", cue: "widget timelines reloaded")
    }
    public func reloadTimelines(ofKind kind: String) {
        FrameworkActivity.record("WidgetCenter: reload timelines of \(kind)", cue: "\(kind) widget timelines reloaded")
    }
}

extension EnvironmentValues {
    private struct WidgetFamilyKey: EnvironmentKey { static let defaultValue = WidgetFamily.systemSmall }
    /// The family of the widget the view is shown in.
    public var widgetFamily: WidgetFamily {
        get { self[WidgetFamilyKey.self] }
        set { self[WidgetFamilyKey.self] = newValue }
    }
    /// A widget here always shows its container background.
    public var showsWidgetContainerBackground: Bool { true }
}

/// Where a container background goes: a widget's.
public struct ContainerBackgroundPlacement: Hashable, Sendable {
    let name: String
    public static let widget = ContainerBackgroundPlacement(name: "widget")
    public static let navigation = ContainerBackgroundPlacement(name: "navigation")
}

extension View {
    /// The widget's background: drawn behind the view, as `background` draws.
    public func containerBackground<Background: View>(for container: ContainerBackgroundPlacement, alignment: Alignment = .center,
                                                      @ViewBuilder content: () -> Background) -> some View {
        background(content())
    }
    public func containerBackground<S: ShapeStyle>(_ style: S, for container: ContainerBackgroundPlacement) -> some View {
        background(style)
    }
    /// Accepted and ignored: a tap on a widget opens its app, which is this screen.
    public func widgetURL(_ url: URL?) -> some View { self }
}

/// The entries a widget's preview shows, one per line of its `timeline:` block.
@resultBuilder
public enum PreviewTimelineBuilder<Entry: TimelineEntry> {
    public static func buildExpression(_ entry: Entry) -> [Entry] { [entry] }
    public static func buildExpression(_ entries: [Entry]) -> [Entry] { entries }
    public static func buildBlock(_ parts: [Entry]...) -> [Entry] { parts.flatMap { $0 } }
    public static func buildArray(_ parts: [[Entry]]) -> [Entry] { parts.flatMap { $0 } }
    public static func buildOptional(_ part: [Entry]?) -> [Entry] { part ?? [] }
    public static func buildEither(first part: [Entry]) -> [Entry] { part }
    public static func buildEither(second part: [Entry]) -> [Entry] { part }
}

/// A widget's `#Preview(as:)`, which `rotor open` reads as a call to this: the program calls
/// it to make the screen, which shows the widget's entry view for the first entry.
@MainActor
public struct WidgetPreview {
    let make: @MainActor () -> AnyView

    public init<W: Widget, Entry: TimelineEntry>(_ name: String? = nil, as family: WidgetFamily, widget: @escaping @MainActor () -> W,
                                                 @PreviewTimelineBuilder<Entry> timeline: @escaping @MainActor () -> [Entry]) {
        make = { Self.screen(of: widget(), family: family, entry: timeline().first) }
    }

    public init<W: Widget, Provider: TimelineProvider>(_ name: String? = nil, as family: WidgetFamily,
                                                       widget: @escaping @MainActor () -> W,
                                                       timelineProvider: @escaping @MainActor () -> Provider) {
        make = { Self.screen(of: widget(), family: family, entry: StaticConfiguration<EmptyView>.timeline(of: timelineProvider(), family: family).first) }
    }

    public func callAsFunction() -> AnyView { make() }

    static func screen(of widget: some Widget, family: WidgetFamily, entry: Any?) -> AnyView {
        guard let configuration = widget.body as? ResolvedWidgetConfiguration,
              let view = configuration.entryView(for: entry, family: family) else {
            return AnyView(Text("\(type(of: widget)) has no entry view for this timeline"))
        }
        return view
    }
}
