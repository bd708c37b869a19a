import Accessibility
import Testing
@testable import TermUI

/// Settings laid over a screen's environment, as Accessibility Inspector's settings pane lays
/// them over a running app: what `@Environment` sees, live.
@MainActor
struct EnvironmentOverridesTests {
    /// Says every setting the overrides reach, one text each.
    struct SettingsReader: View {
        @Environment(\.dynamicTypeSize) var dynamicTypeSize
        @Environment(\.colorSchemeContrast) var contrast
        @Environment(\.accessibilityReduceMotion) var reduceMotion
        @Environment(\.accessibilityReduceTransparency) var reduceTransparency
        @Environment(\.accessibilityDifferentiateWithoutColor) var differentiateWithoutColor
        @Environment(\.legibilityWeight) var legibilityWeight
        @Environment(\.accessibilityShowButtonShapes) var buttonShapes
        @Environment(\.accessibilityInvertColors) var invertColors
        @Environment(\.colorScheme) var colorScheme
        @Environment(\.accessibilityVoiceOverEnabled) var voiceOver

        var body: some View {
            VStack {
                Text("size \(dynamicTypeSize)")
                Text("contrast \(contrast)")
                Text("motion \(reduceMotion)")
                Text("transparency \(reduceTransparency)")
                Text("without colour \(differentiateWithoutColor)")
                Text("weight \(legibilityWeight.map { "\($0)" } ?? "none")")
                Text("shapes \(buttonShapes)")
                Text("invert \(invertColors)")
                Text("scheme \(colorScheme)")
                Text("voiceover \(voiceOver)")
            }
        }
    }

    static var everything: EnvironmentOverrides {
        var overrides = EnvironmentOverrides()
        overrides.dynamicTypeSize = .accessibility3
        overrides.colorSchemeContrast = .increased
        overrides.reduceMotion = true
        overrides.reduceTransparency = true
        overrides.differentiateWithoutColor = true
        overrides.boldText = true
        overrides.buttonShapes = true
        overrides.invertColors = true
        overrides.colorScheme = .light
        overrides.voiceOverEnabled = false
        return overrides
    }

