import TermUI

/// The sample screens, by the names the command line uses.
public enum DemoScreens {
    public struct Entry: Sendable {
        public let name: String
        public let summary: String
        public let variants: [String]
        public let make: @MainActor @Sendable (String) -> AnyView
    }

    public static let all: [Entry] = [
        Entry(name: "beach", summary: "The beach-trip post and comments (WWDC24, Catch up on accessibility in SwiftUI)",
              variants: BeachTripScreen.Variant.allCases.map(\.rawValue)) { variant in
            AnyView(BeachTripScreen(variant: BeachTripScreen.Variant(rawValue: variant) ?? .after))
        },
        Entry(name: "sounds", summary: "The comment-alert editor: drag sounds onto three drop points (WWDC24)",
              variants: CommentAlertScreen.Variant.allCases.map(\.rawValue)) { variant in
            AnyView(CommentAlertScreen(variant: CommentAlertScreen.Variant(rawValue: variant) ?? .after))
        },
        Entry(name: "widget", summary: "The beach widget: a Favorite action that re-orders, magic tap to capture (WWDC24)",
              variants: BeachWidgetScreen.Variant.allCases.map(\.rawValue)) { variant in
            AnyView(BeachWidgetScreen(variant: BeachWidgetScreen.Variant(rawValue: variant) ?? .after))
        },
        Entry(name: "wallet", summary: "Wallet Pal: symbol button, budget sliders, history graph, friends (WWDC21)",
              variants: WalletScreen.Variant.allCases.map(\.rawValue)) { variant in
            AnyView(WalletScreen(variant: WalletScreen.Variant(rawValue: variant) ?? .after))
        },
        Entry(name: "alerts", summary: "Alerts: a Warnings rotor, text-range rotors in a note, a notification banner (WWDC21)",
              variants: AlertsScreen.Variant.allCases.map(\.rawValue)) { variant in
            AnyView(AlertsScreen(variant: AlertsScreen.Variant(rawValue: variant) ?? .after))
        },
        Entry(name: "dogs", summary: "The dog table: name and breed, Age at once, the rest under More content (WWDC21)",
              variants: DogTableScreen.Variant.allCases.map(\.rawValue)) { variant in
            AnyView(DogTableScreen(variant: DogTableScreen.Variant(rawValue: variant) ?? .after))
        },
        Entry(name: "settings", summary: "Forms: page control, agreement toggle, tab bar, modal sheet, options modifier",
              variants: SettingsScreen.Variant.allCases.map(\.rawValue)) { variant in
            AnyView(SettingsScreen(variant: SettingsScreen.Variant(rawValue: variant) ?? .after))
        },
    ]
}
