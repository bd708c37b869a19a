import Accessibility
import Foundation
import Testing
@testable import TermUI

/// The UIKit bridge SwiftUI code relies on (on iOS, SwiftUI re-exports UIKit): each test is
/// named for the UIKit behaviour it mirrors.
@MainActor
@Suite("UIKit bridge")
struct UIKitBridgeTests {
    func foreground<V: View>(_ view: V, _ text: String, _ change: (inout EnvironmentOverrides) -> Void = { _ in }) -> TerminalColor? {
        let graph = ViewGraph(view, columns: 30, rows: 4)
        var overrides = EnvironmentOverrides()
        change(&overrides)
        graph.environmentOverrides = overrides
        let canvas = graph.draw()
        for (y, row) in canvas.rows.enumerated() {
            if let range = row.range(of: text) { return canvas[row.distance(from: row.startIndex, to: range.lowerBound), y].style.foreground }
        }
        return nil
    }
    static func rgb(_ r: UInt8, _ g: UInt8, _ b: UInt8) -> TerminalColor { TerminalColor(red: r, green: g, blue: b) }

    // MARK: UIColor

    @Test("Color(.systemGreen) is SwiftUI's green: UIKit's system colours are SwiftUI's, and follow the appearance")
    func systemColoursAreSwiftUIs() {
        #expect(Color(.systemGreen) == Color.green)
        #expect(Color(uiColor: .systemBlue) == Color.blue)
        #expect(Color(UIColor.label) == Color.primary)
        #expect(foreground(Text("go").foregroundColor(Color(.systemGreen)), "go") { $0.colorScheme = .light } == Self.rgb(52, 199, 89))
        #expect(foreground(Text("go").foregroundColor(Color(.systemGreen)), "go") { $0.colorScheme = .dark } == Color.green.terminalColor)
    }

