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
    ]
}
