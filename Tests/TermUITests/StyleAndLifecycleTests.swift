import Accessibility
import Foundation
import Testing
@testable import TermUI

/// Styles change the drawing, never the element; lifecycle modifiers and timers run on the
/// graph's update and clock.
@MainActor
struct StyleAndLifecycleTests {
    struct SymbolButtonStyle: ButtonStyle {
        let systemName: String
        func makeBody(configuration: Configuration) -> some View {
            Image(systemName: systemName)
        }
    }

    struct LabelButtonStyle: ButtonStyle {
        func makeBody(configuration: Configuration) -> some View {
            HStack(spacing: 0) {
                Text("<").accessibilityHidden(true)
                configuration.label
                Text(">").accessibilityHidden(true)
            }
        }
    }

    @Test("a styled button draws the style's body and keeps its element, action and trait")
    func styledButtonKeepsElement() {
        var taps = 0
        let view = Button("Edit") { taps += 1 }.buttonStyle(LabelButtonStyle())
        #expect(drawing(view, columns: 6, rows: 1) == "<Edit>")
        let e = tree(view).roots[0]
        #expect(e.label == "Edit")
        #expect(e.traits == .isButton)
        e.defaultAction?()
        #expect(taps == 1)
        // A body that drops the label is labelled by what it shows, as in SwiftUI.
        let symbol = tree(Button("Edit Budgets") {}.buttonStyle(SymbolButtonStyle(systemName: "slider.vertical.3")))
        #expect(symbol.roots[0].label == "slider vertical 3")
        #expect(symbol.roots[0].traits == .isButton)
    }

    @Test("built-in button styles keep the button's element")
    func builtinButtonStyles() {
        #expect(tree(Button("Save") {}.buttonStyle(.plain)).roots[0].traits == .isButton)
        #expect(tree(Button("Save") {}.buttonStyle(PlainButtonStyle())).labels == ["Save"])
        #expect(tree(Button("Save") {}.buttonStyle(.borderless)).labels == ["Save"])
        #expect(tree(Button("Save") {}.buttonStyle(.bordered)).labels == ["Save"])
        #expect(drawing(Button("Save") {}.buttonStyle(.bordered), columns: 8, rows: 1) == "[ Save ]")
    }

    struct TapStyle: PrimitiveButtonStyle {
        func makeBody(configuration: Configuration) -> some View {
            configuration.label.onTapGesture { configuration.trigger() }
        }
    }

    @Test("a custom primitive button style replaces the button: its body makes the element")
    func primitiveStyle() {
        var taps = 0
        let e = tree(Button("Go") { taps += 1 }.buttonStyle(TapStyle())).roots[0]
        #expect(e.label == "Go")
        #expect(e.traits == .isStaticText)
        e.defaultAction?()
        #expect(taps == 1)
        let wrapped = tree(Button("Go") { taps += 1 }.buttonStyle(WrappingStyle())).roots[0]
        #expect(wrapped.traits == .isButton)
        wrapped.defaultAction?()
        #expect(taps == 2)
    }

    struct WrappingStyle: PrimitiveButtonStyle {
        func makeBody(configuration: Configuration) -> some View { Button(configuration) }
    }

    struct CheckboxStyle: ToggleStyle {
        func makeBody(configuration: Configuration) -> some View {
            HStack {
                Image(systemName: configuration.isOn ? "checkmark.square" : "square")
                    .onTapGesture { configuration.isOn.toggle() }
                configuration.label
            }
        }
    }

    struct Comments: View {
        @State var on = false
        var body: some View { Toggle("Comments", isOn: $on).toggleStyle(CheckboxStyle()) }
    }

    @Test("a styled toggle keeps its label and traits")
    func styledToggle() {
        let graph = ViewGraph(Comments(), columns: 17, rows: 1)
        var e = graph.accessibilityTree().roots[0]
        #expect(graph.accessibilityTree().count == 1)
        #expect(e.label == "Comments")
        #expect(e.traits == .isToggle)
        #expect(e.value == "0")
        #expect(graph.draw().text == "[square] Comments")
        e.defaultAction?()
        e = graph.accessibilityTree().roots[0]
        #expect(e.traits == [.isToggle, .isSelected])
        #expect(e.value == "1")
        graph.resize(columns: 20, rows: 1)
        #expect(graph.draw().text == "[checkmark] Comments")
    }

    @Test("labelsHidden draws a toggle's switch alone and keeps its label")
    func labelsHidden() {
        let view = Toggle("Wi-Fi", isOn: .constant(true)).labelsHidden()
        #expect(drawing(view, columns: 4, rows: 1) == "━━━●")
        #expect(tree(view).labels == ["Wi-Fi"])
    }

    // MARK: Lifecycle

    final class Log {
        var entries: [String] = []
    }

    struct Appearing: View {
        let log: Log
        @State var shown = true
        var body: some View {
            VStack {
                Button("Toggle") { shown.toggle() }
                if shown {
                    Text("Banner")
                        .onAppear { log.entries.append("appear") }
                        .onDisappear { log.entries.append("disappear") }
                }
            }
        }
    }

    @Test("onAppear runs when the view is added and onDisappear when it is removed")
    func appearAndDisappear() {
        let log = Log()
        let graph = ViewGraph(Appearing(log: log), columns: 20, rows: 3)
        _ = graph.accessibilityTree()
        #expect(log.entries == ["appear"])
        _ = graph.accessibilityTree()
        #expect(log.entries == ["appear"])
        graph.accessibilityTree().first("Toggle")?.defaultAction?()
        _ = graph.accessibilityTree()
        #expect(log.entries == ["appear", "disappear"])
        graph.accessibilityTree().first("Toggle")?.defaultAction?()
        _ = graph.accessibilityTree()
        #expect(log.entries == ["appear", "disappear", "appear"])
    }