    @Test("a UIColor's components are Apple's light-appearance values, alpha included (getRed)")
    func componentsAreTheLightValues() {
        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
        UIColor.systemGray6.getRed(&r, green: &g, blue: &b, alpha: &a)
        #expect((Color.byte(r), Color.byte(g), Color.byte(b), a) == (242, 242, 247, 1))
        UIColor.secondaryLabel.getRed(&r, green: &g, blue: &b, alpha: &a)
        #expect((Color.byte(r), Color.byte(g), Color.byte(b), a) == (60, 60, 67, 0.6))
        UIColor.systemRed.getRed(&r, green: &g, blue: &b, alpha: &a)
        #expect((Color.byte(r), Color.byte(g), Color.byte(b)) == (255, 59, 48))
        UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.5).getRed(&r, green: &g, blue: &b, alpha: &a)
        #expect((r, g, b, a) == (0.2, 0.4, 0.6, 0.5))
        UIColor(white: 0.5, alpha: 1).getRed(&r, green: &g, blue: &b, alpha: &a)
        #expect((r, g, b) == (0.5, 0.5, 0.5))
    }

    @Test("semantic colours draw their light and dark values; translucent ones blended over the page; greys take their Increase Contrast values")
    func semanticColoursFollowTheAppearance() {
        let card = Text("card").foregroundColor(Color(.secondarySystemBackground))
        #expect(foreground(card, "card") { $0.colorScheme = .light } == Self.rgb(242, 242, 247))
        #expect(foreground(card, "card") { $0.colorScheme = .dark } == Self.rgb(28, 28, 30))
        let page = Text("page").foregroundColor(Color(uiColor: .systemBackground))
        #expect(foreground(page, "page") { $0.colorScheme = .light } == Self.rgb(255, 255, 255))
        #expect(foreground(page, "page") { $0.colorScheme = .dark } == Self.rgb(0, 0, 0))
        // tertiaryLabel: #3C3C43 at 30% over white; #EBEBF5 at 30% over black.
        let note = Text("note").foregroundColor(Color(.tertiaryLabel))
        #expect(foreground(note, "note") { $0.colorScheme = .light } == Self.rgb(196, 196, 199))
        #expect(foreground(note, "note") { $0.colorScheme = .dark } == Self.rgb(70, 70, 74))
        let grey = Text("grey").foregroundColor(Color(.systemGray3))
        #expect(foreground(grey, "grey") { $0.colorScheme = .light } == Self.rgb(199, 199, 204))
        #expect(foreground(grey, "grey") { $0.colorScheme = .light; $0.colorSchemeContrast = .increased } == Self.rgb(174, 174, 178))
        #expect(foreground(grey, "grey") { $0.colorScheme = .dark; $0.colorSchemeContrast = .increased } == Self.rgb(84, 84, 86))
    }

    @Test("a dynamic-provider UIColor is asked for each appearance, as UIKit resolves it with the traits")
    func dynamicProviderResolvesPerAppearance() {
        let brand = UIColor { traits in
            traits.userInterfaceStyle == .dark ? UIColor(red: 1, green: 0.8, blue: 0, alpha: 1) : UIColor(red: 0.4, green: 0.2, blue: 0, alpha: 1)
        }
        let view = Text("brand").foregroundColor(Color(brand))
        #expect(foreground(view, "brand") { $0.colorScheme = .light } == Self.rgb(102, 51, 0))
        #expect(foreground(view, "brand") { $0.colorScheme = .dark } == Self.rgb(255, 204, 0))
        var r: CGFloat = 0
        brand.getRed(&r, green: nil, blue: nil, alpha: nil)
        #expect(r == 0.4)
        brand.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)).getRed(&r, green: nil, blue: nil, alpha: nil)
        #expect(r == 1)
    }

    // MARK: UIFont

    @Test("UIFont text styles are SwiftUI's: headline draws bold, footnote faint; system fonts bold from semibold up")
    func fontsMapToSwiftUIFonts() {
        #expect(Font(UIFont.preferredFont(forTextStyle: .headline)) == Font.headline)
        #expect(Font(UIFont.preferredFont(forTextStyle: .caption1)) == Font.caption)
        #expect(UIFont.preferredFont(forTextStyle: .largeTitle).pointSize == 34)
        #expect(UIFont.preferredFont(forTextStyle: .body).pointSize == 17)
        #expect(Font(UIFont.systemFont(ofSize: 17, weight: .semibold)).isEmphasized)
        #expect(!Font(UIFont.systemFont(ofSize: 17, weight: .regular)).isEmphasized)
        #expect(Font(UIFont.systemFont(ofSize: 11)).isSmall)
    }

    // MARK: UIImage

    @Test("Image(uiImage:) is read as Image(systemName:) and Image(_:) are: a symbol's label, an asset's name")
    func imageFromUIImageReadsAsSwiftUIImage() {
        let symbols = tree(VStack { Image(uiImage: UIImage(systemName: "heart.fill")!); Image(systemName: "heart.fill") })
        #expect(symbols.labels.count == 2 && symbols.labels[0] == symbols.labels[1])
        let assets = tree(VStack { Image(uiImage: UIImage(named: "trail-map")!); Image("trail-map") })
        #expect(assets.labels.count == 2 && assets.labels[0] == assets.labels[1])
    }

    // MARK: Feedback generators and UIApplication

    final class Recorder: AccessibilityNotificationObserver {
        var feedback: [AccessibilityFeedbackEvent] = []
        func accessibilityNotificationPosted(_ event: AccessibilityNotificationEvent) {
            if case .feedback(let event) = event { feedback.append(event) }
        }
    }

    @Test("the feedback generators post what would have been felt, in order, to the screen whose code plays them; prepare() plays nothing")
    func feedbackGeneratorsRecordHaptics() {
        let recorder = Recorder()
        AccessibilityNotificationScope.run(for: recorder) {
            let impact = UIImpactFeedbackGenerator(style: .heavy)
            impact.prepare()
            impact.impactOccurred()
            impact.impactOccurred(intensity: 0.5)
            UINotificationFeedbackGenerator().notificationOccurred(.success)
            UISelectionFeedbackGenerator().selectionChanged()
            UIImpactFeedbackGenerator().impactOccurred(intensity: 3)
        }
        #expect(recorder.feedback == [.haptic("heavy impact"), .haptic("heavy impact at 50% intensity"), .haptic("success"),
                                      .haptic("selection changed"), .haptic("medium impact")])
        // Outside any screen's code a haptic reaches no one.
        UINotificationFeedbackGenerator().notificationOccurred(.error)
        #expect(recorder.feedback.count == 5)
    }

    @Test("UIApplication.shared.open records the URL and answers true, never opening it; sendAction records the action's name; a presented share sheet is recorded")
    func applicationRequestsAreRecordedNotPerformed() {
        let recorder = Recorder()
        var answered: Bool?
        let settings = URL(string: UIApplication.openSettingsURLString)!
        AccessibilityNotificationScope.run(for: recorder) {
            UIApplication.shared.open(settings) { answered = $0 }
            _ = UIApplication.shared.sendAction(Selector("UIResponder.resignFirstResponder"), to: nil, from: nil, for: nil)
        }
        #expect(answered == true)
        #expect(recorder.feedback == [.openURL(settings), .systemAction("resignFirstResponder")])
        #expect(OpenURLAction.opened.last == settings)
        #expect(UIApplication.shared.canOpenURL(URL(string: "https://www.apple.com")!))
        #expect(UIApplication.shared.canOpenURL(URL(string: "mailto:help@example.com")!))
        #expect(!UIApplication.shared.canOpenURL(URL(string: "someotherapp://open")!))
        let scene = UIApplication.shared.connectedScenes.first as? UIWindowScene
        #expect(scene?.windows.first?.isKeyWindow == true)
        // The share-sheet idiom: present from the key window's root view controller.
        let share = UIActivityViewController(activityItems: [settings], applicationActivities: nil)
        AccessibilityNotificationScope.run(for: recorder) {
            UIApplication.shared.connectedScenes.compactMap { $0 as? UIWindowScene }.first?.windows.first?.rootViewController?
                .present(share, animated: true)
        }
        #expect(recorder.feedback.last == .presentation("UIActivityViewController"))
    }

    // MARK: UIDevice, UIScreen, UIPasteboard

    struct ScreenSize: View {
        var body: some View {
            let bounds = UIScreen.main.bounds
            Text("\(Int(bounds.width))x\(Int(bounds.height)) \(UIDevice.current.model) \(UIDevice.current.systemName)")
        }
    }

    @Test("UIScreen.main.bounds is the size in points of the screen whose code runs; UIDevice.current its device")
    func screenBoundsAreTheGraphsSize() {
        let phone = ViewGraph(ScreenSize(), columns: 40, rows: 12)
        #expect(phone.accessibilityTree().labels == ["\(Int(phone.size.width))x\(Int(phone.size.height)) iPhone iOS"])
        let pad = ViewGraph(ScreenSize(), columns: 60, rows: 30)
        pad.idiom = .pad
        #expect(pad.accessibilityTree().labels == ["\(Int(pad.size.width))x\(Int(pad.size.height)) iPad iPadOS"])
        #expect(UIDevice.current.orientation.isPortrait && !UIDevice.current.systemVersion.isEmpty)
    }

    struct Settings: View {
        var body: some View {
            Text("motion \(UIAccessibility.isReduceMotionEnabled) bold \(UIAccessibility.isBoldTextEnabled) "
                + "dark \(UITraitCollection.current.userInterfaceStyle == .dark) high \(UIAccessibility.isDarkerSystemColorsEnabled)")
        }
    }

    @Test("UIAccessibility's settings and UITraitCollection.current are the running screen's (Reduce Motion, Bold Text, appearance, Increase Contrast)")
    func accessibilitySettingsAreTheScreens() {
        let graph = ViewGraph(Settings(), columns: 60, rows: 4)
        #expect(graph.accessibilityTree().labels == ["motion false bold false dark true high false"])
        var overrides = EnvironmentOverrides()
        overrides.reduceMotion = true
        overrides.boldText = true
        overrides.colorScheme = .light
        overrides.colorSchemeContrast = .increased
        graph.environmentOverrides = overrides
        #expect(graph.accessibilityTree().labels == ["motion true bold true dark false high true"])
    }

    @Test("UIPasteboard keeps what was copied; setting one kind replaces every item, and a name gives the same pasteboard, as UIKit's do")
    func pasteboardKeepsWhatWasCopied() {
        let board = UIPasteboard.withUniqueName()
        #expect(board.string == nil && !board.hasStrings)
        board.string = "TRAIL-2026"
        #expect(board.string == "TRAIL-2026" && board.hasStrings && board.changeCount == 1)
        board.url = URL(string: "https://example.com/trip")
        #expect(board.string == nil && board.url?.host == "example.com")
        board.strings = ["a", "b"]
        #expect(board.strings == ["a", "b"] && board.numberOfItems == 2 && board.changeCount == 3)
        board.image = UIImage(systemName: "star")
        #expect(board.image == UIImage(systemName: "star") && board.strings == nil)
        let name = board.name
        #expect(UIPasteboard(name: name, create: false)?.image == UIImage(systemName: "star"))
        UIPasteboard.remove(withName: name)
        #expect(UIPasteboard(name: name, create: false) == nil)
        UIPasteboard.general.string = "shared"
        #expect(UIPasteboard.general.string == "shared")
    }

    // MARK: Representables

    final class Log {
        var calls: [String] = []
    }

    struct Gauge: UIViewRepresentable {
        let level: Int
        let log: Log
        final class Coordinator {
            var updates = 0
        }
        func makeCoordinator() -> Coordinator { Coordinator() }
        func makeUIView(context: Context) -> UIView {
            log.calls.append("make")
            let view = UIView()
            view.isAccessibilityElement = true
            view.accessibilityLabel = "Fuel"
            view.accessibilityTraits = [.updatesFrequently]
            return view
        }
        func updateUIView(_ uiView: UIView, context: Context) {
            context.coordinator.updates += 1
            log.calls.append("update \(context.coordinator.updates)")
            uiView.accessibilityValue = "\(level) percent"
            uiView.accessibilityHint = "Updates as you drive."
        }
        static func dismantleUIView(_ uiView: UIView, coordinator: Coordinator) {
            uiView.accessibilityLabel = nil
        }
    }

    struct GaugeHost: View {
        @State var level = 40
        @State var shown = true
        let log: Log
        var body: some View {
            VStack {
                if shown { Gauge(level: level, log: log) }
                Button("Fill") { level = 100 }
                Button("Hide") { shown = false }
            }
        }
    }

    @Test("a UIViewRepresentable is one element with the label, value, hint and traits its made view sets, and says it is a platform view")
    func representableKeepsTheMadeViewsAccessibility() {
        let log = Log()
        let fuel = tree(Gauge(level: 40, log: log)).first("Fuel")
        #expect(fuel?.value == "40 percent")
        #expect(fuel?.hint == "Updates as you drive.")
        #expect(fuel?.traits == .updatesFrequently)
        #expect(fuel?.customContent.map(\.label) == ["Platform view"])
        #expect(fuel?.customContent.first?.value.contains("UIViewRepresentable") == true)
    }

    @Test("makeUIView runs once, updateUIView after it and after each change with the same coordinator, dismantleUIView when it goes")
    func representableLifecycle() {
        let log = Log()
        let graph = ViewGraph(GaugeHost(log: log), columns: 40, rows: 12)
        #expect(graph.accessibilityTree().first("Fuel")?.value == "40 percent")
        #expect(log.calls == ["make", "update 1"])
        graph.accessibilityTree().first("Fill")?.defaultAction?()
        #expect(graph.accessibilityTree().first("Fuel")?.value == "100 percent")
        #expect(log.calls == ["make", "update 1", "update 2"])
        graph.accessibilityTree().first("Hide")?.defaultAction?()
        #expect(graph.accessibilityTree().first("Fuel") == nil)
        #expect(graph.accessibilitySnapshot().platformViews.isEmpty)
    }

    struct Blank: UIViewRepresentable {
        func makeUIView(context: Context) -> UIView { UIView() }
        func updateUIView(_ uiView: UIView, context: Context) {}
    }

    @Test("a representable whose view says nothing is read by its type name; accessibility modifiers on it win")
    func representableLabelFallsBackToTheTypeName() {
        #expect(tree(Blank()).labels == ["Blank"])
        #expect(tree(Blank().accessibilityLabel("Trail map")).labels == ["Trail map"])
        let graph = ViewGraph(Blank(), columns: 20, rows: 4)
        #expect(graph.accessibilitySnapshot().platformViews.map(\.typeName) == ["Blank"])
    }

    struct Badge: UIViewRepresentable {
        func makeUIView(context: Context) -> UILabel {
            let label = UILabel()
            label.text = "New"
            return label
        }
        func updateUIView(_ uiView: UILabel, context: Context) {}
        func sizeThatFits(_ proposal: ProposedViewSize, uiView: UILabel, context: Context) -> CGSize? {
            CGSize(width: 40, height: 16)
        }
    }

    @Test("a representable's sizeThatFits sizes it, as SwiftUI asks it; without one it takes the space offered")
    func representableSizeThatFits() {
        let badge = tree(Badge()).first("New")
        #expect(badge?.frame.size == CGSize(width: 40, height: 16))
        #expect(badge?.traits == .isStaticText)
        #expect(tree(Blank().frame(width: 80, height: 32)).first("Blank")?.frame.size == CGSize(width: 80, height: 32))
    }

    struct CopyButton: UIViewRepresentable {
        let copied: (String) -> Void
        func makeUIView(context: Context) -> UIButton {
            let button = UIButton(type: .system)
            button.setTitle("Copy code", for: .normal)
            button.addAction(UIAction { _ in copied("TRAIL-2026") }, for: .primaryActionTriggered)
            return button
        }
        func updateUIView(_ uiView: UIButton, context: Context) {}
    }

    @Test("a UIButton's title and button trait are read; a double tap runs its primary action")
    func representableButtonActivates() {
        var copied: String?
        let button = tree(CopyButton { copied = $0 }).first("Copy code")
        #expect(button?.traits == .isButton)
        button?.defaultAction?()
        #expect(copied == "TRAIL-2026")
    }

    struct Safari: UIViewControllerRepresentable {
        let url: URL
        func makeUIViewController(context: Context) -> SFSafariViewController { SFSafariViewController(url: url) }
        func updateUIViewController(_ uiViewController: SFSafariViewController, context: Context) {}
    }

    @Test("an SFSafariViewController in a representable is one platform-view element read by the page's address")
    func safariViewControllerIsOneElement() {
        let page = tree(Safari(url: URL(string: "https://www.apple.com/accessibility/")!))
        #expect(page.labels == ["www.apple.com"])
        #expect(page.allElements.first?.customContent.first?.value.contains("UIViewControllerRepresentable") == true)
    }
}
