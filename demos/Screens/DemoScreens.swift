import Headless
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
    public static let all: [ScreenDescriptor] = [
        screen("trip", TripScreen.self,
               summary: "A sample app screen: the beach-trip comments, the budget slider, the alerts and their notifications"),
        screen("beach", BeachTripScreen.self,
               summary: "The beach-trip post and comments (WWDC24, Catch up on accessibility in SwiftUI)"),
        screen("sounds", CommentAlertScreen.self,
               summary: "The comment-alert editor: drag sounds onto three drop points (WWDC24)"),
        screen("widget", BeachWidgetScreen.self,
               summary: "The beach widget: a Favorite action that re-orders, magic tap to capture (WWDC24)"),
        screen("wallet", WalletScreen.self,
               summary: "Wallet Pal: symbol button, budget sliders, history graph, friends (WWDC21)"),
        screen("alerts", AlertsScreen.self,
               summary: "Alerts: a Warnings rotor, text-range rotors in a note, a notification banner (WWDC21)"),
        screen("dogs", DogTableScreen.self,
               summary: "The dog table: name and breed, Age at once, the rest under More content (WWDC21)"),
        screen("checkout", CheckoutScreen.self,
               summary: "A checkout with what Apple's and Google's scanners find: contrast, hit region, clipped text, order"),
        screen("compose", ComposeScreen.self,
               summary: "A message composer for Voice Control: an unnamed heart button, a Send button labelled otherwise"),
        screen("settings", SettingsScreen.self,
               summary: "Forms: page control, agreement toggle, tab bar, modal sheet, options modifier"),
    ]

    /// The registry the command line opens them from.
    public static var registry: ScreenRegistry { ScreenRegistry(all) }

    /// A screen's descriptor: its variants are `DemoVariant`'s, the first the default.
    private static func screen<Screen: DemoScreen>(_ name: String, _ screen: Screen.Type, summary: String) -> ScreenDescriptor {
        ScreenDescriptor(name: name, summary: summary, variants: DemoVariant.allCases.map(\.rawValue)) { variant in
            AnyView(Screen(variant: DemoVariant(rawValue: variant) ?? .after))
        }
    }
}
