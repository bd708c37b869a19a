import Foundation
import Headless
import TermUI

/// One technique of the evaluation catalogue: a bad example (one defect a screen-reader user
/// meets) and a good one (the fix), each a small view audited on its own screen and then both
/// together on a catalogue page.
struct CatalogueTechnique: Sendable {
    /// The technique's name, as the catalogue lists it.
    let name: String
    /// What goes wrong in the bad example.
    let defect: String
    /// The defect is one Rotor cannot see from a terminal (recorded, still measured).
    let unseen: Bool
    let bad: @MainActor @Sendable () -> AnyView
    let good: @MainActor @Sendable () -> AnyView

    init<Bad: View, Good: View>(_ name: String, _ defect: String, unseen: Bool = false,
                                @ViewBuilder bad: @escaping @MainActor @Sendable () -> Bad,
                                @ViewBuilder good: @escaping @MainActor @Sendable () -> Good) {
        self.name = name
        self.defect = defect
        self.unseen = unseen
        self.bad = { AnyView(bad()) }
        self.good = { AnyView(good()) }
    }

    /// The catalogue page: the good example, then the bad one, each in its section.
    @MainActor func page() -> AnyView {
        AnyView(VStack(alignment: .leading) {
            Section("Good") { good() }
            Section("Bad") { bad() }
        })
    }

    /// The same page as a `List` of the two sections.
    @MainActor func listPage() -> AnyView {
        AnyView(List {
            Section("Good") { good() }
            Section("Bad") { bad() }
        })
    }
}

/// Every technique of the catalogue, in the catalogue's order.
enum AuditCatalogue {
    static var techniques: [CatalogueTechnique] {
        images() + labels() + headingsAndText() + formControls() + stateControls()
            + adjustables() + structure() + order() + navigation() + unseenByRotor()
    }

    /// The screen name of the technique at `index`: `t01`, `t02`…
    static func screenName(_ index: Int) -> String { String(format: "t%02d", index + 1) }

    /// One screen a technique, with the variants `bad`, `good`, `page` (a `VStack`) and
    /// `list` (a `List`).
    @MainActor static var registry: ScreenRegistry {
        ScreenRegistry(techniques.enumerated().map { index, technique in
            ScreenDescriptor(name: screenName(index), summary: technique.name, variants: ["bad", "good", "page", "list"]) { variant in
                switch variant {
                case "bad": technique.bad()
                case "good": technique.good()
                case "list": technique.listPage()
                default: technique.page()
                }
            }
        })
    }

    static let site = URL(string: "https://example.com")!
}
