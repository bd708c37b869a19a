import Foundation
import Testing
@testable import TermUI

/// A child view's new value is skipped when it is the same as the old one, field by field, as
/// SwiftUI compares view inputs; whatever cannot be shown to be the same is evaluated again.
@MainActor
struct ViewComparisonTests {
    private final class Model {}
    private enum Mood { case calm, stormy }
    private enum Place { case beach(String), city(name: String, visits: Int), home }

    private struct Row: View {
        var title: String
        var count: Int
        var mood: Mood = .calm
        var place: Place = .home
        var model: Model? = nil
        var tint: Color = .blue
        var body: some View { Text(title) }
    }

    private struct Stateful: View {
        let title: String
        @State var isOn = false
        @Environment(\.isEnabled) var isEnabled
        var body: some View { Text(title) }
    }

    private struct WithAction: View {
        let title: String
        let action: () -> Void
        var body: some View { Text(title) }
    }

    @Test("values of plain fields are the same when every field is: strings, numbers, enums, colours")
    func plainFields() {
        #expect(ViewComparison.isSame(Row(title: "Nick", count: 2), Row(title: "Nick", count: 2)))
        #expect(!ViewComparison.isSame(Row(title: "Nick", count: 2), Row(title: "Jack", count: 2)))
        #expect(!ViewComparison.isSame(Row(title: "Nick", count: 2), Row(title: "Nick", count: 3)))
        #expect(!ViewComparison.isSame(Row(title: "a", count: 1, mood: .calm), Row(title: "a", count: 1, mood: .stormy)))
        #expect(!ViewComparison.isSame(Row(title: "a", count: 1, tint: .blue), Row(title: "a", count: 1, tint: .red)))
    }

    @Test("an enum with a payload is the same when its case and its payload are")
    func enumPayloads() {
        let beach = Row(title: "a", count: 1, place: .beach("Baker"))
        #expect(ViewComparison.isSame(beach, Row(title: "a", count: 1, place: .beach("Baker"))))
        #expect(!ViewComparison.isSame(beach, Row(title: "a", count: 1, place: .beach("Ocean"))))
        #expect(!ViewComparison.isSame(beach, Row(title: "a", count: 1, place: .home)))
        let city = Row(title: "a", count: 1, place: .city(name: "Paris", visits: 2))
        #expect(ViewComparison.isSame(city, Row(title: "a", count: 1, place: .city(name: "Paris", visits: 2))))
        #expect(!ViewComparison.isSame(city, Row(title: "a", count: 1, place: .city(name: "Paris", visits: 3))))
    }

    @Test("a class instance is the same only when it is the same object")
    func classIdentity() {
        let model = Model()
        #expect(ViewComparison.isSame(Row(title: "a", count: 1, model: model), Row(title: "a", count: 1, model: model)))
        #expect(!ViewComparison.isSame(Row(title: "a", count: 1, model: model), Row(title: "a", count: 1, model: Model())))
        #expect(!ViewComparison.isSame(Row(title: "a", count: 1, model: model), Row(title: "a", count: 1, model: nil)))
    }

    @Test("state and environment properties live in the node: they do not make two values differ")
    func nodeStoredProperties() {
        #expect(ViewComparison.isSame(Stateful(title: "a"), Stateful(title: "a")))
        #expect(!ViewComparison.isSame(Stateful(title: "a"), Stateful(title: "b")))
    }

    @Test("a value holding a closure is never the same: a closure cannot be compared")
    func closures() {
        let action = {}
        #expect(!ViewComparison.isSame(WithAction(title: "a", action: action), WithAction(title: "a", action: action)))
        let modified = Text("a").onAppear {}
        #expect(!ViewComparison.isSame(modified, modified))
    }