    @Test("each overridden setting reaches @Environment in a view")
    func eachSettingReachesEnvironment() {
        let graph = ViewGraph(SettingsReader(), columns: 40, rows: 12)
        #expect(graph.accessibilityTree().labels == [
            "size large", "contrast standard", "motion false", "transparency false", "without colour false",
            "weight regular", "shapes false", "invert false", "scheme dark", "voiceover true",
        ])
        graph.environmentOverrides = Self.everything
        #expect(graph.accessibilityTree().labels == [
            "size accessibility3", "contrast increased", "motion true", "transparency true", "without colour true",
            "weight bold", "shapes true", "invert true", "scheme light", "voiceover false",
        ])
    }

    @Test("changing overrides re-evaluates the bodies that read the environment, live")
    func overridesReevaluateLive() {
        let graph = ViewGraph(SettingsReader(), columns: 40, rows: 12)
        _ = graph.accessibilityTree()
        let evaluations = graph.bodyEvaluations
        var overrides = EnvironmentOverrides()
        overrides.reduceMotion = true
        graph.environmentOverrides = overrides
        #expect(graph.needsUpdate)
        #expect(graph.accessibilityTree().first("motion true") != nil)
        #expect(graph.bodyEvaluations > evaluations)
        #expect(graph.draw().text.contains("motion true"))
    }

    @Test("setting the same overrides again changes nothing")
    func sameOverridesAreFree() {
        let graph = ViewGraph(SettingsReader(), columns: 40, rows: 12)
        var overrides = EnvironmentOverrides()
        overrides.boldText = true
        graph.environmentOverrides = overrides
        _ = graph.accessibilityTree()
        let evaluations = graph.bodyEvaluations
        graph.environmentOverrides = overrides
        #expect(!graph.needsUpdate)
        _ = graph.accessibilityTree()
        #expect(graph.bodyEvaluations == evaluations)
    }

    @Test("overrides set before a screen is first evaluated cost no second evaluation")
    func overridesBeforeFirstUpdateEvaluateOnce() {
        let plain = ViewGraph(SettingsReader(), columns: 40, rows: 12)
        _ = plain.accessibilityTree()
        let overridden = ViewGraph(SettingsReader(), columns: 40, rows: 12)
        overridden.environmentOverrides = Self.everything
        #expect(overridden.accessibilityTree().first("size accessibility3") != nil)
        #expect(overridden.bodyEvaluations == plain.bodyEvaluations)
    }

    @Test("clearing the overrides gives the screen back its own environment")
    func clearingRestoresBaseEnvironment() {
        var base = EnvironmentValues()
        base.colorScheme = .light
        let graph = ViewGraph(SettingsReader(), columns: 40, rows: 12, environment: base)
        var overrides = EnvironmentOverrides()
        overrides.colorScheme = .dark
        overrides.reduceMotion = true
        graph.environmentOverrides = overrides
        #expect(graph.accessibilityTree().first("scheme dark") != nil)
        graph.environmentOverrides = EnvironmentOverrides()
        #expect(graph.accessibilityTree().first("scheme light") != nil)
        #expect(graph.accessibilityTree().first("motion false") != nil)
    }

    struct SizeReader: View {
        @Environment(\.dynamicTypeSize) var size
        var body: some View { Text("\(size)") }
    }

    @Test("a view's own dynamicTypeSize(_:) wins inside it over the user's setting, as in SwiftUI")
    func innerEnvironmentWins() {
        let graph = ViewGraph(VStack {
            SizeReader()
            SizeReader().dynamicTypeSize(.small)
            SizeReader().dynamicTypeSize(...DynamicTypeSize.xxxLarge)
            SizeReader().dynamicTypeSize(DynamicTypeSize.accessibility1...)
        }, columns: 30, rows: 4)
        #expect(graph.accessibilityTree().labels == ["large", "small", "large", "accessibility1"])
        var overrides = EnvironmentOverrides()
        overrides.dynamicTypeSize = .accessibility5
        graph.environmentOverrides = overrides
        #expect(graph.accessibilityTree().labels == ["accessibility5", "small", "xxxLarge", "accessibility5"])
    }

    @Test("the accessibility sizes are accessibility1 through accessibility5, larger than every other size")
    func accessibilitySizes() {
        #expect(DynamicTypeSize.allCases.filter(\.isAccessibilitySize)
            == [.accessibility1, .accessibility2, .accessibility3, .accessibility4, .accessibility5])
        #expect(DynamicTypeSize.allCases.count == 12)
        #expect(DynamicTypeSize.xxxLarge < .accessibility1 && DynamicTypeSize.xSmall < .small)
        #expect(EnvironmentValues().dynamicTypeSize == .large)
    }

    @Test("the summary names what is overridden, in the settings pane's order")
    func summary() {
        #expect(EnvironmentOverrides().summary == [])
        var overrides = EnvironmentOverrides()
        overrides.colorScheme = .light
        overrides.boldText = true
        overrides.dynamicTypeSize = .accessibility3
        #expect(overrides.summary == ["Dynamic Type: AX3", "Bold Text", "Light"])
        #expect(Self.everything.summary == [
            "Dynamic Type: AX3", "Increase Contrast", "Reduce Motion", "Reduce Transparency",
            "Differentiate Without Color", "Bold Text", "Button Shapes", "Invert Colors", "Light", "VoiceOver Off",
        ])
        var off = EnvironmentOverrides()
        off.dynamicTypeSize = .xSmall
        off.colorSchemeContrast = .standard
        off.reduceMotion = false
        off.colorScheme = .dark
        off.voiceOverEnabled = true
        #expect(off.summary == ["Dynamic Type: XS", "Standard Contrast", "Reduce Motion Off", "Dark", "VoiceOver"])
    }

    /// Reads the size from a task the screen starts, off the view's body.
    struct ReadsInTask: View {
        @Environment(\.self) var environment
        @State private var said = "waiting"
        var body: some View {
            Text(said).task {
                let size = environment.dynamicTypeSize
                said = "\(size)"
            }
        }
    }

    @Test("a read of dynamicTypeSize is noted on the screen whose code made it: a body's or a task's, not the framework's own clamp, not another screen's")
    func dynamicTypeReadsAreNoted() async {
        // Clamped by the framework, never read by the screen: the same at every size.
        let clamped = ViewGraph(Text("Budget").dynamicTypeSize(...DynamicTypeSize.xxxLarge), columns: 30, rows: 1)
        var large = EnvironmentOverrides()
        large.dynamicTypeSize = .accessibility5
        clamped.environmentOverrides = large
        _ = clamped.accessibilityTree()
        #expect(!clamped.hasReadDynamicTypeSize)
        // Outside every screen's code, a read is no screen's.
        _ = EnvironmentValues().dynamicTypeSize
        #expect(!clamped.hasReadDynamicTypeSize)

        let reader = ViewGraph(SizeReader(), columns: 30, rows: 1)
        _ = reader.accessibilityTree()
        #expect(reader.hasReadDynamicTypeSize && !clamped.hasReadDynamicTypeSize)

        let tasked = ViewGraph(ReadsInTask(), columns: 30, rows: 1)
        _ = tasked.accessibilityTree()
        for _ in 0..<10 { await Task.yield() }
        #expect(tasked.accessibilityTree().labels == ["large"])
        #expect(tasked.hasReadDynamicTypeSize)
    }
}
