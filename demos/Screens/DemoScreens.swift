import TermUI

/// A sample screen's two versions: what a developer writes first, and the seed's fix.
public enum DemoVariant: String, CaseIterable, Sendable {
    case after, before
}

/// A sample screen with a before and an after variant.
public protocol DemoScreen: View {
    init(variant: DemoVariant)
}

/// The sample screens, by the names the command line uses.
public enum DemoScreens {
    public struct Entry: Sendable {
        public let name: String
        public let summary: String
        public let variants: [String]
        public let make: @MainActor @Sendable (String) -> AnyView

        init<Screen: DemoScreen>(_ name: String, _ screen: Screen.Type, summary: String) {
            self.name = name
            self.summary = summary
            variants = DemoVariant.allCases.map(\.rawValue)
            make = { variant in AnyView(Screen(variant: DemoVariant(rawValue: variant) ?? .after)) }
        }
    }

    public static let all: [Entry] = [
        Entry("trip", TripScreen.self,
              summary: "A sample app screen: the beach-trip comments, the budget slider, the alerts and their notifications"),
        Entry("beach", BeachTripScreen.self,
              summary: "The beach-trip post and comments (WWDC24, Catch up on accessibility in SwiftUI)"),
        Entry("sounds", CommentAlertScreen.self,
              summary: "The comment-alert editor: drag sounds onto three drop points (WWDC24)"),
        Entry("widget", BeachWidgetScreen.self,
              summary: "The beach widget: a Favorite action that re-orders, magic tap to capture (WWDC24)"),
        Entry("wallet", WalletScreen.self,
              summary: "Wallet Pal: symbol button, budget sliders, history graph, friends (WWDC21)"),
        Entry("alerts", AlertsScreen.self,
              summary: "Alerts: a Warnings rotor, text-range rotors in a note, a notification banner (WWDC21)"),
        Entry("dogs", DogTableScreen.self,
              summary: "The dog table: name and breed, Age at once, the rest under More content (WWDC21)"),
        Entry("checkout", CheckoutScreen.self,
              summary: "A checkout with what Apple's and Google's scanners find: contrast, hit region, clipped text, order"),
        Entry("compose", ComposeScreen.self,
              summary: "A message composer for Voice Control: an unnamed heart button, a Send button labelled otherwise"),
        Entry("settings", SettingsScreen.self,
              summary: "Forms: page control, agreement toggle, tab bar, modal sheet, options modifier"),
    ]
}