    struct Watching: View {
        let log: Log
        @State var count = 0
        var body: some View {
            Button("Count \(count)") { count += 1 }
                .onChange(of: count) { newValue in log.entries.append("new \(newValue)") }
                .onChange(of: count) { old, new in log.entries.append("\(old)→\(new)") }
        }
    }

    @Test("onChange runs when the value changes")
    func onChangeRuns() {
        let log = Log()
        let graph = ViewGraph(Watching(log: log), columns: 20, rows: 1)
        _ = graph.accessibilityTree()
        #expect(log.entries.isEmpty)
        graph.accessibilityTree().roots[0].defaultAction?()
        _ = graph.accessibilityTree()
        #expect(log.entries.sorted() == ["0→1", "new 1"])
        _ = graph.accessibilityTree()
        #expect(log.entries.count == 2)
    }

    struct Ticking: View {
        @State var ticks = 0
        // This file imports Foundation too, so Foundation's Timer must be told apart.
        @State var timer: TermUI.Timer?
        var body: some View {
            VStack {
                Text("Ticks \(ticks)")
                Button("Stop") { timer?.invalidate() }
            }
            .onAppear {
                timer = TermUI.Timer.scheduledTimer(withTimeInterval: 3, repeats: true) { _ in ticks += 1 }
            }
        }
    }

    struct FastTicking: View {
        @State var ticks = 0
        @State var timer: TermUI.Timer?
        var body: some View {
            Text("Ticks \(ticks)")
                .onAppear {
                    timer = TermUI.Timer.scheduledTimer(withTimeInterval: 0.001, repeats: true) { _ in ticks += 1 }
                }
        }
    }

    @Test("a wait of years over a fast repeating timer returns: the timer fires at most 10 000 times in one wait")
    func longWaitOverFastTimer() {
        let graph = ViewGraph(FastTicking(), columns: 20, rows: 1)
        _ = graph.accessibilityTree()
        graph.advanceTime(by: 1e9)
        #expect(graph.accessibilityTree().labels == ["Ticks 10000"])
        graph.advanceTime(by: 1)
        let ticks = Int(graph.accessibilityTree().labels.first?.split(separator: " ").last ?? "") ?? 0
        #expect((10_999...11_001).contains(ticks))
    }

    @Test("a Timer fires when the graph's clock advances")
    func timerFires() {
        let graph = ViewGraph(Ticking(), columns: 20, rows: 2)
        #expect(graph.accessibilityTree().labels.first == "Ticks 0")
        graph.advanceTime(by: 2)
        #expect(graph.accessibilityTree().labels.first == "Ticks 0")
        graph.advanceTime(by: 1)
        #expect(graph.accessibilityTree().labels.first == "Ticks 1")
        graph.advanceTime(by: 6)
        #expect(graph.accessibilityTree().labels.first == "Ticks 3")
        graph.accessibilityTree().first("Stop")?.defaultAction?()
        graph.advanceTime(by: 30)
        #expect(graph.accessibilityTree().labels.first == "Ticks 3")
    }

    @Test("a one-shot Timer scheduled by a reader action fires once on that graph's clock")
    func oneShotTimer() {
        struct Delayed: View {
            @State var text = "Waiting"
            var body: some View {
                Button(text) { TermUI.Timer.scheduledTimer(withTimeInterval: 1, repeats: false) { _ in text = "Done" } }
            }
        }
        let graph = ViewGraph(Delayed(), columns: 20, rows: 1)
        graph.accessibilityTree().roots[0].defaultAction?()
        graph.advanceTime(by: 1)
        #expect(graph.accessibilityTree().labels == ["Done"])
    }

    @Test("onHover stores its action; the graph's hover hook calls it")
    func hover() {
        var hovering: [Bool] = []
        let graph = ViewGraph(Text("Trip").onHover { hovering.append($0) }, columns: 10, rows: 1)
        _ = graph.accessibilityTree()
        #expect(hovering.isEmpty)
        graph.hover(true, at: CGPoint(x: 40, y: 8))
        graph.hover(false, at: CGPoint(x: 40, y: 8))
        #expect(hovering == [true, false])
    }

    @Test("withAnimation runs its body at once; effects and gestures leave the element alone")
    func acceptedModifiers() {
        var ran = false
        withAnimation(.easeInOut(duration: 1)) { ran = true }
        #expect(ran)
        let view = Text("Hi")
            .shadow(radius: 3).cornerRadius(4).rotationEffect(.degrees(45)).scaleEffect(2)
            .animation(.default, value: 1).transition(.opacity).contentShape(Rectangle())
            .gesture(DragGesture().onChanged { _ in }).monospaced()
            .minimumScaleFactor(0.5).imageScale(.large).tint(.red)
        #expect(tree(view).labels == ["Hi"])
        #expect(drawing(view, columns: 2, rows: 1) == "Hi")
    }

    @Test("border draws a box around the view")
    func border() {
        #expect(drawing(Text("Hi").border(Color.gray), columns: 4, rows: 3) == "┌──┐\n│Hi│\n└──┘")
    }

    @Test("symbolVariant fill draws the filled symbol")
    func symbolVariant() {
        #expect(drawing(Image(systemName: "star").symbolVariant(.fill), columns: 1, rows: 1) == "★")
    }

    @Test("ForEach over KeyValuePairs identifies rows by key")
    func keyValuePairs() {
        let pairs: KeyValuePairs = ["Age": "3", "Weight": "12 kg"]
        let t = tree(VStack { ForEach(pairs, id: \.key) { pair in Text("\(pair.key): \(pair.value)") } })
        #expect(t.labels == ["Age: 3", "Weight: 12 kg"])
    }
}