    @Test("modifier chains and type-erased views compare through to their values")
    func chainsAndErasure() {
        #expect(ViewComparison.isSame(Color.blue.opacity(0.4).frame(width: 8, height: 16), Color.blue.opacity(0.4).frame(width: 8, height: 16)))
        #expect(!ViewComparison.isSame(Color.blue.opacity(0.4).frame(width: 8, height: 16), Color.blue.opacity(1).frame(width: 8, height: 16)))
        #expect(!ViewComparison.isSame(Color.blue.frame(width: 8, height: 16), Color.blue.frame(width: 9, height: 16)))
        #expect(ViewComparison.isSame(AnyView(Row(title: "a", count: 1)), AnyView(Row(title: "a", count: 1))))
        #expect(!ViewComparison.isSame(AnyView(Row(title: "a", count: 1)), AnyView(Row(title: "b", count: 1))))
        #expect(!ViewComparison.isSame(AnyView(Row(title: "a", count: 1)), AnyView(Text("a"))))
        #expect(ViewComparison.isSame(Row(title: "a", count: 1) as any View, Row(title: "a", count: 1) as any View))
    }

    private struct Pulsing: View {
        let title: String
        let model: Model
        var timer: Model?
        @State var isFaint = false
        @Environment(\.accessibilityReduceMotion) var reduceMotion
        var body: some View { Text(title) }
    }

    @Test("""
        node-stored wrappers, class references and optional class references are planned once per type: comparing \
        such values casts and reflects nothing, and still tells the same object from another
        """)
    func referencesAndWrappersArePlanned() {
        let model = Model(), timer = Model()
        let pulsing = Pulsing(title: "a", model: model, timer: timer)
        #expect(ViewComparison.isSame(pulsing, Pulsing(title: "a", model: model, timer: timer)))
        let before = ViewComparison.dynamicComparisons
        #expect(ViewComparison.isSame(pulsing, Pulsing(title: "a", model: model, timer: timer)))
        #expect(!ViewComparison.isSame(pulsing, Pulsing(title: "a", model: Model(), timer: timer)))
        #expect(!ViewComparison.isSame(pulsing, Pulsing(title: "a", model: model, timer: Model())))
        #expect(!ViewComparison.isSame(pulsing, Pulsing(title: "a", model: model, timer: nil)))
        #expect(ViewComparison.isSame(Pulsing(title: "a", model: model), Pulsing(title: "a", model: model)))
        #expect(ViewComparison.dynamicComparisons == before)
    }

    private struct Tappable: View {
        let title: String
        var onTap: (() -> Void)?
        var body: some View { Text(title) }
    }

    @ViewBuilder private func branch(_ isOn: Bool, _ title: String) -> some View {
        if isOn { Text(title) } else { Color.blue.frame(width: 2, height: 1) }
    }

    @Test("""
        an optional closure is the same only when neither holds one, and an if/else is the same when its branch and \
        the branch's content are: both decided without reflection
        """)
    func optionalClosuresAndBranchesArePlanned() {
        _ = ViewComparison.isSame(Tappable(title: "a"), Tappable(title: "a"))
        _ = ViewComparison.isSame(branch(true, "a"), branch(true, "a"))
        let before = ViewComparison.dynamicComparisons
        #expect(ViewComparison.isSame(Tappable(title: "a"), Tappable(title: "a")))
        #expect(!ViewComparison.isSame(Tappable(title: "a", onTap: {}), Tappable(title: "a")))
        #expect(!ViewComparison.isSame(Tappable(title: "a"), Tappable(title: "a", onTap: {})))
        #expect(!ViewComparison.isSame(Tappable(title: "a"), Tappable(title: "b")))
        #expect(ViewComparison.isSame(branch(false, "a"), branch(false, "b")))
        #expect(!ViewComparison.isSame(branch(true, "a"), branch(false, "a")))
        #expect(!ViewComparison.isSame(branch(true, "a"), branch(true, "b")))
        #expect(ViewComparison.dynamicComparisons == before)
    }

    @Test("a plan is made once per type: comparing again gives the same answers")
    func plansAreReused() {
        for _ in 0..<3 {
            #expect(ViewComparison.isSame(Row(title: "x", count: 9), Row(title: "x", count: 9)))
            #expect(!ViewComparison.isSame(Row(title: "x", count: 9), Row(title: "x", count: 8)))
        }
    }
}
