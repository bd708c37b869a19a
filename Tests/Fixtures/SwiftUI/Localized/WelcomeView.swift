import SwiftUI

/// A welcome screen whose words live in the app's String Catalog, beside this file.
struct WelcomeView: View {
    let guestName: String

    var body: some View {
        VStack(spacing: 16) {
            Image("harbor-sunrise")
                .resizable()
                .frame(width: 120, height: 48)
            Text("welcome.title")
                .font(.largeTitle)
                .accessibilityAddTraits(.isHeader)
            Text("welcome.greeting \(guestName)")
            Button("welcome.start") {}
            Text("farewell", tableName: "Greetings")
        }
    }
}

#Preview("Welcome") {
    WelcomeView(guestName: "Ada")
}
